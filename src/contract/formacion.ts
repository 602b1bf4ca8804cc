// Trainings (spec 02 §3, §7): /api/core/formacion/formacion.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { boolean, computed, id, listOf, shown, text } from './fields';

const PATH = '/api/core/formacion/formacion';

export const training = z.object({
  id: computed(id),
  nombre: shown(text),
  email: shown(text),
  centro: shown(text),
  /** Without it the edit dialog's box starts unticked and the update leaves the flag out. */
  formacionCompletada: shown(boolean),
});

export type TrainingItem = z.output<typeof training>;

const trainingFields = { nombre: param('text'), centro: param('academy', { example: 'GOYA' }), email: param('text') };

export const trainingCalls = {
  listOfYear: apiCall({
    method: 'GET',
    path: `${PATH}/list/year`,
    summary: 'The trainings registered in a year.',
    query: { year: param('year', { example: 2025 }) },
    answer: listOf(training),
  }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Registers a training.', query: trainingFields }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a training and its completed flag.',
    query: { id: param('id'), ...trainingFields, completada: param('boolean', { required: false }) },
  }),
};
