import type { DeclaredCall } from '../contract/call';
import { ApiError, UNREADABLE_ANSWER } from './ApiError';

/** The unreadable answers already written to the console, so that a refetch does not repeat them. */
const reported = new Set<string>();

/**
 * The answer of a call read through its contract. An answer that does not fit is unreadable:
 * the call fails with UNREADABLE_ANSWER (asking again would get the same answer), and what did
 * not fit is written once to the browser console, with the call, the item and the field.
 */
export function readAnswer<T>(call: DeclaredCall, answer: unknown): T {
  const read = call.read(answer);
  if (read.ok) return read.value as T;
  const key = `${call.method} ${call.path} ${read.problems.join('|')}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`Respuesta ilegible de ${call.method} ${call.path} (${String(read.count)} problemas):\n${read.problems.join('\n')}`);
  }
  throw new ApiError(UNREADABLE_ANSWER, { retryable: false });
}
