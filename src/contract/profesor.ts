// Teachers (spec 02 §3, §7): /api/core/personal/profesor.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { accountFields } from './cuentas';
import { code, id, listOf, shown, shownList } from './fields';
import { TEACHER_ROLE_CODES } from './vocabulary';

const PATH = '/api/core/personal/profesor';

/** A subject a teacher teaches: an object with its id, as the spec shows it, or the bare id. */
const taughtSubject = z.union([id, z.pipe(z.object({ id }), z.transform((subject: { id: number }) => subject.id))]);

export const teacher = z.object({
  ...accountFields,
  rol: shown(code(TEACHER_ROLE_CODES)),
  /** The ids of the subjects taught. */
  asignaturas: shownList(taughtSubject),
});

export type TeacherItem = z.output<typeof teacher>;

const teacherFields = {
  nombre: param('text'),
  email: param('text'),
  rol: param('text', { example: 'PROFESOR' }),
  asignaturas: param('ids', { example: [1] }),
};

export const teacherCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every teacher.', answer: listOf(teacher) }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates a teacher.', query: teacherFields }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: "Updates a teacher: subjects, role and access to the teaching platform (acceso false blocks the account).",
    query: { id: param('id'), acceso: param('boolean', { required: false }), ...teacherFields },
  }),
};
