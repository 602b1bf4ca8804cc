// Money of the accounting screens: sums in cents, the signed format, the colour of a sign.
import { describe, expect, it } from 'vitest';
import { formatSignedEuros } from '../../src/common/format';
import { signTone, subtractEuros, sumEuros, toCents } from '../../src/common/money';
import { csvColumnsOf, totalsRowOf } from '../../src/declaration/columns';
import type { ListColumn } from '../../src/declaration/types';

describe('sums in cents', () => {
  it('adds amounts as an accountant does, without floating-point drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(sumEuros(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumEuros([1234.56, -234.56, '10.10', null, undefined, Number.NaN])).toBe(1010.1);
    expect(sumEuros([])).toBe(0);
  });

  it('reads whole cents, and nothing as 0', () => {
    expect(toCents(12.345)).toBe(1235);
    expect(toCents('7.5')).toBe(750);
    expect(toCents(null)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('subtracts in cents', () => {
    expect(subtractEuros(100.3, 100.1)).toBe(0.2);
    expect(subtractEuros(0, 12.5)).toBe(-12.5);
  });
});

describe('signed euros', () => {
  it('always shows the sign of a non-zero amount', () => {
    expect(formatSignedEuros(1234.5)).toBe('+1.234,50 €');
    expect(formatSignedEuros(0.05)).toBe('+0,05 €');
    expect(formatSignedEuros(-12)).toBe('-12,00 €');
    expect(formatSignedEuros(-0.001)).toBe('0,00 €');
    expect(formatSignedEuros(0)).toBe('0,00 €');
  });
});

describe('colour by sign', () => {
  it('is a gain when positive and a loss when negative', () => {
    expect(signTone(10)).toBe('gain');
    expect(signTone(-0.01)).toBe('loss');
    expect(signTone(0)).toBe('neutral');
    expect(signTone(0.004)).toBe('neutral');
  });

  it('is reversed for debts and results: positive is a loss', () => {
    expect(signTone(10, true)).toBe('loss');
    expect(signTone(-10, true)).toBe('gain');
    expect(signTone(0, true)).toBe('neutral');
  });
});

describe('money totals of a declared list', () => {
  it('adds a money column in cents', () => {
    const rows = Array.from({ length: 10 }, (_, id) => ({ id, importe: 0.07 }));
    // 10 × 0.07 adds up to 0.7000000000000001 in floating point; in cents to exactly 70.
    const columns: ListColumn<{ id: number; importe: number }>[] = [
      { source: 'id', label: 'Id' },
      { source: 'importe', label: 'Importe', type: 'money', value: (row) => row.importe, total: 'sum' },
    ];
    expect(totalsRowOf(columns, [...rows, { id: 10, importe: 1234.5 }], 'Total')).toEqual(['Total', '1.235,20 €']);
  });
});

describe('signed money columns in the CSV', () => {
  it("write the amount without the screen's '+', and nothing for no value", () => {
    const [column] = csvColumnsOf<{ id: number; importe: number | null }>([{ source: 'importe', label: 'Importe', type: 'money', value: (row) => row.importe, signColour: 'reversed' }]);
    expect(column.value({ id: 1, importe: 1000.1 })).toBe('1.000,10 €');
    expect(column.value({ id: 2, importe: -5 })).toBe('-5,00 €');
    expect(column.value({ id: 3, importe: null })).toBe('');
  });
});
