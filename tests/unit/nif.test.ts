// The demo's check of Spanish tax ids, as the real API refuses an invoice's client id.
import { describe, expect, it } from 'vitest';
import { isNifNie, randomNifNie } from '../../src/demo/nif';
import { createRandom } from '../../src/demo/random';

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
