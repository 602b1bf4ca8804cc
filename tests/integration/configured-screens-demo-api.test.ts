// The demo API's tables that no compiled screen reads (issue 41): each academy's classrooms and
// the network's suppliers, served as a backend serves a new table, for the screens an
// administrator configures. Through the console's HTTP client, as the other demo API tests.
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { QueryParams } from '../../src/dataProvider/query';
import { resetDb } from '../../src/demo/db';
import { clearFaults, setFaults } from '../../src/demo/faults';
import type { Aula, Proveedor } from '../../src/demo/model/interno';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';

const CLASSROOMS = '/api/core/interno/aula';
const SUPPLIERS = '/api/core/interno/proveedor';

const { api } = setUpDemoApi();

const OPEN_ACADEMIES = [
  'HERNANI', 'QUEVEDO', 'GOYA', 'ESQUERDO', 'LOPEZ DE HOYOS', 'ALCOBENDAS', 'POZUELO', 'CORDOBA', 'VALLADOLID',
  'ALCALA', 'MAJADAHONDA', 'ALCORCON', 'DELICIAS', 'CLASSFY',
];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const today = () => format(new Date(), 'yyyy-MM-dd');

const classrooms = (centro: string) => api<Aula[]>('GET', `${CLASSROOMS}/list`, { centro });
const suppliers = () => api<Proveedor[]>('GET', `${SUPPLIERS}/list`);
const refusal = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, params: QueryParams) => (await failure(api(method, path, params))).message;

const newClassroom = { nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: 14, accesible: true, alta: '15/09/2025' };
const newSupplier = {
  nombre: 'Papelería Lavapiés S.L.',
  cif: 'B28123456',
  email: 'pedidos@papelerialavapies.es',
  telefono: '915 123 456',
  categoria: 'MATERIAL',
  activo: true,
  alta: '01/10/2025',
  importe_anual: 2345.67,
};

