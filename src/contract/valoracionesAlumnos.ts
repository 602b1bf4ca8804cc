// The students' ratings of their classes and teachers (spec 02 §3, §7):
// /api/core/alumnos/valoracion-alumnos.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { code, computed, dateTime, day, entity, listOf, shown, text } from './fields';

/** A rating. The spec gives it no id: the console names it by its position. */
export const rating = entity('Valoracion', z.object({
  alumnoNombre: shown(text),
  asignatura: shown(text),
  nivel: shown(text),
  profesor: shown(text),
  centro: shown(text),
  /** When the student rated. */
  fecha: shown(dateTime),
  /** The class rated: its day places it, newest first. */
  fechaAsistencia: computed(day),
  /** Its time, 'HH:mm' or a range 'HH:mm-HH:mm'. */
  horaAsistencia: shown(text),
  valoracionClase: shown(code('Rating')),
  valoracionProfesor: shown(code('Rating')),
  observaciones: shown(text),
}));
export type Rating = z.output<typeof rating>;

export const ratingCalls = {
  ofMonth: apiCall({
    method: 'GET',
    path: '/api/core/alumnos/valoracion-alumnos/list',
    summary: 'The ratings of the classes of a month.',
    query: { mes: param('month', { example: '03/2026' }) },
    answer: listOf(rating),
  }),
};
