// What a screen shows, as query-string parameters (DESIGN.md "Every view is a link"): each
// parameter reads its value from the URL, or falls back to its default when the URL has none
// or one the screen does not offer (nonsense never reaches a selector or the API), and writes
// it back only when it differs from that default, so a screen opened from the menu has a
// clean URL. Values are written in forms a person can read and edit: `mes=10-2026`,
// `dia=24-11-2026`, `academia=GOYA`.
import { ACTIVE_ACADEMIES, ALL_ACADEMIES, defaultAcademy, INACTIVE_ACADEMIES } from '../academies';
import { isUsableDay } from '../dateRange';
import { pad2 } from '../format';
import { parseDay, parseMonth } from '../parse';
import { currentMonth, monthOptions, yearOptions, type YearOptionsParams } from '../periods';

/**
 * One parameter of a view. Methods, not function properties: their parameters are then
 * bivariant, so parameters of different value types fit one record of them.
 */
export interface UrlParam<T> {
  /** The query-string key. */
  key: string;
  /** The value without one in the URL. A function: defaults may depend on today or the session. */
  fallback(): T;
  /** The value a URL text stands for, or undefined when the screen offers no such value. */
  parse(text: string): T | undefined;
  /** The URL text of a value. */
  format(value: T): string;
}

/** The parameters of one view, by the name the screen uses for each value. */
export type UrlParams = Readonly<Record<string, UrlParam<unknown>>>;

