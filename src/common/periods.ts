import { addMonths, startOfMonth } from 'date-fns';
import { toMonthParam } from './apiParams';
import { monthName } from './format';

/** Spec 01 §9: the 'Ejercicio' selector starts at 2012 and stops before the current year + 3. */
export const DEFAULT_MIN_YEAR = 2012;
export const DEFAULT_YEARS_AHEAD = 3;

export interface YearOptionsParams {
  min?: number;
  /** First year not offered; defaults to the current year + 3. */
  maxExclusive?: number;
  today?: Date;
}

/** The whole years offered by a year selector, ascending. */
export function yearOptions({ min = DEFAULT_MIN_YEAR, maxExclusive, today = new Date() }: YearOptionsParams = {}): number[] {
  const end = maxExclusive ?? today.getFullYear() + DEFAULT_YEARS_AHEAD;
  return Array.from({ length: Math.max(0, end - min) }, (_, index) => min + index);
}

export interface MonthOption {
  /** The API's month format, 'MM/yyyy'. */
  value: string;
  /** e.g. 'Noviembre 2026'. */
  label: string;
}

export interface MonthOptionsParams {
  /** Months offered before the current one. */
  back: number;
  /** Months offered after the current one. */
  forward: number;
  today?: Date;
}

/** From `forward` months after the current month down to `back` months before it, newest first. */
export function monthOptions({ back, forward, today = new Date() }: MonthOptionsParams): MonthOption[] {
  const current = startOfMonth(today);
  const options: MonthOption[] = [];
  for (let offset = forward; offset >= -back; offset--) {
    const month = addMonths(current, offset);
    options.push({ value: toMonthParam(month), label: monthName(month) });
  }
  return options;
}

/** The current month in the API's 'MM/yyyy' format, the default of month selectors. */
export function currentMonth(today: Date = new Date()): string {
  return toMonthParam(today);
}
