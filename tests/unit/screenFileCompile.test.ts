// A checked screen file compiles into the declaration compiled screens use (issue 41): columns,
// calls with their parameters in the contract's formats, the contract's reading of answers, the
// dialogs' fields and checks, the delete with its confirmation.
import { readFileSync } from 'node:fs';
import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { checkScreenFile } from '../../src/screenFile/check';
import type { ConfiguredScreen } from '../../src/screenFile/compile';
import type { Endpoint, FormSchema, ListColumn } from '../../src/declaration/types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON document, changed by path

const read = (name: string): Json => JSON.parse(readFileSync(`src/demo/pantallas/${name}`, 'utf8')) as Json;

function compiled(name: string, change: (file: Json) => void = () => {}): ConfiguredScreen {
  const file = read(name);
  change(file);
  const checked = checkScreenFile(name, file, { compiledRoutes: [] });
  if (!checked.ok) throw new Error(checked.problems.map((problem) => problem.path).join(', '));
  return checked.screen;
}

const column = (screen: ConfiguredScreen, key: string) => screen.schema.list.columns.find((each) => (each.key ?? each.source) === key) as ListColumn<RaRecord>;
const paramsOf = <Input>(endpoint: Endpoint<Input> | undefined, input: Input) => endpoint?.params?.(input);
const callOf = (endpoint: Endpoint<never> | undefined) => (endpoint && typeof endpoint.call === 'object' ? endpoint.call : undefined);
const room = { id: 7, nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: 14, accesible: true, alta: '2025-09-15' };

