// The API's parameter formats (DESIGN.md "Parameter formats"). Kept apart from the display
// formats even where the patterns coincide: one is a contract with the server, the other a
// choice of the screens. Invalid dates throw (date-fns RangeError): a caller bug, not user input.
import { addMonths, format } from 'date-fns';

/** `fecha_inicio`/`fecha_fin` of a month range, both 'MM/yyyy', the end exclusive. */
export interface MonthRangeParams {
  fecha_inicio: string;
  fecha_fin: string;
}

/** `mes` and month ranges: 'MM/yyyy'. */
export function toMonthParam(date: Date): string {
  return format(date, 'MM/yyyy');
}

/** `fecha` of the day list and the logs, analysis start/end: 'dd/MM/yyyy'. */
export function toDayParam(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/** `periodo`, `year`: 'yyyy'. */
export function toYearParam(value: Date | number): string {
  return typeof value === 'number' ? String(value).padStart(4, '0') : format(value, 'yyyy');
}

/** The transfer date-time of an income: local 'yyyy-MM-ddTHH:mm:ss'. */
export function toDateTimeParam(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ss");
}

/** The academic year runs September to August: 09/year to 09/year+1 (spec 01 §9). */
export function academicYearRange(year: number): MonthRangeParams {
  return { fecha_inicio: `09/${toYearParam(year)}`, fecha_fin: `09/${toYearParam(year + 1)}` };
}

/** A monthly query: from the date's month to the next one (December → January of next year). */
export function monthRange(date: Date): MonthRangeParams {
  return { fecha_inicio: toMonthParam(date), fecha_fin: toMonthParam(addMonths(date, 1)) };
}
