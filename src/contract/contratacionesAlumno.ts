// The hour packs and tariffs hired in a month (spec 02 §3, §7):
// /api/core/alumnos/contabilidad/{kind}/list/mes, kind pack-horas-alumno or tarifa-alumno.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { computed, entity, listOf, number, shown, text } from './fields';

const PATH = '/api/core/alumnos/contabilidad';

/** An hour pack hired. The spec gives it no id: the console names it by its position. */
export const hiredPack = entity('PackContratado', z.object({
  /** The list is ordered by the student. */
  alumno: computed(text),
  pack: shown(text),
  /** Added up in the totals row. */
  horas: computed(number),
  curso: shown(text),
  tipologiaAcademica: shown(text),
  objetivo: shown(text),
}));
export type HiredPack = z.output<typeof hiredPack>;

/** A tariff hired; no id either. */
export const hiredTariff = entity('TarifaContratada', z.object({ alumno: computed(text), tarifa: shown(text), curso: shown(text) }));
export type HiredTariff = z.output<typeof hiredTariff>;

const monthOfAcademy = { mes: param('month', { example: '03/2026' }), centro: param('academy', { example: 'GOYA' }) };

export const monthlyHiringCalls = {
  packs: apiCall({
    method: 'GET',
    path: `${PATH}/pack-horas-alumno/list/mes`,
    summary: 'The hour packs hired in a month at one academy.',
    query: monthOfAcademy,
    answer: listOf(hiredPack),
  }),
  tariffs: apiCall({
    method: 'GET',
    path: `${PATH}/tarifa-alumno/list/mes`,
    summary: 'The tariffs hired in a month at one academy.',
    query: monthOfAcademy,
    answer: listOf(hiredTariff),
  }),
};
