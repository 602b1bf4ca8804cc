import { describe, expect, it } from 'vitest';
import { controlDefault, controlFilter, controlFilterOfUrl, controlsReady, parseControlValue } from '../../src/resources/generic/listControls';
import type { ListControl } from '../../src/resources/types';
import { CACHED_READS } from '../../src/dataProvider/readPolicy';
import { testCall } from '../support/contract';

const TODAY = new Date(2026, 4, 14); // 14 May 2026
const context = { today: TODAY, ownAcademy: 'GOYA' };

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

describe('the defaults of list controls', () => {
  it("academy: the user's own centre, else the first active academy", () => {
    expect(controlDefault(academy, context)).toBe('GOYA');
    expect(controlDefault(academy, { ...context, ownAcademy: 'RETIRO' })).toBe('HERNANI');
    expect(controlDefault(academyWithAll, { ...context, ownAcademy: 'RETIRO' })).toBe('RETIRO');
  });

  it('month, year, month of the year and day: the current ones', () => {
    expect(controlDefault(month, context)).toBe('05/2026');
    expect(controlDefault(year, context)).toBe(2026);
    expect(controlDefault(monthOfYear, context)).toBe(5);
    expect(controlDefault(day, context)).toBe('14/05/2026');
  });

  it('a year range that starts after this year opens on its first year', () => {
    expect(controlDefault(openYear, context)).toBe(2028);
  });

  it('a choice from a call: none', () => {
    expect(controlDefault(choice, context)).toBeUndefined();
  });
});

describe('parseControlValue: a value read from text falls back to the default when the control does not offer it', () => {
  it('academy', () => {
    expect(parseControlValue(academy, 'QUEVEDO', context)).toBe('QUEVEDO');
    expect(parseControlValue(academy, 'TODOS', context)).toBe('GOYA');
    expect(parseControlValue(academyWithAll, 'TODOS', context)).toBe('TODOS');
    expect(parseControlValue(academy, 'RETIRO', context)).toBe('GOYA');
    expect(parseControlValue(academy, '<script>', context)).toBe('GOYA');
  });

  it('month within its range', () => {
    expect(parseControlValue(month, '06/2026', context)).toBe('06/2026');
    expect(parseControlValue(month, '03/2026', context)).toBe('03/2026');
    expect(parseControlValue(month, '02/2026', context)).toBe('05/2026');
    expect(parseControlValue(month, '13/2026', context)).toBe('05/2026');
  });

  it('year within its range', () => {
    expect(parseControlValue(year, '2015', context)).toBe(2015);
    expect(parseControlValue(year, '2014', context)).toBe(2026);
    expect(parseControlValue(year, '2028', context)).toBe(2026);
    expect(parseControlValue(year, '20x6', context)).toBe(2026);
    expect(parseControlValue(year, '2016.5', context)).toBe(2026);
  });

  it('month of the year, day, choice', () => {
    expect(parseControlValue(monthOfYear, '12', context)).toBe(12);
    expect(parseControlValue(monthOfYear, '0', context)).toBe(5);
    expect(parseControlValue(day, '29/02/2024', context)).toBe('29/02/2024');
    expect(parseControlValue(day, '31/02/2024', context)).toBe('14/05/2026');
    expect(parseControlValue(day, '01/01/1899', context)).toBe('14/05/2026');
    expect(parseControlValue(choice, '42', context)).toBe('42');
    expect(parseControlValue(choice, '', context)).toBeUndefined();
    expect(parseControlValue(choice, null, context)).toBeUndefined();
  });
});

describe('the list filter of the controls', () => {
  it('puts each value under its source and leaves out those without one', () => {
    expect(controlFilter([year, monthOfYear, choice], { anio: 2025, mesDelAnio: 3, usuario: undefined })).toEqual({ anio: 2025, mesDelAnio: 3 });
  });

  it('the list waits for its required controls', () => {
    expect(controlsReady([day, choice], { fecha: '14/05/2026' })).toBe(false);
    expect(controlsReady([day, choice], { fecha: '14/05/2026', usuario: '' })).toBe(false);
    expect(controlsReady([day, choice], { fecha: '14/05/2026', usuario: '3' })).toBe(true);
    expect(controlsReady([day], {})).toBe(true);
  });
});

describe("the controls' filter a URL gives, for the list the console asks for as it starts", () => {
  it('reads each control as its screen does, months written with dashes', () => {
    const now = new Date();
    const thisMonth = `${String(now.getMonth() + 1).padStart(2, '0')}-${now.getFullYear()}`;
    expect(controlFilterOfUrl([academy, year], '?centro=QUEVEDO&anio=2020')).toEqual({ centro: 'QUEVEDO', anio: 2020 });
    expect(controlFilterOfUrl([month], `?mes=${thisMonth}`)).toEqual({ mes: thisMonth.replace('-', '/') });
    expect(controlFilterOfUrl([year], '?anio=nada')).toEqual({ anio: now.getFullYear() });
  });

  it('gives none while a required control has no value', () => {
    expect(controlFilterOfUrl([year, choice], '?anio=2020')).toBeUndefined();
    expect(controlFilterOfUrl([year, choice], '?anio=2020&usuario=7')).toEqual({ anio: 2020, usuario: '7' });
  });

  it('is empty for a list without controls', () => {
    expect(controlFilterOfUrl(undefined, '?buscar=x')).toEqual({});
  });
});
