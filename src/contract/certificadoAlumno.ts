// Student certificates (spec 02 §3, §7): GET /api/core/alumnos/certificado-alumno/list. The spec
// gives them no id: the console numbers them by their position in the answer.
import * as z from 'zod/mini';
import { apiCall } from './call';
import { day, entity, listOf, shown, text } from './fields';

export const certificate = entity('CertificadoAlumno', z.object({
  alumno: shown(text),
  centro: shown(text),
  fecha: shown(day),
  formacion: shown(text),
  /** Without it the row offers no 'Ver'. */
  certificadoURL: shown(text),
}));

export type CertificateItem = z.output<typeof certificate>;

export const certificateCalls = {
  list: apiCall({
    method: 'GET',
    path: '/api/core/alumnos/certificado-alumno/list',
    summary: 'The issued certificates, each with the address of its document.',
    answer: listOf(certificate),
  }),
};
