import { describe, expect, it } from 'vitest';
import { monthlyRows, type MonthlySeed } from '../../src/demo/monthlyRows';

interface Row {
  id: number;
  month: string;
}

/** Three months of 2, 0 and 3 rows, counting which months were seeded. */
function threeMonths() {
  const seeded: string[] = [];
  const seed: MonthlySeed<Row> = {
    months: ['2026-01', '2026-02', '2026-03'],
    counts: [2, 0, 3],
    seedMonth(index, firstId) {
      const month = this.months[index];
      seeded.push(month);
      return Array.from({ length: this.counts[index] }, (_, i) => ({ id: firstId + i, month }));
    },
  };
  return { seed, seeded };
}

describe('monthlyRows', () => {
  it('seeds only the months read, once each, with ids following the counts of the months before', () => {
    const { seed, seeded } = threeMonths();
    const rows = monthlyRows(seed, undefined);
    expect(rows.ofMonth('2026-03')).toEqual([
      { id: 3, month: '2026-03' },
      { id: 4, month: '2026-03' },
      { id: 5, month: '2026-03' },
    ]);
    expect(rows.ofMonth('2026-03')).toBe(rows.ofMonth('2026-03'));
    expect(seeded).toEqual(['2026-03']);
    expect(rows.ofMonth('2025-12')).toEqual([]);
    expect(rows.built()).toEqual({ '2026-03': rows.ofMonth('2026-03') });
  });

  it('reads the months from a date up to another, excluded, whatever the dates’ precision', () => {
    const rows = monthlyRows(threeMonths().seed, undefined);
    const ids = (from: string, to: string) => rows.between(from, to).map((row) => row.id);
    expect(ids('2026-01', '2026-03')).toEqual([1, 2]);
    expect(ids('2026-01-15', '2026-03-01')).toEqual([1, 2, 3, 4, 5]);
    expect(ids('2025-06', '2026-02')).toEqual([1, 2]);
    expect(ids('2026-02-10', '2027')).toEqual([3, 4, 5]);
    expect(ids('2026-04', '2027')).toEqual([]);
    expect(rows.all().map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds and removes a row by id in its month only, and never gives a removed id again', () => {
    const { seed, seeded } = threeMonths();
    const rows = monthlyRows(seed, undefined);
    const fourth = rows.find(4);
    expect(fourth).toEqual({ id: 4, month: '2026-03' });
    expect(seeded).toEqual(['2026-03']);
    rows.remove(fourth!);
    expect(rows.find(4)).toBeUndefined();
    expect(rows.find(0)).toBeUndefined();
    expect(rows.find(6)).toBeUndefined();
    expect(rows.all().map((row) => row.id)).toEqual([1, 2, 3, 5]);
  });

  it('reads back the stored months instead of seeding them, and ignores what is not a month of the table', () => {
    const { seed, seeded } = threeMonths();
    const changed = [{ id: 1, month: 'edited' }];
    const rows = monthlyRows(seed, { '2026-01': changed, '2024-01': [{ id: 99, month: 'old' }], '2026-03': 'broken' });
    expect(rows.ofMonth('2026-01')).toBe(changed);
    expect(rows.all().map((row) => row.month)).toEqual(['edited', '2026-03', '2026-03', '2026-03']);
    expect(seeded).toEqual(['2026-02', '2026-03']);
  });
});
