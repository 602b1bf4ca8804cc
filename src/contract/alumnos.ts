// The students (spec 02 §3, §7): found by a text for the accounting screens, and the records
// opened in a month for the clients screens. /api/core/alumnos/alumno.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { computed, day, entity, id, listOf, shown, text } from './fields';

const PATH = '/api/core/alumnos/alumno';

const person = z.object({ nombre: shown(text) });

export const student = entity('Alumno', z.object({
  id: computed(id),
  /** The lists are ordered by the student's name. */
  nombre: computed(text),
  apellidos: shown(text),
  fechaNacimiento: shown(day),
  dni: shown(text),
  codigoPostal: shown(text),
  email: shown(text),
  telefonoFijo: shown(text),
  telefonoMovil: shown(text),
  centro: shown(text),
  tutor1: shown(person),
  tutor2: shown(person),
  facturacion: shown(z.object({ identificacion: shown(text), nombre: shown(text) })),
  condicionesUrl: shown(text),
  rgpdUrl: shown(text),
}));

export type Student = z.output<typeof student>;

export const studentCalls = {
  search: apiCall({
    method: 'GET',
    path: `${PATH}/list/search`,
    summary: 'The students whose name, surnames, ID number or e-mail hold the text (from 3 characters).',
    query: { filtro: param('text', { example: 'gar' }) },
    answer: listOf(student),
  }),
  newOfMonth: apiCall({
    method: 'GET',
    path: `${PATH}/list/new`,
    summary: 'The student records opened in a month at one academy.',
    query: { mes: param('month', { example: '03/2026' }), centro: param('academy', { example: 'GOYA' }) },
    answer: listOf(student),
  }),
};
