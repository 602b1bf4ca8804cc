import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { boolean, code, computed, dateTime, day, id, listOf, number, shown, shownList, text, time } from '../../src/contract/fields';

const reads = (reader: z.ZodMiniType, value: unknown) => z.safeParse(reader, value);
const value = (reader: z.ZodMiniType, input: unknown) => {
  const read = reads(reader, input);
  if (!read.success) throw new Error(`unreadable: ${JSON.stringify(input)}`);
  return read.data;
};
const unreadable = (reader: z.ZodMiniType, input: unknown) => !reads(reader, input).success;

describe('number', () => {
  it('reads numbers and numeric texts with a dot or a comma as decimal separator', () => {
    expect(value(number, 95.5)).toBe(95.5);
    expect(value(number, '95,50')).toBe(95.5);
    expect(value(number, '95.50')).toBe(95.5);
    expect(value(number, ' -12 ')).toBe(-12);
    expect(value(number, '0')).toBe(0);
  });
  it('refuses what is no finite number', () => {
    for (const input of ['', 'ayer', '1.234,50', '95,50 €', null, undefined, {}, [], true, Infinity, NaN]) {
      expect(unreadable(number, input)).toBe(true);
    }
  });
});

describe('text', () => {
  it('reads texts, and numbers as their digits', () => {
    expect(value(text, 'Ana')).toBe('Ana');
    expect(value(text, 612345678)).toBe('612345678');
  });
  it('refuses objects, lists, booleans and nothing', () => {
    for (const input of [{ nombre: 'Ana' }, ['Ana'], true, null, undefined]) expect(unreadable(text, input)).toBe(true);
  });
});

describe('boolean', () => {
  it("reads booleans and the texts 'true' and 'false'", () => {
    expect(value(boolean, true)).toBe(true);
    expect(value(boolean, 'false')).toBe(false);
    expect(value(boolean, 'TRUE')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const input of ['sí', 1, 0, null, 'yes']) expect(unreadable(boolean, input)).toBe(true);
  });
});

describe('id', () => {
  it('reads whole numbers, also as digits', () => {
    expect(value(id, 17)).toBe(17);
    expect(value(id, '17')).toBe(17);
  });
  it('refuses other texts and fractions', () => {
    for (const input of ['abc', 1.5, null]) expect(unreadable(id, input)).toBe(true);
  });
});

describe('day', () => {
  it("reads 'yyyy-MM-dd', ISO date-times and 'dd/MM/yyyy' as 'yyyy-MM-dd'", () => {
    expect(value(day, '2026-11-03')).toBe('2026-11-03');
    expect(value(day, '2026-11-03T10:15:00')).toBe('2026-11-03');
    expect(value(day, '2026-11-03T10:15')).toBe('2026-11-03');
    expect(value(day, '03/11/2026')).toBe('2026-11-03');
  });
  it('refuses what is no calendar day', () => {
    for (const input of ['ayer', '2026-02-30', '31/04/2026', '2026/11/03', '', 20261103, null]) {
      expect(unreadable(day, input)).toBe(true);
    }
  });
});

describe('dateTime', () => {
  it("reads every ISO precision and 'dd/MM/yyyy' as 'yyyy-MM-ddTHH:mm:ss'", () => {
    expect(value(dateTime, '2026-11-03T10:15:30')).toBe('2026-11-03T10:15:30');
    expect(value(dateTime, '2026-11-03T10:15')).toBe('2026-11-03T10:15:00');
    expect(value(dateTime, '2026-11-03T10:15:30.123')).toBe('2026-11-03T10:15:30');
    expect(value(dateTime, '2026-11-03 10:15:30')).toBe('2026-11-03T10:15:30');
    expect(value(dateTime, '2026-11-03')).toBe('2026-11-03T00:00:00');
    expect(value(dateTime, '03/11/2026')).toBe('2026-11-03T00:00:00');
  });
  it('reads a moment with a zone in the local time of the browser', () => {
    const local = new Date(Date.UTC(2026, 10, 3, 9, 15, 30));
    const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}T${String(local.getHours()).padStart(2, '0')}:15:30`;
    expect(value(dateTime, '2026-11-03T09:15:30Z')).toBe(expected);
    expect(value(dateTime, '2026-11-03T10:15:30+01:00')).toBe(expected);
  });
  it('refuses impossible times and other texts', () => {
    for (const input of ['2026-11-03T25:00:00', '2026-11-03T10:61', 'mañana', null]) expect(unreadable(dateTime, input)).toBe(true);
  });
});

describe('time', () => {
  it("reads 'HH:mm' and 'HH:mm:ss' as 'HH:mm'", () => {
    expect(value(time, '09:05')).toBe('09:05');
    expect(value(time, '23:59:59')).toBe('23:59');
  });
  it('refuses other texts', () => {
    for (const input of ['24:00', '9:05', 'las nueve']) expect(unreadable(time, input)).toBe(true);
  });
});

describe('code', () => {
  const subjectType = code('SubjectType');
  it("reads the spec's other spelling as the listed one, and keeps codes it does not know", () => {
    expect(value(subjectType, 'CIENCIAS SALUD')).toBe('CIENCIAS_SALUD');
    expect(value(subjectType, 'CIENCIAS_SALUD')).toBe('CIENCIAS_SALUD');
    expect(value(subjectType, 'MUSICA')).toBe('MUSICA');
  });
});

describe('fields', () => {
  const item = z.object({ importe: computed(number), nombre: shown(text), asignaturas: shownList(text) });

  it('a shown field missing or unreadable is null; a shown list keeps its readable items', () => {
    expect(value(item, { importe: '10,5', nombre: { first: 'Ana' }, asignaturas: ['Física', { x: 1 }, 3] })).toEqual({
      importe: 10.5,
      nombre: null,
      asignaturas: ['Física', '3'],
    });
    expect(value(item, { importe: 1 })).toEqual({ importe: 1, nombre: null, asignaturas: [] });
  });

  it('an item without a computed field makes the whole list unreadable, with the position and the field', () => {
    const read = reads(listOf(item), [{ importe: 1 }, { nombre: 'Ana' }]);
    expect(read.success).toBe(false);
    expect(read.error?.issues[0].path).toEqual([1, 'importe']);
  });

  it('a list is a list: null, an object or a text are unreadable', () => {
    for (const input of [null, {}, { datos: [] }, 'x']) expect(unreadable(listOf(item), input)).toBe(true);
  });
});
