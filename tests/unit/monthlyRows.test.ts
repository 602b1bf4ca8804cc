import { describe, expect, it } from 'vitest';
import { monthlyRows, type MonthlySeed } from '../../src/demo/monthlyRows';

interface Row {
  id: number;
  month: string;
  part: string;
}

/**
 * Three months of 2, 0 and 3 rows in parts A and B, counting which parts were seeded. The rows'
 * parts by place: January A B, March B A B (interleaved, as leads of two academies are).
 */
function threeMonths() {
  const seeded: string[] = [];
  const partsByPlace = [['A', 'B'], [], ['B', 'A', 'B']];
  const seed: MonthlySeed<Row> = {
    months: ['2026-01', '2026-02', '2026-03'],
    counts: [2, 0, 3],
    parts: ['A', 'B'],
    partAt: (index, place) => partsByPlace[index][place],
    seedPart(index, part, firstId) {
      const month = this.months[index];
      seeded.push(`${month}/${part}`);
      return partsByPlace[index].flatMap((of, place) => (of === part ? [{ id: firstId + place, month, part }] : []));
    },
  };
  return { seed, seeded };
}

const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('monthlyRows', () => {
  it('seeds only the months read, once each, with ids following the counts of the months before', () => {
    const { seed, seeded } = threeMonths();
    const rows = monthlyRows(seed, undefined);
    expect(rows.ofMonth('2026-03')).toEqual([
      { id: 3, month: '2026-03', part: 'B' },
      { id: 4, month: '2026-03', part: 'A' },
      { id: 5, month: '2026-03', part: 'B' },
    ]);
    expect(rows.ofMonth('2026-03')).toBe(rows.ofMonth('2026-03'));
    expect(seeded).toEqual(['2026-03/A', '2026-03/B']);
    expect(rows.ofMonth('2025-12')).toEqual([]);
    expect(rows.built()).toEqual({
      '2026-03/A': [{ id: 4, month: '2026-03', part: 'A' }],
      '2026-03/B': [
        { id: 3, month: '2026-03', part: 'B' },
        { id: 5, month: '2026-03', part: 'B' },
      ],
    });
  });

  it('seeds one part of a month alone when asked for it, and none for a part it does not have', () => {
    const { seed, seeded } = threeMonths();
    const rows = monthlyRows(seed, undefined);
    expect(ids(rows.ofMonth('2026-03', 'B'))).toEqual([3, 5]);
    expect(seeded).toEqual(['2026-03/B']);
    expect(rows.ofMonth('2026-03', 'C')).toEqual([]);
    expect(ids(rows.ofMonth('2026-03'))).toEqual([3, 4, 5]);
    expect(seeded).toEqual(['2026-03/B', '2026-03/A']);
  });

  it('reads the months from a date up to another, excluded, whatever the dates’ precision', () => {
    const rows = monthlyRows(threeMonths().seed, undefined);
    const between = (from: string, to: string) => ids(rows.between(from, to));
    expect(between('2026-01', '2026-03')).toEqual([1, 2]);
    expect(between('2026-01-15', '2026-03-01')).toEqual([1, 2, 3, 4, 5]);
    expect(between('2025-06', '2026-02')).toEqual([1, 2]);
    expect(between('2026-02-10', '2027')).toEqual([3, 4, 5]);
    expect(between('2026-04', '2027')).toEqual([]);
    expect(ids(rows.all())).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds and removes a row by id in its part only, from the part and the month, and never gives a removed id again', () => {
    const { seed, seeded } = threeMonths();
    const rows = monthlyRows(seed, undefined);
    const fifth = rows.find(5);
    expect(fifth).toEqual({ id: 5, month: '2026-03', part: 'B' });
    expect(seeded).toEqual(['2026-03/B']);
    expect(ids(rows.ofMonth('2026-03'))).toEqual([3, 4, 5]);
    rows.remove(fifth!);
    expect(rows.find(5)).toBeUndefined();
    expect(rows.find(0)).toBeUndefined();
    expect(rows.find(6)).toBeUndefined();
    expect(ids(rows.ofMonth('2026-03', 'B'))).toEqual([3]);
    expect(ids(rows.all())).toEqual([1, 2, 3, 4]);
  });

  it('reads back the stored parts instead of seeding them, and ignores what is not a part of a month of the table', () => {
    const { seed, seeded } = threeMonths();
    const changed = [{ id: 1, month: 'edited', part: 'A' }];
    const rows = monthlyRows(seed, {
      '2026-01/A': changed,
      '2026-01/C': [{ id: 97, month: 'other part', part: 'C' }],
      '2026-03': [{ id: 98, month: 'a whole month, as stored before parts', part: 'A' }],
      '2024-01/A': [{ id: 99, month: 'old', part: 'A' }],
      '2026-03/A': 'broken',
    });
    expect(rows.ofMonth('2026-01', 'A')).toBe(changed);
    expect(rows.all().map((row) => row.month)).toEqual(['edited', '2026-01', '2026-03', '2026-03', '2026-03']);
    expect(seeded).toEqual(['2026-01/B', '2026-02/A', '2026-02/B', '2026-03/A', '2026-03/B']);
  });
});
