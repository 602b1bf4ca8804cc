import { describe, expect, it } from 'vitest';
import {
  accessOf,
  accessValues,
  compareAccounts,
  lastConnectionText,
  hasAccess,
  subjectIdsOf,
  workCentreProblem,
} from '../../src/screens/personal/accounts';
import { logsTitle } from '../../src/screens/personal/logs';
import { teacher } from '../../src/contract/profesor';
import { staffUserRecord } from '../../src/contract/usuario';
import { readAs } from '../support/contract';

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

  it('without the blocked flag, goes by the answer\'s acceso; with neither, the access is unknown and not sent', () => {
    expect(hasAccess({ cuentaBloqueada: null, acceso: false })).toBe(false);
    expect(hasAccess({ cuentaBloqueada: null, acceso: null })).toBeNull();
    expect(accessValues({ cuentaBloqueada: null, acceso: null })).toEqual({ acceso: undefined });
    expect(accessOf({ cuentaBloqueada: null, acceso: null })).toBeUndefined();
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
  it('reads the centres with access under either name, as centros', () => {
    const base = { id: 1, nombre: 'Ana', centro: 'GOYA' };
    const [permitted, named, neither] = readAs(staffUserRecord, [{ ...base, centrosPermitidos: ['GOYA', 'QUEVEDO'] }, { ...base, centros: ['GOYA'] }, base]);
    expect(permitted.centros).toEqual(['GOYA', 'QUEVEDO']);
    expect(permitted).not.toHaveProperty('centrosPermitidos');
    expect(named.centros).toEqual(['GOYA']);
    expect(neither.centros).toEqual([]);
  });

  it("gives a teacher's subjects as their ids, whether they come as objects or as ids", () => {
    const [objects, ids] = readAs(teacher, [{ id: 1, asignaturas: [{ id: 4, nombre: 'Matemáticas' }, { id: 9 }] }, { id: 2, asignaturas: [4, '9'] }]);
    expect(subjectIdsOf(objects)).toEqual([4, 9]);
    expect(subjectIdsOf(ids)).toEqual([4, 9]);
  });

  it('counts the logs in the heading, with Spanish thousands', () => {
    expect(logsTitle(0)).toBe('Logs (0)');
    expect(logsTitle(20345)).toBe('Logs (20.345)');
  });
});
