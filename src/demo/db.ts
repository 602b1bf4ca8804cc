// The demo's in-memory database. It is seeded on first use and, in the browser, copied to
// sessionStorage after every change, so that what a user changes survives a reload within the
// browser session (a new session starts again from the seed).
import type { Asignatura, CentroEstudios } from './model/administracion';
import { seedDb } from './seed';
import { readStored, writeStored } from './sessionStore';

/** Every table of the demo; each area adds its own. */
export interface DemoDb {
  asignaturas: Asignatura[];
  centrosEstudio: CentroEstudios[];
  /** The next free id, shared by all tables. */
  nextId: number;
}

export const DB_STORAGE_KEY = 'demo-db';

/** Bump when the tables change, so that a copy stored by an older build is seeded afresh. */
const SCHEMA_VERSION = 1;

interface StoredDb {
  version: number;
  db: DemoDb;
}

let current: DemoDb | undefined;

export function getDb(): DemoDb {
  current ??= loadStored() ?? resetDb();
  return current;
}

/** Copies the database to sessionStorage; handlers call it after every change. */
export function saveDb(): void {
  if (current) writeStored(DB_STORAGE_KEY, { version: SCHEMA_VERSION, db: current } satisfies StoredDb);
}

/** Seeds afresh, at the given scale or else VITE_DEMO_SCALE, and stores the result. */
export function resetDb(options: { scale?: number } = {}): DemoDb {
  current = seedDb(options.scale ?? envScale());
  saveDb();
  return current;
}

/** Takes the next id for a new row. */
export function newId(db: DemoDb): number {
  return db.nextId++;
}

function loadStored(): DemoDb | undefined {
  const stored = readStored(DB_STORAGE_KEY) as Partial<StoredDb> | undefined;
  return stored?.version === SCHEMA_VERSION ? stored.db : undefined;
}

/** VITE_DEMO_SCALE multiplies the row counts for benchmarks; anything but a number ≥ 1 means 1. */
function envScale(): number {
  const scale = Number(import.meta.env.VITE_DEMO_SCALE);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
}
