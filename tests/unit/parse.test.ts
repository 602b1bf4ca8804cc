import { describe, it, expect } from 'vitest';
import { isValidTime, parseDay, parseIsoDate, parseMonth } from '../../src/common/parse';

/** Local calendar parts, so assertions hold in any time zone. */
function localParts(date: Date | null) {
  if (!date) return null;
  return [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()];
}

describe('isValidTime', () => {
  it('accepts 24-hour HH:mm', () => {
    expect(['09:05', '00:00', '23:59'].map(isValidTime)).toEqual([true, true, true]);
  });

  it.each(['24:00', '9:05', '09:5', '12:60', '12.30', ' 12:30', '12:30 ', '12:30:00', '', 'ab:cd'])('rejects %j', (text) => {
    expect(isValidTime(text)).toBe(false);
  });
});

describe('parseDay', () => {
  it('reads dd/mm/yyyy as local midnight', () => {
    expect(localParts(parseDay('05/03/2025'))).toEqual([2025, 3, 5, 0, 0, 0]);
    expect(parseDay('31/12/2099')?.getTime()).toBe(new Date(2099, 11, 31).getTime());
  });

  it('accepts a leap day only in a leap year', () => {
    expect(localParts(parseDay('29/02/2024'))).toEqual([2024, 2, 29, 0, 0, 0]);
    expect(localParts(parseDay('29/02/2000'))).toEqual([2000, 2, 29, 0, 0, 0]);
    expect(parseDay('29/02/2025')).toBeNull();
    expect(parseDay('29/02/1900')).toBeNull();
  });

  it.each(['31/02/2025', '31/04/2025', '00/01/2025', '01/00/2025', '01/13/2025', '32/01/2025'])(
    'rejects the impossible date %j',
    (text) => expect(parseDay(text)).toBeNull(),
  );

  it.each(['1/2/2025', '01/2/2025', '01/02/25', '01-02-2025', '2025-02-01', ' 01/02/2025', '01/02/2025x', ''])(
    'rejects the wrong pattern %j',
    (text) => expect(parseDay(text)).toBeNull(),
  );

  it('keeps a two-digit year as written rather than moving it to the 1900s', () => {
    expect(parseDay('01/01/0099')?.getFullYear()).toBe(99);
  });
});

describe('parseMonth', () => {
  it('reads mm/yyyy as the 1st of the month', () => {
    expect(localParts(parseMonth('02/2024'))).toEqual([2024, 2, 1, 0, 0, 0]);
    expect(localParts(parseMonth('12/2025'))).toEqual([2025, 12, 1, 0, 0, 0]);
  });

  it.each(['13/2025', '00/2025', '2/2025', '02/25', '02-2025', '01/02/2025', ''])('rejects %j', (text) => {
    expect(parseMonth(text)).toBeNull();
  });
});

describe('parseIsoDate', () => {
  it('reads yyyy-MM-dd as local midnight, not UTC', () => {
    const date = parseIsoDate('2025-03-01');
    expect(localParts(date)).toEqual([2025, 3, 1, 0, 0, 0]);
    expect(date?.getTime()).toBe(new Date(2025, 2, 1).getTime());
  });

  it('reads a date-time without offset as local time', () => {
    expect(localParts(parseIsoDate('2025-12-31T23:59:58'))).toEqual([2025, 12, 31, 23, 59, 58]);
    expect(localParts(parseIsoDate('2025-01-02T00:00'))).toEqual([2025, 1, 2, 0, 0, 0]);
    expect(parseIsoDate('2025-01-02T10:20:30.5')?.getMilliseconds()).toBe(500);
  });

  it('applies an explicit offset', () => {
    expect(parseIsoDate('2025-03-01T10:00:00Z')?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(parseIsoDate('2025-03-01T10:00:00+02:00')?.toISOString()).toBe('2025-03-01T08:00:00.000Z');
    expect(parseIsoDate('2025-03-01T00:30:00-0130')?.toISOString()).toBe('2025-03-01T02:00:00.000Z');
  });

  it.each(['', '2025-02-29', '2025-13-01', '2025-02-31', '2025-01-01T24:00:00', '2025-01-01T10:60', '01/02/2025', '2025-1-2', 'hoy'])(
    'rejects %j',
    (text) => expect(parseIsoDate(text)).toBeNull(),
  );
});
