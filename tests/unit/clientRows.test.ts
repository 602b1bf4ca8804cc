import { describe, expect, it } from 'vitest';
import { lastPage, pageOf, sortRows } from '../../src/common/table/clientRows';
import { fastestMs } from '../support/timing';

const rows = [
  { id: 1, nombre: 'Óptica', horas: 10 },
  { id: 2, nombre: 'álgebra', horas: 2 },
  { id: 3, nombre: '', horas: null },
  { id: 4, nombre: 'Zoología', horas: 2 },
  { id: 5, nombre: 'Biología', horas: undefined },
  { id: 6, nombre: 'Alemán', horas: 30 },
];
const ids = (sorted: { id: number }[]) => sorted.map((row) => row.id);

describe('sortRows', () => {
  it('sorts text with Spanish collation, ignoring case and accents', () => {
    expect(ids(sortRows(rows, 'nombre', 'ASC'))).toEqual([6, 2, 5, 1, 4, 3]);
  });

  it('sorts numbers numerically and keeps equal values in their original order', () => {
    expect(ids(sortRows(rows, 'horas', 'ASC'))).toEqual([2, 4, 1, 6, 3, 5]);
    expect(ids(sortRows(rows, 'horas', 'DESC'))).toEqual([6, 1, 2, 4, 3, 5]);
  });

  it('puts empty values last in either order', () => {
    expect(ids(sortRows(rows, 'nombre', 'DESC'))).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it("puts 'ñ' after every other 'n', as Spanish does", () => {
    const names = [{ id: 1, n: 'Ñandú' }, { id: 2, n: 'Nuez' }, { id: 3, n: 'Oca' }, { id: 4, n: 'nabo' }, { id: 5, n: 'Año' }, { id: 6, n: 'Anzuelo' }];
    expect(ids(sortRows(names, 'n', 'ASC'))).toEqual([6, 5, 4, 2, 1, 3]);
  });

  it('sorts 10,000 text rows, and toggles their order within 50 ms', () => {
    const many = Array.from({ length: 10_000 }, (_, id) => ({ id, n: `Colegio Núñez ${(id * 7919) % 10_000} de Óptica` }));
    expect(sortRows(many, 'n', 'ASC')[0].n).toBe('Colegio Núñez 0 de Óptica');
    expect(fastestMs(() => sortRows(many, 'n', 'DESC'))).toBeLessThan(50);
    const sorted = sortRows(many, 'n', 'DESC');
    expect(sorted[0].n).toBe('Colegio Núñez 9999 de Óptica');
  });

  it('sorts ISO dates and times as they read, empty ones last, and a column mixing them with other text in Spanish order', () => {
    const times = [
      { id: 1, fecha: '2026-11-25T09:05:00' },
      { id: 2, fecha: '2026-11-24T21:00:00' },
      { id: 3, fecha: null },
      { id: 4, fecha: '2026-11-25T10:00:00' },
      { id: 5, fecha: '2025-12-01' },
    ];
    expect(ids(sortRows(times, 'fecha', 'DESC'))).toEqual([4, 1, 2, 5, 3]);
    expect(ids(sortRows(times, 'fecha', 'ASC'))).toEqual([5, 2, 1, 4, 3]);
    const mixed = [{ id: 1, fecha: '2026-11-25' }, { id: 2, fecha: 'pendiente' }, { id: 3, fecha: '2026-1-5' }];
    expect(ids(sortRows(mixed, 'fecha', 'ASC'))).toEqual([3, 1, 2]);
  });

  it('compares numbers inside text naturally and leaves the input untouched', () => {
    const levels = [{ id: 1, n: 'Nivel 10' }, { id: 2, n: 'Nivel 9' }, { id: 3, n: 'Nivel 009b' }];
    expect(ids(sortRows(levels, 'n', 'ASC'))).toEqual([2, 3, 1]);
    expect(ids(levels)).toEqual([1, 2, 3]);
  });
});

describe('paging', () => {
  const hundred = Array.from({ length: 101 }, (_, index) => index);

  it('gives the rows of one page, counting from 1', () => {
    expect(pageOf(hundred, 1, 25)).toEqual(hundred.slice(0, 25));
    expect(pageOf(hundred, 5, 25)).toEqual([100]);
    expect(pageOf(hundred, 6, 25)).toEqual([]);
  });

  it('knows the last page, at least 1 for an empty list', () => {
    expect(lastPage(101, 25)).toBe(5);
    expect(lastPage(100, 25)).toBe(4);
    expect(lastPage(0, 25)).toBe(1);
  });
});
