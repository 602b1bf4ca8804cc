import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider/authProvider';
import { clearSession, readSession, SESSION_KEY, storeSession, type Session } from '../../src/authProvider/session';
import { GOOGLE_VERIFICATION_ERROR, SIGN_IN_ERROR_TITLE, signIn } from '../../src/authProvider/signIn';
import { endSession, sessionEnds } from '../../src/authProvider/sessionEnd';
import { notifications, notifyFailure, type Notification } from '../../src/common/notifications';
import { ApiError } from '../../src/dataProvider/ApiError';

/** A minimal in-memory Storage: Node has no localStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const session: Session = { token: 'demo-abc', username: 'Ana Demo', foto: '/demo-avatar.svg', centro: 'GOYA' };

let storage: MemoryStorage;

/** The reason a call is rejected with (fails the test when it resolves). */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  const outcome = await call.then(
    () => ({ resolved: true as const }),
    (reason: unknown) => ({ resolved: false as const, reason }),
  );
  expect(outcome.resolved).toBe(false);
  return outcome.resolved ? undefined : outcome.reason;
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stored session', () => {
  it("is stored as JSON under 'access_token'", () => {
    expect(SESSION_KEY).toBe('access_token');
    storeSession(session);
    expect(JSON.parse(storage.getItem('access_token') ?? 'null')).toEqual(session);
    expect(readSession()).toEqual(session);
  });

  it('reads nothing when absent, unreadable or without a token', () => {
    expect(readSession()).toBeUndefined();
    storage.setItem('access_token', '{no es json');
    expect(readSession()).toBeUndefined();
    storage.setItem('access_token', JSON.stringify({ username: 'Ana' }));
    expect(readSession()).toBeUndefined();
    storage.setItem('access_token', JSON.stringify({ token: '', username: 'Ana' }));
    expect(readSession()).toBeUndefined();
    storage.setItem('access_token', 'null');
    expect(readSession()).toBeUndefined();
  });

  it('is cleared by clearSession', () => {
    storeSession(session);
    clearSession();
    expect(storage.getItem('access_token')).toBeNull();
    expect(readSession()).toBeUndefined();
  });
});

describe('authProvider', () => {
  it('checkAuth rejects without a session', async () => {
    await rejection(authProvider.checkAuth({}));
  });

  it('checkAuth rejects with an unreadable session', async () => {
    storage.setItem('access_token', 'basura');
    await rejection(authProvider.checkAuth({}));
  });

  it('checkAuth resolves with a session', async () => {
    storeSession(session);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('login resolves only once the sign-in page has stored a session', async () => {
    await rejection(authProvider.login({}));
    storeSession(session);
    await expect(authProvider.login({})).resolves.toBeUndefined();
  });

  it("logout clears the 'access_token' key and sends to /login", async () => {
    storeSession(session);
    storage.setItem('otra-clave', 'se queda');
    expect(await authProvider.logout({})).toBe('/login');
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('otra-clave')).toBe('se queda');
    await rejection(authProvider.checkAuth({}));
  });

  // A rejecting checkError makes react-admin's data-provider proxy resolve the failed call with
  // an empty result: a refused change would be reported as done.
  it.each([
    ['401 that ended the session', new ApiError('Sesión no válida o caducada', { status: 401, retryable: false, endsSession: true })],
    ['403', new ApiError('Acceso denegado', { status: 403, retryable: false })],
    ['500', new ApiError('Error', { status: 500, retryable: true })],
    ['refusal', new ApiError('No', { status: 200, retryable: false })],
    ['404', new ApiError('No', { status: 404, retryable: false })],
    ['network failure', new ApiError('Red', { retryable: true })],
    ['plain error', new Error('boom')],
  ])('checkError never rejects (%s) and leaves the session to the HTTP client', async (_case, error) => {
    storeSession(session);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(readSession()).toEqual(session);
  });

  it('getIdentity returns the username and photo of the session', async () => {
    storeSession(session);
    const identity = await authProvider.getIdentity?.();
    expect(identity).toEqual({ id: 'Ana Demo', fullName: 'Ana Demo', avatar: '/demo-avatar.svg' });
  });

  it('getIdentity works without a photo', async () => {
    storeSession({ token: 't', username: 'Luis' });
    expect(await authProvider.getIdentity?.()).toMatchObject({ id: 'Luis', fullName: 'Luis', avatar: undefined });
  });

  it('getIdentity rejects without a session', async () => {
    const getIdentity = authProvider.getIdentity;
    expect(getIdentity).toBeDefined();
    if (getIdentity) await rejection(getIdentity());
  });
});

describe('authProvider.canAccess', () => {
  const ask = (action: string, resource = 'administracion/asignaturas') => authProvider.canAccess?.({ action, resource });

  it('answers from the stored session: a CONSULTOR lists, shows and exports, and changes nothing', async () => {
    storeSession({ ...session, rol: 'CONSULTOR' });
    for (const action of ['list', 'show', 'export']) expect(await ask(action)).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'write']) expect(await ask(action)).toBe(false);
    expect(await ask('write', 'marketing/gestion/leads')).toBe(false);
  });

  it('lets an ADMIN, and a session without rol, do everything', async () => {
    storeSession({ ...session, rol: 'ADMIN' });
    for (const action of ['list', 'create', 'edit', 'delete', 'write']) expect(await ask(action)).toBe(true);
    storeSession(session);
    for (const action of ['list', 'create', 'edit', 'delete', 'write']) expect(await ask(action)).toBe(true);
  });

  it('follows the session: signing in as someone else changes the answer', async () => {
    storeSession({ ...session, rol: 'CONSULTOR' });
    expect(await ask('create')).toBe(false);
    storeSession({ ...session, rol: 'COORDINADOR' });
    expect(await ask('create')).toBe(true);
  });
});

