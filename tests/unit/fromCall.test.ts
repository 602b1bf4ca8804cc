// 'Empezar desde una llamada' (issue 42): the file proposed from a GET call and the items it
// answered passes the console's checker, its fields from ALL the items, each of the kind its
// values fit (the contract's, for a contract call).
import { describe, expect, it } from 'vitest';
import { checkScreenText, problemText } from '../../src/screenFile/check';
import { askedCall, proposeScreen, screenFileText } from '../../src/screenFile/editor/fromCall';
import { screens } from '../../src/screens/registry';

const COMPILED = screens.map((screen) => screen.path);

/** The proposal's text, which must pass the checker as a file of the folder does. */
function proposed(path: string, items: readonly unknown[]) {
  const file = proposeScreen(path, items, { takenRoutes: COMPILED });
  if (!file) throw new Error('nothing proposed');
  const text = screenFileText(file);
  const checked = checkScreenText('propuesta.json', text, { compiledRoutes: COMPILED });
  expect(checked.ok ? [] : checked.problems.map(problemText)).toEqual([]);
  return { file, text };
}

describe('askedCall', () => {
  it('splits the path from its query, a repeated key[] as a list', () => {
    expect(askedCall(' /api/core/x/list?mes=05/2026&centros[]=GOYA&centros[]=POZUELO ')).toEqual({
      path: '/api/core/x/list',
      query: { mes: '05/2026', centros: ['GOYA', 'POZUELO'] },
    });
  });
});

