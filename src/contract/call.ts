// The calls of the API as the console makes them: verb, path, query parameters and the answer
// it reads. The data sources make their calls from these, the demo answers them, and the
// contract document is written from them.
import type * as z from 'zod/mini';
import { itemOf, readThrough, type AnswerRead } from './read';
import type { CodeListName } from './vocabulary';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a query parameter is written, for the contract document. */
export interface ParamFormatNote {
  /** In words. */
  text: string;
  /** The pattern every value matches. */
  pattern?: string;
  /** Why the console assumes it, where the spec does not show it. */
  assumed?: string;
  /** Several values, sent as repeated `key[]=` keys. */
  many?: true;
}

/** The formats of query parameters (DESIGN.md, API contract). */
export const PARAM_FORMATS = {
  month: { text: "a month, 'MM/yyyy' (the spec's 'month/year')", pattern: '^(0[1-9]|1[0-2])/[0-9]{4}$' },
  day: {
    text: "a day, 'dd/MM/yyyy'",
    pattern: '^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/[0-9]{4}$',
    assumed: 'Spec 02 §5 writes the date fields dd/MM/yyyy; the spec shows no day in a query.',
  },
  year: { text: "a year, 'yyyy'", pattern: '^[0-9]{4}$', assumed: 'The spec does not show how a year is written.' },
  dateTime: {
    text: "a date and time, 'yyyy-MM-ddTHH:mm:ss'",
    pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$',
    assumed: 'Spec 02 §7 says "fecha as date-time" without its format.',
  },
  time: { text: "a time of day, 'HH:mm'", pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
  academy: { text: "an academy's name as spec 01 §3 lists it ('LOPEZ DE HOYOS')" },
  academies: { text: "academies, repeated as 'key[]=GOYA&key[]=POZUELO'", many: true },
  code: { text: 'a code of its list' },
  codes: { text: "codes of its list, repeated as 'key[]=A&key[]=B'", many: true },
  id: { text: 'a record id' },
  ids: { text: "record ids, repeated as 'key[]=1&key[]=2'", many: true },
  text: { text: 'a text' },
  texts: { text: "texts, repeated as 'key[]=a&key[]=b'", many: true },
  number: { text: "a number, '.' as decimal separator" },
  boolean: { text: "'true' or 'false'" },
} as const satisfies Record<string, ParamFormatNote>;

export type ParamFormat = keyof typeof PARAM_FORMATS;

export interface Param {
  format: ParamFormat;
  /** Sent on every call; otherwise left out when it has no value. */
  required: boolean;
  /** The list of a 'code' or 'codes' parameter. */
  codes?: CodeListName;
  /** An 'academy' or 'academies' parameter that may also be TODOS, every academy. */
  orAll?: true;
  /** A value the server accepts, for the document's examples and for the tests that call the demo. */
  example?: string | number | boolean | readonly (string | number)[];
  note?: string;
  /** What the console assumes of this parameter where the spec is silent. */
  assumed?: string;
}

export const param = (format: ParamFormat, options: Partial<Omit<Param, 'format'>> = {}): Param => ({ format, required: true, ...options });
export const optionalParam = (format: ParamFormat, options: Partial<Omit<Param, 'format' | 'required'>> = {}): Param => ({
  format,
  ...options,
  required: false,
});

export interface ApiCall<Answer extends z.ZodMiniType = z.ZodMiniType> {
  method: Method;
  /** The path; `{name}` parts are filled from `pathParams`. */
  path: string;
  /** The values of each `{name}` part of the path. */
  pathParams?: Readonly<Record<string, readonly string[]>>;
  query?: Readonly<Record<string, Param>>;
  /** What the call does, for the document. */
  summary: string;
  /** What the console assumes of the call where the spec is silent (its method, its answer). */
  assumed?: string;
  /**
   * A service other than the API, which the console links to (the invoice PDF): its name, the
   * build setting holding its address (`path` is then relative to it) and an address for examples.
   */
  external?: { name: string; setting: string; example: string };
  /** The answer the console reads; none when it only needs to know the call succeeded. */
  answer?: Answer;
  /**
   * The answer is read from the whole body beside `resultado` rather than from `datos` (a body
   * whose fields may come at its top).
   */
  wholeBody?: boolean;
}

/**
 * A declared call, with the readers of its answers: the console reads through these, so that
 * only the modules that declare calls import the validation library.
 */
export interface DeclaredCall<Answer extends z.ZodMiniType = z.ZodMiniType> extends ApiCall<Answer> {
  /** The answer read through `answer`; an answer as it came when the call declares none. */
  read(answer: unknown): AnswerRead;
  /** A change's answer read as an item of this list call's answer, when it is a list. */
  readItem(answer: unknown): AnswerRead;
  /** The path with its `{name}` parts filled. */
  pathWith(values?: Readonly<Record<string, string>>): string;
}

/** Declares a call, keeping its answer's type. */
export function apiCall<Answer extends z.ZodMiniType = z.ZodMiniType>(call: ApiCall<Answer>): DeclaredCall<Answer> {
  const item = itemOf(call.answer);
  return {
    ...call,
    read: (answer) => (call.answer ? readThrough(call.answer, answer) : { ok: true, value: answer }),
    readItem: (answer) => (item ? readThrough(item, answer) : { ok: false, problems: [], count: 0 }),
    pathWith: (values) => pathOf(call, values),
  };
}

/** The path of a call with its `{name}` parts filled. */
export function pathOf(call: ApiCall, values: Readonly<Partial<Record<string, string>>> = {}): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${call.path}: falta ${name}`);
    return value;
  });
}
