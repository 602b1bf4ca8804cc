// How the console reads the fields of the API's answers: tolerant of what real servers write
// (numbers as text, three date formats, booleans as text), and explicit about what each field
// is for. Imports nothing but the validation library and the vocabulary.
import * as z from 'zod/mini';
import { CODE_LISTS, type CodeListName } from './vocabulary';

// Zod compiles its object parsers with `new Function` unless told not to, and the console's
// Content-Security-Policy allows no eval: even the probe for it would be reported.
z.config({ jitless: true });

/** Where a field comes from: named by the spec, or assumed by the console where the spec is silent. */
export type Origin = 'spec' | 'assumed';

/**
 * What a field is for. 'computed': the screen counts, totals, places or decides with it, so an
 * item without it makes the whole answer unreadable. 'shown': only displayed, so an unreadable
 * value is an empty cell.
 */
export type Use = 'computed' | 'shown';

export interface FieldNote {
  origin: Origin;
  use: Use;
  /** What the console does when the field is missing or unreadable, for the contract document. */
  without?: string;
  /** Where the spec says every answer carries the field: the only fields the contract requires. */
  required?: string;
}

/** Each field's note, read by the contract document. */
export const fieldNotes = z.registry<FieldNote>();

/** The items of each `shownList`, for the contract document (its reader takes any list). */
export const shownListItems = new WeakMap<object, z.ZodMiniType>();

// ---------------------------------------------------------------------------------------------
// Readers: one per kind of value, each giving the console one form whatever the server wrote.

const NUMERIC_TEXT = /^\s*[-+]?\d+(?:[.,]\d+)?\s*$/;

/** A finite number, also from text with a dot or a comma as decimal separator ('95,50'). */
export const number = z.pipe(
  z.union([z.number(), z.string().check(z.regex(NUMERIC_TEXT))]),
  z.transform((value: number | string) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.')))),
);

/** Text; a number is read as its digits (a code or a phone sent as a number). */
export const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** A boolean, also from the texts 'true' and 'false'. */
export const boolean = z.pipe(
  z.union([z.boolean(), z.string().check(z.regex(/^\s*(true|false)\s*$/i))]),
  z.transform((value: boolean | string) => (typeof value === 'boolean' ? value : value.trim().toLowerCase() === 'true')),
);

/** A record id: the spec's ids are numbers, also read from their digits as text. */
export const id = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^\s*\d+\s*$/))]),
  z.transform((value: number | string) => Number(value)),
);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPANISH_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** 'yyyy-MM-ddTHH:mm', optional seconds and fraction, optional zone ('Z', '+01:00'). */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** How servers most often write a moment, and the form the console keeps: read without rebuilding it. */
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** 'yyyy-MM-ddTHH:mm:ss' in the browser's time zone, or undefined for anything that is not a date. */
export function toLocalDateTime(value: string): string | undefined {
  // Tens of thousands of log lines come in this form: checked without taking them apart.
  if (CANONICAL_DATE_TIME.test(value)) {
    return isCalendarDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))) ? value : undefined;
  }
  const trimmed = value.trim();
  const spanish = SPANISH_DAY.exec(trimmed);
  if (spanish) {
    const [, day, month, year] = spanish.map(Number);
    return isCalendarDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}T00:00:00` : undefined;
  }
  if (ISO_DAY.test(trimmed)) return toLocalDateTime(`${trimmed}T00:00:00`);
  const iso = ISO_DATE_TIME.exec(trimmed);
  if (!iso) return undefined;
  const [, year, month, day, hours, minutes, seconds = '00', zone] = iso;
  if (!isCalendarDay(Number(year), Number(month), Number(day)) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
    return undefined;
  }
  if (!zone) return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}`;
  // A moment with a zone is shown in the user's own time, as every other time of the console.
  const moment = new Date(trimmed.replace(' ', 'T'));
  if (Number.isNaN(moment.getTime())) return undefined;
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
}

const dateText = (read: (value: string) => string | undefined, expected: string) =>
  z.pipe(
    z.string(),
    z.transform((value: string, context) => {
      const read_ = read(value);
      if (read_ !== undefined) return read_;
      context.issues.push({ code: 'custom', message: `se esperaba ${expected}`, input: value });
      return z.NEVER;
    }),
  );

/** A day as 'yyyy-MM-dd', read from 'yyyy-MM-dd', an ISO date-time or 'dd/MM/yyyy'. */
export const day = dateText((value) => {
  if (!ISO_DAY.test(value)) return toLocalDateTime(value)?.slice(0, 10);
  return isCalendarDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))) ? value : undefined;
}, 'una fecha');

