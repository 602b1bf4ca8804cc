import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readView } from '../../src/common/viewState/urlParams';
import { controlFilter, controlParam, controlsReady } from '../../src/declaration/listControls';
import type { ListControl } from '../../src/declaration/types';
import { CACHED_READS } from '../../src/dataProvider/readPolicy';
import { testCall } from '../support/contract';

// Every test reads on 14 May 2026, signed in as a user of GOYA unless it says otherwise.
const session = { token: 't', username: 'Ana Demo', centro: 'GOYA' };
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 4, 14, 10, 30));
  session.centro = 'GOYA';
  vi.stubGlobal('localStorage', { getItem: () => JSON.stringify(session) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const academy: ListControl = { kind: 'academy', source: 'centro', label: 'Academia' };
const academyWithAll: ListControl = { kind: 'academy', source: 'centro', label: 'Academia', includeAll: true, includeInactive: true };
const month: ListControl = { kind: 'month', source: 'mes', label: 'Mes', back: 2, forward: 1 };
const year: ListControl = { kind: 'year', source: 'anio', label: 'Año', min: 2015, max: 2027 };
const openYear: ListControl = { kind: 'year', source: 'anio', label: 'Año', min: 2028 };
const monthOfYear: ListControl = { kind: 'monthOfYear', source: 'mesDelAnio', label: 'Mes' };
const day: ListControl = { kind: 'day', source: 'fecha', label: 'Fecha' };
const choice: ListControl = {
  kind: 'choice',
  source: 'usuario',
  label: 'Usuario',
  required: true,
  from: { name: 'usuarios', readPolicy: CACHED_READS, endpoints: { list: { call: testCall('/api/core/personal/usuario/list') } } },
  option: (record) => ({ id: String(record.id), name: String(record.nombre) }),
  loadErrorTitle: 'Error al recuperar los usuarios',
};

/** The value a control reads from its URL parameter's text (`null`: the URL has none). */
function read(control: ListControl, text: string | null) {
  const query = new URLSearchParams();
  if (text !== null) query.set(control.source, text);
  return readView({ value: controlParam(control) }, query).value;
}

describe('the defaults of list controls', () => {
  it("academy: the user's own centre, else the first active academy", () => {
    expect(read(academy, null)).toBe('GOYA');
    session.centro = 'RETIRO';
    expect(read(academy, null)).toBe('HERNANI');
    expect(read(academyWithAll, null)).toBe('RETIRO');
  });

  it('month, year, month of the year and day: the current ones', () => {
    expect(read(month, null)).toBe('05/2026');
    expect(read(year, null)).toBe(2026);
    expect(read(monthOfYear, null)).toBe(5);
    expect(read(day, null)).toBe('14/05/2026');
  });

  it('a year range that starts after this year opens on its first year', () => {
    expect(read(openYear, null)).toBe(2028);
  });

  it('a choice from a call: none', () => {
    expect(read(choice, null)).toBeNull();
  });
});

describe('a value read from the URL falls back to the default when the control does not offer it', () => {
  it('academy, in any case, as the bespoke pages read it', () => {
    expect(read(academy, 'QUEVEDO')).toBe('QUEVEDO');
    expect(read(academy, 'quevedo')).toBe('QUEVEDO');
    expect(read(academy, 'TODOS')).toBe('GOYA');
    expect(read(academyWithAll, 'TODOS')).toBe('TODOS');
    expect(read(academy, 'RETIRO')).toBe('GOYA');
    expect(read(academy, '<script>')).toBe('GOYA');
  });

  it('month within its range, written MM-yyyy', () => {
    expect(read(month, '06-2026')).toBe('06/2026');
    expect(read(month, '03-2026')).toBe('03/2026');
    expect(read(month, '02-2026')).toBe('05/2026');
    expect(read(month, '13-2026')).toBe('05/2026');
  });

  it('year within its range', () => {
    expect(read(year, '2015')).toBe(2015);
    expect(read(year, '2014')).toBe(2026);
    expect(read(year, '2028')).toBe(2026);
    expect(read(year, '20x6')).toBe(2026);
    expect(read(year, '2016.5')).toBe(2026);
  });

  it('month of the year, day (dd-MM-yyyy), choice', () => {
    expect(read(monthOfYear, '12')).toBe(12);
    expect(read(monthOfYear, '0')).toBe(5);
    expect(read(day, '29-02-2024')).toBe('29/02/2024');
    expect(read(day, '31-02-2024')).toBe('14/05/2026');
    expect(read(day, '01-01-1899')).toBe('14/05/2026');
    expect(read(choice, '42')).toBe('42');
    expect(read(choice, '')).toBeNull();
    expect(read(choice, null)).toBeNull();
  });
});

describe('the list filter of the controls', () => {
  it('puts each value under its source and leaves out those without one', () => {
    expect(controlFilter([year, monthOfYear, choice], { anio: 2025, mesDelAnio: 3, usuario: null })).toEqual({ anio: 2025, mesDelAnio: 3 });
  });

  it('the list waits for its required controls', () => {
    expect(controlsReady([day, choice], { fecha: '14/05/2026' })).toBe(false);
    expect(controlsReady([day, choice], { fecha: '14/05/2026', usuario: '' })).toBe(false);
    expect(controlsReady([day, choice], { fecha: '14/05/2026', usuario: '3' })).toBe(true);
    expect(controlsReady([day], {})).toBe(true);
  });
});

