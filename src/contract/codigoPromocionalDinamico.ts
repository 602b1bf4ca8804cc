// Dynamic promo codes (spec 02 §3-§5, §7): /api/core/datos/codigo-promocional-dinamico.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { code, computed, day, entity, id, listOf, number, shown, shownList, text } from './fields';
import { ACTIVE_ACADEMIES, PROMO_COMPATIBILITY_CODES } from './vocabulary';

const PATH = '/api/core/datos/codigo-promocional-dinamico';
/** Spec 02 §7 names create, update and delete on the path without their verbs. */
const NO_VERB = 'The method: the spec does not show it.';

export const promoCode = entity('CodigoPromocionalDinamico', z.object({
  id: computed(id),
  nombre: shown(text),
  descripcion: shown(text),
  centros: shownList(text),
  compatibilidad: shownList(code('PromoCompatibility')),
  tipo: shown(code('PromoType')),
  descuentoFijo: shown(number),
  descuentoPorcentaje: shown(number),
  horasGratis: shown(number),
  fechaInicio: shown(day),
  /** Edit and delete are hidden once it has passed; without it they are offered and the server judges. */
  fechaFin: shown(day),
}));

export type PromoCodeItem = z.output<typeof promoCode>;

const codeFields = {
  descripcion: param('text', { example: 'Descuento de invierno' }),
  tipo: param('code', { codes: 'PromoType', example: 'DESCUENTO_PRECIO' }),
  fecha_inicio: param('day', { example: '01/12/2026' }),
  fecha_fin: param('day', { example: '31/12/2026' }),
  centros: param('academies', { example: ['GOYA'] }),
  compatibilidad: param('codes', { codes: 'PromoCompatibility', example: ['TARIFA'] }),
  descuento_fijo: optionalParam('number', { example: 20, note: 'Euros off, for DESCUENTO_PRECIO.' }),
  descuento_porcentaje: optionalParam('number', { note: 'Percent off, for DESCUENTO_PORCENTAJE.' }),
  horas_gratis: optionalParam('number', { note: 'Free hours, for HORAS_GRATIS.' }),
};

export const dynamicPromoCodeCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every dynamic promo code.', answer: listOf(promoCode) }),
  create: apiCall({
    method: 'POST',
    path: PATH,
    summary: 'Creates a promo code.',
    assumed: NO_VERB,
    query: { nombre: param('text', { example: 'INVIERNO26' }), ...codeFields },
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a promo code, named by its id (its name cannot change).',
    assumed: NO_VERB,
    query: {
      id: param('id', { example: 6 }),
      ...codeFields,
      centros: param('academies', { example: ACTIVE_ACADEMIES, note: 'Academies may be added, never taken away.' }),
      compatibilidad: param('codes', { codes: 'PromoCompatibility', example: PROMO_COMPATIBILITY_CODES }),
      fecha_inicio: param('day', { example: '27/09/2026' }),
      fecha_fin: param('day', { example: '31/12/2027', note: 'It may be put off, never brought forward.' }),
    },
  }),
  delete: apiCall({ method: 'DELETE', path: PATH, summary: 'Deletes a promo code.', assumed: NO_VERB, query: { id: param('id', { example: 6 }) } }),
};
