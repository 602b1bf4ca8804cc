// The demo's in-memory database. Each table is built on first use, so a screen waits only for
// the tables it reads, and the dated tables a benchmark scale makes large (leads, invoices) a
// month at a time (monthlyRows.ts).
// Building is deterministic for a scale and a day, so only the tables a user changed are copied
// to sessionStorage: after a reload, within the browser session, those are read back and the
// others built again, the same as before.
import { isoDay } from './isoDate';
import type {
  Asignatura,
  Centro,
  CentroEstudios,
  CertificadoAlumno,
  CodigoPromocionalDinamico,
  DocumentoCsv,
  Formacion,
  Helpdesk,
} from './model/administracion';
import type { Alumno } from './model/alumnos';
import type { Caja, Factura } from './model/facturacion';
import type { PackHorasAlumno, TarifaAlumno, UsoCodigoPromocional, ValoracionAlumno } from './model/clientes';
import type { DemoIngreso, DemoPago } from './model/contabilidad';
import type { DemoLead } from './model/marketing';
import type { ClaseProfesor, EventoCalendario, ModeloHorario, PruebaNivel } from './model/horarios';
import type { Profesor, Usuario } from './model/personal';
import { monthlyRows, type MonthlyRows } from './monthlyRows';
import { invoiceMonths, seedAdministration, seedMarketing, seedRecord, type AdministrationTables, type RecordTables } from './seed';
import { readStored, removeStored, writeStored } from './sessionStore';

/** Every table of the demo; each area adds its own. */
export interface DemoTables extends RecordTables {
  asignaturas: Asignatura[];
  centrosEstudio: CentroEstudios[];
  leads: DemoLead[];
  facturas: Factura[];
}

export type TableName = keyof DemoTables;

/** The tables built a month at a time. */
interface MonthlyTables {
  leads: MonthlyRows<DemoLead>;
  facturas: MonthlyRows<Factura>;
}
type MonthlyTable = keyof MonthlyTables;
const isMonthly = (table: TableName): table is MonthlyTable => table === 'leads' || table === 'facturas';

export interface DemoDb extends Omit<DemoTables, MonthlyTable> {
  /** The leads by month of first contact. */
  leadMonths: MonthlyRows<DemoLead>;
  /** Every month's leads in a new array on each read: removals go through leadMonths. */
  readonly leads: readonly DemoLead[];
  /** The invoices by month of issue. */
  invoiceMonths: MonthlyRows<Factura>;
  /** Every month's invoices in a new array on each read. */
  readonly facturas: readonly Factura[];
  /** The next free id of the subjects and study centres. */
  nextId: number;
}

export const DB_STORAGE_KEY = 'demo-db';
export const tableStorageKey = (table: TableName) => `${DB_STORAGE_KEY}/${table}`;
const TABLES: readonly TableName[] = [
  'asignaturas',
  'centrosEstudio',
  'leads',
  'centros',
  'helpdesk',
  'certificados',
  'documentosCsv',
  'codigosPromocionales',
  'formaciones',
  'alumnos',
  'eventosCalendario',
  'modelosHorario',
  'clasesProfesor',
  'pruebasNivel',
  'usuarios',
  'profesores',
  'facturas',
  'cajas',
  'packsHoras',
  'tarifasAlumno',
  'valoraciones',
  'usosCodigos',
  'pagos',
  'ingresosAlumno',
];

/** The tables with their own id sequence (the others share DemoDb.nextId or have no ids). */
export type SequencedTable =
  | 'helpdesk'
  | 'certificados'
  | 'documentosCsv'
  | 'codigosPromocionales'
  | 'formaciones'
  | 'eventosCalendario'
  | 'modelosHorario'
  | 'usuarios'
  | 'profesores';

/** Bump when the tables change, so that a copy stored by an older build is seeded afresh. */
const SCHEMA_VERSION = 11;

/** What a session's data is built from, and the id sequence once something was created. */
interface DbMeta {
  version: number;
  scale: number;
  /** 'yyyy-MM-dd': the day the dated rows were built up to, kept so a reload tomorrow matches. */
  seededOn: string;
  nextId?: number;
  /** The next id of each table with its own sequence, once one was taken. */
  sequences?: Partial<Record<SequencedTable, number>>;
}

let meta: DbMeta | undefined;
let tables: Partial<Omit<DemoTables, MonthlyTable>> = {};
let monthly: Partial<MonthlyTables> = {};
/** What a monthly table's storage held as the database opened: its changed months. */
let storedMonths: Partial<Record<MonthlyTable, unknown>> = {};
let administration: AdministrationTables | undefined;
let current: DemoDb | undefined;

export function getDb(): DemoDb {
  if (current) return current;
  // Tables stored under another schema version must not be read as current ones.
  const stored = loadMeta();
  return stored ? (current = open(stored)) : resetDb();
}

