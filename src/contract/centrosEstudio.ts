// Study centres, the students' schools (spec 01 §3, spec 02 §7): /api/core/datos/centro-estudios.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { computed, entity, id, listOf, shown, text } from './fields';

const PATH = '/api/core/datos/centro-estudios';
const provincia = param('code', { codes: 'Province', example: 'Madrid' });

export const studyCentre = entity('CentroEstudios', z.object({
  id: computed(id),
  nombre: computed(text),
  provincia: shown(text),
}));

export type StudyCentre = z.output<typeof studyCentre>;

export const studyCentreCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every study centre.', answer: listOf(studyCentre) }),
  listOfProvince: apiCall({
    method: 'GET',
    path: `${PATH}/list/provincia`,
    summary: 'The study centres of one province.',
    query: { provincia },
    answer: listOf(studyCentre),
  }),
  create: apiCall({
    method: 'POST',
    path: PATH,
    summary: 'Creates a study centre.',
    assumed: 'The method: spec 02 §7 says "POST inferred".',
    query: { nombre: param('text', { example: 'Colegio San Isidro' }), provincia },
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a study centre.',
    query: { id: param('id', { example: 87 }), nombre: param('text', { example: 'Universidad Complutense de Madrid' }), provincia },
  }),
};