describe('classrooms', () => {
  it("lists 4 to 8 rooms of each open academy, that academy's only, each whole", async () => {
    for (const centro of OPEN_ACADEMIES) {
      const rooms = await classrooms(centro);
      expect(rooms.length, centro).toBeGreaterThanOrEqual(4);
      expect(rooms.length, centro).toBeLessThanOrEqual(8);
      expect(new Set(rooms.map((room) => room.nombre)).size, centro).toBe(rooms.length);
      for (const room of rooms) {
        expect(Object.keys(room).sort()).toEqual(['accesible', 'alta', 'capacidad', 'centro', 'id', 'nombre', 'planta']);
        expect(room).toMatchObject({ id: expect.any(Number), centro, accesible: expect.any(Boolean) });
        expect(room.nombre).toMatch(/^(Aula \d+|Laboratorio|Sala de estudio|Aula de informática|Aula de idiomas)$/);
        expect(['Baja', 'Primera', 'Segunda']).toContain(room.planta);
        expect(Number.isInteger(room.capacidad) && room.capacidad >= 1 && room.capacidad <= 200).toBe(true);
        expect(room.alta).toMatch(ISO_DAY);
        expect(room.alta <= today()).toBe(true);
      }
    }
    const goya = await classrooms('GOYA');
    expect(goya.map((room) => room.nombre)).toContain('Aula 1');
    // The ground floor is always reachable without stairs.
    const all = (await Promise.all(OPEN_ACADEMIES.map(classrooms))).flat();
    expect(all.filter((room) => room.planta === 'Baja').every((room) => room.accesible)).toBe(true);
    expect(new Set(all.map((room) => room.planta))).toEqual(new Set(['Baja', 'Primera', 'Segunda']));
    expect(new Set(all.map((room) => room.id)).size).toBe(all.length);
  });

  it('refuses a list without an academy, of TODOS, of an unknown or a closed academy', async () => {
    const list = `${CLASSROOMS}/list`;
    expect(await refusal('GET', list, {})).toBe('El centro es obligatorio');
    expect(await refusal('GET', list, { centro: 'TODOS' })).toBe('El centro TODOS no existe');
    expect(await refusal('GET', list, { centro: 'SALAMANCA' })).toBe('El centro SALAMANCA no existe');
    expect(await refusal('GET', list, { centro: 'RETIRO' })).toBe('El centro RETIRO está cerrado');
  });

  it('creates a room with a new id, which its academy then lists', async () => {
    const before = await classrooms('GOYA');
    const created = await api<Aula>('POST', CLASSROOMS, newClassroom);
    expect(created).toEqual({ id: expect.any(Number), nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: 14, accesible: true, alta: '2025-09-15' });
    expect(before.map((room) => room.id)).not.toContain(created.id);
    expect(await classrooms('GOYA')).toEqual([...before, created]);
    expect(await classrooms('QUEVEDO')).not.toContainEqual(created);
  });

  it('registers a new room today and not accessible when the create says neither', async () => {
    expect(await api<Aula>('POST', CLASSROOMS, { ...newClassroom, accesible: undefined, alta: undefined })).toMatchObject({ accesible: false, alta: today() });
  });

  it('updates a room whole, keeping its day of registration when the update leaves it out', async () => {
    const [room] = await classrooms('HERNANI');
    const changed = { id: room.id, nombre: 'Aula grande', centro: 'HERNANI', planta: 'Segunda', capacidad: 40, accesible: false };
    expect(await api<Aula>('PUT', CLASSROOMS, changed)).toEqual({ ...changed, alta: room.alta });
    expect((await classrooms('HERNANI')).find((candidate) => candidate.id === room.id)).toEqual({ ...changed, alta: room.alta });

    const moved = await api<Aula>('PUT', CLASSROOMS, { ...changed, centro: 'POZUELO', alta: '02/01/2024' });
    expect(moved).toMatchObject({ centro: 'POZUELO', alta: '2024-01-02' });
    expect((await classrooms('HERNANI')).map((candidate) => candidate.id)).not.toContain(room.id);
    expect(await classrooms('POZUELO')).toContainEqual(moved);
  });

  it('deletes a room, which its academy then no longer lists', async () => {
    const [room, ...others] = await classrooms('DELICIAS');
    expect(await api('DELETE', CLASSROOMS, { id: room.id })).toBe(room.id);
    expect(await classrooms('DELICIAS')).toEqual(others);
    expect(await refusal('DELETE', CLASSROOMS, { id: room.id })).toBe('El aula no existe');
  });

  it('refuses a create or update with a field missing or wrong, saying which', async () => {
    const [room] = await classrooms('GOYA');
    const cases: [QueryParams, string][] = [
      [{ nombre: undefined }, 'El nombre es obligatorio'],
      [{ nombre: '   ' }, 'El nombre es obligatorio'],
      [{ centro: undefined }, 'El centro es obligatorio'],
      [{ centro: 'TODOS' }, 'El centro TODOS no existe'],
      [{ centro: 'RETIRO' }, 'El centro RETIRO está cerrado'],
      [{ planta: undefined }, 'La planta es obligatoria'],
      [{ planta: 'Sótano' }, 'La planta no es válida'],
      [{ capacidad: undefined }, 'La capacidad es obligatoria'],
      [{ capacidad: 0 }, 'La capacidad debe ser un número entero entre 1 y 200'],
      [{ capacidad: 201 }, 'La capacidad debe ser un número entero entre 1 y 200'],
      [{ capacidad: 12.5 }, 'La capacidad debe ser un número entero entre 1 y 200'],
      [{ capacidad: -3 }, 'La capacidad debe ser un número entero entre 1 y 200'],
      [{ capacidad: 'doce' }, 'La capacidad debe ser un número entero entre 1 y 200'],
      [{ accesible: 'si' }, 'El valor de accesible no es válido'],
      [{ alta: '2025-09-15' }, 'La fecha de alta no es válida'],
      [{ alta: '31/02/2025' }, 'La fecha de alta no es válida'],
      [{ nombre: room.nombre.toUpperCase() }, 'Ya existe un aula con ese nombre en el centro'],
    ];
    for (const [change, motivo] of cases) {
      expect(await refusal('POST', CLASSROOMS, { ...newClassroom, ...change }), JSON.stringify(change)).toBe(motivo);
      const [other] = (await classrooms('GOYA')).filter((candidate) => candidate.id !== room.id);
      expect(await refusal('PUT', CLASSROOMS, { ...newClassroom, id: other.id, nombre: other.nombre, ...change }), JSON.stringify(change)).toBe(motivo);
    }
    expect(await classrooms('GOYA')).not.toContainEqual(expect.objectContaining({ nombre: 'Aula de música' }));
  });

  it("refuses an update or delete of a room that does not exist, or without a room's id", async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(await refusal(method, CLASSROOMS, { ...newClassroom, id: 999999 })).toBe('El aula no existe');
      expect(await refusal(method, CLASSROOMS, newClassroom)).toBe('El identificador del aula es obligatorio');
      expect(await refusal(method, CLASSROOMS, { ...newClassroom, id: 'uno' })).toBe('El identificador del aula no es válido');
    }
  });
});

