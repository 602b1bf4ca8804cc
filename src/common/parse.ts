// Exact-pattern parsers for what users type (spec 01 §5) and for the API's ISO dates. Every
// parser answers null rather than guessing: '1/2/2025', '9:05' or 31/02/2025 are no value.

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTH = /^(\d{2})\/(\d{4})$/;
// 'yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm[:ss[.fff]]', optionally with 'Z' or a ±HH:mm offset.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when day/month (1-based) exist in that year. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= lastDay;
}

/** Local date-time; setFullYear because the Date constructor maps years 0-99 to 1900-1999. */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): Date {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, ms);
  return date;
}

export function isValidTime(text: string): boolean {
  return TIME.test(text);
}

/** 'dd/mm/yyyy' → local midnight of that day. */
export function parseDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? localDate(year, month, day) : null;
}

/** 'mm/yyyy' → local midnight of the 1st of that month. */
export function parseMonth(text: string): Date | null {
  const match = MONTH.exec(text);
  if (!match) return null;
  const [month, year] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 ? localDate(year, month, 1) : null;
}

/** Minutes east of UTC for 'Z', '+02:00', '-0530'. */
function offsetMinutes(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/**
 * An ISO 8601 date from the API. Without an offset it is a local calendar date or time — unlike
 * `new Date('2025-03-01')`, which reads a bare date as UTC and shows the previous day west of
 * Greenwich. Hand-written rather than date-fns' parseISO: it is stricter (no '24:00') and several
 * times faster, which matters when a 100,000-row list is formatted.
 */
export function parseIsoDate(value: string): Date | null {
  // Optional groups that did not match are undefined, whatever RegExpExecArray's type says.
  const match: (string | undefined)[] | null = ISO.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hours, minutes, seconds] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  const ms = Number((match[7] ?? '0').padEnd(3, '0'));
  if (!isCalendarDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  const zone = match[8];
  if (zone === undefined) return localDate(year, month, day, hours, minutes, seconds, ms);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hours, minutes - offsetMinutes(zone), seconds, ms);
  return utc;
}
