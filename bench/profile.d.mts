// Types of bench/profile.mjs for the tests that import it.
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}
export const TRACE_CATEGORIES: readonly string[];
export function mainThreadWork(traceEvents: readonly TraceEvent[], until: string): { windowMs: number; endTs: number; byKind: [string, number][] };
export function timeByPart(
  profile: { nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] },
  dist: string,
  untilTs: number,
): Promise<[string, number][]>;
