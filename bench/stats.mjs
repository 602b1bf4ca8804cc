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
