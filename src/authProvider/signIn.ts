import { api } from '../dataProvider/api';
import { readAnswer } from '../dataProvider/readAnswer';
import { notify } from '../common/notifications';
import { storeSession, type Session } from './session';

export const SIGN_IN_ERROR_TITLE = 'Error iniciando sesión';
export const GOOGLE_VERIFICATION_ERROR = 'Ha habido un error verificando tus datos con Google';

/**
 * Trades the identity provider's credential for a session (`GET /login/core?token=…`),
 * stores it and greets the user. Resolves with the session, or undefined after telling the
 * user why it failed.
 */
export async function signIn(credential: string | undefined): Promise<Session | undefined> {
  if (!credential) {
    notify('error', SIGN_IN_ERROR_TITLE, GOOGLE_VERIFICATION_ERROR);
    return undefined;
  }
  try {
    // The contract, and the validation library with it, loads with the sign-in itself, not with
    // the page that offers it. An answer without a token is a failed sign-in, not a session that
    // cannot call anything.
    const { signIn: signInCall } = await import('../contract/login');
    const session = readAnswer<Session>(signInCall, await api('GET', signInCall.path, { token: credential }));
    storeSession(session);
    notify('success', 'Sesión iniciada', session.username ? `Hola, ${session.username}` : 'Hola');
    return session;
  } catch (error) {
    notify('error', SIGN_IN_ERROR_TITLE, (error as Error).message);
    return undefined;
  }
}
