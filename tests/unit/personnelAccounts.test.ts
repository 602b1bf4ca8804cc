import { describe, expect, it } from 'vitest';
import {
  accessOf,
  accessValues,
  compareAccounts,
  lastConnectionText,
  subjectIdsOf,
  toStaffUser,
  workCentreProblem,
} from '../../src/resources/personal/accounts';
import { logsTitle, toAccessLog } from '../../src/resources/personal/accessLogs';

const WARNING = 'Es necesario que el centro de trabajo esté incluido en los centros con acceso.';

describe('compareAccounts', () => {
  it('puts blocked accounts last, then orders by name in Spanish (accents and case ignored, ñ after n)', () => {
    const accounts = [
      { nombre: 'Zoe Ruiz', cuentaBloqueada: false },
      { nombre: 'Álvaro Gil', cuentaBloqueada: true },
      { nombre: 'Núñez Ana', cuentaBloqueada: false },
      { nombre: 'ana Pérez', cuentaBloqueada: false },
      { nombre: 'Nuria Sanz', cuentaBloqueada: false },
      { nombre: 'Beatriz Mora', cuentaBloqueada: true },
    ];
    expect([...accounts].sort(compareAccounts).map((account) => account.nombre)).toEqual([
      'ana Pérez',
      'Núñez Ana',
      'Nuria Sanz',
      'Zoe Ruiz',
      'Álvaro Gil',
      'Beatriz Mora',
    ]);
  });
});

describe('workCentreProblem', () => {
  it('warns while the work centre is not among the centres with access', () => {
    expect(workCentreProblem({ centro: 'GOYA', centros: ['QUEVEDO'] })).toBe(WARNING);
    expect(workCentreProblem({ centro: 'GOYA', centros: [] })).toBe(WARNING);
    expect(workCentreProblem({ centro: 'GOYA' })).toBe(WARNING);
  });

  it('says nothing once it is, or while no work centre is chosen', () => {
    expect(workCentreProblem({ centro: 'GOYA', centros: ['QUEVEDO', 'GOYA'] })).toBeUndefined();
    expect(workCentreProblem({ centros: ['GOYA'] })).toBeUndefined();
    expect(workCentreProblem({ centro: '', centros: [] })).toBeUndefined();
  });
});

describe('access and the blocked flag', () => {
  it('checks the access box of an account that is not blocked, and leaves it empty for a blocked one', () => {
    expect(accessValues({ cuentaBloqueada: false })).toEqual({ acceso: true });
    expect(accessValues({ cuentaBloqueada: true })).toEqual({ acceso: false });
  });

  it('sends the box as the dialog left it, else the inverse of the blocked flag', () => {
    expect(accessOf({ cuentaBloqueada: true, acceso: true })).toBe(true);
    expect(accessOf({ cuentaBloqueada: false, acceso: false })).toBe(false);
    expect(accessOf({ cuentaBloqueada: true })).toBe(false);
    expect(accessOf({ cuentaBloqueada: false })).toBe(true);
  });
});

describe('lastConnectionText', () => {
  it("shows the date and time, or 'Anterior a 2024' when there is none", () => {
    expect(lastConnectionText({ ultimaConexion: '2026-03-05T09:07:00' })).toBe('05/03/2026 - 09:07');
    expect(lastConnectionText({ ultimaConexion: null })).toBe('Anterior a 2024');
    expect(lastConnectionText({})).toBe('Anterior a 2024');
  });
});

describe('records from the server', () => {
  it('reads the centres with access under either name', () => {
    const base = { id: 1, nombre: 'Ana', email: 'ana@example.org', rol: 'USER', centro: 'GOYA', cuentaBloqueada: false };
    expect(toStaffUser({ ...base, centrosPermitidos: ['GOYA', 'QUEVEDO'] }).centros).toEqual(['GOYA', 'QUEVEDO']);
    expect(toStaffUser({ ...base, centros: ['GOYA'] }).centros).toEqual(['GOYA']);
    expect(toStaffUser(base).centros).toEqual([]);
    expect(toStaffUser({ ...base, centrosPermitidos: ['GOYA'] })).not.toHaveProperty('centrosPermitidos');
  });

  it("gives a teacher's subjects as their ids", () => {
    expect(subjectIdsOf({ asignaturas: [{ id: 4, nombre: 'Matemáticas' }, { id: 9 }] })).toEqual([4, 9]);
  });

  it('numbers the logs by their position in the answer', () => {
    const row = { usuario: 'Ana', email: 'ana@example.org', fecha: '2026-03-05T09:07:00', metodo: 'GET', url: '/api/x' };
    expect(toAccessLog(row, 7)).toEqual({ ...row, id: 7 });
  });

  it('counts the logs in the heading, with Spanish thousands', () => {
    expect(logsTitle(0)).toBe('Logs (0)');
    expect(logsTitle(20345)).toBe('Logs (20.345)');
  });
});
