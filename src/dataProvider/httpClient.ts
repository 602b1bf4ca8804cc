import { ApiError, SIGN_IN_AGAIN, UNREADABLE_ANSWER } from './ApiError';
import { unwrapEnvelope } from './envelope';
import { inFlight } from './inFlight';
import { encodeQuery, type QueryParams } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientOptions {
  /** API base URL without a trailing slash ('' for the same origin). */
  baseUrl: string;
  /** The stored session's token, sent as a bearer credential when present. */
  getToken: () => string | undefined;
  /** Settles when the API can answer; calls wait for it (a failure lets them go on and fail). */
  ready?: () => Promise<unknown>;
  /**
   * Called once when a call made with the session's token is answered HTTP 401: the session
   * is over. Receives the server's motivo, when it gave one.
   */
  onSessionEnd?: (motivo: string | undefined) => void;
}

export interface CallOptions {
  /** Resolve with the whole body of an ok answer rather than its `datos` (fields at the body's top). */
  wholeBody?: boolean;
}

export type HttpClient = <T>(method: HttpMethod, path: string, params?: QueryParams, options?: CallOptions) => Promise<T>;

/** A body that is not JSON. */
const NOT_JSON = Symbol('not JSON');

/**
 * The API's HTTP client: parameters travel in the query only (the body is always empty),
 * every call carries the bearer token, answers are unwrapped from the envelope and every
 * failure becomes an ApiError with a Spanish message.
 *
 * A call resolves only when the server answered HTTP 2xx with `resultado: 'ok'` in the session
 * it was made in: every mutation's success notification rests on this. A 401 on a call made
 * with a session ends that session (`onSessionEnd`); a call whose session ended while it was
 * out fails too, whatever it was answered, so that nothing reports a change as done (or as
 * refused) to a user who has just been sent to sign in again. Both fail with `endsSession`.
 */
export function createHttpClient({ baseUrl, getToken, ready, onSessionEnd }: HttpClientOptions): HttpClient {
  return async function request<T>(method: HttpMethod, path: string, params?: QueryParams, options?: CallOptions): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    inFlight.start();
    try {
      await ready?.().catch(() => undefined);
      let answer: { response: Response; body: unknown } | undefined;
      try {
        const response = await fetch(`${baseUrl}${path}${encodeQuery(params)}`, { method, headers });
        answer = { response, body: await response.json().catch(() => NOT_JSON) };
      } catch {
        answer = undefined;
      }
      if (token && getToken() !== token) {
        throw new ApiError(SIGN_IN_AGAIN, { status: answer?.response.status, retryable: false, endsSession: true });
      }
      if (!answer) throw new ApiError(UNREADABLE_ANSWER, { retryable: true });
      const { response, body } = answer;
      if (response.status === 401) {
        // Without a token there is no session to end: the sign-in call, or a late call of a
        // screen whose session has just ended (which must not hide 'Sesión caducada').
        const motivo = motivoOf(body);
        if (token) onSessionEnd?.(motivo);
        throw new ApiError(motivo ?? UNREADABLE_ANSWER, { status: 401, retryable: false, endsSession: true });
      }
      // Only a server's error (5xx) may pass on a retry: a 4xx (403 included) is final, and so
      // is a 2xx that cannot be read, which asking again would get the same.
      const retryable = response.status >= 500;
      if (body === NOT_JSON) throw new ApiError(UNREADABLE_ANSWER, { status: response.status, retryable });
      if (!response.ok) {
        // Any HTTP error is a failure, even with an envelope that says 'ok'; its motivo, if
        // any, is the most useful text.
        throw new ApiError(motivoOf(body) ?? UNREADABLE_ANSWER, { status: response.status, retryable });
      }
      return unwrapEnvelope<T>(body, response.status, options?.wholeBody);
    } finally {
      inFlight.end();
    }
  };
}

function motivoOf(body: unknown): string | undefined {
  const motivo = typeof body === 'object' && body !== null ? (body as { motivo?: unknown }).motivo : undefined;
  return typeof motivo === 'string' && motivo.trim() ? motivo : undefined;
}
