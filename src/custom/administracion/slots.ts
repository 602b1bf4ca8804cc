// Opening-hour slots (spec 02 §9) and how a day's slots are shown (spec 02 §2: adjacent slots
// merged). A slot is 'HH:MM-HH:MM', as the API sends and receives it.
import { addHours, addMinutes, eachHourOfInterval, set } from 'date-fns';
import { compareText } from '../../common/compareText';
import { formatTime } from '../../common/format';

interface Range {
  start: string;
  end: string;
}

const RANGE = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

const FIRST_START_HOUR = 6;
const LAST_START_HOUR = 22;

const slotOf = (start: Date) => `${formatTime(start)}-${formatTime(addHours(start, 1))}`;

/** The starts of the one-hour slots, 06:00 to 22:00, on an arbitrary day. */
function wholeHourStarts(): Date[] {
  const day = new Date(2000, 0, 1);
  return eachHourOfInterval({ start: set(day, { hours: FIRST_START_HOUR }), end: set(day, { hours: LAST_START_HOUR }) });
}

/** One-hour slots from 06:00-07:00 to 22:00-23:00 (17). */
export const WHOLE_HOUR_SLOTS: readonly string[] = wholeHourStarts().map(slotOf);

/** The same shifted by half an hour, 06:30-07:30 to 22:30-23:30 (17). */
export const HALF_HOUR_SLOTS: readonly string[] = wholeHourStarts().map((start) => slotOf(addMinutes(start, 30)));


function rangeOf(slot: string): Range | null {
  const match = RANGE.exec(slot.trim());
  return match ? { start: match[1], end: match[2] } : null;
}

// 'HH:MM' with two-digit parts orders as the time it names.
const byStart = (a: Range, b: Range) => compareText(a.start, b.start) || compareText(a.end, b.end);

/** Slots in order of start; an unreadable text is left out. */
export function sortSlots(slots: readonly string[]): string[] {
  return slots
    .map(rangeOf)
    .filter((range): range is Range => range !== null)
    .sort(byStart)
    .map(({ start, end }) => `${start}-${end}`);
}

/**
 * A day's slots as they are shown: in order, and any that touch or overlap joined into one
 * range (09:00-10:00 and 10:00-11:00 show as 09:00-11:00).
 */
export function mergeSlots(slots: readonly string[]): string[] {
  const ranges = slots
    .map(rangeOf)
    .filter((range): range is Range => range !== null)
    .sort(byStart);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged.map(({ start, end }) => `${start}-${end}`);
}

/** Every slot a day can be given, in order of start (34). */
export const OPENING_SLOTS: readonly string[] = sortSlots([...WHOLE_HOUR_SLOTS, ...HALF_HOUR_SLOTS]);
