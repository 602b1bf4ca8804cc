import { describe, it, expect } from 'vitest';
import {
  academicYearRange,
  monthRange,
  toDateTimeParam,
  toDayParam,
  toMonthParam,
  toYearParam,
} from '../../src/common/apiParams';

const DATE = new Date(2025, 2, 4, 9, 5, 7);

describe('parameter formats', () => {
  it('months are MM/yyyy', () => {
    expect(toMonthParam(DATE)).toBe('03/2025');
  });

  it('days are dd/MM/yyyy', () => {
    expect(toDayParam(DATE)).toBe('04/03/2025');
    expect(toDayParam(new Date(2024, 1, 29))).toBe('29/02/2024');
  });

  it('years are yyyy, from a date or a number', () => {
    expect(toYearParam(DATE)).toBe('2025');
    expect(toYearParam(2012)).toBe('2012');
  });

  it('date-times are local yyyy-MM-ddTHH:mm:ss', () => {
    expect(toDateTimeParam(DATE)).toBe('2025-03-04T09:05:07');
    expect(toDateTimeParam(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31T23:59:59');
    expect(toDateTimeParam(new Date(2024, 0, 1))).toBe('2024-01-01T00:00:00');
  });

  it('pads years before 1000 to four digits', () => {
    const early = new Date(2025, 0, 5);
    early.setFullYear(987);
    expect(toMonthParam(early)).toBe('01/0987');
    expect(toDayParam(early)).toBe('05/01/0987');
    expect(toYearParam(early)).toBe('0987');
    expect(toDateTimeParam(early)).toBe('0987-01-05T00:00:00');
  });

  it('throws on an invalid date: a caller bug, never sent to the server', () => {
    const invalid = new Date(Number.NaN);
    for (const toParam of [toMonthParam, toDayParam, toYearParam, toDateTimeParam]) {
      expect(() => toParam(invalid)).toThrow(RangeError);
    }
  });
});

describe('academicYearRange', () => {
  it('runs from September of the year to September of the next', () => {
    expect(academicYearRange(2024)).toEqual({ fecha_inicio: '09/2024', fecha_fin: '09/2025' });
  });
});

describe('monthRange', () => {
  it('runs from the month to the next one', () => {
    expect(monthRange(DATE)).toEqual({ fecha_inicio: '03/2025', fecha_fin: '04/2025' });
  });

  it('rolls December over to January of the next year', () => {
    expect(monthRange(new Date(2024, 11, 31, 23, 59))).toEqual({ fecha_inicio: '12/2024', fecha_fin: '01/2025' });
  });

  it('goes to the next month from the last day of a long month', () => {
    expect(monthRange(new Date(2025, 0, 31))).toEqual({ fecha_inicio: '01/2025', fecha_fin: '02/2025' });
  });
});
