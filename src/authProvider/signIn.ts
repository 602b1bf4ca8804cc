import { api } from '../dataProvider/api';
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
    const session = await api<Session>('GET', '/login/core', { token: credential });
    storeSession(session);
    notify('success', 'Sesión iniciada', `Hola, ${session.username}`);
    return session;
  } catch (error) {
    notify('error', SIGN_IN_ERROR_TITLE, (error as Error).message);
    return undefined;
  }
}
