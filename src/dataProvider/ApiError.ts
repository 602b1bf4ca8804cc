/** The one error text for anything the API did not answer readably (spec 01 §8). */
export const UNREADABLE_ANSWER = 'No se ha podido procesar la petición';

/**
 * What a call fails with when the session it was made in ended while it was out; also the
 * content of the 'Sesión caducada' notification when the server's 401 gave no motivo.
 */
export const SIGN_IN_AGAIN = 'Vuelve a iniciar sesión';

interface ApiErrorOptions {
  status?: number;
  retryable: boolean;
  /** See `endsSession`. */
  endsSession?: boolean;
  /** See `retries`. */
  retries?: number;
}

/**
 * A failed API call. `message` is what the user reads: the server's `motivo`, or
 * UNREADABLE_ANSWER. `retryable` says whether asking again could help (network failure,
 * HTTP 5xx); an answer with `resultado` not ok, a 4xx, or an answer that cannot be read is final.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;
  /**
   * The call failed for want of a valid session: HTTP 401 (which ends the session it was made
   * in, if any), or its session ended while it was out. Only a 401 ends a session: a 403 is a
   * refusal like any other.
   */
  readonly endsSession: boolean;
  /** How many times a read that failed so may be asked again: none unless its source's policy says (readFailure). */
  readonly retries: number;

  constructor(message: string, options: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.retryable = options.retryable;
    this.endsSession = options.endsSession ?? false;
    this.retries = options.retries ?? 0;
  }

  /** The same failure, to be asked again up to `retries` times. */
  withRetries(retries: number): ApiError {
    return new ApiError(this.message, { status: this.status, retryable: this.retryable, endsSession: this.endsSession, retries });
  }
}
