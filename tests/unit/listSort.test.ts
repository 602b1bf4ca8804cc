import { describe, expect, it } from 'vitest';
import { openingOrder, titleOf } from '../../src/declaration/listSort';

describe('openingOrder', () => {
  it("opens by a column's key when the declaration names one", () => {
    expect(openingOrder({ field: 'nombre', order: 'DESC' })).toEqual({ sort: { field: 'nombre', order: 'DESC' } });
  });

  it('opens in the natural order, by no column, when the declaration gives a comparison', () => {
    const compare = (a: { n: number }, b: { n: number }) => a.n - b.n;
    const opening = openingOrder({ compare });
    expect(opening.sort).toEqual({ field: '', order: 'ASC' });
    expect(opening.compare).toBe(compare);
  });
});

describe('titleOf', () => {
  it('is the heading as written, or the function of the count', () => {
    expect(titleOf('Profesores', 12)).toBe('Profesores');
    expect(titleOf((count) => `Hay ${count}`, 12)).toBe('Hay 12');
  });
});
