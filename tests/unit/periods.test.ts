import { describe, it, expect } from 'vitest';
import { currentMonth, monthOptions, yearOptions } from '../../src/common/periods';

describe('yearOptions', () => {
  const today = new Date(2026, 10, 15);

  it('runs from 2012 up to, not including, the current year + 3', () => {
    const years = yearOptions({ today });
    expect(years[0]).toBe(2012);
    expect(years.at(-1)).toBe(2028);
    expect(years).toHaveLength(17);
  });

  it('is ascending and whole', () => {
    const years = yearOptions({ today });
    expect(years.every((year, index) => index === 0 || year === years[index - 1] + 1)).toBe(true);
  });

  it('takes an overridden upper bound and minimum', () => {
    expect(yearOptions({ maxExclusive: 2027, today })).toEqual(Array.from({ length: 15 }, (_, i) => 2012 + i));
    expect(yearOptions({ min: 2020, maxExclusive: 2023, today })).toEqual([2020, 2021, 2022]);
  });

  it('is empty when the bounds leave no year', () => {
    expect(yearOptions({ min: 2020, maxExclusive: 2020 })).toEqual([]);
    expect(yearOptions({ min: 2020, maxExclusive: 2010 })).toEqual([]);
  });
});

describe('monthOptions', () => {
  it('offers 12 months back and 1 forward, newest first, across a year boundary', () => {
    expect(monthOptions({ back: 12, forward: 1, today: new Date(2026, 0, 31) })).toEqual([
      { value: '02/2026', label: 'Febrero 2026' },
      { value: '01/2026', label: 'Enero 2026' },
      { value: '12/2025', label: 'Diciembre 2025' },
      { value: '11/2025', label: 'Noviembre 2025' },
      { value: '10/2025', label: 'Octubre 2025' },
      { value: '09/2025', label: 'Septiembre 2025' },
      { value: '08/2025', label: 'Agosto 2025' },
      { value: '07/2025', label: 'Julio 2025' },
      { value: '06/2025', label: 'Junio 2025' },
      { value: '05/2025', label: 'Mayo 2025' },
      { value: '04/2025', label: 'Abril 2025' },
      { value: '03/2025', label: 'Marzo 2025' },
      { value: '02/2025', label: 'Febrero 2025' },
      { value: '01/2025', label: 'Enero 2025' },
    ]);
  });

  it('crosses into the next year going forward', () => {
    const months = monthOptions({ back: 0, forward: 2, today: new Date(2026, 10, 1) });
    expect(months.map((month) => month.label)).toEqual(['Enero 2027', 'Diciembre 2026', 'Noviembre 2026']);
  });
});

describe('currentMonth', () => {
  it('is MM/yyyy', () => {
    expect(currentMonth(new Date(2026, 2, 9))).toBe('03/2026');
  });
});
