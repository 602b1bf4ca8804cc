// How bench/phases.mjs splits a cold load's main thread by kind of work: a trace written by hand.
import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from '../../bench/profile.mjs';

const MAIN = { pid: 1, tid: 7 };
const span = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur, ...thread });

describe("a load's main-thread work", () => {
  it("counts each event's own time under its kind, from navigation start to the mark, the rest idle", () => {
    const trace = [
      { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...MAIN },
      span('ParseHTML', 1_010_000, 5_000),
      // A script of 100 ms that compiled for 20 ms and recalculated style for 10 ms within it.
      span('EvaluateScript', 1_050_000, 100_000),
      span('v8.compile', 1_050_000, 20_000),
      span('UpdateLayoutTree', 1_120_000, 10_000),
      span('Layout', 1_200_000, 30_000),
      // Another thread's work and work after the mark are not the main thread's before the first row.
      span('EvaluateScript', 1_050_000, 400_000, { pid: 1, tid: 8 }),
      { name: 'phases:done', ph: 'R', ts: 1_300_000, ...MAIN },
      span('Paint', 1_310_000, 5_000),
    ];

    expect(mainThreadWork(trace, 'phases:done')).toEqual({
      windowMs: 300,
      endTs: 1_300_000,
      byKind: [
        ['idle or waiting', 165],
        ['running scripts', 70],
        ['layout', 30],
        ['parsing and compiling scripts', 20],
        ['style (recalculation, style sheets)', 10],
        ['parsing HTML', 5],
      ],
    });
  });

  it('names an event of no known kind by its own name', () => {
    const trace = [{ name: 'navigationStart', ph: 'R', ts: 0, ...MAIN }, span('HitTest', 10_000, 4_000), { name: 'phases:done', ph: 'R', ts: 20_000, ...MAIN }];

    expect(mainThreadWork(trace, 'phases:done').byKind).toEqual([
      ['idle or waiting', 16],
      ['other (HitTest)', 4],
    ]);
  });
});
