// `node bench/compare.mjs <build A> <build B> [path] [selector] [pairs]`: two builds of the console
// side by side, to judge a change by figures taken in one run. Cold loads of one screen
// (default the study-centre list) alternate between the builds, to the same first-row rule as
// the bench (15 pairs by default, the fewest a speed device is judged on). It prints each
// build's median, B's median gain over A, in how many pairs B was faster, and the one-sided
// sign-test and Wilcoxon p-values of B being faster; with `--json` also one JSON line.
// With `--interactions` it compares instead the study-centre list's search keystroke, last
// keystroke, sort click and page step, as the bench times them, on a new load of each build in
// turn (path and selector are then ignored).
// Build each with `NODE_ENV=production VITE_DEMO_SCALE=25 npx vite build --outDir <dir>`.
import { CONSOLE_LIST, firstRowLoads, interactionPairs } from './browser.mjs';
import { serveBuild } from './server.mjs';
import { pairedGain } from './stats.mjs';

const FLAGS = ['--json', '--interactions'];
const json = process.argv.includes('--json');
const [dirA, dirB, path = CONSOLE_LIST.path, firstRowSelector, pairs = '15'] = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));
if (!dirA || !dirB) {
  console.error('usage: node bench/compare.mjs <build A> <build B> [path] [selector] [pairs] [--json] [--interactions]');
  process.exit(2);
}
const servers = await Promise.all([serveBuild(dirA), serveBuild(dirB)]);
try {
  const ms = (n) => `${n.toFixed(1)} ms`;
  /** One figure's line: both medians, B's gain, in how many pairs B was faster and the p-values. */
  const report = (name, a, b) => {
    const result = pairedGain(a, b);
    console.log(
      `${name}: A ${ms(result.medianA)}, B ${ms(result.medianB)}; B's median gain ${ms(result.gain)} (${(result.share * 100).toFixed(1)} % of A), ` +
        `faster in ${result.faster} of ${result.pairs} pairs; one-sided p: sign test ${result.signP.toFixed(3)}, Wilcoxon ${result.wilcoxonP.toFixed(3)}`,
    );
    if (json) console.log(JSON.stringify({ figure: name, a, b, ...result }));
  };
  if (process.argv.includes('--interactions')) {
    const [a, b] = await interactionPairs({ urls: servers.map((server) => `${server.baseUrl}${CONSOLE_LIST.path}`), runs: Number(pairs) });
    for (const figure of Object.keys(a)) report(`${CONSOLE_LIST.path} ${figure}`, a[figure], b[figure]);
  } else {
    const screens = servers.map((server, index) => ({ name: index ? 'B' : 'A', url: `${server.baseUrl}${path}`, firstRowSelector: firstRowSelector || undefined }));
    const [a, b] = await firstRowLoads({ screens, runs: Number(pairs) });
    report(path, a, b);
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
