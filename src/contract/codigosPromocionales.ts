// The promo codes of a month and what one brought in (spec 02 §3, §7):
// /api/core/datos/codigo-promocional.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, computed, entity, id, listOf, number, shown, text } from './fields';
import { mapOrListOf } from './mapAnswers';

const PATH = '/api/core/datos/codigo-promocional';

/** A code of the month, for the code picker (its options are ordered by name). */
export const promoCode = entity('CodigoPromocional', z.object({ id: computed(id), nombre: computed(text) }));
export type PromoCode = z.output<typeof promoCode>;

const amounts = { pagos: computed(number), pagos_tarifa: computed(number), pagos_pack_horas: computed(number) };

/** One academy's income from the code, keyed by the academy in the map. */
const usageOfKey = entity('UsoCodigoPromocional', z.object({
  centro: assumed(shown(text), 'Without it the academy is the key of the map.'),
  ...amounts,
}));
/** One academy's income from the code, as an item of an array answer. */
const usageItem = z.object({
  centro: assumed(computed(text), 'An array answer names each academy here; without it the answer is unreadable.'),
  ...amounts,
});

export const promoCodeUsageAnswer = mapOrListOf(
  usageOfKey,
  usageItem,
  (key, usage: z.output<typeof usageOfKey>) => ({ ...usage, centro: usage.centro || key }),
  (usage) => ({ ...usage, id: usage.centro }),
);
export type PromoCodeUsage = z.output<typeof promoCodeUsageAnswer>[number];

export const promoCodeCalls = {
  ofMonth: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: 'The promo codes valid in a month.',
    query: { mes: param('month', { example: '03/2026' }) },
    answer: listOf(promoCode),
  }),
  usage: apiCall({
    method: 'GET',
    path: `${PATH}/list/usage`,
    summary: "What a code brought in during a month per academy: { '<academy>': { centro, pagos, pagos_tarifa, pagos_pack_horas } }, or an array of them.",
    query: { mes: param('month', { example: '03/2026' }), codigo: param('id', { example: 1 }) },
    answer: promoCodeUsageAnswer,
  }),
};
