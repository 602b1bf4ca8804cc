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

describe('mayAccess on a configured screen whose file narrows who writes', () => {
  const WRITERS = ['ADMIN', 'COORDINADOR'] as const;

  it.each(['ADMIN', 'COORDINADOR', 'coordinador'])('lets %s, named in the file, run every action', (rol) => {
    for (const action of [...READING, ...WRITING]) expect(mayAccess(as(rol), action, WRITERS)).toBe(true);
  });

  it.each([
    ['a role the file does not name', as('MARKETING')],
    ['a session without rol', as()],
    ['a session with an unknown role', as('JEFE')],
  ])('lets %s read only', (_case, session) => {
    for (const action of READING) expect(mayAccess(session, action, WRITERS)).toBe(true);
    for (const action of WRITING) expect(mayAccess(session, action, WRITERS)).toBe(false);
  });

  it('never widens: a CONSULTOR named in the file still reads only', () => {
    for (const action of READING) expect(mayAccess(as('CONSULTOR'), action, ['CONSULTOR', 'ADMIN'])).toBe(true);
    for (const action of WRITING) expect(mayAccess(as('CONSULTOR'), action, ['CONSULTOR', 'ADMIN'])).toBe(false);
  });

  it('lets nobody write when the file names no role', () => {
    for (const action of WRITING) expect(mayAccess(as('ADMIN'), action, [])).toBe(false);
  });
});

describe("mayAccess of 'configure' (a left-out file's problems)", () => {
  it('lets an ADMIN only', () => {
    expect(mayAccess(as('ADMIN'), 'configure')).toBe(true);
    expect(mayAccess(as(' admin '), 'configure')).toBe(true);
    for (const rol of ['USER', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'CONSULTOR', 'JEFE', undefined]) expect(mayAccess(as(rol), 'configure')).toBe(false);
    expect(mayAccess(undefined, 'configure')).toBe(false);
  });
});

describe('isReadOnly', () => {
  it('is true for a CONSULTOR only', () => {
    expect(isReadOnly(as('CONSULTOR'))).toBe(true);
    for (const rol of ['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'JEFE', undefined]) expect(isReadOnly(as(rol))).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
  });
});
