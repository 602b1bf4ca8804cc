import { ApiError, UNREADABLE_ANSWER } from './ApiError';

interface Envelope {
  resultado?: unknown;
  datos?: unknown;
  motivo?: unknown;
}

const isObject = (value: unknown): value is Envelope => typeof value === 'object' && value !== null;

/**
 * Unwraps the API's answer envelope: `resultado === 'ok'` gives `datos` when present, else the
 * whole body; any other answer fails with its `motivo` (or the generic text when it has none).
 * `status` is the HTTP status the body came with, kept on the error for the session rule.
 */
export function unwrapEnvelope<T>(body: unknown, status?: number): T {
  if (!isObject(body) || !('resultado' in body)) {
    throw new ApiError(UNREADABLE_ANSWER, { status, retryable: true });
  }
  if (body.resultado === 'ok') {
    return (body.datos !== undefined ? body.datos : body) as T;
  }
  const reason = typeof body.motivo === 'string' && body.motivo.trim() ? body.motivo : UNREADABLE_ANSWER;
  return failWith(reason, status);
}

function failWith(reason: string, status: number | undefined): never {
  // A 5xx that still sent an envelope may pass on a retry; a refusal in an envelope is final.
  throw new ApiError(reason, { status, retryable: status !== undefined && status >= 500 });
}
