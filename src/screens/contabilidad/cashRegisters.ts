// Cash registers (spec 02 §3-§5): their states, the state a register is shown in, and the
// discrepancy between the cash counted at closing and the cash there should be.
import { formatEuros } from '../../common/format';
import { subtractEuros } from '../../common/money';
import type { CashRegister } from '../../contract/cajas';
import type { CashState } from '../../contract/vocabulary';
import type { BadgeColor, Choice } from '../../declaration/types';

export type { CashRegister, CashState };

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
