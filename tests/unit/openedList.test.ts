import { describe, expect, it } from 'vitest';
import { openedListCall } from '../../src/resources/generic/openedList';
import { declaredNames } from '../../src/resources/registry';

const at = (pathname: string, search = '') => openedListCall(declaredNames, { pathname, search });

describe('the list call an address opens', () => {
  it("is the declared list's, with its filters from the query string", async () => {
    expect(await at('/administracion/centros-estudio', '?provincia=Soria&buscar=colegio')).toEqual({
      name: 'administracion/centros-estudio',
      filter: { provincia: 'Soria' },
    });
    // A dialog's address is within its list's.
    expect(await at('/administracion/centros-estudio/create')).toEqual({ name: 'administracion/centros-estudio', filter: {} });
  });

  it("carries the controls' values, and waits for every required one", async () => {
    // Spec 02 §8: the logs are asked for a day and a user, only when both are chosen.
    expect(await at('/personal/logs', '?fecha=20-11-2026')).toBeUndefined();
    expect(await at('/personal/logs', '?fecha=20-11-2026&usuario=7')).toEqual({
      name: 'personal/logs',
      filter: { fecha: '20/11/2026', usuario: '7' },
    });
  });

  it('is none for a bespoke page or the home page', async () => {
    expect(await at('/marketing/gestion/leads')).toBeUndefined();
    expect(await at('/dashboard')).toBeUndefined();
  });
});
