// Cash registers (spec 02 §3-§5, §7): /api/core/contabilidad/caja.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { code, computed, day, id, listOf, number, shown, time } from './fields';
import { CASH_STATE_CODES } from './vocabulary';

const PATH = '/api/core/contabilidad/caja';

export const cashRegister = z.object({
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
  estado: shown(code(CASH_STATE_CODES)),
});

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
      id: param('id'),
      balance_inicial: optionalParam('number'),
      balance_final_real: optionalParam('number'),
      hora_apertura: optionalParam('time'),
      hora_cierre: optionalParam('time'),
      estado: param('text', { note: CASH_STATE_CODES.join(', ') }),
    },
  }),
};
