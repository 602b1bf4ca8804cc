// Dynamic promo codes (spec 02 §3-§5, §7): /api/core/datos/codigo-promocional-dinamico.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { code, computed, day, id, listOf, number, shown, shownList, text } from './fields';
import { PROMO_COMPATIBILITY_CODES, PROMO_TYPE_CODES } from './vocabulary';

const PATH = '/api/core/datos/codigo-promocional-dinamico';

export const promoCode = z.object({
  id: computed(id),
  nombre: shown(text),
  descripcion: shown(text),
  centros: shownList(text),
  compatibilidad: shownList(code(PROMO_COMPATIBILITY_CODES)),
  tipo: shown(code(PROMO_TYPE_CODES)),
  descuentoFijo: shown(number),
  descuentoPorcentaje: shown(number),
  horasGratis: shown(number),
  fechaInicio: shown(day),
  /** Edit and delete are hidden once it has passed; without it they are offered and the server judges. */
  fechaFin: shown(day),
});

export type PromoCodeItem = z.output<typeof promoCode>;

const codeFields = {
  descripcion: param('text'),
  tipo: param('text', { example: 'SEGUIMIENTO' }),
  fecha_inicio: param('day'),
  fecha_fin: param('day'),
  centros: param('academies', { example: ['GOYA'] }),
  compatibilidad: param('texts', { example: ['TARIFA'] }),
  descuento_fijo: optionalParam('number', { note: 'Euros off, for DESCUENTO_PRECIO.' }),
  descuento_porcentaje: optionalParam('number', { note: 'Percent off, for DESCUENTO_PORCENTAJE.' }),
  horas_gratis: optionalParam('number', { note: 'Free hours, for HORAS_GRATIS.' }),
};

export const dynamicPromoCodeCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every dynamic promo code.', answer: listOf(promoCode) }),
  create: apiCall({ method: 'POST', path: PATH, summary: 'Creates a promo code.', query: { nombre: param('text'), ...codeFields } }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a promo code, named by its id (its name cannot change).',
    query: { id: param('id'), ...codeFields },
  }),
  delete: apiCall({ method: 'DELETE', path: PATH, summary: 'Deletes a promo code.', query: { id: param('id') } }),
};
