import { describe, expect, it } from 'vitest';
import { lastPage, pageOf, sortRows } from '../../src/common/table/clientRows';

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

  it('compares numbers inside text naturally and leaves the input untouched', () => {
    const levels = [{ id: 1, n: 'Nivel 10' }, { id: 2, n: 'Nivel 9' }];
    expect(ids(sortRows(levels, 'n', 'ASC'))).toEqual([2, 1]);
    expect(ids(levels)).toEqual([1, 2]);
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
