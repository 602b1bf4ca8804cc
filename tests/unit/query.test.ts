import { describe, expect, it } from 'vitest';
import { encodeQuery, type QueryParams, type QueryValue } from '../../src/dataProvider/query';

describe('encodeQuery', () => {
  it("encodes the spec's month-range example exactly", () => {
    expect(encodeQuery({ fecha_inicio: '09/2025', fecha_fin: '09/2026', centros: ['GOYA'] })).toBe(
      '?fecha_inicio=09%2F2025&fecha_fin=09%2F2026&centros%5B%5D=GOYA',
    );
  });

  it('gives the empty string for no parameters or only omitted ones', () => {
    expect(encodeQuery()).toBe('');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({ a: undefined, b: null, c: '', d: [] })).toBe('');
  });

  it('URL-encodes scalar values: spaces, accents, & and =', () => {
    expect(encodeQuery({ centro: 'LOPEZ DE HOYOS' })).toBe('?centro=LOPEZ%20DE%20HOYOS');
    expect(encodeQuery({ nombre: 'Educación Física' })).toBe('?nombre=Educaci%C3%B3n%20F%C3%ADsica');
    expect(encodeQuery({ q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
    expect(encodeQuery({ q: '50% + ?#' })).toBe('?q=50%25%20%2B%20%3F%23');
  });

  it('URL-encodes keys too', () => {
    expect(encodeQuery({ 'mi clave&x': 'v' })).toBe('?mi%20clave%26x=v');
  });

  it('round-trips through URLSearchParams, as the server decodes it', () => {
    const params = { nombre: 'Ñandú & Cía = 100%', centros: ['LOPEZ DE HOYOS', 'GOYA'] };
    const decoded = new URLSearchParams(encodeQuery(params));
    expect(decoded.get('nombre')).toBe('Ñandú & Cía = 100%');
    expect(decoded.getAll('centros[]')).toEqual(['LOPEZ DE HOYOS', 'GOYA']);
  });

  it('writes arrays as repeated bracketed keys, in order', () => {
    expect(encodeQuery({ centros: ['GOYA', 'POZUELO', 'LOPEZ DE HOYOS'] })).toBe(
      '?centros%5B%5D=GOYA&centros%5B%5D=POZUELO&centros%5B%5D=LOPEZ%20DE%20HOYOS',
    );
    expect(encodeQuery({ ids: [3, 1, 2] })).toBe('?ids%5B%5D=3&ids%5B%5D=1&ids%5B%5D=2');
  });

  it('does not double the brackets of a key that already ends in []', () => {
    expect(encodeQuery({ 'centros[]': ['GOYA', 'HERNANI'] })).toBe('?centros%5B%5D=GOYA&centros%5B%5D=HERNANI');
  });

  it('leaves out an empty array entirely', () => {
    expect(encodeQuery({ a: 1, centros: [], b: 2 })).toBe('?a=1&b=2');
  });

  it('leaves out empty, null and undefined items inside arrays', () => {
    expect(encodeQuery({ centros: ['', 'GOYA', ''] })).toBe('?centros%5B%5D=GOYA');
    // Data from untyped sources (a form, JSON) may carry null or undefined items.
    const loose = ['GOYA', null, undefined, 'POZUELO'] as unknown as QueryValue;
    expect(encodeQuery({ centros: loose })).toBe('?centros%5B%5D=GOYA&centros%5B%5D=POZUELO');
    expect(encodeQuery({ centros: [null, undefined, ''] as unknown as QueryValue })).toBe('');
  });

  it("writes booleans as 'true' and 'false' (false is not omitted)", () => {
    expect(encodeQuery({ incluir_central: true })).toBe('?incluir_central=true');
    expect(encodeQuery({ activa: false })).toBe('?activa=false');
  });

  it('writes numbers, including 0, negatives and decimals', () => {
    expect(encodeQuery({ id: 42, zero: 0, neg: -3, dec: 1.5 })).toBe('?id=42&zero=0&neg=-3&dec=1.5');
    expect(encodeQuery({ ids: [0] })).toBe('?ids%5B%5D=0');
  });

  it("omits undefined, null and '' scalars but keeps whitespace and '0'", () => {
    expect(encodeQuery({ a: undefined, b: 'x', c: null, d: '', e: ' ', f: '0' })).toBe('?b=x&e=%20&f=0');
  });

  it('keeps the order of the keys as given', () => {
    const params: QueryParams = { z: 1, a: 'b', m: ['x', 'y'], b: true };
    expect(encodeQuery(params)).toBe('?z=1&a=b&m%5B%5D=x&m%5B%5D=y&b=true');
  });
});