describe('endSession', () => {
  it("forgets the session and says 'Sesión caducada' with the server's motivo", () => {
    storeSession(session);
    const before = sessionEnds.count();
    endSession('Tu sesión ha caducado');
    expect(storage.getItem('access_token')).toBeNull();
    expect(notifications.current()).toMatchObject({ type: 'error', title: 'Sesión caducada', content: 'Tu sesión ha caducado' });
    expect(sessionEnds.count()).toBe(before + 1);
  });

  it("says 'Vuelve a iniciar sesión' when the server gave no motivo, and tells its listeners", () => {
    storeSession(session);
    const listener = vi.fn();
    const unsubscribe = sessionEnds.subscribe(listener);
    endSession(undefined);
    unsubscribe();
    expect(notifications.current()).toMatchObject({ type: 'error', title: 'Sesión caducada', content: 'Vuelve a iniciar sesión' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('notifyFailure', () => {
  it("shows the call's title and reason", () => {
    notifyFailure('Error al borrar el lead', new ApiError('Acceso denegado', { status: 403, retryable: false }));
    expect(notifications.current()).toMatchObject({ type: 'error', title: 'Error al borrar el lead', content: 'Acceso denegado' });
  });

  it("leaves 'Sesión caducada' on screen for a call the session ended with", () => {
    endSession('Caducada');
    notifyFailure('Error al borrar el lead', new ApiError('Caducada', { status: 401, retryable: false, endsSession: true }));
    expect(notifications.current()).toMatchObject({ title: 'Sesión caducada', content: 'Caducada' });
  });
});

describe('signIn without a credential', () => {
  it.each([undefined, ''])('publishes the verification error and stores nothing (credential %j)', async (credential) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const published: (Notification | undefined)[] = [];
    const unsubscribe = notifications.subscribe((notification) => published.push(notification));
    try {
      expect(await signIn(credential)).toBeUndefined();
    } finally {
      unsubscribe();
    }
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      type: 'error',
      title: 'Error iniciando sesión',
      content: 'Ha habido un error verificando tus datos con Google',
      timeout: 4000,
    });
    expect(notifications.current()).toBe(published[0]);
    expect(SIGN_IN_ERROR_TITLE).toBe('Error iniciando sesión');
    expect(GOOGLE_VERIFICATION_ERROR).toBe('Ha habido un error verificando tus datos con Google');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBeNull();
  });
});
