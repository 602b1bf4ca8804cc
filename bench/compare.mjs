// `node bench/compare.mjs <build A> <build B> [path] [selector] [runs]`: two builds of the console
// side by side, to judge a change by figures taken in one run. Cold loads of one screen
// (default the study-centre list) alternate between the builds, to the same first-row rule as
// the bench; it prints each build's median and in how many pairs B was faster. Build each with
// `NODE_ENV=production VITE_DEMO_SCALE=25 npx vite build --outDir <dir>`.
import { firstRowLoads } from './browser.mjs';
import { serveBuild } from './server.mjs';
import { median } from './stats.mjs';

const [dirA, dirB, path = '/administracion/centros-estudio', firstRowSelector, runs = '9'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node bench/compare.mjs <build A> <build B> [path] [selector] [runs]');
  process.exit(2);
}
const servers = await Promise.all([serveBuild(dirA), serveBuild(dirB)]);
try {
  const screens = servers.map((server, index) => ({ name: index ? 'B' : 'A', url: `${server.baseUrl}${path}`, firstRowSelector: firstRowSelector || undefined }));
  const [a, b] = await firstRowLoads({ screens, runs: Number(runs) });
  const fasterB = b.filter((time, run) => time < a[run]).length;
  console.log(`${path}: A ${median(a).toFixed(1)} ms, B ${median(b).toFixed(1)} ms (medians of ${a.length}); B faster in ${fasterB} of ${a.length} pairs`);
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
