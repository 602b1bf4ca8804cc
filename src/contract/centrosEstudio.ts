// Study centres, the students' schools (spec 01 §3, spec 02 §7): /api/core/datos/centro-estudios.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { computed, id, listOf, shown, text } from './fields';

const PATH = '/api/core/datos/centro-estudios';

export const studyCentre = z.object({
  id: computed(id),
  nombre: computed(text),
  provincia: shown(text),
});

export type StudyCentre = z.output<typeof studyCentre>;

export const studyCentreCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every study centre.', answer: listOf(studyCentre) }),
  listOfProvince: apiCall({
    method: 'GET',
    path: `${PATH}/list/provincia`,
    summary: 'The study centres of one province.',
    query: { provincia: param('text', { example: 'Madrid' }) },
    answer: listOf(studyCentre),
  }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates a study centre.', query: { nombre: param('text'), provincia: param('text') } }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a study centre.',
    query: { id: param('id'), nombre: param('text'), provincia: param('text') },
  }),
};
