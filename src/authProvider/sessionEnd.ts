// The end of a session the server no longer accepts (HTTP 401, DESIGN.md): the console's own
// rule, not react-admin's checkError, so that react-admin's data-provider proxy never turns a
// failed call into an empty success (it answers `{ data: {} }` to calls it logged out on).
import { notify } from '../common/notifications';
import { SIGN_IN_AGAIN } from '../dataProvider/ApiError';
import { clearSession } from './session';

export const SESSION_ENDED_TITLE = 'Sesión caducada';

type Listener = () => void;

let ended = 0;
const listeners = new Set<Listener>();

/**
 * Forgets the session and says why (the server's motivo, or 'Vuelve a iniciar sesión'); the
 * console, told through `sessionEnds`, then goes to /login, which returns to where the user
 * was after they sign in again.
 */
export function endSession(motivo: string | undefined): void {
  clearSession();
  notify('error', SESSION_ENDED_TITLE, motivo ?? SIGN_IN_AGAIN);
  ended += 1;
  listeners.forEach((listener) => listener());
}

/** How many sessions have ended on this page, for useSyncExternalStore. */
export const sessionEnds = {
  count: () => ended,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
