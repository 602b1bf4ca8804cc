// Types of bench/stats.mjs for the tests that import it.
export function median(values: readonly number[]): number;
export function summary(values: readonly number[]): { median: number; min: number; max: number; runs: number };
export function timeRuns(fn: () => void, options?: { runs?: number; warmup?: number }): ReturnType<typeof summary>;
export function signTestP(k: number, n: number): number;
export function wilcoxonP(differences: readonly number[]): number;
export function pairedGain(
  a: readonly number[],
  b: readonly number[],
): { medianA: number; medianB: number; gain: number; share: number; faster: number; pairs: number; signP: number; wilcoxonP: number };
export function medianInterval(values: readonly number[], confidence?: number): { low: number; high: number; halfWidth: number };
