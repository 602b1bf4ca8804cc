import { describe, expect, it } from 'vitest';
import { isUsableDay } from '../../src/common/dateRange';

describe('isUsableDay', () => {
  it('accepts the dates of the pickers’ range, first and last day included', () => {
    expect(isUsableDay(new Date(1900, 0, 1))).toBe(true);
    expect(isUsableDay(new Date(2026, 10, 22, 18, 30))).toBe(true);
    expect(isUsableDay(new Date(2099, 11, 31, 23, 59))).toBe(true);
  });

  it('refuses no date, an invalid one and the days outside the range', () => {
    expect(isUsableDay(null)).toBe(false);
    expect(isUsableDay(new Date(Number.NaN))).toBe(false);
    expect(isUsableDay(new Date(1899, 11, 31))).toBe(false);
    expect(isUsableDay(new Date(2100, 0, 1))).toBe(false);
  });
});
