// Trainings (spec 02 §3, §7): /api/core/formacion/formacion.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { boolean, computed, entity, id, listOf, shown, text } from './fields';

const PATH = '/api/core/formacion/formacion';

export const training = entity('Formacion', z.object({
  id: computed(id),
  nombre: shown(text),
  email: shown(text),
  centro: shown(text),
  /** Without it the edit dialog's box starts unticked and the update leaves the flag out. */
  formacionCompletada: shown(boolean),
}));

export type TrainingItem = z.output<typeof training>;

const trainingFields = {
  nombre: param('text', { example: 'Lucía Romero' }),
  centro: param('academy', { example: 'GOYA' }),
  email: param('text', { example: 'lucia.romero@example.org' }),
};

export const trainingCalls = {
  listOfYear: apiCall({
    method: 'GET',
    path: `${PATH}/list/year`,
    summary: 'The trainings registered in a year.',
    query: { year: param('year', { example: '2026' }) },
    answer: listOf(training),
  }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Registers a training.', query: trainingFields }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a training and its completed flag.',
    query: { id: param('id', { example: 1 }), ...trainingFields, completada: optionalParam('boolean', { example: true }) },
  }),
};
