// Teacher classes (spec 02 §3, §7): /api/core/planificacion/clase-profesor.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { computed, day, entity, id, listOf, shown, text } from './fields';

const PATH = '/api/core/planificacion/clase-profesor';

export const teacherClass = entity('ClaseProfesor', z.object({
  id: computed(id),
  /** Places the class in the month grid. */
  fecha: computed(day),
  /** 'HH:MM-HH:MM'. */
  hora: shown(text),
  profesor: shown(text),
  profesorId: shown(id),
  centro: shown(text),
}));

export type TeacherClass = z.output<typeof teacherClass>;

export const teacherClassCalls = {
  listOfAcademy: apiCall({
    method: 'GET',
    path: `${PATH}/list/centro`,
    summary: "An academy's classes in a month.",
    query: { centro: param('academy', { example: 'GOYA' }), mes: param('month', { example: '11/2026' }) },
    answer: listOf(teacherClass),
  }),
  listOfTeacher: apiCall({
    method: 'GET',
    path: `${PATH}/list/profesor`,
    summary: "A teacher's classes in a month.",
    query: { profesor: param('id', { example: 1 }), mes: param('month', { example: '11/2026' }) },
    answer: listOf(teacherClass),
  }),
  deleteMany: apiCall({
    method: 'DELETE',
    path: `${PATH}/multiple`,
    summary: 'Deletes classes; their students and tests are unassigned.',
    query: { ids: param('ids', { example: [1] }) },
  }),
};
