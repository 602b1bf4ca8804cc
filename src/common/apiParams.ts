// The API's parameter formats (DESIGN.md "Parameter formats"). Kept apart from the display
// formats even where the patterns coincide: one is a contract with the server, the other a
// choice of the screens. Hand-built, as the display formats are: date-fns' format, with its
// patterns and locale, was 20 KB of the first screen's JavaScript for these four.
// An invalid date throws a RangeError: a caller bug, not user input.
import { addMonths } from 'date-fns';
import { fourDigitYear, pad2 } from './format';

function valid(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Fecha no válida para la API: ${String(date)}`);
  return date;
}

/** `fecha_inicio`/`fecha_fin` of a month range, both 'MM/yyyy', the end exclusive. */
export interface MonthRangeParams {
  fecha_inicio: string;
  fecha_fin: string;
}

/** `mes` and month ranges: 'MM/yyyy'. */
export function toMonthParam(date: Date): string {
  return `${pad2(valid(date).getMonth() + 1)}/${fourDigitYear(date)}`;
}

/** `fecha` of the day list and the logs, analysis start/end: 'dd/MM/yyyy'. */
export function toDayParam(date: Date): string {
  return `${pad2(valid(date).getDate())}/${toMonthParam(date)}`;
}

/** `periodo`, `year`: 'yyyy'. */
export function toYearParam(value: Date | number): string {
  return typeof value === 'number' ? String(value).padStart(4, '0') : fourDigitYear(valid(value));
}

/** The transfer date-time of an income: local 'yyyy-MM-ddTHH:mm:ss'. */
export function toDateTimeParam(date: Date): string {
  valid(date);
  const day = `${fourDigitYear(date)}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day}T${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

/** The academic year runs September to August: 09/year to 09/year+1 (spec 01 §9). */
export function academicYearRange(year: number): MonthRangeParams {
  return { fecha_inicio: `09/${toYearParam(year)}`, fecha_fin: `09/${toYearParam(year + 1)}` };
}

/** A monthly query: from the date's month to the next one (December → January of next year). */
export function monthRange(date: Date): MonthRangeParams {
  return { fecha_inicio: toMonthParam(date), fecha_fin: toMonthParam(addMonths(date, 1)) };
}
