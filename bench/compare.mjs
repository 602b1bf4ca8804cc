// `node bench/compare.mjs <build A> <build B> [path] [selector] [pairs]`: two builds of the console
// side by side, to judge a change by figures taken in one run. Cold loads of one screen
// (default the study-centre list) alternate between the builds, to the same first-row rule as
// the bench (15 pairs by default, the fewest a speed device is judged on). It prints each
// build's median, B's median gain over A, in how many pairs B was faster, and the one-sided
// sign-test and Wilcoxon p-values of B being faster; with `--json` also one JSON line.
// With `--interactions` it compares instead the study-centre list's search keystroke, last
// keystroke, sort click and page step, as the bench times them, on a new load of each build in
// turn (path and selector are then ignored).
// Both builds are served by deploy/serve. Real-API builds (the shipped setting) must be made for
// the same API origin, which the compare answers with the demo API at scale 25 in a process of
// its own: `NODE_ENV=production VITE_API_URL=http://127.0.0.1:8790 VITE_GOOGLE_CLIENT_ID=x npx
// vite build --outDir <dir>`. In-page demo builds (`VITE_DEMO_SCALE=25`, no VITE_API_URL) answer
// themselves.
import { CONSOLE_LIST, DEMO_SESSION, firstRowLoads, interactionPairs, rounds } from './browser.mjs';
import { apiOriginOf, serveBuild, startDemoApi } from './hosting.mjs';
import { pairedGain } from './stats.mjs';

const DEMO_SCALE = 25;
const FLAGS = ['--json', '--interactions'];
const json = process.argv.includes('--json');
const [dirA, dirB, path = CONSOLE_LIST.path, firstRowSelector, pairs = '15'] = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));
if (!dirA || !dirB) {
  console.error('usage: node bench/compare.mjs <build A> <build B> [path] [selector] [pairs] [--json] [--interactions]');
  process.exit(2);
}
const [apiA, apiB] = await Promise.all([apiOriginOf(dirA), apiOriginOf(dirB)]);
if (apiA !== apiB) {
  console.error(`The builds call different APIs (A: ${apiA ?? 'in the page'}, B: ${apiB ?? 'in the page'}): build both for the same`);
  process.exit(2);
}
const api = apiA ? await startDemoApi(apiA, DEMO_SCALE) : { session: DEMO_SESSION, close: async () => {} };
const servers = [];
try {
  for (const dir of [dirA, dirB]) servers.push(await serveBuild(dir));
  const setting = apiA ? `real-API builds, demo API at ${apiA}` : 'in-page demo builds';
  const ms = (n) => `${n.toFixed(1)} ms`;
  /** One figure's line: both medians, B's gain, in how many pairs B was faster and the p-values. */
  const report = (name, a, b) => {
    const result = pairedGain(a, b);
    console.log(
      `${name} (${setting}): A ${ms(result.medianA)}, B ${ms(result.medianB)}; B's median gain ${ms(result.gain)} (${(result.share * 100).toFixed(1)} % of A), ` +
        `faster in ${result.faster} of ${result.pairs} pairs; one-sided p: sign test ${result.signP.toFixed(3)}, Wilcoxon ${result.wilcoxonP.toFixed(3)}`,
    );
    if (json) console.log(JSON.stringify({ figure: name, setting, a, b, ...result }));
  };
  if (process.argv.includes('--interactions')) {
    const urls = servers.map((server) => `${server.baseUrl}${CONSOLE_LIST.path}`);
    const [a, b] = await interactionPairs({ urls, session: api.session, runs: Number(pairs) });
    for (const figure of Object.keys(a)) report(`${CONSOLE_LIST.path} ${figure}`, a[figure], b[figure]);
  } else {
    const screens = servers.map((server, index) => ({ name: index ? 'B' : 'A', url: `${server.baseUrl}${path}`, firstRowSelector: firstRowSelector || undefined }));
    const [a, b] = await firstRowLoads({ screens, session: api.session, enough: rounds(Number(pairs)) });
    report(path, a, b);
  }
} finally {
  await Promise.all([api, ...servers].map((server) => server.close()));
}
