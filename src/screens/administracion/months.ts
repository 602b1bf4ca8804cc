// The months each calendar screen offers (spec 02 §9) and the arrows' steps through them.
import { addDays, addMonths, endOfMonth, endOfWeek, startOfWeek } from 'date-fns';
import { toDateTimeParam, toMonthParam } from '../../common/apiParams';
import { parseMonth } from '../../common/parse';
import { monthOptions } from '../../common/periods';

export interface MonthWindow {
  /** Months before the current one. */
  back: number;
  /** Months after it. */
  forward: number;
}

/**
 * The internal calendar's arrows have no limit in the spec; its month lives in the URL, which
 * reads only the months a screen offers, so it offers two years back and one forward.
 */
export const CALENDAR_MONTHS: MonthWindow = { back: 24, forward: 12 };
/** Opening hours: 4 back and 4 forward. */
export const OPENING_HOURS_MONTHS: MonthWindow = { back: 4, forward: 4 };
/** Class schedules of an academy: 6 back and 4 forward. */
export const CLASS_SCHEDULE_MONTHS: MonthWindow = { back: 6, forward: 4 };
/** A teacher's schedule: 6 back and 4 forward. */
export const TEACHER_SCHEDULE_MONTHS: MonthWindow = { back: 6, forward: 4 };

/** The first day of a 'MM/yyyy' month. */
export function monthStart(month: string): Date {
  const date = parseMonth(month);
  if (!date) throw new RangeError(`Mes no válido: ${month}`);
  return date;
}

/** The month `step` months from `month` ('MM/yyyy'), or null when the window does not offer it. */
export function stepMonth(month: string, step: number, window: MonthWindow, today = new Date()): string | null {
  const next = toMonthParam(addMonths(monthStart(month), step));
  return monthOptions({ ...window, today }).some((option) => option.value === next) ? next : null;
}

/** A day as records hold it, 'yyyy-MM-dd'. */
export const isoDayOf = (day: Date): string => toDateTimeParam(day).slice(0, 10);

/** Weeks run from Monday (spec 02 §9). */
const WEEK = { weekStartsOn: 1 } as const;

/** The weeks that hold a 'MM/yyyy' month, each its seven days from Monday. */
export function monthWeeks(month: string): Date[][] {
  const start = monthStart(month);
  const last = endOfWeek(endOfMonth(start), WEEK);
  const weeks: Date[][] = [];
  for (let monday = startOfWeek(start, WEEK); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}