describe('suppliers', () => {
  it('lists about 40 suppliers, each whole, with a CIF, a contact and a yearly amount in euros and cents', async () => {
    const rows = await suppliers();
    expect(rows).toHaveLength(40);
    for (const supplier of rows) {
      expect(Object.keys(supplier).sort()).toEqual(['activo', 'alta', 'categoria', 'cif', 'email', 'id', 'importe_anual', 'nombre', 'telefono']);
      expect(supplier.nombre).toMatch(/ S\.[LA]\.$/);
      expect(supplier.cif).toMatch(/^[AB][0-9]{8}$/);
      expect(supplier.email).toMatch(/^[a-z]+@[a-z0-9]+\.es$/);
      expect(supplier.telefono).toMatch(/^9\d{2} \d{3} \d{3}$/);
      expect(['MATERIAL', 'LIMPIEZA', 'MANTENIMIENTO', 'FORMACION', 'OTROS']).toContain(supplier.categoria);
      expect(typeof supplier.activo).toBe('boolean');
      expect(supplier.alta).toMatch(ISO_DAY);
      expect(supplier.alta <= today()).toBe(true);
      expect(Math.round(supplier.importe_anual * 100) / 100).toBe(supplier.importe_anual);
      expect(supplier.importe_anual).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((supplier) => supplier.nombre)).size).toBe(40);
    expect(new Set(rows.map((supplier) => supplier.cif)).size).toBe(40);
    expect(new Set(rows.map((supplier) => supplier.categoria))).toEqual(new Set(['MATERIAL', 'LIMPIEZA', 'MANTENIMIENTO', 'FORMACION', 'OTROS']));
    expect(new Set(rows.map((supplier) => supplier.activo))).toEqual(new Set([true, false]));
    // Some amounts have cents: they are not all whole euros.
    expect(rows.some((supplier) => !Number.isInteger(supplier.importe_anual))).toBe(true);
  });

  it('creates a supplier with a new id, which the list then shows', async () => {
    const before = await suppliers();
    const created = await api<Proveedor>('POST', SUPPLIERS, newSupplier);
    expect(created).toEqual({ ...newSupplier, id: expect.any(Number), alta: '2025-10-01' });
    expect(before.map((supplier) => supplier.id)).not.toContain(created.id);
    expect(await suppliers()).toEqual([...before, created]);
  });

  it('registers a new supplier today, active and with no amount when the create says none of these', async () => {
    expect(await api<Proveedor>('POST', SUPPLIERS, { ...newSupplier, activo: undefined, alta: undefined, importe_anual: undefined })).toMatchObject({ activo: true, alta: today(), importe_anual: 0 });
  });

  it('updates a supplier whole, keeping what the update leaves out of the optional fields', async () => {
    const [supplier] = await suppliers();
    const changed = { ...newSupplier, id: supplier.id, cif: supplier.cif, activo: false, importe_anual: 10 };
    expect(await api<Proveedor>('PUT', SUPPLIERS, { ...changed, alta: undefined })).toEqual({ ...changed, alta: supplier.alta });
    expect((await suppliers()).find((candidate) => candidate.id === supplier.id)).toEqual({ ...changed, alta: supplier.alta });
  });

  it('deletes a supplier, which the list then no longer shows', async () => {
    const [first, second, ...others] = await suppliers();
    expect(await api('DELETE', SUPPLIERS, { id: second.id })).toBe(second.id);
    expect(await suppliers()).toEqual([first, ...others]);
    expect(await refusal('DELETE', SUPPLIERS, { id: second.id })).toBe('El proveedor no existe');
  });

  it('refuses a create or update with a field missing or wrong, saying which', async () => {
    const [supplier, other] = await suppliers();
    const cases: [QueryParams, string][] = [
      [{ nombre: undefined }, 'El nombre es obligatorio'],
      [{ cif: undefined }, 'El CIF es obligatorio'],
      [{ cif: 'b28123456' }, 'El CIF no es válido'],
      [{ cif: '28123456B' }, 'El CIF no es válido'],
      [{ cif: 'B2812345' }, 'El CIF no es válido'],
      [{ cif: 'B281234567' }, 'El CIF no es válido'],
      [{ cif: other.cif }, 'Ya existe un proveedor con ese CIF'],
      [{ email: undefined }, 'El e-mail es obligatorio'],
      [{ email: 'pedidos en papeleria' }, 'El e-mail no es válido'],
      [{ telefono: undefined }, 'El teléfono es obligatorio'],
      [{ categoria: undefined }, 'La categoría es obligatoria'],
      [{ categoria: 'COMIDA' }, 'La categoría no es válida'],
      [{ activo: 'no' }, 'El valor de activo no es válido'],
      [{ alta: '2025-10-01' }, 'La fecha de alta no es válida'],
      [{ importe_anual: -5 }, 'El importe anual no es válido'],
      [{ importe_anual: 12.345 }, 'El importe anual no es válido'],
      [{ importe_anual: '1.000,50' }, 'El importe anual no es válido'],
    ];
    for (const [change, motivo] of cases) {
      expect(await refusal('POST', SUPPLIERS, { ...newSupplier, ...change }), JSON.stringify(change)).toBe(motivo);
      expect(await refusal('PUT', SUPPLIERS, { ...newSupplier, id: supplier.id, ...change }), JSON.stringify(change)).toBe(motivo);
    }
    expect(await suppliers()).not.toContainEqual(expect.objectContaining({ cif: newSupplier.cif }));
  });

  it("refuses an update or delete of a supplier that does not exist, or without a supplier's id", async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(await refusal(method, SUPPLIERS, { ...newSupplier, id: 999999 })).toBe('El proveedor no existe');
      expect(await refusal(method, SUPPLIERS, newSupplier)).toBe('El identificador del proveedor es obligatorio');
      expect(await refusal(method, SUPPLIERS, { ...newSupplier, id: '7a' })).toBe('El identificador del proveedor no es válido');
    }
  });
});

describe('their seed', () => {
  it('is the same on every reset at a scale and day, and grows with the scale', async () => {
    const day = new Date(2026, 10, 22);
    const seeded = (scale: number) => {
      const db = resetDb({ scale, today: day });
      return structuredClone({ aulas: db.aulas, proveedores: db.proveedores });
    };
    const once = seeded(1);
    expect(seeded(1)).toEqual(once);
    const doubled = seeded(2);
    expect(doubled.proveedores).toHaveLength(80);
    expect(doubled.aulas.length).toBeGreaterThan(once.aulas.length * 1.5);
    // Over HTTP the reset database answers the same rows.
    resetDb({ scale: 1, today: day });
    expect(await suppliers()).toEqual(once.proveedores);
    expect(await classrooms('GOYA')).toEqual(once.aulas.filter((room) => room.centro === 'GOYA'));
  });

  it('answers through the demo’s faults like every other call', async () => {
    setFaults([{ path: `${CLASSROOMS}/list`, kind: 'error', motivo: 'Aulas en mantenimiento' }]);
    try {
      expect(await refusal('GET', `${CLASSROOMS}/list`, { centro: 'GOYA' })).toBe('Aulas en mantenimiento');
    } finally {
      clearFaults();
    }
  });
});
