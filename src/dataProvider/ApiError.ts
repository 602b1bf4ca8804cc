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
}

/**
 * A failed API call. `message` is what the user reads: the server's `motivo`, or
 * UNREADABLE_ANSWER. `retryable` says whether asking again could help (network failure,
 * HTTP 5xx, unreadable answer); an answer with `resultado` not ok, or a 4xx, is final.
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

  constructor(message: string, options: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.retryable = options.retryable;
    this.endsSession = options.endsSession ?? false;
  }
}
