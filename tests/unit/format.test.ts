import { describe, it, expect } from 'vitest';
import {
  MONTH_NAMES,
  WEEKDAY_NAMES,
  formatClock,
  formatDate,
  formatDateTime,
  formatDayRange,
  formatDecimal,
  formatEuros,
  formatQuantity,
  formatPercent,
  numberOrZero,
} from '../../src/common/format';

const AFTERNOON = new Date(2025, 2, 4, 17, 6, 7);
const MIDNIGHT = new Date(2024, 0, 1, 0, 0, 0);
const LAST_MINUTE = new Date(2024, 11, 31, 23, 59, 59);

describe('date formats', () => {
  it('formatDate gives dd/MM/yyyy', () => {
    expect(formatDate(AFTERNOON)).toBe('04/03/2025');
    expect(formatDate(LAST_MINUTE)).toBe('31/12/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2025-03-04T17:06:07')).toBe('04/03/2025');
  });

  it('formatDateTime gives dd/MM/yyyy - HH:mm', () => {
    expect(formatDateTime(AFTERNOON)).toBe('04/03/2025 - 17:06');
    expect(formatDateTime(MIDNIGHT)).toBe('01/01/2024 - 00:00');
    expect(formatDateTime('2024-12-31T23:59:59')).toBe('31/12/2024 - 23:59');
    expect(formatDateTime('2024-12-31')).toBe('31/12/2024 - 00:00');
  });

  it('formatClock gives HH:mm:ss | dd/MM/yyyy', () => {
    expect(formatClock(AFTERNOON)).toBe('17:06:07 | 04/03/2025');
    expect(formatClock(MIDNIGHT)).toBe('00:00:00 | 01/01/2024');
  });

  it('reads yyyy-MM-dd as the local calendar day in the current time zone', () => {
    // Read as UTC, west of Greenwich this would be the evening of the day before.
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(formatDateTime('2025-01-01')).toBe('01/01/2025 - 00:00');
  });

  it.each([null, undefined, '', 'no es fecha', '2025-02-30', new Date(Number.NaN)])('gives "" for %j', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });
});

describe('names', () => {
  it('lists the Spanish months from Enero', () => {
    expect(MONTH_NAMES).toEqual([
      'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
    ]);
  });

  it('lists the Spanish weekdays from Sunday, matching Date.getDay()', () => {
    expect(WEEKDAY_NAMES).toEqual(['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']);
    expect(WEEKDAY_NAMES[new Date(2025, 2, 4).getDay()]).toBe('Martes');
  });
});

describe('numberOrZero', () => {
  it('turns null, undefined and NaN into 0 and keeps the rest', () => {
    expect(numberOrZero(null)).toBe(0);
    expect(numberOrZero(undefined)).toBe(0);
    expect(numberOrZero(Number.NaN)).toBe(0);
    expect(numberOrZero(-2.5)).toBe(-2.5);
    expect(numberOrZero(Infinity)).toBe(Infinity);
  });
});

describe('number formats', () => {
  it('formatDecimal gives two decimals with a dot', () => {
    expect(formatDecimal(1234.5)).toBe('1234.50');
    expect(formatDecimal(0)).toBe('0.00');
    expect(formatDecimal(-3.456)).toBe('-3.46');
    expect(formatDecimal(2)).toBe('2.00');
    expect(formatDecimal(-0.001)).toBe('0.00');
  });

  it('formatEuros groups thousands with dots from four digits on', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50 €');
    expect(formatEuros(999.999)).toBe('1.000,00 €');
    expect(formatEuros(999)).toBe('999,00 €');
    expect(formatEuros(0)).toBe('0,00 €');
    expect(formatEuros(1234567.891)).toBe('1.234.567,89 €');
    expect(formatEuros(-1234.5)).toBe('-1.234,50 €');
    expect(formatEuros(-12)).toBe('-12,00 €');
    expect(formatEuros(100000)).toBe('100.000,00 €');
  });

  it('formatPercent shows a ratio ×100 with two decimals', () => {
    expect(formatPercent(0.1234)).toBe('12.34 %');
    expect(formatPercent(1)).toBe('100.00 %');
    expect(formatPercent(0)).toBe('0.00 %');
    expect(formatPercent(-0.5)).toBe('-50.00 %');
  });

  const formats = { formatDecimal, formatEuros, formatQuantity, formatPercent };

  it.each(Object.entries(formats))('%s shows ∞ for infinities', (_name, format) => {
    expect(format(Infinity)).toBe('∞');
    expect(format(-Infinity)).toBe('-∞');
  });

  it.each(Object.entries(formats))('%s counts null, undefined and NaN as 0', (_name, format) => {
    const zero = format(0);
    expect(format(null)).toBe(zero);
    expect(format(undefined)).toBe(zero);
    expect(format(Number.NaN)).toBe(zero);
  });

  it('shows a zero division ratio as the spec says', () => {
    expect(formatPercent(0 / 0)).toBe('0.00 %');
    expect(formatPercent(5 / 0)).toBe('∞');
  });
});

describe('formatQuantity', () => {
  it('groups thousands, and shows decimals, two of them, with a comma', () => {
    expect(formatQuantity(20)).toBe('20');
    expect(formatQuantity(1234)).toBe('1.234');
    expect(formatQuantity(-1234567)).toBe('-1.234.567');
    expect(formatQuantity(2.5)).toBe('2,50');
    expect(formatQuantity(1234.567)).toBe('1.234,57');
    expect(formatQuantity(null)).toBe('0');
    expect(formatQuantity(Infinity)).toBe('∞');
  });
});

describe('formatDayRange', () => {
  it("gives 'dd/MM/yyyy → dd/MM/yyyy'", () => {
    expect(formatDayRange('2026-06-01', '2026-08-31')).toBe('01/06/2026 → 31/08/2026');
  });
});
