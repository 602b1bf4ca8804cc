import type { AuthProvider } from 'react-admin';
import { ApiError } from '../dataProvider/ApiError';
import { clearSession, readSession } from './session';

/**
 * react-admin's view of the session. Signing in itself happens on the login page (it trades
 * the credential for a session and stores it); `login` only confirms that step to react-admin.
 * A 401, or a 403 on any call, ends the session and react-admin returns to /login, keeping
 * where the user was going.
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
  async checkError(error: unknown) {
    if (error instanceof ApiError && error.endsSession) {
      clearSession();
      // Tell the user why they are back on the sign-in page.
      throw { message: error.message, redirectTo: '/login' };
    }
  },
  async getIdentity() {
    const session = readSession();
    if (!session) throw new Error('No hay sesión');
    return { id: session.username, fullName: session.username, avatar: session.foto };
  },
};
