// Teachers (spec 02 §3, §7): /api/core/personal/profesor.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { accountFields } from './cuentas';
import { code, entity, id, listOf, shown, shownList } from './fields';

const PATH = '/api/core/personal/profesor';

/** A subject a teacher teaches: an object with its id, as the spec shows it, or the bare id. */
const taughtSubject = z.union([z.pipe(z.object({ id }), z.transform((subject: { id: number }) => subject.id)), id]);

export const teacher = entity('Profesor', z.object({
  ...accountFields,
  rol: shown(code('TeacherRole')),
  /** The ids of the subjects taught. */
  asignaturas: shownList(taughtSubject),
}));

export type TeacherItem = z.output<typeof teacher>;

const teacherFields = {
  nombre: param('text', { example: 'Pablo Ruiz' }),
  email: param('text', { example: 'pablo.ruiz@example.org' }),
  rol: param('code', { codes: 'TeacherRole', example: 'PROFESOR' }),
  asignaturas: param('ids', { example: [1] }),
};

export const teacherCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every teacher.', answer: listOf(teacher) }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates a teacher.', query: teacherFields }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: "Updates a teacher: subjects, role and access to the teaching platform (acceso false blocks the account).",
    query: { id: param('id', { example: 1 }), acceso: optionalParam('boolean', { example: true }), ...teacherFields },
  }),
};
