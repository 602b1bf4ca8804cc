// What a screen shows, as query-string parameters (DESIGN.md "Every view is a link"): each kind
// of parameter is defined here once, for bespoke pages and declared lists alike, as a nuqs parser
// with its key and its default. A parser reads null from a text the screen does not offer, so
// that nonsense reads as the default and never reaches a selector or the API; nuqs leaves a value
// at its default out of the URL (clearOnDefault), so a screen opened from the menu has a clean
// address. Values are written in forms a person can read and edit: `mes=10-2026`,
// `dia=24-11-2026`, `academia=GOYA`.
import { createLoader, createParser, parseAsNumberLiteral, type ParserMap, type SingleParserBuilder } from 'nuqs';
import { startOfToday } from 'date-fns';
import { ACTIVE_ACADEMIES, ALL_ACADEMIES, defaultAcademy, INACTIVE_ACADEMIES } from '../academies';
import { toDayParam } from '../apiParams';
import { isUsableDay } from '../dateRange';
import { pad2 } from '../format';
import { parseDay, parseMonth } from '../parse';
import { currentMonth, monthOptions, yearOptions, type YearOptionsParams } from '../periods';
import type { SortOrder } from '../table/clientRows';

/** One parameter of a view: its key in the query string, its nuqs parser and its default. */
export interface UrlParam<T> {
  key: string;
  parser: SingleParserBuilder<NonNullable<T>>;
  /**
   * The value without one in the URL, or null for none. A function: a default may depend on
   * today or on the session, and is worked out when a screen opens (useUrlState).
   */
  fallback: () => T;
}

