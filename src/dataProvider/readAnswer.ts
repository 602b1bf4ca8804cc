import * as z from 'zod/mini';
import type { ApiCall } from '../contract/call';
import { ApiError, UNREADABLE_ANSWER } from './ApiError';

/** The unreadable answers already written to the console, so that a refetch does not repeat them. */
const reported = new Set<string>();

/** Where an issue is, as whoever reports it to the backend team reads it. */
function whereOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'la respuesta';
  const [first, ...rest] = path;
  const item = typeof first === 'number' ? `elemento ${first}` : `campo ${String(first)}`;
  return rest.length ? `${item}, campo ${rest.map(String).join('.')}` : item;
}

/** What was received, short enough for one line. */
function shortly(value: unknown): string {
  const written = value === undefined ? 'nada' : JSON.stringify(value);
  return written.length > 60 ? `${written.slice(0, 57)}…` : written;
}

/** An issue as one line: where, what was expected, what came. */
function lineOf(issue: z.core.$ZodIssue): string {
  const expected = issue.code === 'invalid_type' ? `se esperaba ${issue.expected}` : issue.message;
  return `${whereOf(issue.path)}: ${expected}; recibido ${shortly(issue.input)}`;
}

/**
 * The answer of a call read through its contract. An answer that does not fit is unreadable:
 * the call fails with UNREADABLE_ANSWER (asking again would get the same answer), and what did
 * not fit is written once to the browser console, with the call, the item and the field.
 */
export function readAnswer<T>(call: ApiCall, answer: unknown): T {
  if (!call.answer) return answer as T;
  const read = z.safeParse(call.answer, answer, { reportInput: true });
  if (read.success) return read.data as T;
  const lines = read.error.issues.slice(0, 10).map(lineOf);
  const key = `${call.method} ${call.path} ${lines.join('|')}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`Respuesta ilegible de ${call.method} ${call.path} (${read.error.issues.length} problemas):\n${lines.join('\n')}`);
  }
  throw new ApiError(UNREADABLE_ANSWER, { retryable: false });
}
