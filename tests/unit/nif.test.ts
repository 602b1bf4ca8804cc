// The demo's check of Spanish tax ids, as the real API refuses an invoice's client id, and the
// companies' tax ids (CIF) its suppliers are seeded with.
import { describe, expect, it } from 'vitest';
import { isNifNie, randomCif, randomNifNie } from '../../src/demo/nif';
import { createRandom, type Random } from '../../src/demo/random';

describe('NIF/NIE', () => {
  it('accepts a NIF or NIE whose control letter matches', () => {
    expect(isNifNie('12345678Z')).toBe(true);
    expect(isNifNie('x1234567l')).toBe(true);
    expect(isNifNie('Y1234567X')).toBe(true);
  });

  it('refuses a wrong letter or shape', () => {
    expect(isNifNie('12345678A')).toBe(false);
    expect(isNifNie('X12345678L')).toBe(false);
    expect(isNifNie('1234567Z')).toBe(false);
    expect(isNifNie('')).toBe(false);
  });

  it('makes up only valid ones', () => {
    const random = createRandom(7);
    for (let i = 0; i < 200; i++) expect(isNifNie(randomNifNie(random))).toBe(true);
  });
});

describe('CIF', () => {
  /** A generator whose every whole number is `n`. */
  const always = (n: number): Random => ({ next: () => 0, int: () => n, pick: (items) => items[0], chance: () => false });

  it("ends with the control digit of the tax agency's rule", () => {
    // 1·2=2, 3·2=6, 5·2=10→1, 7·2=14→5 (14), plus 2+4+6 (12): 26, and 10 − 6 = 4.
    expect(randomCif(always(1_234_567), 'B')).toBe('B12345674');
    // 5·2=10→1, 8·2=16→7, 8·2=16→7, 0 (15), plus 8+1+5 (14): 29, and 10 − 9 = 1.
    expect(randomCif(always(5_881_850), 'A')).toBe('A58818501');
    // A sum ending in 0 gives 0, not 10.
    expect(randomCif(always(0), 'B')).toBe('B00000000');
  });
});
