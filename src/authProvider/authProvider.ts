import type { AuthProvider } from 'react-admin';
import { writersOf } from '../screenFile/configuredScreens';
import { mayAccess } from './access';
import { clearSession, readSession } from './session';

/**
 * react-admin's view of the session. Signing in itself happens on the login page (it trades
 * the credential for a session and stores it); `login` only confirms that step to react-admin.
 */
export const authProvider: AuthProvider = {
  async login() {
    if (!readSession()) throw new Error('No hay sesión');
  },
  async logout() {
    clearSession();
    return '/login';
  },
  async checkAuth() {
    if (!readSession()) throw new Error('No hay sesión');
  },
  // Never rejects. When it rejects, react-admin's data-provider proxy logs the user out and
  // resolves the failed call with an empty result, so that its caller's onSuccess runs: a
  // refused change reported as done. A 401 ends the session through the HTTP client instead
  // (sessionEnd.ts), and every failed call stays a failure; a 403 is a refusal like any other.
  async checkError() {},
  async getIdentity() {
    const session = readSession();
    if (!session) throw new Error('No hay sesión');
    return { id: session.username ?? '', fullName: session.username ?? undefined, avatar: session.foto ?? undefined };
  },
  // react-admin's access control: its create and edit controllers and the console's write
  // controls (useCanWrite) ask it. The rule and the role's reading are in access.ts and session.ts;
  // a configured screen's file may narrow who writes its resource.
  async canAccess({ action, resource }) {
    return mayAccess(readSession(), action, writersOf(resource));
  },
};
