// What a cold load's main thread did before the first row, for bench/phases.mjs: the browser's
// own work by kind from a Chromium trace, and the scripts' time by the package (or the console's
// folder) their code comes from, from a CPU profile read through the build's source maps.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The trace categories whose events say what the main thread did. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'blink.user_timing'];

/** Kinds of work, by trace event name; the first that matches names an event's own time. */
const WORK_KINDS = [
  // V8's parsers and its baseline and optimising compilers, on this thread.
  ['parsing and compiling scripts', /^(v8\.(compile|produceCache|produceModuleCache|deserialize)|V8\.(Parse|Compile|Maglev|Optimize|Finalize|OffThreadFinalization|MarkCandidates|Deoptimize)|FlushInstructionCache)/],
  ['garbage collection', /GC/],
  ['style (recalculation, style sheets)', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|UpdateLayerTree|PrePaint|IntersectionObserverController::computeIntersections)$/],
  ['paint and compositing', /^(Paint|PaintImage|Layerize|Commit|CompositeLayers|UpdateLayer)$/],
  ['parsing HTML', /^ParseHTML$/],
  ['running scripts', /^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.run|v8\.callFunction|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|V8\.Execute|RunTask)$/],
];

/**
 * The renderer main thread's time from navigation start to the user-timing mark `until`, by kind
 * of work: each complete event's own time (its duration less its children's), summed by
 * WORK_KINDS; the rest of the window the thread was idle or waiting (the network, other threads).
 */
export function mainThreadWork(traceEvents, until) {
  const end = traceEvents.find((event) => event.name === until);
  if (!end) throw new Error(`No ${until} mark in the trace`);
  const onMain = traceEvents.filter((event) => event.pid === end.pid && event.tid === end.tid);
  const start = onMain.find((event) => event.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const spans = onMain.filter((event) => event.ph === 'X' && event.dur > 0 && event.ts >= start && event.ts + event.dur <= end.ts).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map(WORK_KINDS.map(([kind]) => [kind, 0]));
  const add = (kind, us) => totals.set(kind, (totals.get(kind) ?? 0) + us / 1000);
  const open = [];
  const close = (span) => add(WORK_KINDS.find(([, pattern]) => pattern.test(span.name))?.[0] ?? `other (${span.name})`, span.own);
  let busy = 0;
  for (const event of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) close(open.pop());
    if (open.length) open.at(-1).own -= event.dur;
    else busy += event.dur;
    open.push({ name: event.name, ts: event.ts, dur: event.dur, own: event.dur });
  }
  while (open.length) close(open.pop());
  totals.set('idle or waiting', (end.ts - start - busy) / 1000);
  return { windowMs: (end.ts - start) / 1000, endTs: end.ts, byKind: [...totals].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]) };
}

/** Where a script's code comes from: a package under node_modules, or the console's folder under src/ (two levels deep). */
function partOf(source) {
  const packageName = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (packageName) return packageName;
  const folder = source.match(/\bsrc\/(.*)\/[^/]+$/)?.[1];
  return folder ? `src/${folder.split('/').slice(0, 2).join('/')}` : source;
}

/**
 * A CPU profile's samples up to `untilTs` (the trace's clock, which the profile's shares) by the
 * part their function's code comes from: each function located through its chunk's source map
 * (`<build>/assets/<chunk>.map`, from a build with --sourcemap); V8's own entries ('(program)':
 * the browser's native work; '(garbage collector)'; '(idle)') as they are.
 */
export async function timeByPart(profile, dist, untilTs) {
  const maps = new Map();
  const mapOf = async (url) => {
    const file = path.join(dist, 'assets', `${url.replace(/^.*\//, '')}.map`);
    if (!maps.has(file)) maps.set(file, readFile(file, 'utf8').then((text) => new TraceMap(text), () => undefined));
    return maps.get(file);
  };
  const where = new Map();
  for (const { id, callFrame } of profile.nodes) {
    const map = callFrame.url.includes('/assets/') ? await mapOf(callFrame.url) : undefined;
    const source = map && originalPositionFor(map, { line: callFrame.lineNumber + 1, column: Math.max(callFrame.columnNumber, 0) }).source;
    where.set(id, source ? partOf(source) : callFrame.url ? callFrame.url.replace(/^.*\//, '') : callFrame.functionName || '(anonymous)');
  }
  const totals = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time <= untilTs) totals.set(where.get(id), (totals.get(where.get(id)) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}
