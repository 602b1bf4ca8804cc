/** The one error text for anything the API did not answer readably (spec 01 §8). */
export const UNREADABLE_ANSWER = 'No se ha podido procesar la petición';

/**
 * A failed API call. `message` is what the user reads: the server's `motivo`, or
 * UNREADABLE_ANSWER. `retryable` says whether asking again could help (network failure,
 * HTTP 5xx, unreadable answer); an answer with `resultado` not ok, or a 4xx, is final.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;

  constructor(message: string, options: { status?: number; retryable: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.retryable = options.retryable;
  }

  /** HTTP 401 on any call, or 403: the session is no longer valid. */
  get endsSession(): boolean {
    return this.status === 401 || this.status === 403;
  }
}
