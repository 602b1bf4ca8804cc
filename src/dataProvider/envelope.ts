import { ApiError, UNREADABLE_ANSWER } from './ApiError';

interface Envelope {
  resultado?: unknown;
  datos?: unknown;
  motivo?: unknown;
}

const isObject = (value: unknown): value is Envelope => typeof value === 'object' && value !== null;

/**
 * Unwraps the API's answer envelope: `resultado === 'ok'` gives `datos` when present, else the
 * whole body; any other answer is a final refusal with its `motivo` (or the generic text when
 * it has none). A body that is no envelope at all is unreadable, final too: asking again would
 * get the same. `status` is the HTTP status the body came with, recorded on the error;
 * `wholeBody` gives an ok answer's whole body, for a call whose fields may come beside `datos`.
 */
export function unwrapEnvelope<T>(body: unknown, status?: number, wholeBody = false): T {
  if (!isObject(body) || !('resultado' in body)) {
    throw new ApiError(UNREADABLE_ANSWER, { status, retryable: false });
  }
  if (body.resultado === 'ok') {
    return (body.datos !== undefined && !wholeBody ? body.datos : body) as T;
  }
  const reason = typeof body.motivo === 'string' && body.motivo.trim() ? body.motivo : UNREADABLE_ANSWER;
  throw new ApiError(reason, { status, retryable: false });
}
