// Reading of the typed parameters of the query string, refused as the server refuses them: each
// reader throws the API's refusal with the given Spanish reason (see readQuery in respond.ts).
import { fail, type Query } from './respond';

/** 'MM/yyyy' as 'yyyy-MM', the prefix of every stored date of that month. */
export function readMonth(query: Query, name: string, missing: string, invalid: string): string {
  const match = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(query.required(name, missing));
  if (!match) throw fail(invalid);
  return `${match[2]}-${match[1]}`;
}

/** The `mes` ('MM/yyyy') of a monthly list, as 'yyyy-MM'. */
export const readListMonth = (query: Query) => readMonth(query, 'mes', 'El mes es obligatorio', 'El mes no es válido');

/** The `mes` and `centro` of an academy's monthly list, the month as 'yyyy-MM'. */
export function readAcademyMonth(query: Query): { month: string; centro: string } {
  const month = readListMonth(query);
  return { month, centro: query.required('centro', 'El centro es obligatorio') };
}

/** 'dd/MM/yyyy' of a real day as 'yyyy-MM-dd'. */
export function readDay(query: Query, name: string, missing: string, invalid: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(query.required(name, missing));
  const [day, month, year] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(year, month - 1, day);
  if (!match || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) throw fail(invalid);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** An optional 'dd/MM/yyyy' of a real day as 'yyyy-MM-dd'; any other value is refused with `invalid`. */
export function readOptionalDay(query: Query, name: string, invalid: string): string | undefined {
  return query.optional(name) === undefined ? undefined : readDay(query, name, invalid, invalid);
}

/** 'yyyy' as a number. */
export function readYear(query: Query, name: string, missing: string, invalid: string): number {
  const value = query.required(name, missing);
  if (!/^\d{4}$/.test(value)) throw fail(invalid);
  return Number(value);
}

/** A numeric id; a value that is no id is refused with `invalid`, as is an absent one with `missing`. */
export function readId(query: Query, name: string, missing: string, invalid: string): number {
  const value = query.required(name, missing);
  if (!/^\d+$/.test(value)) throw fail(invalid);
  return Number(value);
}

/** An optional numeric id; a value that is no id is refused with `invalid`. */
export function readOptionalId(query: Query, name: string, invalid: string): number | undefined {
  return query.optional(name) === undefined ? undefined : readId(query, name, invalid, invalid);
}

/** An optional 'true' or 'false'; any other value is refused with `invalid`. */
export function readOptionalBoolean(query: Query, name: string, invalid: string): boolean | undefined {
  const value = query.optional(name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw fail(invalid);
  return value === 'true';
}

/** An e-mail address as the server checks one: no spaces, one '@', a dot in the domain. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