/** A moment as 'yyyy-MM-ddTHH:mm:ss', read from an ISO date-time (any precision, any zone), 'yyyy-MM-dd' or 'dd/MM/yyyy'. */
export const dateTime = dateText(toLocalDateTime, 'una fecha y hora');

/** A time of day as 'HH:mm', read from 'HH:mm' or 'HH:mm:ss'. */
export const time = dateText((value) => /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(value.trim()) ? value.trim().slice(0, 5) : undefined, 'una hora HH:mm');

/**
 * A code of one of the API's code lists, with the spec's other spelling read as the listed one
 * ('CIENCIAS SALUD' as 'CIENCIAS_SALUD'). A code not listed is kept as it came: the server may
 * know codes the spec does not.
 */
export function code(list: CodeListName) {
  const { codes } = CODE_LISTS[list];
  const reader = z.pipe(
    text,
    z.transform((value: string) => {
      const underscored = value.trim().replace(/ /g, '_');
      return (codes as readonly string[]).includes(underscored) ? underscored : value;
    }),
  );
  codeListOf.set(reader._zod.def, list);
  return reader;
}

/**
 * The code list each code reader reads, for the contract document: by the reader's definition,
 * which `computed` keeps when it copies a reader.
 */
export const codeListOf = new WeakMap<object, CodeListName>();

/** The records of the API by the name the contract document gives them (Lead, Factura…), by their definition. */
export const entityNames = new WeakMap<object, string>();

/** Names a record of the API: the contract document describes it once, under this name. */
export function entity<T extends z.ZodMiniType>(name: string, schema: T): T {
  entityNames.set(schema._zod.def, name);
  return schema;
}

/** The unions whose every form a server may send (the spec gives both), for the contract document. */
export const eitherForm = new WeakSet<object>();

/** A union of forms the spec gives alike: the contract document offers each, not only the first. */
export function either<T extends z.ZodMiniType>(union: T): T {
  eitherForm.add(union);
  return union;
}

/** The readers of one kind of value, by the name the contract document gives that kind. */
export const READERS = { number, text, boolean, id, day, dateTime, time } as const;

// ---------------------------------------------------------------------------------------------
// Fields: a reader with what the field is for. Each call makes a new schema, so that each
// field carries a note of its own.

type Reader = z.ZodMiniType;

function noted<T extends Reader>(field: T, note: FieldNote): T {
  fieldNotes.add(field, note);
  return field;
}

/**
 * A field the spec names that the screen computes with: without it the answer is unreadable.
 * `without` says what that means where it is not a list's load error (the sign-in).
 */
export function computed<T extends Reader>(reader: T, without?: string) {
  return noted(z.clone(reader), { origin: 'spec', use: 'computed', without });
}

/** A field the spec names that is only shown: missing or unreadable, it is null (an empty cell, or `without`). */
export function shown<T extends Reader>(reader: T, without?: string) {
  return noted(z.catch(z.nullable(reader), null), { origin: 'spec', use: 'shown', without });
}

/** A list a screen shows item by item: an unreadable item is left out, anything but a list is empty. */
export function shownList<T extends Reader>(item: T) {
  const field = noted(
    z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((items: unknown[]) => items.flatMap((entry) => {
        const read = z.safeParse(item, entry);
        return read.success ? [read.data] : [];
      })),
    ),
    { origin: 'spec', use: 'shown' },
  );
  shownListItems.set(field, item);
  return field;
}

/**
 * A field the console assumes where the spec is silent, with what it does without it. A field
 * that decides whether an action the spec lists is offered must be `shown`, so that without it
 * the action is offered and the server judges.
 */
export function assumed<T extends Reader>(field: T, without: string): T {
  const note = fieldNotes.get(field);
  if (!note) throw new Error('assumed() takes a field made by computed(), shown() or shownList()');
  return noted(field, { ...note, origin: 'assumed', without });
}

/** A field the spec says every answer carries (`source` quotes where), so the contract requires it. */
export function requiredBySpec<T extends Reader>(field: T, source: string): T {
  const note = fieldNotes.get(field);
  if (!note) throw new Error('requiredBySpec() takes a field made by computed() or shown()');
  return noted(field, { ...note, required: source });
}

/** A list of items, nothing else: `null`, an object or a text is an unreadable answer. */
export const listOf = <T extends Reader>(item: T) => z.array(item);

/** The record types the console reads: an answer's output. */
export type Read<T extends Reader> = z.output<T>;