describe('the classrooms file, compiled', () => {
  const screen = compiled('aulas.json');
  const { schema } = screen;

  it('is the resource of its route, cached as spec 02 reads', () => {
    expect(screen.route).toBe('/administracion/aulas');
    expect(screen.menu).toEqual({ title: 'Aulas', icon: 'meeting-room' });
    expect(screen.writers).toBeUndefined();
    expect(screen.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(schema.name).toBe('administracion/aulas');
    expect(schema.readPolicy).toEqual({ staleTime: 300000, refetchOnWindowFocus: false, retries: 1 });
  });

  it('lists with the chosen academy, and writes each field in its format', () => {
    expect(callOf(schema.endpoints.list as Endpoint<never>)).toMatchObject({ method: 'GET', path: '/api/core/interno/aula/list' });
    expect(paramsOf(schema.endpoints.list, { centro: 'GOYA' })).toEqual({ centro: 'GOYA' });
    expect(callOf(schema.endpoints.create as Endpoint<never>)).toMatchObject({ method: 'POST', path: '/api/core/interno/aula' });
    expect(paramsOf(schema.endpoints.create, { ...room, capacidad: '14' })).toEqual({
      nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: '14', accesible: true, alta: '15/09/2025',
    });
    expect(callOf(schema.endpoints.update as Endpoint<never>)).toMatchObject({ method: 'PUT', path: '/api/core/interno/aula' });
    expect(paramsOf(schema.endpoints.update, room)).toEqual({
      id: 7, nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: 14, accesible: true, alta: '15/09/2025',
    });
    expect(callOf(schema.endpoints.delete as Endpoint<never>)).toMatchObject({ method: 'DELETE', path: '/api/core/interno/aula' });
    expect(paramsOf(schema.endpoints.delete, 7)).toEqual({ id: 7 });
    // A day the record does not hold is left out of the query.
    expect(paramsOf(schema.endpoints.create, { ...room, alta: null })).not.toHaveProperty('alta', expect.anything());
  });

  it("reads the answer through the contract's readers: tolerant of what servers write, strict where the screen computes", () => {
    const list = callOf(schema.endpoints.list as Endpoint<never>);
    const answer = [{ id: '3', nombre: 'Aula 1', centro: 'GOYA', planta: 'Baja', capacidad: '20', accesible: 'true', alta: '02/01/2025', extra: 1 }];
    expect(list?.read(answer)).toEqual({
      ok: true,
      value: [{ id: 3, nombre: 'Aula 1', centro: 'GOYA', planta: 'Baja', capacidad: 20, accesible: true, alta: '2025-01-02' }],
    });
    // Only shown: an unreadable value is an empty cell.
    expect(list?.read([{ ...answer[0], alta: 'ayer', accesible: 'quizá' }])).toMatchObject({ ok: true, value: [{ alta: null, accesible: null }] });
    // Computed: the answer cannot be read, and says where.
    expect(list?.read([{ ...answer[0], capacidad: 'veinte' }])).toEqual({
      ok: false,
      count: 1,
      problems: ['elemento 0, campo capacidad: Invalid input; recibido "veinte"'],
    });
  });

  it('shows its columns as the declaration does: badge from the map, check with its labels, numbers summed', () => {
    expect(schema.list.columns.map((each) => [each.source, each.type, each.label])).toEqual([
      ['nombre', 'text', 'Nombre'],
      ['planta', 'badge', 'Planta'],
      ['capacidad', 'number', 'Capacidad'],
      ['accesible', 'check', 'Accesible'],
      ['alta', 'date', 'Alta'],
    ]);
    const planta = column(screen, 'planta');
    if (planta.type !== 'badge') throw new Error('not a badge');
    expect(planta.badge({ ...room, planta: 'Baja' })).toEqual({ label: 'Planta baja', color: 'success' });
    expect(planta.badge({ ...room, planta: 'Sótano' })).toBeUndefined();
    expect(planta.badge({ ...room, planta: 'constructor' })).toBeUndefined();
    const capacidad = column(screen, 'capacidad');
    if (capacidad.type !== 'number') throw new Error('not a number');
    expect(capacidad.total).toBe('sum');
    expect(capacidad.value(room)).toBe(14);
    expect(capacidad.value({ ...room, capacidad: '14' })).toBeNull();
    expect(column(screen, 'accesible')).toMatchObject({ type: 'check', labels: { true: 'Accesible', false: 'Sin acceso adaptado' } });
    expect(schema.list.search(room)).toEqual(['Aula de música', 'Primera']);
    expect(schema.list).toMatchObject({
      title: 'Aulas',
      sort: { field: 'nombre', order: 'ASC' },
      exportName: 'aulas',
      totalsLabel: 'Total',
      loadErrorTitle: 'Error al recuperar las aulas',
      controls: [{ kind: 'academy', source: 'centro', label: 'Academia', required: true }],
    });
  });

  it('edits and deletes from each row, the delete after its confirmation', () => {
    expect(schema.list.actions).toEqual([
      { kind: 'edit' },
      {
        kind: 'delete',
        label: 'Borrar',
        icon: expect.anything(),
        confirm: { title: '¿Seguro que quieres borrar esta aula?', confirmLabel: 'Borrar' },
        success: { title: 'Aula borrada', content: 'El aula se ha borrado correctamente' },
        errorTitle: 'Error al borrar el aula',
      },
    ]);
  });

  it("has dialogs of the declaration's fields, the academies as compiled screens offer them, and the bounds as checks", () => {
    const create = schema.create as FormSchema;
    expect(create).toMatchObject({ title: 'Nueva aula', submitLabel: 'Crear', success: { title: 'Aula creada', content: 'El aula se ha creado correctamente' }, errorTitle: 'Error al crear el aula' });
    expect(create.fields.map((field) => [field.source, field.kind, field.label, field.required])).toEqual([
      ['nombre', 'text', 'Nombre', true],
      ['centro', 'select', 'Academia', true],
      ['planta', 'select', 'Planta', true],
      ['capacidad', 'decimal', 'Capacidad', true],
      ['accesible', 'checkbox', 'Accesible sin escaleras', undefined],
      ['alta', 'date', 'Fecha de alta', undefined],
    ]);
    const [, academy, floor, seats] = create.fields;
    expect(academy.kind === 'select' && academy.choices).toEqual([
      'HERNANI', 'QUEVEDO', 'GOYA', 'ESQUERDO', 'LOPEZ DE HOYOS', 'ALCOBENDAS', 'POZUELO', 'CORDOBA', 'VALLADOLID', 'ALCALA', 'MAJADAHONDA', 'ALCORCON', 'DELICIAS', 'CLASSFY',
    ].map((name) => ({ id: name, name })));
    expect(floor.kind === 'select' && floor.choices).toEqual([{ id: 'Baja', name: 'Planta baja' }, { id: 'Primera', name: 'Primera planta' }, { id: 'Segunda', name: 'Segunda planta' }]);
    expect(seats).toMatchObject({ kind: 'decimal', noNegatives: true, helperText: 'Plazas, de 1 a 200' });
    const warnings = (values: Record<string, unknown>) => (create.rules ?? []).map((rule) => rule.check(values)).filter(Boolean);
    expect(warnings({ capacidad: '0' })).toEqual(['Capacidad: como mínimo 1']);
    expect(warnings({ capacidad: '201' })).toEqual(['Capacidad: como máximo 200']);
    expect(warnings({ capacidad: '1.2.' })).toEqual(['Capacidad: se esperaba un número']);
    expect(warnings({ capacidad: '200' })).toEqual([]);
    expect(warnings({ capacidad: 14 })).toEqual([]);
    expect(warnings({})).toEqual([]);
    expect(schema.edit).toMatchObject({ title: 'Editar aula', submitLabel: 'Guardar' });
  });
});

describe('the suppliers file, compiled', () => {
  const screen = compiled('proveedores.json');

  it('narrows who writes, lists without parameters, and checks what the server would refuse', () => {
    expect(screen.writers).toEqual(['ADMIN']);
    expect(paramsOf(screen.schema.endpoints.list, {})).toEqual({});
    const rules = screen.schema.create?.rules ?? [];
    const warnings = (values: Record<string, unknown>) => rules.map((rule) => rule.check(values)).filter(Boolean);
    expect(warnings({ cif: 'b2812345', importe_anual: '12.345' })).toEqual([
      'El CIF es una letra mayúscula, siete cifras y una cifra o letra de control',
      'Importe anual (€): como mucho dos decimales',
    ]);
    expect(warnings({ cif: 'B28123456', importe_anual: '12.34' })).toEqual([]);
    expect(column(screen, 'importe_anual')).toMatchObject({ type: 'money', total: 'sum' });
  });
});

describe('controls, windows and links', () => {
  const screen = compiled('aulas.json', (file) => {
    file.list.controls.push({ kind: 'month', name: 'mes', label: 'Mes', back: 12, forward: 0 }, { kind: 'year', name: 'anio', label: 'Año', min: 2015 });
    file.list.filters = [{ name: 'planta', label: 'Planta', choices: [{ id: 'Baja', name: 'Baja' }], allLabel: 'Ver todo' }];
    file.calls.list.query = {
      centros: { format: 'academies', control: 'centro' },
      fecha_inicio: { format: 'month', control: 'mes', window: 'start' },
      fecha_fin: { format: 'month', control: 'mes', window: 'end' },
      periodo: { format: 'year', control: 'anio' },
      planta: { format: 'text', control: 'planta' },
      incluir_central: { format: 'boolean', value: true },
    };
    file.list.columns.push({ type: 'link', field: 'nombre', key: 'ficha', label: 'Ficha', href: 'https://aulas.example.org/{centro}/{nombre}?id={id}' });
  });

  it("fills the list's query from the controls and filters, a month window's end the month after", () => {
    expect(paramsOf(screen.schema.endpoints.list, { centro: 'LOPEZ DE HOYOS', mes: '12/2025', anio: 2025, planta: 'Baja' })).toEqual({
      centros: ['LOPEZ DE HOYOS'],
      fecha_inicio: '12/2025',
      fecha_fin: '01/2026',
      periodo: '2025',
      planta: 'Baja',
      incluir_central: true,
    });
    expect(screen.schema.list.controls).toEqual([
      { kind: 'academy', source: 'centro', label: 'Academia', required: true },
      { kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 0 },
      { kind: 'year', source: 'anio', label: 'Año', min: 2015 },
    ]);
    expect(screen.schema.list.filters).toEqual([{ source: 'planta', label: 'Planta', choices: [{ id: 'Baja', name: 'Baja' }], allLabel: 'Ver todo' }]);
  });

  it('links with each part URL-encoded, and none while a part has no value', () => {
    const link = column(screen, 'ficha');
    if (link.type !== 'link') throw new Error('not a link');
    expect(link.href(room)).toBe('https://aulas.example.org/GOYA/Aula%20de%20m%C3%BAsica?id=7');
    expect(link.href({ ...room, nombre: '../../x?y=1#z' })).toBe('https://aulas.example.org/GOYA/..%2F..%2Fx%3Fy%3D1%23z?id=7');
    expect(link.href({ ...room, centro: null })).toBeUndefined();
  });
});
