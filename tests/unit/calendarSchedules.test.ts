// The calendar screens' pure logic: opening-hour slots and their display (spec 02 §2, §9),
// the month windows of their selectors and the weeks of a month grid (spec 02 §9), and the delete
// button's text (spec 02 §2).
import { describe, expect, it } from 'vitest';
import { deleteClassesLabel } from '../../src/screens/administracion/horarios/profesores/classSelection';
import {
  CALENDAR_MONTHS,
  CLASS_SCHEDULE_MONTHS,
  isoDayOf,
  monthWeeks,
  OPENING_HOURS_MONTHS,
  stepMonth,
  TEACHER_SCHEDULE_MONTHS,
} from '../../src/screens/administracion/months';
import { HALF_HOUR_SLOTS, mergeSlots, OPENING_SLOTS, sortSlots, WHOLE_HOUR_SLOTS } from '../../src/screens/administracion/horarios/aperturas/slots';

describe('opening-hour slots', () => {
  it('offers the 17 one-hour slots from 06:00-07:00 to 22:00-23:00', () => {
    expect(WHOLE_HOUR_SLOTS).toEqual([
      '06:00-07:00', '07:00-08:00', '08:00-09:00', '09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00',
      '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00', '18:00-19:00', '19:00-20:00',
      '20:00-21:00', '21:00-22:00', '22:00-23:00',
    ]);
  });

  it('offers the 17 half-hour-shifted slots from 06:30-07:30 to 22:30-23:30', () => {
    expect(HALF_HOUR_SLOTS).toEqual([
      '06:30-07:30', '07:30-08:30', '08:30-09:30', '09:30-10:30', '10:30-11:30', '11:30-12:30', '12:30-13:30',
      '13:30-14:30', '14:30-15:30', '15:30-16:30', '16:30-17:30', '17:30-18:30', '18:30-19:30', '19:30-20:30',
      '20:30-21:30', '21:30-22:30', '22:30-23:30',
    ]);
  });

  it('has 34 slots in all, in order of start', () => {
    expect(OPENING_SLOTS).toHaveLength(34);
    expect(OPENING_SLOTS.slice(0, 4)).toEqual(['06:00-07:00', '06:30-07:30', '07:00-08:00', '07:30-08:30']);
    expect(OPENING_SLOTS.at(-1)).toBe('22:30-23:30');
  });

  it('sorts slots by start and leaves out texts that are no slot', () => {
    expect(sortSlots(['10:00-11:00', 'nada', '09:30-10:30', '09:00-10:00'])).toEqual(['09:00-10:00', '09:30-10:30', '10:00-11:00']);
  });
});

describe('mergeSlots', () => {
  it('joins adjacent slots: 09:00-10:00 and 10:00-11:00 show as 09:00-11:00', () => {
    expect(mergeSlots(['09:00-10:00', '10:00-11:00'])).toEqual(['09:00-11:00']);
  });

  it('keeps separate ranges apart, in order, whatever order the server gave', () => {
    expect(mergeSlots(['17:00-18:00', '09:00-10:00', '16:00-17:00', '10:00-11:00', '13:00-14:00'])).toEqual([
      '09:00-11:00',
      '13:00-14:00',
      '16:00-18:00',
    ]);
  });

  it('joins overlapping half-hour-shifted slots too', () => {
    expect(mergeSlots(['09:00-10:00', '09:30-10:30', '10:30-11:30'])).toEqual(['09:00-11:30']);
  });

  it('shows nothing for no slots', () => {
    expect(mergeSlots([])).toEqual([]);
  });
});

describe('month windows', () => {
  const today = new Date(2026, 10, 24);

  it('are 4 back and 4 forward for opening hours, 6 back and 4 forward for both class schedules', () => {
    expect(OPENING_HOURS_MONTHS).toEqual({ back: 4, forward: 4 });
    expect(CLASS_SCHEDULE_MONTHS).toEqual({ back: 6, forward: 4 });
    expect(TEACHER_SCHEDULE_MONTHS).toEqual({ back: 6, forward: 4 });
  });

  it("step the calendar's arrows across years", () => {
    expect(stepMonth('12/2026', 1, CALENDAR_MONTHS, today)).toBe('01/2027');
    expect(stepMonth('01/2026', -1, CALENDAR_MONTHS, today)).toBe('12/2025');
  });

  it('stop at the ends of the window', () => {
    expect(stepMonth('03/2027', 1, OPENING_HOURS_MONTHS, today)).toBeNull();
    expect(stepMonth('07/2026', -1, OPENING_HOURS_MONTHS, today)).toBeNull();
    expect(stepMonth('02/2027', 1, OPENING_HOURS_MONTHS, today)).toBe('03/2027');
    expect(stepMonth('11/2024', -1, CALENDAR_MONTHS, today)).toBeNull();
    expect(stepMonth('11/2027', 1, CALENDAR_MONTHS, today)).toBeNull();
  });
});

describe('isoDayOf', () => {
  it("writes a day as records hold it, 'yyyy-MM-dd'", () => {
    expect(isoDayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('monthWeeks', () => {
  const days = (weeks: Date[][]) => weeks.map((week) => week.map(isoDayOf));

  it('gives the weeks that hold the month, Monday to Sunday, with the days of the months beside it', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const weeks = days(monthWeeks('11/2026'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks[1][0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('gives four weeks to a February that begins on a Monday', () => {
    const weeks = days(monthWeeks('02/2027'));
    expect(weeks.map((week) => [week[0], week[6]])).toEqual([
      ['2027-02-01', '2027-02-07'],
      ['2027-02-08', '2027-02-14'],
      ['2027-02-15', '2027-02-21'],
      ['2027-02-22', '2027-02-28'],
    ]);
  });
});

describe('deleteClassesLabel', () => {
  it("says 'Borrar', 'Borrar clase' or 'Borrar N clases'", () => {
    expect(deleteClassesLabel(0)).toBe('Borrar');
    expect(deleteClassesLabel(1)).toBe('Borrar clase');
    expect(deleteClassesLabel(2)).toBe('Borrar 2 clases');
    expect(deleteClassesLabel(12)).toBe('Borrar 12 clases');
  });
});
