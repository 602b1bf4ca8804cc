// How a day's opening-hour slots are shown (spec 02 §2: adjacent slots merged). A slot is
// 'HH:MM-HH:MM', as the API sends and receives it; the 34 the API knows are its vocabulary.
import { compareText } from '../../../../common/compareText';

export { HALF_HOUR_SLOTS, OPENING_SLOTS, WHOLE_HOUR_SLOTS } from '../../../../contract/vocabulary';

interface Range {
  start: string;
  end: string;
}

const RANGE = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

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