/**
 * The parameters of one view, by the name the screen uses for each value. `any`: parameters of
 * different value types share the record (nuqs types its own parser maps the same way).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UrlParams = Readonly<Record<string, UrlParam<any>>>;

/** The values of a view. */
export type ViewOf<P extends UrlParams> = { [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never };

/** How a kind reads and writes its values, as nuqs' createParser takes it (`eq` for values that are objects). */
interface ParserSpec<T> {
  parse: (text: string) => T | null;
  serialize: (value: T) => string;
  eq?: (a: T, b: T) => boolean;
}

/** A parameter of a kind of its own (a screen's own choice of record). */
export const urlParam = <T,>(key: string, spec: ParserSpec<NonNullable<T>>, fallback: () => T): UrlParam<T> => ({ key, parser: createParser(spec), fallback });

/** A view's parameters as nuqs takes them: each parser with its default as of now, and its key. */
export function viewParsers(params: UrlParams) {
  const parsers: ParserMap = {};
  const urlKeys: Record<string, string> = {};
  for (const [name, { key, parser, fallback }] of Object.entries(params)) {
    const value: unknown = fallback();
    parsers[name] = value === null ? parser : parser.withDefault(value);
    urlKeys[name] = key;
  }
  return { parsers, urlKeys };
}

/** A view's values in a query string, as a screen reads them ('' gives the defaults). */
export function readView<P extends UrlParams>(params: P, search: string | URLSearchParams): ViewOf<P> {
  const { parsers, urlKeys } = viewParsers(params);
  return createLoader(parsers, { urlKeys })(search) as ViewOf<P>;
}

/** Longer texts are no search anyone typed; they are cut rather than refused. */
const MAX_TEXT_LENGTH = 200;

/** Free text (a search): any text, '' by default. */
export const textParam = (key: string) => urlParam(key, { parse: (text) => text.slice(0, MAX_TEXT_LENGTH), serialize: String }, () => '');

const normalizeChoice = (text: string) => text.trim().toLocaleUpperCase('es');

/**
 * One of a fixed list of codes, read whatever its case ('goya' is GOYA), written as listed.
 * `choices` may be a function when the list depends on the session or on today.
 */
export function choiceParam<T extends string>(key: string, choices: readonly T[] | (() => readonly T[]), fallback: () => T): UrlParam<T> {
  const list = typeof choices === 'function' ? choices : () => choices;
  const parse = (text: string) => {
    const wanted = normalizeChoice(text);
    return list().find((choice) => normalizeChoice(choice) === wanted) ?? null;
  };
  return urlParam(key, { parse, serialize: String }, fallback);
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A whole number from `min` to `max`. */
export function intParam(key: string, { min, max }: { min: number; max: number }, fallback: () => number): UrlParam<number> {
  const parse = (text: string) => {
    const value = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
    return value >= min && value <= max ? value : null;
  };
  return urlParam(key, { parse, serialize: String }, fallback);
}

/** More pages than any list has: a bigger number is nonsense. */
const MAX_PAGE = 1_000_000;

/** A table's page (`pagina=2`), from 1; the first by default. */
export const pageParam = (key: string) => intParam(key, { min: 1, max: MAX_PAGE }, () => 1);

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

/** Rows per page (`filas=50`), one of the pager's; the first by default. */
export const rowsPerPageParam = (key: string): UrlParam<number> => ({
  key,
  parser: parseAsNumberLiteral(ROWS_PER_PAGE_OPTIONS),
  fallback: () => ROWS_PER_PAGE_OPTIONS[0],
});

/** A record's id chosen in a selector (a subject, a study centre); none by default. */
export const idParam = (key: string) =>
  urlParam<number | null>(key, { parse: (text) => (WHOLE_NUMBER.test(text) && Number(text) > 0 ? Number(text) : null), serialize: String }, () => null);

interface AcademyParamOptions {
  /** The screen offers 'Ver todos' (TODOS). */
  includeAll?: boolean;
  /** The screen offers the closed academies. */
  includeInactive?: boolean;
}

/** An academy of the selector (`academia=GOYA`), the user's own by default, else the selector's first ('Ver todos' where offered). */
export function academyParam(key: string, { includeAll = false, includeInactive = false }: AcademyParamOptions = {}): UrlParam<string> {
  const choices = [...(includeAll ? [ALL_ACADEMIES] : []), ...ACTIVE_ACADEMIES, ...(includeInactive ? INACTIVE_ACADEMIES : [])];
  return choiceParam(key, choices, () => {
    const own = defaultAcademy();
    return choices.includes(own) ? own : choices[0];
  });
}

/** 'MM/yyyy' (the API's form, which selectors hold) ⇄ 'MM-yyyy' (the URL's, no escaped slash). */
const monthToUrl = (month: string) => month.replace('/', '-');
const URL_MONTH = /^\d{2}-\d{4}$/;
const monthFromUrl = (text: string) => (URL_MONTH.test(text) ? text.replace('-', '/') : null);

/**
 * A month among those a month selector offers (`back` months before the current one to
 * `forward` after it), held as 'MM/yyyy'; the current month by default.
 */
export function monthParam(key: string, window: { back: number; forward: number }): UrlParam<string> {
  const parse = (text: string) => {
    const month = monthFromUrl(text);
    return month && monthOptions({ back: window.back, forward: window.forward }).some((option) => option.value === month) ? month : null;
  };
  return urlParam(key, { parse, serialize: monthToUrl }, () => currentMonth());
}

/** A month of the year (1 to 12) and a year, for screens with a month and a year selector. */
export interface MonthOfYear {
  month: number;
  year: number;
}

/** A month and year (`mes=10-2026`), the year among the year selector's; the current month by default. */
export function monthOfYearParam(key: string, years: YearOptionsParams = {}): UrlParam<MonthOfYear> {
  const parse = (text: string) => {
    const month = monthFromUrl(text);
    const date = month && parseMonth(month);
    if (!date || !yearOptions(years).includes(date.getFullYear())) return null;
    return { month: date.getMonth() + 1, year: date.getFullYear() };
  };
  const serialize = ({ month, year }: MonthOfYear) => `${pad2(month)}-${String(year)}`;
  const today = () => ({ month: new Date().getMonth() + 1, year: new Date().getFullYear() });
  return urlParam(key, { parse, serialize, eq: (a, b) => serialize(a) === serialize(b) }, today);
}

/** A month of the year alone (`mes=3`), 1 to 12, beside a year selector; the current one by default. */
export function monthNumberParam(key: string): UrlParam<number> {
  const parse = (text: string) => (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12 ? Number(text) : null);
  return urlParam(key, { parse, serialize: String }, () => new Date().getMonth() + 1);
}

/** A year among the year selector's (`ejercicio=2026`); the current year by default, or the nearest one offered. */
export function yearParam(key: string, years: YearOptionsParams = {}): UrlParam<number> {
  const fallback = () => {
    const offered = yearOptions(years);
    const year = new Date().getFullYear();
    return offered.length ? Math.min(Math.max(year, offered[0]), offered[offered.length - 1]) : year;
  };
  return urlParam(key, { parse: (text) => (WHOLE_NUMBER.test(text) && yearOptions(years).includes(Number(text)) ? Number(text) : null), serialize: String }, fallback);
}

const URL_DAY = /^\d{2}-\d{2}-\d{4}$/;
/** A day within the date pickers' range from its URL text, 'dd-MM-yyyy'. */
const dayFromUrl = (text: string) => {
  const day = URL_DAY.test(text) ? parseDay(text.replaceAll('-', '/')) : null;
  return isUsableDay(day) ? day : null;
};
const dayText = (day: Date) => `${pad2(day.getDate())}-${pad2(day.getMonth() + 1)}-${String(day.getFullYear())}`;

/**
 * A day (`dia=24-11-2026`) within the date pickers' range; `fallback` gives today, or null for
 * none. Only whole days reach it: a day typed in part stays in its picker (ViewDateField).
 */
export function dayParam(key: string, fallback: () => Date | null): UrlParam<Date | null> {
  return urlParam(key, { parse: dayFromUrl, serialize: dayText, eq: (a, b) => dayText(a) === dayText(b) }, fallback);
}

/** A day held as the API writes it ('24/11/2026'), today by default: a declared list's day control. */
export function dayTextParam(key: string): UrlParam<string> {
  const parse = (text: string) => {
    const day = dayFromUrl(text);
    return day && toDayParam(day);
  };
  return urlParam(key, { parse, serialize: (text) => text.replaceAll('/', '-') }, () => toDayParam(startOfToday()));
}

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
 * still reads as that column. The default may be no column ('', a table in its natural order).
 */
export function sortParam(key: string, columns: readonly SortableColumn[], defaultField: string): UrlParam<string> {
  const fields = columns.filter((column) => column.sortable !== false).map((column) => ({ field: column.key ?? column.source, label: column.label }));
  const parse = (text: string) => {
    const wanted = text.toLowerCase();
    const byKey = fields.find(({ field }) => field.toLowerCase() === wanted);
    return (byKey ?? fields.find(({ label }) => labelSlug(label) === labelSlug(text)))?.field ?? null;
  };
  return urlParam(key, { parse, serialize: String }, () => defaultField);
}

/** The sort's direction (`sentido=desc`). */
export function sortOrderParam(key: string, fallback: SortOrder): UrlParam<SortOrder> {
  const parse = (text: string) => {
    const order = text.toUpperCase();
    return order === 'ASC' || order === 'DESC' ? order : null;
  };
  return urlParam(key, { parse, serialize: (order) => order.toLowerCase() }, () => fallback);
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
  const parse = (text: string) => {
    // The name's group is undefined when the link has none, whatever RegExpExecArray's type says.
    const match: (string | undefined)[] | null = STUDENT.exec(text);
    const id = match ? Number(match[1]) : 0;
    if (!match || id <= 0) return null;
    return { id, nombre: (match[2] ?? '').trim().slice(0, MAX_TEXT_LENGTH) || `Alumno ${String(id)}` };
  };
  return urlParam<StudentRef | null>(key, { parse, serialize: (value) => `${String(value.id)}-${value.nombre}` }, () => null);
}
