// The paired statistics a speed device is judged by (bench/compare.mjs): values worked out by hand.
import { describe, expect, it } from 'vitest';
import { pairedGain, signTestP, wilcoxonP } from '../../bench/stats.mjs';

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
