import { formatDate } from '../../common/format';
import { cashRegisterCalls } from '../../contract/cajas';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../declaration/types';
import { CASH_STATES, cashDiscrepancy, cashStateBadge, registerAmount, shownCashState, type CashRegister } from './cashRegisters';

type Amount = 'balanceInicial' | 'balanceFinalReal' | 'balanceFinalTeorico';
/** Sorts by the amount, those not there yet first. */
const amountOf = (field: Amount) => (register: CashRegister) => (register[field] == null ? -Infinity : Number(register[field]));

export const cajas: ResourceSchema<CashRegister> = {
  name: 'contabilidad/cajas',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: cashRegisterCalls.list, params: (filter) => ({ mes: filter.mes, centro: filter.academia }) },
    update: {
      call: cashRegisterCalls.update,
      params: (register) => ({
        id: register.id,
        balance_inicial: register.balanceInicial,
        balance_final_real: register.balanceFinalReal,
        hora_apertura: register.horaApertura,
        hora_cierre: register.horaCierre,
        estado: register.estado,
      }),
    },
  },
  list: {
    title: 'Cajas',
    controls: [
      { kind: 'academy', source: 'academia', label: 'Academia' },
      { kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 0 },
    ],
    columns: [
      { source: 'fecha', label: 'Fecha', type: 'date' },
      { source: 'horaApertura', label: 'Apertura' },
      { source: 'horaCierre', label: 'Cierre' },
      { source: 'balanceInicial', label: 'Balance inicial', value: (register) => registerAmount(register.balanceInicial), sortValue: amountOf('balanceInicial') },
      { source: 'balanceFinalReal', label: 'Balance final real', value: (register) => registerAmount(register.balanceFinalReal), sortValue: amountOf('balanceFinalReal') },
      { source: 'balanceFinalTeorico', label: 'Balance final teórico', value: (register) => registerAmount(register.balanceFinalTeorico), sortValue: amountOf('balanceFinalTeorico') },
      { source: 'descuadre', label: 'Descuadre', type: 'money', value: cashDiscrepancy, signColour: 'normal' },
      { source: 'estado', label: 'Estado', type: 'badge', badge: cashStateBadge, sortValue: shownCashState },
    ],
    search: (register) => [formatDate(register.fecha), cashStateBadge(register)?.label],
    sort: { field: 'fecha', order: 'ASC' },
    exportName: 'cajas-mes',
    loadErrorTitle: 'Error al recuperar las cajas',
  },
  edit: {
    title: 'Editar caja',
    submitLabel: 'Actualizar',
    fields: [
      { source: 'horaApertura', label: 'Hora de apertura', kind: 'time' },
      { source: 'horaCierre', label: 'Hora de cierre', kind: 'time' },
      { source: 'balanceInicial', label: 'Balance inicial', kind: 'decimal', noNegatives: true },
      { source: 'balanceFinalReal', label: 'Balance final real', kind: 'decimal', noNegatives: true },
      { source: 'estado', label: 'Estado', kind: 'select', choices: CASH_STATES, required: true },
    ],
    submitWhenComplete: true,
    success: { title: 'Caja actualizada', content: 'La caja se ha actualizado correctamente' },
    errorTitle: 'Error al actualizar la caja',
  },
};
