import type { Session } from '../contract/login';

/** The stored session (DESIGN.md): what `GET /login/core` returns, as the contract reads it. */
export type { Session };

export const SESSION_KEY = 'access_token';

export function readSession(): Session | undefined {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return undefined;
    const session = JSON.parse(raw) as Partial<Session>;
    return typeof session.token === 'string' && session.token ? (session as Session) : undefined;
  } catch {
    return undefined;
  }
}

export function storeSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}