/** Copies a changed table to sessionStorage; handlers call it after every change. */
export function saveDb(table: TableName): void {
  if (!meta) return;
  writeStored(tableStorageKey(table), isMonthly(table) ? monthly[table]?.built() : tables[table]);
  writeStored(DB_STORAGE_KEY, meta);
}

/**
 * Starts afresh, at the given scale or else VITE_DEMO_SCALE, with dated rows up to the given
 * day or else today, forgetting every stored change.
 */
export function resetDb(options: { scale?: number; today?: Date } = {}): DemoDb {
  for (const table of TABLES) removeStored(tableStorageKey(table));
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
  administration = undefined;
  tables = {};
  monthly = {};
  storedMonths = {};
  for (const table of TABLES) {
    const stored = readStored(tableStorageKey(table));
    if (isMonthly(table)) storedMonths[table] = stored;
    else if (Array.isArray(stored)) Object.assign(tables, { [table]: stored });
  }
  const today = dayOf(opened.seededOn);
  const seededAdministration = () => (administration ??= seedAdministration(opened.scale, today));
  const record = <T extends keyof RecordTables>(table: T): RecordTables[T] =>
    (tables[table] ??= seedRecord(table, opened.scale, today));
  // A table's sequence starts above its highest id as first read, so that the id of a row
  // deleted before any was created is not given again.
  const sequenced = <T extends SequencedTable>(table: T): RecordTables[T] => {
    const rows = record(table);
    (opened.sequences ??= {})[table] ??= highestId(rows) + 1;
    return rows;
  };
  return {
    get asignaturas() {
      return (tables.asignaturas ??= seededAdministration().asignaturas);
    },
    get centrosEstudio() {
      return (tables.centrosEstudio ??= seededAdministration().centrosEstudio);
    },
    get leadMonths() {
      return (monthly.leads ??= monthlyRows(seedMarketing(opened.scale, today, seededAdministration()), storedMonths.leads));
    },
    get leads() {
      return this.leadMonths.all();
    },
    get centros(): Centro[] {
      return record('centros');
    },
    get helpdesk(): Helpdesk[] {
      return sequenced('helpdesk');
    },
    get certificados(): CertificadoAlumno[] {
      return sequenced('certificados');
    },
    get documentosCsv(): DocumentoCsv[] {
      return sequenced('documentosCsv');
    },
    get codigosPromocionales(): CodigoPromocionalDinamico[] {
      return sequenced('codigosPromocionales');
    },
    get formaciones(): Formacion[] {
      return sequenced('formaciones');
    },
    get alumnos(): Alumno[] {
      return record('alumnos');
    },
    get eventosCalendario(): EventoCalendario[] {
      return sequenced('eventosCalendario');
    },
    get modelosHorario(): ModeloHorario[] {
      return sequenced('modelosHorario');
    },
    get clasesProfesor(): ClaseProfesor[] {
      return record('clasesProfesor');
    },
    get pruebasNivel(): PruebaNivel[] {
      return record('pruebasNivel');
    },
    get usuarios(): Usuario[] {
      return sequenced('usuarios');
    },
    get profesores(): Profesor[] {
      return sequenced('profesores');
    },
    get invoiceMonths() {
      return (monthly.facturas ??= monthlyRows(invoiceMonths({ scale: opened.scale, today }), storedMonths.facturas));
    },
    get facturas() {
      return this.invoiceMonths.all();
    },
    get cajas(): Caja[] {
      return record('cajas');
    },
    get packsHoras(): PackHorasAlumno[] {
      return record('packsHoras');
    },
    get tarifasAlumno(): TarifaAlumno[] {
      return record('tarifasAlumno');
    },
    get valoraciones(): ValoracionAlumno[] {
      return record('valoraciones');
    },
    get usosCodigos(): UsoCodigoPromocional[] {
      return record('usosCodigos');
    },
    get pagos(): DemoPago[] {
      return record('pagos');
    },
    get ingresosAlumno(): DemoIngreso[] {
      return record('ingresosAlumno');
    },
    get nextId() {
      return (opened.nextId ??= seededAdministration().nextId);
    },
    set nextId(value: number) {
      opened.nextId = value;
    },
  };
}

function createMeta(options: { scale?: number; today?: Date }): DbMeta {
  return { version: SCHEMA_VERSION, scale: options.scale ?? envScale(), seededOn: isoDay(options.today ?? new Date()) };
}

function loadMeta(): DbMeta | undefined {
  const stored = readStored(DB_STORAGE_KEY) as Partial<DbMeta> | undefined;
  return stored?.version === SCHEMA_VERSION ? (stored as DbMeta) : undefined;
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
