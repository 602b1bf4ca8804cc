// The calls of the API's contract (src/contract) that a screen file may name instead of
// declaring its own ("contract": "GET /api/…"), so that a call the console already makes is
// declared once: its parameters' formats and its answer's reader are the contract's.
import * as z from 'zod/mini';
import type { DeclaredCall } from '../contract/call';
import { CALL_FAMILIES } from '../contract/index';

/** A call's name in a screen file: its method and its path, 'GET /api/core/…'. */
export const contractCallName = (call: Pick<DeclaredCall, 'method' | 'path'>): string => `${call.method} ${call.path}`;

/** The calls a file may name: the API's own, with no parts of the path to fill (a file has no way to). */
export const CONTRACT_CALLS: ReadonlyMap<string, DeclaredCall> = new Map(
  CALL_FAMILIES.flatMap((family) => Object.values(family.calls))
    .filter((call) => call.path.startsWith('/api/') && !call.external && !call.path.includes('{'))
    .map((call) => [contractCallName(call), call]),
);

/** The fields of each item of an answer: a list's items', or a map-or-list's (mapAnswers.ts); none for other answers. */
export function answerFieldNames(answer: z.ZodMiniType | undefined): readonly string[] | undefined {
  if (answer instanceof z.ZodMiniArray) {
    const item = answer._zod.def.element;
    return item instanceof z.ZodMiniObject ? Object.keys(item._zod.def.shape) : undefined;
  }
  if (answer instanceof z.ZodMiniPipe) return answerFieldNames(answer._zod.def.in as z.ZodMiniType);
  if (answer instanceof z.ZodMiniUnion) {
    return (answer._zod.def.options as z.ZodMiniType[]).map(answerFieldNames).find((names) => names !== undefined);
  }
  return undefined;
}
