// Display formats (spec 01 §9). Hand-built rather than date-fns' format or Intl: they run for
// every cell of a table or a 100,000-row CSV, where date-fns costs ~5 µs a call, and the output
// must not vary with the browser's Intl data.
import { parseIsoDate } from './parse';

/** A Date, an API ISO string ('yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm:ss'), or nothing. */
export type DateInput = Date | string | null | undefined;
export type NumberInput = number | null | undefined;

export const MONTH_NAMES = [
  'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio',
  'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
] as const;

/** A month by its name: 'Noviembre 2026'. */
export const monthName = (date: Date): string => `${MONTH_NAMES[date.getMonth()]} ${fourDigitYear(date)}`;

/** Index 0 is Sunday, as Date.getDay() counts: the spec's week starts on Sunday. */
export const WEEKDAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
/** The same, shortened as Spanish calendars do, for narrow columns. */
export const WEEKDAY_SHORT_NAMES = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'] as const;

const INFINITY = '∞';

function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return value ? parseIsoDate(value) : null;
}

/** Two digits: 7 → '07'. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The year in four digits: 987 → '0987'. */
export function fourDigitYear(date: Date): string {
  return String(date.getFullYear()).padStart(4, '0');
}

function monthYearText(date: Date): string {
  return `${pad2(date.getMonth() + 1)}/${fourDigitYear(date)}`;
}

function dayText(date: Date): string {
  return `${pad2(date.getDate())}/${monthYearText(date)}`;
}

function timeText(date: Date, seconds: boolean): string {
  const hoursMinutes = `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
  return seconds ? `${hoursMinutes}:${pad2(date.getSeconds())}` : hoursMinutes;
}

/** 'dd/MM/yyyy'; '' for no or an invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dayText(date) : '';
}

/** 'dd/MM/yyyy - HH:mm'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${dayText(date)} - ${timeText(date, false)}` : '';
}

/** The top bar clock: 'HH:mm:ss | dd/MM/yyyy'. */
export function formatClock(date: Date): string {
  return `${timeText(date, true)} | ${dayText(date)}`;
}

/** The spec's rule for numbers shown: null, undefined and NaN count as 0 (infinities stay). */
export function numberOrZero(value: NumberInput): number {
  return value == null || Number.isNaN(value) ? 0 : value;
}

/** Applies the shared rules, then `render` for a finite number. */
function formatNumber(value: NumberInput, render: (n: number) => string): string {
  const n = numberOrZero(value);
  if (!Number.isFinite(n)) return n > 0 ? INFINITY : `-${INFINITY}`;
  return render(n);
}

/** Two decimals with a dot; a tiny negative rounds to '0.00', not '-0.00'. */
function fixed2(n: number): string {
  const text = n.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** '1234.50'. */
export function formatDecimal(value: NumberInput): string {
  return formatNumber(value, fixed2);
}

/** A number written with a dot ('-1234.50') the Spanish way: thousands grouped from 4 digits on, a decimal comma ('-1.234,50'). */
function spanishNumber(text: string): string {
  const [integer, decimals = ''] = text.split('.');
  const negative = integer.startsWith('-');
  const digits = negative ? integer.slice(1) : integer;
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** '1.234,50 €' (es-ES Intl would print '1234,50 €'). */
export function formatEuros(value: NumberInput): string {
  return formatNumber(value, (n) => `${spanishNumber(fixed2(n))} €`);
}

/** A quantity (hours, units): '1.234', or with decimals, two of them: '2,50'. */
export function formatQuantity(value: NumberInput): string {
  return formatNumber(value, (n) => spanishNumber(Number.isInteger(n) ? n.toFixed(0) : fixed2(n)));
}

/** '+1.234,50 €', '-12,00 €' or '0,00 €': the sign always shown, so that colour is never its only cue. */
export function formatSignedEuros(value: NumberInput): string {
  const text = formatEuros(value);
  return /^[1-9]|^0,(?!00)|^∞/.test(text) ? `+${text}` : text;
}

/** A ratio as a percentage: 0.1234 → '12.34 %'. */
export function formatPercent(ratio: NumberInput): string {
  return formatNumber(ratio, (r) => `${fixed2(r * 100)} %`);
}

/** A period of days: 'dd/MM/yyyy → dd/MM/yyyy'. */
export function formatDayRange(start: DateInput, end: DateInput): string {
  return `${formatDate(start)} → ${formatDate(end)}`;
}
