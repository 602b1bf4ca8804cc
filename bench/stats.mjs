// Medians and spreads of repeated measurements.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, minimum and maximum, rounded to a tenth. */
export function summary(values) {
  const round = (n) => Math.round(n * 10) / 10;
  return { median: round(median(values)), min: round(Math.min(...values)), max: round(Math.max(...values)), runs: values.length };
}

/** Times `fn` `runs` times after `warmup` unmeasured calls, in milliseconds. */
export function timeRuns(fn, { runs = 15, warmup = 3 } = {}) {
  for (let i = 0; i < warmup; i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return summary(times);
}

/**
 * A distribution-free confidence interval of the median (95 % by default), from the order
 * statistics: the k-th smallest and the k-th largest value, k the largest with a chance of at
 * most (1 − confidence) / 2 that fewer than k values fall below the true median. Its half-width
 * is what a median of these values may move from one run to the next. Needs at least 6 values.
 */
export function medianInterval(values, confidence = 0.95) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  // P(X ≤ k − 1) for X binomial(n, 1/2) is 1 − P(X ≥ k).
  let k = 0;
  while (k + 1 <= n / 2 && 1 - signTestP(k + 1, n) <= (1 - confidence) / 2) k++;
  if (k === 0) throw new Error(`${n} values are too few for a ${confidence * 100} % interval of their median`);
  const low = sorted[k - 1];
  const high = sorted[n - k];
  return { low, high, halfWidth: (high - low) / 2 };
}

/** P(X ≥ k) for X binomial(n, 1/2): the one-sided sign test's p for k of n pairs in one direction. */
export function signTestP(k, n) {
  let choose = 1;
  let tail = 0;
  for (let i = 0; i <= n; i++) {
    if (i >= k) tail += choose;
    choose = (choose * (n - i)) / (i + 1);
  }
  return tail / 2 ** n;
}

/**
 * Wilcoxon's signed-rank test, one-sided, exact: the chance, were gains and losses equally
 * likely, of a sum of the gains' ranks at least as large as `differences` has. A difference
 * above zero is a gain; zeros are dropped, ties share their mean rank (counted in halves so the
 * exact distribution stays over whole numbers).
 */
export function wilcoxonP(differences) {
  const nonZero = differences.filter((d) => d !== 0).sort((a, b) => Math.abs(a) - Math.abs(b));
  const halfRanks = new Array(nonZero.length);
  for (let start = 0; start < nonZero.length; ) {
    let end = start;
    while (end + 1 < nonZero.length && Math.abs(nonZero[end + 1]) === Math.abs(nonZero[start])) end++;
    for (let i = start; i <= end; i++) halfRanks[i] = start + end + 2; // twice the mean of ranks start+1 … end+1
    start = end + 1;
  }
  const observed = nonZero.reduce((sum, d, i) => sum + (d > 0 ? halfRanks[i] : 0), 0);
  // counts[s]: in how many of the 2^n sign assignments the gains' half-ranks sum to s.
  let counts = [1];
  for (const rank of halfRanks) {
    const next = new Array(counts.length + rank).fill(0);
    counts.forEach((count, sum) => {
      next[sum] += count;
      next[sum + rank] += count;
    });
    counts = next;
  }
  const atLeast = counts.slice(observed).reduce((sum, count) => sum + count, 0);
  return atLeast / 2 ** nonZero.length;
}

/**
 * Paired times of A (without a device) and B (with it): B's median gain over A in ms and as a
 * share of A's median, in how many pairs B was faster, and the one-sided sign-test and Wilcoxon
 * p-values of B being faster.
 */
export function pairedGain(a, b) {
  const differences = a.map((time, i) => time - b[i]);
  const faster = differences.filter((d) => d > 0).length;
  const gain = median(differences);
  return {
    medianA: median(a),
    medianB: median(b),
    gain,
    share: gain / median(a),
    faster,
    pairs: differences.length,
    signP: signTestP(faster, differences.filter((d) => d !== 0).length),
    wilcoxonP: wilcoxonP(differences),
  };
}
