// What a screen shows, as query-string parameters (DESIGN.md "Every view is a link"): each kind
// of parameter is defined here once, for bespoke pages and declared lists alike. A parameter
// reads its value from the URL, or falls back to its default when the URL has none or one the
// screen does not offer (nonsense never reaches a selector or the API), and is written only when
// it differs from that default, so a screen opened from the menu has a clean URL. Values are
// written in forms a person can read and edit: `mes=10-2026`, `dia=24-11-2026`, `academia=GOYA`.
// useUrlState hands these parsers to nuqs, which keeps them in the address.
import { startOfToday } from 'date-fns';
import { ACTIVE_ACADEMIES, ALL_ACADEMIES, defaultAcademy, INACTIVE_ACADEMIES } from '../academies';
import { toDayParam } from '../apiParams';
import { isUsableDay } from '../dateRange';
import { pad2 } from '../format';
import { parseDay, parseMonth } from '../parse';
import { currentMonth, monthOptions, yearOptions, type YearOptionsParams } from '../periods';
import type { SortOrder } from '../table/clientRows';

/**
 * One parameter of a view: a nuqs parser (parse, serialize, eq) with its key and its default.
 * Methods, not function properties: their parameters are then bivariant, so parameters of
 * different value types fit one record of them.
 */
export interface UrlParam<T> {
  /** The query-string key. */
  key: string;
  /** The value without one in the URL. A function: defaults may depend on today or the session. */
  fallback(): T;
  /** The value a URL text stands for, or null when the screen offers no such value. */
  parse(text: string): T | null;
  /** The URL text of a value; '' for one the URL cannot hold (a day being typed). */
  serialize(value: T): string;
  /** Whether two values are the same view; by their URL text when not given. */
  eq?(a: T, b: T): boolean;
}

/** The parameters of one view, by the name the screen uses for each value. */
export type UrlParams = Readonly<Record<string, UrlParam<unknown>>>;

/** The values of a view. */
export type ViewOf<P extends UrlParams> = { [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never };

export function sameValue<T>(param: UrlParam<T>, a: T, b: T): boolean {
  return param.eq ? param.eq(a, b) : param.serialize(a) === param.serialize(b);
}

/** A value's text in the URL, or null for no key: the default, or a value the URL cannot hold. */
export function urlText<T>(param: UrlParam<T>, value: T): string | null {
  if (sameValue(param, value, param.fallback())) return null;
  return param.serialize(value) || null;
}

/** The value of one parameter in a query string: its default when absent or unreadable. */
function readParam<T>(param: UrlParam<T>, query: URLSearchParams): T {
  const text = query.get(param.key);
  return (text === null ? null : param.parse(text)) ?? param.fallback();
}

/** Every value of a view from a query string. */
export function readView<P extends UrlParams>(params: P, query: URLSearchParams): ViewOf<P> {
  const view: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(params)) view[name] = readParam(param, query);
  return view as ViewOf<P>;
}

/** Writes the given values into `query`, each under its key or removed (urlText); other keys are left as they are. */
export function writeView<P extends UrlParams>(params: P, values: Partial<ViewOf<P>>, query: URLSearchParams): void {
  for (const [name, value] of Object.entries(values)) {
    // A name the view does not know, whatever the record's type says.
    const param = params[name] as UrlParam<unknown> | undefined;
    if (!param) continue;
    const text = urlText(param, value);
    if (text === null) query.delete(param.key);
    else query.set(param.key, text);
  }
}

/** The same parameter holding its value in another form (a day as the API's text, say). */
export function mappedParam<A, B>(param: UrlParam<A>, to: (value: A) => B, from: (value: B) => A): UrlParam<B> {
  return {
    key: param.key,
    fallback: () => to(param.fallback()),
    parse: (text) => {
      const value = param.parse(text);
      return value === null ? null : to(value);
    },
    serialize: (value) => param.serialize(from(value)),
    eq: (a, b) => sameValue(param, from(a), from(b)),
  };
}

/** Longer texts are no search anyone typed; they are cut rather than refused. */
const MAX_TEXT_LENGTH = 200;

/** Free text (a search): any text, '' by default. */
export function textParam(key: string): UrlParam<string> {
  return { key, fallback: () => '', parse: (text) => text.slice(0, MAX_TEXT_LENGTH), serialize: (value) => value };
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
      return list().find((choice) => normalizeChoice(choice) === wanted) ?? null;
    },
    serialize: (value) => value,
  };
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A whole number from `min` to `max`. */
export function intParam(key: string, { min, max }: { min: number; max: number }, fallback: () => number): UrlParam<number> {
  return {
    key,
    fallback,
    parse: (text) => {
      if (!WHOLE_NUMBER.test(text)) return null;
      const value = Number(text);
      return value >= min && value <= max ? value : null;
    },
    serialize: String,
  };
}

/** More pages than any list has: a bigger number is nonsense. */
const MAX_PAGE = 1_000_000;

/** A table's page (`pagina=2`), from 1; the first by default. */
export const pageParam = (key: string) => intParam(key, { min: 1, max: MAX_PAGE }, () => 1);

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

/** Rows per page (`filas=50`), one of the pager's; the first by default. */
export function rowsPerPageParam(key: string): UrlParam<number> {
  return {
    key,
    fallback: () => ROWS_PER_PAGE_OPTIONS[0],
    parse: (text) => ROWS_PER_PAGE_OPTIONS.find((option) => String(option) === text) ?? null,
    serialize: String,
  };
}

