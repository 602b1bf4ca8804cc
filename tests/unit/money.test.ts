import { describe, expect, it } from 'vitest';
import { addEuros, fromCents, parseAmount, subtractEuros, sumEuros, toCents } from '../../src/common/money';

describe('money in cents', () => {
  it('turns euros into whole cents, rounding half a cent away from zero', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0)).toBe(0);
    expect(fromCents(1235)).toBe(12.35);
  });

  it('adds and subtracts without floating-point drift', () => {
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(sumEuros([19.99, 19.99, 19.99])).toBe(59.97);
    expect(sumEuros([])).toBe(0);
    expect(addEuros(120, -35.5)).toBe(84.5);
    expect(subtractEuros(0.3, 0.1)).toBe(0.2);
  });

  it('reads an amount as typed, or nothing when it is no number', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('-40')).toBe(-40);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('3.')).toBe(3);
    expect(parseAmount('0.125')).toBe(0.13);
    for (const text of ['', '-', '.', '1.2.3', '1-2', 'abc']) expect(parseAmount(text)).toBeUndefined();
  });
});
