// The demo's database follows its list of tables: every table listed is seeded, opened, stored
// after a change, read back after a reload and forgotten on reset, with nothing else to edit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoDb } from '../../src/demo/db';
import type { MonthlyRows } from '../../src/demo/monthlyRows';
import { seedDb, TABLE_NAMES, TABLES, type TableName } from '../../src/demo/seed';
import { fakeSessionStorage } from '../support/sessionStorage';

const TODAY = new Date(2026, 10, 22);
const EVERY_TABLE = [
  'alumnos',
  'asignaturas',
  'aulas',
  'cajas',
  'centros',
  'centrosEstudio',
  'certificados',
  'clasesProfesor',
  'codigosPromocionales',
  'documentosCsv',
  'eventosCalendario',
  'facturas',
  'formaciones',
  'helpdesk',
  'ingresosAlumno',
  'leads',
  'modelosHorario',
  'packsHoras',
  'pagos',
  'profesores',
  'proveedores',
  'pruebasNivel',
  'tarifasAlumno',
  'usosCodigos',
  'usuarios',
  'valoraciones',
];

/** A freshly loaded database module, as after a page reload. */
async function reloadedDb() {
  vi.resetModules();
  return import('../../src/demo/db');
}

/** Takes a table's first row out, through its months for a monthly table. */
function removeFirstRow(db: DemoDb, name: TableName): unknown {
  const table = TABLES[name];
  const [first] = db[name];
  if (table.kind === 'monthly') (db as unknown as Record<string, MonthlyRows<unknown>>)[table.byMonth].remove(first);
  else (db[name] as unknown[]).shift();
  return first;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('../../src/demo/seed');
});

describe("the demo's tables", () => {
  it('are one list, each seeded with rows', () => {
    expect([...TABLE_NAMES].sort()).toEqual(EVERY_TABLE);
    const seeded = seedDb(1, TODAY);
    expect(Object.keys(seeded).sort()).toEqual([...EVERY_TABLE, 'nextId'].sort());
    for (const name of TABLE_NAMES) expect(seeded[name].length, name).toBeGreaterThan(0);
  });

  it('are each opened by the database as seeded', async () => {
    const { resetDb } = await reloadedDb();
    const db = resetDb({ scale: 1, today: TODAY });
    const seeded = seedDb(1, TODAY);
    for (const name of TABLE_NAMES) expect(db[name], name).toEqual(seeded[name]);
    expect(db.nextId).toBe(seeded.nextId);
  });

  it('are each stored after a change, read back after a reload, and forgotten on reset', async () => {
    const storage = fakeSessionStorage();
    const { resetDb, saveDb, tableStorageKey } = await reloadedDb();
    const db = resetDb({ scale: 1, today: TODAY });
    const removed = new Map<TableName, unknown>();
    for (const name of TABLE_NAMES) {
      removed.set(name, removeFirstRow(db, name));
      saveDb(name);
      expect(storage.getItem(tableStorageKey(name)), name).not.toBeNull();
    }

    const reloaded = await reloadedDb();
    const readBack = reloaded.getDb();
    for (const name of TABLE_NAMES) {
      expect(readBack[name], name).toHaveLength(db[name].length);
      expect(readBack[name], name).not.toContainEqual(removed.get(name));
    }

    reloaded.resetDb({ scale: 1, today: TODAY });
    for (const name of TABLE_NAMES) expect(storage.getItem(tableStorageKey(name)), name).toBeNull();
  });

  it("are seeded afresh, not read back, after a build that changed a table's version", async () => {
    fakeSessionStorage();
    const { resetDb, saveDb } = await reloadedDb();
    // As a new build finds it: at the default scale and day, which it seeds afresh at too.
    const db = resetDb();
    const [first] = db.helpdesk;
    db.helpdesk.shift();
    saveDb('helpdesk');
    expect((await reloadedDb()).getDb().helpdesk).not.toContainEqual(first);

    vi.doMock('../../src/demo/seed', async (importOriginal) => {
      const seed = await importOriginal<typeof import('../../src/demo/seed')>();
      return { ...seed, TABLES: { ...seed.TABLES, centros: { ...seed.TABLES.centros, version: seed.TABLES.centros.version + 1 } } };
    });
    expect((await reloadedDb()).getDb().helpdesk[0]).toEqual(first);
  });
});
