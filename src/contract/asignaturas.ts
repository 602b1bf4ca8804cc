// Subjects (spec 01 §3, §7; spec 02 §3, §7): /api/core/planificacion/asignatura.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, boolean, code, computed, id, listOf, shown, text } from './fields';
import { SUBJECT_LEVEL_CODES, SUBJECT_SUBLEVEL_CODES, SUBJECT_TYPE_CODES } from './vocabulary';

const PATH = '/api/core/planificacion/asignatura';

export const subject = z.object({
  id: computed(id),
  nombre: computed(text),
  nombreCompleto: shown(text),
  /** The spec names the field nombre_completo in its calls and nombreCompleto in its readers. */
  nombre_completo: assumed(shown(text), 'Read as nombreCompleto when that is missing.'),
  descripcion: shown(text),
  tipo: shown(code(SUBJECT_TYPE_CODES)),
  nivel: shown(code(SUBJECT_LEVEL_CODES)),
  subnivel: shown(code(SUBJECT_SUBLEVEL_CODES)),
  activa: shown(boolean),
});

/** Either spelling of the full name, read as nombreCompleto. */
const withFullName = <T extends { nombreCompleto: string | null; nombre_completo: string | null }>({ nombre_completo, ...rest }: T) => ({
  ...rest,
  nombreCompleto: rest.nombreCompleto ?? nombre_completo,
});

export const subjectRecord = z.pipe(subject, z.transform(withFullName));
export type Subject = z.output<typeof subjectRecord>;

const subjectFields = {
  nombre: param('text'),
  nombre_completo: param('text'),
  descripcion: param('text'),
  tipo: param('text', { example: 'LETRAS' }),
  nivel: param('text', { example: 'BACHILLERATO' }),
};

export const subjectCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every subject.', answer: listOf(subjectRecord) }),
  one: apiCall({ method: 'GET', path: PATH, summary: 'One subject.', query: { id: param('id', { example: 1 }) }, answer: subjectRecord }),
  create: apiCall({
    method: 'POST',
    path: PATH,
    summary: 'Creates a subject.',
    query: { ...subjectFields, subnivel: param('text', { required: false }) },
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a subject; activa is always sent as true (spec 02 §4).',
    query: { id: param('id'), ...subjectFields, subnivel: param('text', { required: false }), activa: param('boolean') },
  }),
};
