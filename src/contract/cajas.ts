// Cash registers (spec 02 §3-§5, §7): /api/core/contabilidad/caja.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { code, computed, day, entity, id, listOf, number, shown, time } from './fields';

const PATH = '/api/core/contabilidad/caja';

export const cashRegister = entity('Caja', z.object({
  id: computed(id),
  /** The register's day; the list is ordered by it. */
  fecha: computed(day),
  /** Nothing before it opens. */
  horaApertura: shown(time),
  /** Nothing while it is open. */
  horaCierre: shown(time),
  balanceInicial: shown(number),
  balanceFinalReal: shown(number),
  /** Worked out by the server when the register closes. */
  balanceFinalTeorico: shown(number),
  estado: shown(code('CashState')),
}));

export type CashRegister = z.output<typeof cashRegister>;

export const cashRegisterCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: 'The cash registers of a month of one academy, one a day.',
    query: { mes: param('month', { example: '03/2026' }), centro: param('academy', { example: 'GOYA' }) },
    answer: listOf(cashRegister),
  }),
  update: apiCall({
    method: 'PUT',
    path: `${PATH}/update`,
    summary: "Changes a register's times, balances and state.",
    query: {
      id: param('id', { example: 1 }),
      balance_inicial: optionalParam('number', { example: 150 }),
      balance_final_real: optionalParam('number', { example: 420.5 }),
      hora_apertura: optionalParam('time', { example: '09:00' }),
      hora_cierre: optionalParam('time', { example: '21:00' }),
      estado: param('code', { codes: 'CashState', example: 'CERRADA' }),
    },
  }),
};