/** The values of a view. */
export type ViewOf<P extends UrlParams> = { [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never };

/** Longer texts are no search anyone typed; they are cut rather than refused. */
const MAX_TEXT_LENGTH = 200;

/** Free text (a search): any text, '' by default. */
export function textParam(key: string): UrlParam<string> {
  return { key, fallback: () => '', parse: (text) => text.slice(0, MAX_TEXT_LENGTH), format: (value) => value };
}

const normalizeChoice = (text: string) => text.trim().toLocaleUpperCase('es');

/**
 * One of a fixed list of codes, read whatever its case ('goya' is GOYA), written as listed.
 * `choices` may be a function when the list depends on the session or on today.
 */
export function choiceParam<T extends string>(
  key: string,
  choices: readonly T[] | (() => readonly T[]),
  fallback: () => T,
): UrlParam<T> {
  const list = typeof choices === 'function' ? choices : () => choices;
  return {
    key,
    fallback,
    parse: (text) => {
      const wanted = normalizeChoice(text);
      return list().find((choice) => normalizeChoice(choice) === wanted);
    },
    format: (value) => value,
  };
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A whole number from `min` to `max`. */
export function intParam(key: string, { min, max }: { min: number; max: number }, fallback: () => number): UrlParam<number> {
  return {
    key,
    fallback,
    parse: (text) => {
      if (!WHOLE_NUMBER.test(text)) return undefined;
      const value = Number(text);
      return value >= min && value <= max ? value : undefined;
    },
    format: String,
  };
}

/** A record's id chosen in a selector (a subject, a study centre); none by default. */
export function idParam(key: string): UrlParam<number | null> {
  return {
    key,
    fallback: () => null,
    parse: (text) => (WHOLE_NUMBER.test(text) && Number(text) > 0 ? Number(text) : undefined),
    format: (value) => (value === null ? '' : String(value)),
  };
}

interface AcademyParamOptions {
  /** The screen offers 'Ver todos' (TODOS). */
  includeAll?: boolean;
  /** The screen offers the closed academies. */
  includeInactive?: boolean;
}

/** The academies an academy selector offers, in its order. */
export function academyChoices({ includeAll = false, includeInactive = false }: AcademyParamOptions = {}): string[] {
  return [...(includeAll ? [ALL_ACADEMIES] : []), ...ACTIVE_ACADEMIES, ...(includeInactive ? INACTIVE_ACADEMIES : [])];
}

/** An academy of the selector, the user's own by default (`academia=GOYA`). */
export function academyParam(key: string, options: AcademyParamOptions = {}): UrlParam<string> {
  const choices = academyChoices(options);
  return choiceParam(key, choices, () => {
    const own = defaultAcademy();
    return choices.includes(own) ? own : choices[0];
  });
}

/** 'MM/yyyy' (the API's form, which selectors hold) ⇄ 'MM-yyyy' (the URL's, no escaped slash). */
const monthToUrl = (month: string) => month.replace('/', '-');
const URL_MONTH = /^\d{2}-\d{4}$/;
const monthFromUrl = (text: string) => (URL_MONTH.test(text) ? text.replace('-', '/') : undefined);
const URL_DAY = /^\d{2}-\d{2}-\d{4}$/;

/**
 * A month among those a month selector offers (`back` months before the current one to
 * `forward` after it), held as 'MM/yyyy'; the current month by default.
 */
export function monthParam(key: string, window: { back: number; forward: number }): UrlParam<string> {
  return {
    key,
    fallback: () => currentMonth(),
    parse: (text) => {
      const month = monthFromUrl(text);
      return month && monthOptions(window).some((option) => option.value === month) ? month : undefined;
    },
    format: monthToUrl,
  };
}

/** A month of the year (1 to 12) and a year, for screens with a month and a year selector. */
export interface MonthOfYear {
  month: number;
  year: number;
}

/** A month and year (`mes=10-2026`), the year among the year selector's; the current month by default. */
export function monthOfYearParam(key: string, years: YearOptionsParams = {}): UrlParam<MonthOfYear> {
  return {
    key,
    fallback: () => {
      const today = new Date();
      return { month: today.getMonth() + 1, year: today.getFullYear() };
    },
    parse: (text) => {
      const month = monthFromUrl(text);
      const date = month && parseMonth(month);
      if (!date || !yearOptions(years).includes(date.getFullYear())) return undefined;
      return { month: date.getMonth() + 1, year: date.getFullYear() };
    },
    format: ({ month, year }) => `${pad2(month)}-${year}`,
  };
}

/** A year among the year selector's (`ejercicio=2026`); the current year by default. */
export function yearParam(key: string, years: YearOptionsParams = {}): UrlParam<number> {
  const fallback = () => new Date().getFullYear();
  return {
    key,
    fallback,
    parse: (text) => (WHOLE_NUMBER.test(text) && yearOptions(years).includes(Number(text)) ? Number(text) : undefined),
    format: String,
  };
}

/**
 * A day (`dia=24-11-2026`) within the date pickers' range. A day being typed (an invalid date)
 * or none is written as nothing, and reads back as the fallback.
 */
export function dayParam(key: string, fallback: () => Date | null): UrlParam<Date | null> {
  return {
    key,
    fallback,
    parse: (text) => {
      const day = URL_DAY.test(text) ? parseDay(text.replaceAll('-', '/')) : null;
      return isUsableDay(day) ? day : undefined;
    },
    format: (value) => (isUsableDay(value) ? `${pad2(value.getDate())}-${pad2(value.getMonth() + 1)}-${value.getFullYear()}` : ''),
  };
}

/** The value of one parameter in a query string: its fallback when absent or unreadable. */
function readParam<T>(param: UrlParam<T>, query: URLSearchParams): T {
  const text = query.get(param.key);
  const value = text === null ? undefined : param.parse(text);
  return value === undefined ? param.fallback() : value;
}

/** Every value of a view from a query string. */
export function readView<P extends UrlParams>(params: P, query: URLSearchParams): ViewOf<P> {
  const view: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(params)) view[name] = readParam(param, query);
  return view as ViewOf<P>;
}

/**
 * Writes the given values into `query`: each under its key, or removed when it is its
 * parameter's default (or has no text, as a day being typed). Other keys are left as they are.
 */
export function writeView<P extends UrlParams>(params: P, values: Partial<ViewOf<P>>, query: URLSearchParams): void {
  for (const [name, value] of Object.entries(values)) {
    const param = params[name];
    if (!param) continue;
    const text = param.format(value);
    if (text === '' || text === param.format(param.fallback())) query.delete(param.key);
    else query.set(param.key, text);
  }
}

/** A student chosen by search: the id, and the name the picker shows until it is searched again. */
export interface StudentRef {
  id: number;
  nombre: string;
}

const STUDENT = /^(\d{1,9})(?:-(.*))?$/s;

/**
 * A chosen student (`alumno=1234-Ana García López`): the id, which the calls use, then the name,
 * so that a link or a reload shows who it is without asking the server; none by default.
 */
export function studentParam(key: string): UrlParam<StudentRef | null> {
  return {
    key,
    fallback: () => null,
    parse: (text) => {
      const match = STUDENT.exec(text);
      const id = match ? Number(match[1]) : 0;
      if (!match || id <= 0) return undefined;
      return { id, nombre: (match[2] ?? '').trim().slice(0, MAX_TEXT_LENGTH) || `Alumno ${id}` };
    },
    format: (value) => (value === null ? '' : `${value.id}-${value.nombre}`),
  };
}
