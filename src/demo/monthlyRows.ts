// A dated table built a month at a time: a screen of one month waits for that month's rows,
// not for the two years a benchmark scale holds (its 60,000 leads take half a second to seed in
// the browser). Each month comes from its own random stream, and its ids follow from the row
// counts of the months before it, known in advance: a month is the same whichever months were
// built before it. The months built so far are what is stored after a change.

export interface MonthlySeed<T> {
  /** 'yyyy-MM' of every month the table holds, oldest first. */
  months: readonly string[];
  /** The rows each month is seeded with, in the order of `months`. */
  counts: readonly number[];
  /** The rows of months[index] in the table's order, their ids from firstId up. */
  seedMonth(index: number, firstId: number): T[];
}

export interface MonthlyRows<T> {
  /** The rows of a month ('yyyy-MM'): none for a month the table does not hold. */
  ofMonth(month: string): T[];
  /** The rows of every month from `from`'s up to `to`, excluded (each any prefix of a date 'yyyy-MM…'), in order. */
  between(from: string, to: string): T[];
  /** Every month's rows, in order. */
  all(): T[];
  find(id: number): T | undefined;
  remove(row: T): void;
  /** The months built so far, by 'yyyy-MM', to store and read back after a reload. */
  built(): Record<string, T[]>;
}

export function monthlyRows<T extends { id: number }>(seed: MonthlySeed<T>, stored: unknown): MonthlyRows<T> {
  const { months, counts } = seed;
  const firstIds: number[] = [1];
  for (const count of counts) firstIds.push(firstIds[firstIds.length - 1] + count);
  const byMonth = new Map<string, T[]>();
  if (stored && typeof stored === 'object') {
    for (const [month, rows] of Object.entries(stored)) if (months.includes(month) && Array.isArray(rows)) byMonth.set(month, rows as T[]);
  }

  const rowsOf = (index: number): T[] => {
    const month = months[index];
    let rows = byMonth.get(month);
    if (!rows) byMonth.set(month, (rows = seed.seedMonth(index, firstIds[index])));
    return rows;
  };
  const monthOfId = (id: number): number => {
    let index = months.length - 1;
    while (index >= 0 && firstIds[index] > id) index--;
    return id < firstIds[months.length] ? index : -1;
  };
  const within = (from: number, to: number) => {
    const rows: T[] = [];
    for (let index = from; index < to; index++) for (const row of rowsOf(index)) rows.push(row);
    return rows;
  };

  return {
    ofMonth(month) {
      const index = months.indexOf(month);
      return index < 0 ? [] : rowsOf(index);
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
      return index < 0 ? undefined : rowsOf(index).find((row) => row.id === id);
    },
    remove(row) {
      const index = monthOfId(row.id);
      if (index < 0) return;
      const rows = rowsOf(index);
      const at = rows.indexOf(row);
      if (at >= 0) rows.splice(at, 1);
    },
    built: () => Object.fromEntries(byMonth),
  };
}