/** A record's id chosen in a selector (a subject, a study centre); none by default. */
export function idParam(key: string): UrlParam<number | null> {
  return {
    key,
    fallback: () => null,
    parse: (text) => (WHOLE_NUMBER.test(text) && Number(text) > 0 ? Number(text) : null),
    serialize: (value) => (value === null ? '' : String(value)),
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

/** An academy of the selector (`academia=GOYA`), the user's own by default, else the selector's first ('Ver todos' where offered). */
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
const monthFromUrl = (text: string) => (URL_MONTH.test(text) ? text.replace('-', '/') : null);
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
      return month && monthOptions({ back: window.back, forward: window.forward }).some((option) => option.value === month) ? month : null;
    },
    serialize: monthToUrl,
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
      if (!date || !yearOptions(years).includes(date.getFullYear())) return null;
      return { month: date.getMonth() + 1, year: date.getFullYear() };
    },
    serialize: ({ month, year }) => `${pad2(month)}-${String(year)}`,
  };
}

/** A month of the year alone (`mes=3`), 1 to 12, beside a year selector; the current one by default. */
export function monthNumberParam(key: string): UrlParam<number> {
  return {
    key,
    fallback: () => new Date().getMonth() + 1,
    parse: (text) => (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12 ? Number(text) : null),
    serialize: String,
  };
}

/** A year among the year selector's (`ejercicio=2026`); the current year by default, or the nearest one offered. */
export function yearParam(key: string, years: YearOptionsParams = {}): UrlParam<number> {
  return {
    key,
    fallback: () => {
      const offered = yearOptions(years);
      const year = new Date().getFullYear();
      return offered.length ? Math.min(Math.max(year, offered[0]), offered[offered.length - 1]) : year;
    },
    parse: (text) => (WHOLE_NUMBER.test(text) && yearOptions(years).includes(Number(text)) ? Number(text) : null),
    serialize: String,
  };
}

const dayText = (day: Date) => `${pad2(day.getDate())}-${pad2(day.getMonth() + 1)}-${String(day.getFullYear())}`;

/**
 * A day (`dia=24-11-2026`) within the date pickers' range. A day being typed (an invalid date)
 * has no text: it stays on screen but is not written, and is the same view only as itself.
 */
export function dayParam(key: string, fallback: () => Date | null): UrlParam<Date | null> {
  return {
    key,
    fallback,
    parse: (text) => {
      const day = URL_DAY.test(text) ? parseDay(text.replaceAll('-', '/')) : null;
      return isUsableDay(day) ? day : null;
    },
    serialize: (value) => (isUsableDay(value) ? dayText(value) : ''),
    eq: (a, b) => (isUsableDay(a) && isUsableDay(b) ? dayText(a) === dayText(b) : a === b),
  };
}

/** A day as the API writes it ('24/11/2026'), today by default: a declared list's day control. */
export const dayTextParam = (key: string) =>
  mappedParam<Date | null, string | undefined>(
    dayParam(key, startOfToday),
    (day) => (isUsableDay(day) ? toDayParam(day) : undefined),
    (text) => (text === undefined ? null : parseDay(text)),
  );

/** What a table needs to know of its columns to read a sort from the URL. */
export interface SortableColumn {
  source: string;
  /** The column's own key, by which it sorts; its source by default. */
  key?: string;
  label: string;
  sortable?: boolean;
}

/** A column's label as links of before wrote it: lower case, without accents, words joined by '-'. */
export function labelSlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The sorted column (`orden=fecha`), written by its stable key (`key ?? source`), which no
 * relabelling changes. A link of before, naming the column by its label (`orden=proximo-contacto`),
 * still reads as that column.
 */
export function sortParam(key: string, columns: readonly SortableColumn[], defaultField: string): UrlParam<string> {
  const fields = columns.filter((column) => column.sortable !== false).map((column) => ({ field: column.key ?? column.source, label: column.label }));
  return {
    key,
    fallback: () => defaultField,
    parse: (text) => {
      const wanted = text.toLowerCase();
      const byKey = fields.find(({ field }) => field.toLowerCase() === wanted);
      return (byKey ?? fields.find(({ label }) => labelSlug(label) === labelSlug(text)))?.field ?? null;
    },
    // The default may be no column (a table in its natural order): it is never written.
    serialize: (field) => (fields.some((column) => column.field === field) ? field : ''),
  };
}

/** The sort's direction (`sentido=desc`). */
export function sortOrderParam(key: string, fallback: SortOrder): UrlParam<SortOrder> {
  return {
    key,
    fallback: () => fallback,
    parse: (text) => {
      const order = text.toUpperCase();
      return order === 'ASC' || order === 'DESC' ? order : null;
    },
    serialize: (order) => order.toLowerCase(),
  };
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
      // The name's group is undefined when the link has none, whatever RegExpExecArray's type says.
      const match: (string | undefined)[] | null = STUDENT.exec(text);
      const id = match ? Number(match[1]) : 0;
      if (!match || id <= 0) return null;
      return { id, nombre: (match[2] ?? '').trim().slice(0, MAX_TEXT_LENGTH) || `Alumno ${String(id)}` };
    },
    serialize: (value) => (value === null ? '' : `${String(value.id)}-${value.nombre}`),
  };
}
