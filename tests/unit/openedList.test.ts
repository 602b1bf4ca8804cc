import { afterEach, describe, expect, it, vi } from 'vitest';
import { openedListCall } from '../../src/resources/generic/openedList';
import { declaredNames, screens } from '../../src/resources/registry';

const at = (pathname: string, search = '') => openedListCall(declaredNames, screens, { pathname, search });

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

  afterEach(() => vi.useRealTimers());

  it("is a bespoke page's first list as the page reads its address", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25), toFake: ['Date'] });
    // Spec 01 §7: the CRM's leads of a month ('MM/yyyy') and an academy.
    expect(await at('/marketing/gestion/leads', '?academia=ALCALA&mes=10-2026')).toEqual({
      name: 'marketing/crm',
      filter: { mes: '10/2026', centro: 'ALCALA' },
    });
    // A month the selector does not offer (spec 01 §9: 12 back, 1 forward) reads as the current one.
    expect(await at('/marketing/gestion/leads', '?academia=ALCALA&mes=10-2024')).toEqual({
      name: 'marketing/crm',
      filter: { mes: '11/2026', centro: 'ALCALA' },
    });
  });

  it('is none for a bespoke page without one, or the home page', async () => {
    expect(await at('/administracion/horarios/aperturas')).toBeUndefined();
    expect(await at('/dashboard')).toBeUndefined();
  });
});
