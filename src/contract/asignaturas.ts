// Subjects (spec 01 §3, §7; spec 02 §3, §7): /api/core/planificacion/asignatura.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { boolean, code, computed, entity, id, listOf, shown, text } from './fields';

const PATH = '/api/core/planificacion/asignatura';

export const subject = entity('Asignatura', z.object({
  id: computed(id),
  nombre: computed(text),
  nombreCompleto: shown(text),
  /** Spec 01 §3 names the field nombre_completo, spec 02 §3 nombreCompleto. */
  nombre_completo: shown(text, 'Read as nombreCompleto when that is missing.'),
  descripcion: shown(text),
  tipo: shown(code('SubjectType')),
  nivel: shown(code('SubjectLevel')),
  subnivel: shown(code('SubjectSublevel')),
  activa: shown(boolean),
}));

/** Either spelling of the full name, read as nombreCompleto. */
const withFullName = <T extends { nombreCompleto: string | null; nombre_completo: string | null }>({ nombre_completo, ...rest }: T) => ({
  ...rest,
  nombreCompleto: rest.nombreCompleto ?? nombre_completo,
});

export const subjectRecord = z.pipe(subject, z.transform(withFullName));
export type Subject = z.output<typeof subjectRecord>;

const subjectFields = {
  nombre: param('text', { example: 'Latín' }),
  nombre_completo: param('text', { example: 'Latín II' }),
  descripcion: param('text', { example: 'Latín II' }),
  tipo: param('code', { codes: 'SubjectType', example: 'LETRAS' }),
  nivel: param('code', { codes: 'SubjectLevel', example: 'BACHILLERATO' }),
};
const subnivel = optionalParam('code', { codes: 'SubjectSublevel' });
/** Spec 01 §7 and spec 02 §7 show no verb for the subjects' calls but their list's. */
const NO_VERB = 'The method: the spec does not show it.';

export const subjectCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every subject.', answer: listOf(subjectRecord) }),
  one: apiCall({
    method: 'GET',
    path: PATH,
    summary: 'One subject.',
    assumed: 'The method, the parameter and the answer: spec 01 §7 shows "a fetch of one subject (method and shape not shown)".',
    query: { id: param('id', { example: 1, assumed: 'Spec 02 §7: "argument from caller".' }) },
    answer: subjectRecord,
  }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates a subject.', assumed: NO_VERB, query: { ...subjectFields, subnivel } }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a subject; activa is always sent as true (spec 02 §4).',
    assumed: NO_VERB,
    query: { id: param('id', { example: 1 }), ...subjectFields, subnivel, activa: param('boolean', { example: true }) },
  }),
};
