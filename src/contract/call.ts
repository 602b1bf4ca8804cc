// The calls of the API as the console makes them: verb, path, query parameters and the answer
// it reads. The data sources make their calls from these, the demo answers them, and the
// contract document is written from them.
import type * as z from 'zod/mini';
import { itemOf, readThrough, type AnswerRead } from './read';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The formats of query parameters (DESIGN.md, API contract). */
export const PARAM_FORMATS = {
  month: "a month, 'MM/yyyy'",
  day: "a day, 'dd/MM/yyyy'",
  year: "a year, 'yyyy'",
  isoDay: "a day, 'yyyy-MM-dd'",
  dateTime: "a date and time, 'yyyy-MM-ddTHH:mm:ss'",
  academy: "an academy's name as the spec lists them ('LOPEZ DE HOYOS'), or 'TODOS' for all",
  academies: "academies, repeated as 'key[]=GOYA&key[]=POZUELO' ('TODOS' for all)",
  id: 'a record id',
  ids: "record ids, repeated as 'key[]=1&key[]=2'",
  text: 'a text',
  texts: "texts, repeated as 'key[]=a&key[]=b'",
  number: "a number, '.' as decimal separator",
  boolean: "'true' or 'false'",
  time: "a time of day, 'HH:mm'",
} as const;

export type ParamFormat = keyof typeof PARAM_FORMATS;

export interface Param {
  format: ParamFormat;
  /** Sent on every call; otherwise left out when it has no value. */
  required: boolean;
  /** A value the server accepts, for the document and for the tests that call the demo. */
  example?: string | number | boolean | readonly (string | number)[];
  note?: string;
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