describe('proposeScreen', () => {
  it('takes every item’s fields, not only the first’s, each of the kind its values fit', () => {
    const { file, text } = proposed('/api/core/interno/aula/list', [
      { id: 1, nombre: 'Aula 1', capacidad: 20 },
      { id: 2, nombre: 'Aula 2', capacidad: null, accesible: true, alta: '2025-09-01' },
      { id: 3, nombre: 'Aula 3', capacidad: 12, accesible: 'false', alta: '2025-09-02', revisada: '2025-09-02T10:30:00', abre: '08:30' },
    ]);
    expect(file.fields).toEqual({
      id: { kind: 'number', use: 'computed' },
      nombre: { kind: 'text', use: 'shown' },
      capacidad: { kind: 'number', use: 'shown' },
      accesible: { kind: 'boolean', use: 'shown' },
      alta: { kind: 'day', use: 'shown' },
      revisada: { kind: 'dateTime', use: 'shown' },
      abre: { kind: 'time', use: 'shown' },
    });
    expect(file.idField).toBe('id');
    expect(file.list.columns).toEqual([
      { type: 'number', field: 'id', label: 'Id' },
      { type: 'text', field: 'nombre', label: 'Nombre' },
      { type: 'number', field: 'capacidad', label: 'Capacidad' },
      { type: 'check', field: 'accesible', label: 'Accesible', labels: { true: 'Sí', false: 'No' } },
      { type: 'date', field: 'alta', label: 'Alta' },
      { type: 'dateTime', field: 'revisada', label: 'Revisada' },
      { type: 'text', field: 'abre', label: 'Abre' },
    ]);
    expect(file.list.search).toEqual(['nombre']);
    expect(file.route).toBe('/administracion/aula');
    expect(file.menu).toEqual({ title: 'Aula', icon: 'list' });
    expect(text.startsWith('{\n  "$schema": "./screen.schema.json",\n  "version": 1,\n  "route": "/administracion/aula",')).toBe(true);
  });

  it('reads mixed values as text, a day among moments as a moment, and keeps 0/1 flags numbers', () => {
    const { file } = proposed('/api/core/contabilidad/proveedor/list', [
      { codigo: 'A1', telefono: 600111222, alta: '2025-01-01', activo: 1 },
      { codigo: 'B2', telefono: '+34 600 111 333', alta: '2025-01-02T09:00:00', activo: 0 },
    ]);
    expect(file.fields).toEqual({
      codigo: { kind: 'text', use: 'computed' },
      telefono: { kind: 'text', use: 'shown' },
      alta: { kind: 'dateTime', use: 'shown' },
      activo: { kind: 'number', use: 'shown' },
    });
    expect(file.idField).toBe('codigo');
    expect(file.route).toBe('/contabilidad/proveedor');
    expect(file.readPolicy).toBe('cached');
  });

  it('guesses no id where no field tells the items apart, and leaves out lists, objects and names a file cannot declare', () => {
    const { file } = proposed('/api/core/web/peticion/list', [
      { centro: 'GOYA', estado: 'NUEVA', tags: ['a'], 'dos palabras': 'x' },
      { centro: 'GOYA', estado: 'NUEVA', datos: { a: 1 } },
    ]);
    expect(file.idField).toBeUndefined();
    expect(Object.keys(file.fields ?? {})).toEqual(['centro', 'estado']);
    expect(file.route).toBe('/marketing/peticion');
    expect(file.readPolicy).toBe('fresh');
  });

  it('prefers an id_ field, and takes a free route when the path’s is taken', () => {
    const { file } = proposed('/api/core/contabilidad/pago/list/pending', [
      { nombre: 'Ana', id_pago: 7 },
      { nombre: 'Luis', id_pago: 8 },
    ]);
    expect(file.idField).toBe('id_pago');
    expect(file.route).toBe('/contabilidad/pago-pending');
    const again = proposeScreen('/api/core/contabilidad/pago/list/pending', [{ id_pago: 1 }], { takenRoutes: [...COMPILED, '/contabilidad/pago-pending'] });
    expect(again?.route).toBe('/contabilidad/pago-pending-2');
  });

  it('reads a contract call’s fields with the contract’s readers and uses, and writes its query in the contract’s formats', () => {
    const { file } = proposed('/api/core/interno/documentacion/factura/list?mes=05/2026&centro=GOYA', [
      { id: 1, codigo: 'F-1', fecha: '2026-05-02', importe: 120.5, centro: 'GOYA', anulada: false },
      { id: 2, codigo: 'F-2', fecha: '2026-05-03', importe: '80', centro: 'GOYA', anulada: false, concepto: 'Clases' },
    ]);
    expect(file.fields).toEqual({
      id: { kind: 'number', use: 'computed' },
      codigo: { kind: 'text', use: 'computed' },
      fecha: { kind: 'day', use: 'shown' },
      importe: { kind: 'number', use: 'computed' },
      centro: { kind: 'text', use: 'shown' },
      anulada: { kind: 'boolean', use: 'shown' },
      concepto: { kind: 'text', use: 'shown' },
    });
    expect(file.calls.list).toEqual({
      method: 'GET',
      path: '/api/core/interno/documentacion/factura/list',
      query: { mes: { format: 'month', value: '05/2026' }, centro: { format: 'academy', value: 'GOYA' } },
    });
  });

  it('proposes a contract call’s fields when it answered no item, a code of a list as the contract reads it', () => {
    const { file } = proposed('/api/core/personal/profesor/list', []);
    expect(file.fields?.rol).toEqual({ kind: 'code', codes: 'TeacherRole', use: 'shown' });
    expect(file.fields?.id).toEqual({ kind: 'number', use: 'computed' });
    expect(file.route).toBe('/personal/profesor');
  });

  it('writes a query value that is not of its format as text', () => {
    const { file } = proposed('/api/core/interno/documentacion/factura/list?mes=mayo&numero=3', [{ id: 1 }]);
    expect(file.calls.list.query).toEqual({ mes: { format: 'text', value: 'mayo' }, numero: { format: 'text', value: '3' } });
  });

  it('proposes nothing without a field to show', () => {
    expect(proposeScreen('/api/core/interno/x/list', [])).toBeUndefined();
    expect(proposeScreen('/api/core/interno/x/list', [{ lista: [1] }, 3])).toBeUndefined();
  });
});
