// The demo's in-memory database, opened from the list of tables (seed/index.ts). Each table is
// built on first use, so a screen waits only for the tables it reads, and the dated tables a
// benchmark scale makes large (leads, invoices) a month at a time (monthlyRows.ts).
// Building is deterministic for a scale and a day, so only the tables a user changed are copied
// to sessionStorage: after a reload, within the browser session, those are read back and the
// others built again, the same as before.
import { isoDay } from './isoDate';
import { monthlyRows, type MonthlyRows } from './monthlyRows';
import {
  TABLE_NAMES,
  TABLES,
  tableSeeder,
  type ByMonthName,
  type DemoTable,
  type MonthlyTableName,
  type RowOf,
  type SequencedTable,
  type TableName,
  type WholeTableName,
} from './seed';
import { readStored, removeStored, writeStored } from './sessionStore';

export type { DemoTables, SequencedTable, TableName } from './seed';

/** Every table's rows; a monthly table is read by month too, under its own name (`leadMonths`). */
export type DemoDb = { [T in WholeTableName]: RowOf<T>[] } & {
  /** Every month's rows in a new array on each read: removals go through the table by month. */
  readonly [T in MonthlyTableName]: readonly RowOf<T>[];
} & { [T in MonthlyTableName as ByMonthName<T>]: MonthlyRows<RowOf<T>> } & {
  /** The next free id of the subjects and study centres. */
  nextId: number;
};

/** The tables' versions as one value, which the stored copy of a session's data is checked against. */
const SCHEMA = TABLE_NAMES.map((name) => `${name}@${TABLES[name].version}`).join(' ');

export const DB_STORAGE_KEY = 'demo-db';
export const tableStorageKey = (table: TableName) => `${DB_STORAGE_KEY}/${table}`;

/** What a session's data is built from, and the id sequences once something was created. */
interface DbMeta {
  /**
   * The tables' versions: a copy stored by a build with other tables is seeded afresh, whole,
   * as tables are built over one another and share id sequences.
   */
  schema: string;
  scale: number;
  /** 'yyyy-MM-dd': the day the dated rows were built up to, kept so a reload tomorrow matches. */
  seededOn: string;
  nextId?: number;
  /** The next id of each table with its own sequence, once one was taken. */
  sequences?: Partial<Record<SequencedTable, number>>;
}

let meta: DbMeta | undefined;
/** What each table of the open database stores: its rows, or a monthly table's months built. */
let storedForms: Partial<Record<TableName, () => unknown>> = {};
let current: DemoDb | undefined;

export function getDb(): DemoDb {
  if (current) return current;
  // Tables stored under other tables' versions must not be read as current ones.
  const stored = loadMeta();
  return stored ? (current = open(stored)) : resetDb();
}

/** Copies a changed table to sessionStorage; handlers call it after every change. */
export function saveDb(table: TableName): void {
  if (!meta) return;
  writeStored(tableStorageKey(table), storedForms[table]?.());
  writeStored(DB_STORAGE_KEY, meta);
}

/**
 * Starts afresh, at the given scale or else VITE_DEMO_SCALE, with dated rows up to the given
 * day or else today, forgetting every stored change.
 */
export function resetDb(options: { scale?: number; today?: Date } = {}): DemoDb {
  for (const table of TABLE_NAMES) removeStored(tableStorageKey(table));
  current = open(createMeta(options));
  writeStored(DB_STORAGE_KEY, meta);
  return current;
}

/** The scale the session's data is built at, for what is built on request (a day's access logs). */
export function dbScale(): number {
  getDb();
  return meta!.scale;
}

/** Takes the next id for a new subject or study centre. */
export function newId(db: DemoDb): number {
  return db.nextId++;
}

const highestId = (rows: readonly { id: number }[]) => rows.reduce((highest, row) => Math.max(highest, row.id), 0);

/** Takes the next id of a table with its own sequence: one above the highest ever given. */
export function newRowId(table: SequencedTable): number {
  // Opening the database reads the session's meta too, so meta is set from here on.
  const rows: readonly { id: number }[] = getDb()[table];
  const sequences = (meta!.sequences ??= {});
  const id = sequences[table] ?? highestId(rows) + 1;
  sequences[table] = id + 1;
  return id;
}

function open(opened: DbMeta): DemoDb {
  meta = opened;
  storedForms = {};
  const seeder = tableSeeder(opened.scale, dayOf(opened.seededOn));
  const db = {};
  const define = (name: string, get: () => unknown) => Object.defineProperty(db, name, { get, enumerable: true });
  for (const name of TABLE_NAMES) {
    const table: DemoTable = TABLES[name];
    const stored = readStored(tableStorageKey(name));
    if (table.kind === 'monthly') {
      let months: MonthlyRows<{ id: number }> | undefined;
      const byMonth = () => (months ??= monthlyRows(table.seed(seeder.context()), stored));
      define(table.byMonth, byMonth);
      define(name, () => byMonth().all());
      storedForms[name] = () => months?.built();
    } else {
      let rows: object[] | undefined = Array.isArray(stored) ? stored : undefined;
      define(name, () => {
        rows ??= table.seed(seeder.context());
        // A table's sequence starts above its highest id as first read, so that the id of a row
        // deleted before any was created is not given again.
        if (table.ownIds) (opened.sequences ??= {})[name as SequencedTable] ??= highestId(rows as ReturnType<typeof table.seed>) + 1;
        return rows;
      });
      storedForms[name] = () => rows;
    }
  }
  Object.defineProperty(db, 'nextId', {
    enumerable: true,
    get: () => (opened.nextId ??= seeder.administration().nextId),
    set: (value: number) => (opened.nextId = value),
  });
  // Each table's getter reads its own entry of the list, which is what DemoDb says of it.
  return db as DemoDb;
}

function createMeta(options: { scale?: number; today?: Date }): DbMeta {
  return { schema: SCHEMA, scale: options.scale ?? envScale(), seededOn: isoDay(options.today ?? new Date()) };
}

function loadMeta(): DbMeta | undefined {
  const stored = readStored(DB_STORAGE_KEY) as Partial<DbMeta> | undefined;
  return stored?.schema === SCHEMA ? (stored as DbMeta) : undefined;
}

function dayOf(text: string): Date {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** VITE_DEMO_SCALE multiplies the row counts for benchmarks; anything but a number ≥ 1 means 1. */
function envScale(): number {
  const scale = Number(import.meta.env.VITE_DEMO_SCALE);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
}
