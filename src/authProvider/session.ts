import type { Session } from '../contract/login';

/** The stored session (DESIGN.md): what `GET /login/core` returns, as the contract reads it. */
export type { Session };

export const SESSION_KEY = 'access_token';

/** The staff roles of spec 02 §6. */
import { STAFF_ROLE_CODES, type StaffRole } from '../contract/vocabulary';

export type { StaffRole };

/**
 * The session's staff role. The spec lists the roles but never shows where the sign-in answer
 * carries one: `rol` beside token, username, foto and centro is our assumption. Read tolerantly
 * (any case, spaces around): a missing or unknown role is undefined, which means full access,
 * as before roles were read; the server remains the judge of every call.
 */
export function roleOf(session: Session | undefined): StaffRole | undefined {
  // The stored JSON is the server's answer, not checked on the way in: any value may be here.
  const rol: unknown = session?.rol;
  if (typeof rol !== 'string') return undefined;
  const role = rol.trim().toUpperCase();
  return STAFF_ROLE_CODES.find((known) => known === role);
}

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
