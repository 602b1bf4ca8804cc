import { ApiError, UNREADABLE_ANSWER } from './ApiError';
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
}

export type HttpClient = <T>(method: HttpMethod, path: string, params?: QueryParams) => Promise<T>;

/**
 * The API's HTTP client: parameters travel in the query only (the body is always empty),
 * every call carries the bearer token, answers are unwrapped from the envelope and every
 * failure becomes an ApiError with a Spanish message.
 */
export function createHttpClient({ baseUrl, getToken, ready }: HttpClientOptions): HttpClient {
  return async function request<T>(method: HttpMethod, path: string, params?: QueryParams): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    inFlight.start();
    try {
      await ready?.().catch(() => undefined);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}${encodeQuery(params)}`, { method, headers });
      } catch {
        throw new ApiError(UNREADABLE_ANSWER, { retryable: true });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ApiError(UNREADABLE_ANSWER, { status: response.status, retryable: !isClientError(response.status) });
      }
      if (!response.ok) {
        // Any HTTP error is a failure, even with an envelope that says 'ok'; its motivo, if
        // any, is the most useful text. A 4xx is final; a 5xx may pass on a retry.
        throw new ApiError(motivoOf(body) ?? UNREADABLE_ANSWER, {
          status: response.status,
          retryable: !isClientError(response.status),
        });
      }
      return unwrapEnvelope<T>(body, response.status);
    } finally {
      inFlight.end();
    }
  };
}

const isClientError = (status: number) => status >= 400 && status < 500;

function motivoOf(body: unknown): string | undefined {
  const motivo = typeof body === 'object' && body !== null ? (body as { motivo?: unknown }).motivo : undefined;
  return typeof motivo === 'string' && motivo.trim() ? motivo : undefined;
}
