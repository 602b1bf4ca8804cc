/**
 * The fastest of `runs` runs after `warmUps` warm-up runs (the JIT compiles the code on the first
 * ones), in milliseconds of this process's CPU time. Other test runs sharing the machine's two
 * cores delay the wall clock, not the work done, and the fastest run is the one they disturbed
 * least: a single wall-clock run of 50.5 ms was seen in a full test run, for work the bench times
 * at 21 ms.
 */
export function fastestMs(run: () => unknown, { runs = 5, warmUps = 3 } = {}): number {
  for (let warmUp = 0; warmUp < warmUps; warmUp++) run();
  const times = Array.from({ length: runs }, () => {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  });
  return Math.min(...times);
}
