// A dated table built a month at a time, and each month a part at a time: a screen of one month
// waits for that month's rows, not for the two years a benchmark scale holds (its 60,000 leads
// take half a second to seed in the browser), and a screen of one academy's month waits for that
// academy's rows only. Each part of a month comes from its own random stream, and its ids follow
// from the row counts of the months before it and from the month's order of rows, known in
// advance: a part is the same whichever parts were built before it. The parts built so far are
// what is stored after a change.

export interface MonthlySeed<T> {
  /** 'yyyy-MM' of every month the table holds, oldest first. */
  months: readonly string[];
  /** The rows each month is seeded with, in the order of `months`. */
  counts: readonly number[];
  /** The parts every month is seeded in (the academies): a month's rows are its parts' rows. */
  parts: readonly string[];
  /** The part of months[index]'s row at `place`, its place in the month's order (0 for the first). */
  partAt(index: number, place: number): string;
  /** The rows of months[index] in `part`, in the table's order: the month's row at place p has id firstId + p. */
  seedPart(index: number, part: string, firstId: number): T[];
}

export interface MonthlyRows<T> {
  /** The rows of a month ('yyyy-MM'), of one of its parts when given: none for a month the table does not hold. */
  ofMonth(month: string, part?: string): T[];
  /** The rows of every month from `from`'s up to `to`, excluded (each any prefix of a date 'yyyy-MM…'), in order. */
  between(from: string, to: string): T[];
  /** Every month's rows, in order. */
  all(): T[];
  find(id: number): T | undefined;
  remove(row: T): void;
  /** The parts built so far, by 'yyyy-MM/part', to store and read back after a reload. */
  built(): Record<string, T[]>;
}

const keyOf = (month: string, part: string) => `${month}/${part}`;

export function monthlyRows<T extends { id: number }>(seed: MonthlySeed<T>, stored: unknown): MonthlyRows<T> {
  const { months, counts, parts } = seed;
  const firstIds: number[] = [1];
  for (const count of counts) firstIds.push(firstIds[firstIds.length - 1] + count);
  const byPart = new Map<string, T[]>();
  if (stored && typeof stored === 'object') {
    const keys = new Set(months.flatMap((month) => parts.map((part) => keyOf(month, part))));
    for (const [key, rows] of Object.entries(stored)) if (keys.has(key) && Array.isArray(rows)) byPart.set(key, rows as T[]);
  }
  /** Each month's rows of every part, in order, once a screen has read them whole. */
  const byMonth = new Map<string, T[]>();

  const rowsOfPart = (index: number, part: string): T[] => {
    const key = keyOf(months[index], part);
    let rows = byPart.get(key);
    if (!rows) byPart.set(key, (rows = seed.seedPart(index, part, firstIds[index])));
    return rows;
  };
  const rowsOf = (index: number): T[] => {
    const month = months[index];
    let rows = byMonth.get(month);
    if (!rows) {
      rows = parts.flatMap((part) => rowsOfPart(index, part)).sort((a, b) => a.id - b.id);
      byMonth.set(month, rows);
    }
    return rows;
  };
  const monthOfId = (id: number): number => {
    let index = months.length - 1;
    while (index >= 0 && firstIds[index] > id) index--;
    return id < firstIds[months.length] ? index : -1;
  };
  const partOfId = (index: number, id: number) => seed.partAt(index, id - firstIds[index]);
  const within = (from: number, to: number) => {
    const rows: T[] = [];
    for (let index = from; index < to; index++) for (const row of rowsOf(index)) rows.push(row);
    return rows;
  };
  const removeFrom = (rows: T[] | undefined, row: T) => {
    const at = rows?.indexOf(row) ?? -1;
    if (at >= 0) rows?.splice(at, 1);
  };

  return {
    ofMonth(month, part) {
      const index = months.indexOf(month);
      if (index < 0) return [];
      if (part === undefined) return rowsOf(index);
      return parts.includes(part) ? rowsOfPart(index, part) : [];
    },
    between(from, to) {
      const first = months.findIndex((month) => month >= from.slice(0, 7));
      if (first < 0) return [];
      let end = first;
      while (end < months.length && months[end] < to) end++;
      return within(first, end);
    },
    all: () => within(0, months.length),
    find(id) {
      const index = monthOfId(id);
      return index < 0 ? undefined : rowsOfPart(index, partOfId(index, id)).find((row) => row.id === id);
    },
    remove(row) {
      const index = monthOfId(row.id);
      if (index < 0) return;
      removeFrom(rowsOfPart(index, partOfId(index, row.id)), row);
      removeFrom(byMonth.get(months[index]), row);
    },
    built: () => Object.fromEntries(byPart),
  };
}
