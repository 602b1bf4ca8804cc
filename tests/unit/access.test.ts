// The access rule behind authProvider.canAccess (spec 02 §6: CONSULTOR is read-only; what the
// other roles may do is not shown, so they keep everything).
import { describe, expect, it } from 'vitest';
import { isReadOnly, mayAccess } from '../../src/authProvider/access';
import { roleOf, type Session } from '../../src/authProvider/session';

const as = (rol?: unknown): Session => ({ token: 't', username: 'Ana', ...(rol === undefined ? {} : { rol: rol as string }) });

const READING = ['list', 'show', 'export'];
const WRITING = ['create', 'edit', 'delete', 'write', 'clone', 'desasignar', 'resolve', 'cualquier-otra'];

describe('roleOf', () => {
  it.each(['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'CONSULTOR'])('reads the staff role %s', (rol) => {
    expect(roleOf(as(rol))).toBe(rol);
  });

  it('reads a role in any case, with spaces around', () => {
    expect(roleOf(as('consultor'))).toBe('CONSULTOR');
    expect(roleOf(as(' Consultor '))).toBe('CONSULTOR');
  });

  it.each([
    ['no session', undefined],
    ['no rol', as()],
    ['an unknown role', as('JEFE')],
    ['a teacher role', as('PROFESOR')],
    ['an empty rol', as('')],
    ['a number', as(3)],
    ['null', as(null)],
    ['a list', as(['CONSULTOR'])],
  ])('knows no role with %s', (_case, session) => {
    expect(roleOf(session)).toBeUndefined();
  });
});

describe('mayAccess', () => {
  it.each(READING)("lets a CONSULTOR run the reading action '%s'", (action) => {
    expect(mayAccess(as('CONSULTOR'), action)).toBe(true);
  });

  it.each(WRITING)("refuses a CONSULTOR the action '%s'", (action) => {
    expect(mayAccess(as('CONSULTOR'), action)).toBe(false);
    expect(mayAccess(as('consultor'), action)).toBe(false);
  });

  it.each(['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER'])('lets %s run every action', (rol) => {
    for (const action of [...READING, ...WRITING]) expect(mayAccess(as(rol), action)).toBe(true);
  });

  it.each([
    ['without rol', as()],
    ['with an unknown role', as('JEFE')],
    ['with an unreadable rol', as({ nombre: 'CONSULTOR' })],
  ])('lets a session %s run every action: the server judges', (_case, session) => {
    for (const action of [...READING, ...WRITING]) expect(mayAccess(session, action)).toBe(true);
  });
});

describe('isReadOnly', () => {
  it('is true for a CONSULTOR only', () => {
    expect(isReadOnly(as('CONSULTOR'))).toBe(true);
    for (const rol of ['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'JEFE', undefined]) expect(isReadOnly(as(rol))).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
  });
});
