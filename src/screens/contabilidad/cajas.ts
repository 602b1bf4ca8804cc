// Cash registers (spec 02 §3-§5): their states, the state a register is shown in, and the
// discrepancy between the cash counted at closing and the cash there should be.
import { formatDate, formatEuros } from '../../common/format';
import { cashRegisterCalls, type CashRegister } from '../../contract/cajas';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema, BadgeColor, Choice } from '../../declaration/types';
import { subtractEuros } from '../../common/money';
import type { CashState } from '../../contract/vocabulary';
import type { ScreenMenu } from '../../screenFile/format';

export const CASH_STATES: readonly Choice[] = [
  { id: 'SIN_ABRIR', name: 'Sin abrir' },
  { id: 'ABIERTA', name: 'Abierta' },
  { id: 'CERRADA', name: 'Cerrada' },
];

const STATE_COLOURS: Record<CashState, BadgeColor> = { SIN_ABRIR: 'default', ABIERTA: 'warning', CERRADA: 'success' };

const hasValue = (value: unknown) => value != null && value !== '';

/**
 * The state a register is shown in: one with no closing time is open (spec 02 §2), unless it
 * never opened (no opening time, state SIN_ABRIR). A closed one without a state has none.
 */
export function shownCashState(register: Pick<CashRegister, 'horaApertura' | 'horaCierre' | 'estado'>): string | null {
  if (hasValue(register.horaCierre)) return register.estado;
  return register.estado === 'SIN_ABRIR' && !hasValue(register.horaApertura) ? 'SIN_ABRIR' : 'ABIERTA';
}

/** The badge of the state shown. */
export function cashStateBadge(register: CashRegister): { label: string; color: BadgeColor } | undefined {
  const state = shownCashState(register);
  if (state === null) return undefined;
  // A state the spec does not list is shown as it came.
  const known = CASH_STATES.find((choice) => choice.id === state);
  return known ? { label: known.name, color: STATE_COLOURS[state as CashState] } : { label: state, color: 'default' };
}

/**
 * Real final − theoretical final, in cents; only when the theoretical final exists (and the
 * real one was counted): undefined otherwise.
 */
export function cashDiscrepancy(register: { balanceFinalReal: number | string | null; balanceFinalTeorico: number | null }): number | undefined {
  if (!hasValue(register.balanceFinalTeorico) || !hasValue(register.balanceFinalReal)) return undefined;
  const real = Number(register.balanceFinalReal);
  return Number.isFinite(real) ? subtractEuros(real, register.balanceFinalTeorico) : undefined;
}

/** An amount of a register as shown: blank while it does not exist yet (not '0,00 €'). */
export function registerAmount(value: number | string | null | undefined): string {
  return hasValue(value) ? formatEuros(Number(value)) : '';
}

type Amount = 'balanceInicial' | 'balanceFinalReal' | 'balanceFinalTeorico';
/** Sorts by the amount, those not there yet first. */
const amountOf = (field: Amount) => (register: CashRegister) => (register[field] == null ? -Infinity : Number(register[field]));

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Cajas', icon: 'point-of-sale', before: '/contabilidad/pagos/modificar' };

export const declaration: ResourceSchema<CashRegister> = {
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
