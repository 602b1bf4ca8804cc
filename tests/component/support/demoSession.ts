import { onTestFinished } from 'vitest';
import { clearSession, storeSession } from '../../../src/authProvider/session';

/** A session of the demo API as `rol` of GOYA. */
export const storeDemoSession = (rol: string): void => storeSession({ token: 'demo-pruebas', username: 'Ana Demo', centro: 'GOYA', rol });

/** Signed in to the demo API as `rol` of GOYA until the test ends. */
export function signInAs(rol: string): void {
  storeDemoSession(rol);
  onTestFinished(clearSession);
}
