// The paired statistics a speed device is judged by (bench/compare.mjs), and the interval that
// says when the bench has taken enough loads (bench/run.mjs): values worked out by hand.
import { describe, expect, it } from 'vitest';
import { medianInterval, pairedGain, signTestP, wilcoxonP } from '../../bench/stats.mjs';

describe('the sign test', () => {
  it('gives the binomial tail of k of n pairs in one direction', () => {
    // (C(15,12) + C(15,13) + C(15,14) + C(15,15)) / 2^15 = (455 + 105 + 15 + 1) / 32768
    expect(signTestP(12, 15)).toBeCloseTo(576 / 32768, 10);
    // … + C(15,11) = 1365
    expect(signTestP(11, 15)).toBeCloseTo(1941 / 32768, 10);
    expect(signTestP(0, 15)).toBe(1);
  });
});

describe("Wilcoxon's signed-rank test", () => {
  it('is 1 / 2^n when every pair gains', () => {
    expect(wilcoxonP([1, 2, 3, 4, 5])).toBeCloseTo(1 / 32, 10);
  });

  it('counts the sign assignments with a rank sum at least as large', () => {
    // W+ = 1 + 3 + 4 + 5 = 13 of 15: the losses' ranks sum to at most 2 in {}, {1}, {2}.
    expect(wilcoxonP([1, -2, 3, 4, 5])).toBeCloseTo(3 / 32, 10);
  });

  it('gives tied differences their mean rank and drops zeros', () => {
    // Ranks 2, 2, 2; W+ = 4: sums 0, 2, 4, 6 come 1, 3, 3, 1 times of 8.
    expect(wilcoxonP([1, 1, -1, 0])).toBeCloseTo(4 / 8, 10);
  });
});

describe('a paired comparison', () => {
  it("reports B's median gain over A and its share of A", () => {
    const result = pairedGain([100, 110, 120], [90, 100, 125]);
    expect(result).toMatchObject({ medianA: 110, medianB: 100, gain: 10, faster: 2, pairs: 3 });
    expect(result.share).toBeCloseTo(10 / 110, 10);
  });
});

describe("the median's distribution-free interval", () => {
  it('runs from the 2nd to the 8th of 9 values', () => {
    // P(X ≤ 1) = 10 / 512 ≈ 0.020 ≤ 0.025 < P(X ≤ 2) = 46 / 512 for X binomial(9, 1/2).
    expect(medianInterval([0.9, 0.1, 0.8, 0.2, 0.7, 0.3, 0.6, 0.4, 0.5])).toEqual({ low: 0.2, high: 0.8, halfWidth: expect.closeTo(0.3, 10) });
  });

  it('runs from the 6th to the 15th of 20 values', () => {
    // P(X ≤ 5) = 21,700 / 1,048,576 ≈ 0.021 ≤ 0.025 < P(X ≤ 6) ≈ 0.058 for X binomial(20, 1/2).
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(medianInterval(values)).toEqual({ low: 6, high: 15, halfWidth: 4.5 });
  });

  it('refuses too few values to bound a median', () => {
    // Even the smallest and largest of 5 miss the median with a chance of 2 / 32 > 0.05.
    expect(() => medianInterval([1, 2, 3, 4, 5])).toThrow('5 values are too few');
  });
});
