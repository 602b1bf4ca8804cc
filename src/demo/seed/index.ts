// The demo's tables, one entry each: its seed and its schema version. The database (db.ts)
// opens, stores, reads back and resets every table of this list, and seedDb builds them all,
// so a new table is a seed module and one line here.
// Seeding is deterministic: the same scale and day always give the same rows and ids, so tests
// and end-to-end runs can name what they expect to see, and a table nobody changed can be built
// again instead of being stored.
import { monthlyRows, type MonthlySeed } from '../monthlyRows';
import type { Asignatura, CentroEstudios } from '../model/administracion';
import type { DemoLead } from '../model/marketing';
import { seedAlumnos } from './alumnos';
import { seedAsignaturas } from './asignaturas';
import { seedAulas } from './aulas';
import { seedCajas } from './cajas';
import { seedCentros } from './centros';
import { seedCentrosEstudio } from './centrosEstudio';
import { seedCertificados } from './certificados';
import { seedCodigosPromocionales } from './codigosPromocionales';
import type { SeedContext } from './context';
import { seedPacksHoras, seedTarifasAlumno } from './contrataciones';
import { seedDocumentos } from './documentos';
import { invoiceMonths } from './facturas';
import { seedFormaciones } from './formaciones';
import { seedHelpdesk } from './helpdesk';
import { seedClasesProfesor, seedEventosCalendario, seedModelosHorario, seedPruebasNivel } from './horarios';
import { leadMonths } from './leads';
import { seedPaymentTable } from './pagos';
import { seedProfesores, seedUsuarios } from './personal';
import { seedProveedores } from './proveedores';
import { seedUsosCodigos } from './usosCodigos';
import { seedValoraciones } from './valoraciones';

export interface AdministrationTables {
  asignaturas: Asignatura[];
  centrosEstudio: CentroEstudios[];
  /** The next free id of the shared sequence of these tables. */
  nextId: number;
}

/** Subjects and study centres, which share one id sequence as in the live database. */
export function seedAdministration(scale: number, today: Date): AdministrationTables {
  let nextId = 1;
  const context = { scale, newId: () => nextId++, today };
  const asignaturas = seedAsignaturas(context);
  const centrosEstudio = seedCentrosEstudio(context);
  return { asignaturas, centrosEstudio, nextId };
}

/**
 * The leads by month, with their own id sequence, built over the subjects and study centres as
 * seeded (not as edited since), so that they come out the same whenever they are built.
 */
export function seedMarketing(scale: number, today: Date, administration = seedAdministration(scale, today)): MonthlySeed<DemoLead> {
  return leadMonths({ scale, today }, administration.asignaturas, administration.centrosEstudio);
}

/** The invoices by month, with their own id sequence. */
export { invoiceMonths };

/** What a table's seed receives: its own id sequence from 1, and the subjects and study centres as seeded once for every table. */
export interface TableSeedContext extends SeedContext {
  administration: () => AdministrationTables;
}

interface TableVersion {
  /** Bump when the table's rows change, so that a copy stored by an older build is seeded afresh. */
  version: number;
}

/** A table held whole. */
export interface WholeTable<Row, OwnIds extends boolean = boolean> extends TableVersion {
  kind: 'whole';
  /** Whether rows created in the demo take the next id of the table's own sequence (newRowId). */
  ownIds: OwnIds;
  seed(context: TableSeedContext): Row[];
}

/** A dated table built a month at a time (monthlyRows.ts). */
export interface MonthlyTable<Row, ByMonth extends string = string> extends TableVersion {
  kind: 'monthly';
  /** The database's name for the table read by month (`leadMonths`). */
  byMonth: ByMonth;
  seed(context: TableSeedContext): MonthlySeed<Row>;
}

/** Any table of the list, as the database handles each alike: those that give ids have rows with one. */
export type DemoTable = WholeTable<object, false> | WholeTable<{ id: number }, true> | MonthlyTable<{ id: number }>;

const whole = <Row>(version: number, seed: (context: TableSeedContext) => Row[]): WholeTable<Row, false> => ({ kind: 'whole', version, ownIds: false, seed });
const withOwnIds = <Row extends { id: number }>(version: number, seed: (context: TableSeedContext) => Row[]): WholeTable<Row, true> => ({ kind: 'whole', version, ownIds: true, seed });
const monthly = <Row, ByMonth extends string>(version: number, byMonth: ByMonth, seed: (context: TableSeedContext) => MonthlySeed<Row>): MonthlyTable<Row, ByMonth> => ({
  kind: 'monthly',
  version,
  byMonth,
  seed,
});

/** Every table of the demo. */
export const TABLES = {
  asignaturas: whole(1, ({ administration }) => administration().asignaturas),
  centrosEstudio: whole(1, ({ administration }) => administration().centrosEstudio),
  leads: monthly(2, 'leadMonths', ({ scale, today, administration }) => seedMarketing(scale, today, administration())),
  centros: whole(1, seedCentros),
  helpdesk: withOwnIds(1, seedHelpdesk),
  certificados: withOwnIds(1, seedCertificados),
  documentosCsv: withOwnIds(1, seedDocumentos),
  codigosPromocionales: withOwnIds(1, seedCodigosPromocionales),
  formaciones: withOwnIds(1, seedFormaciones),
  alumnos: whole(1, seedAlumnos),
  eventosCalendario: withOwnIds(1, seedEventosCalendario),
  modelosHorario: withOwnIds(1, seedModelosHorario),
  clasesProfesor: whole(1, seedClasesProfesor),
  pruebasNivel: whole(1, seedPruebasNivel),
  usuarios: withOwnIds(1, seedUsuarios),
  profesores: withOwnIds(1, seedProfesores),
  facturas: monthly(2, 'invoiceMonths', invoiceMonths),
  cajas: whole(1, seedCajas),
  packsHoras: whole(1, seedPacksHoras),
  tarifasAlumno: whole(1, seedTarifasAlumno),
  valoraciones: whole(1, seedValoraciones),
  usosCodigos: whole(1, seedUsosCodigos),
  pagos: whole(1, (context) => seedPaymentTable('pagos', context)),
  ingresosAlumno: whole(1, (context) => seedPaymentTable('ingresosAlumno', context)),
  aulas: withOwnIds(1, seedAulas),
  proveedores: withOwnIds(1, seedProveedores),
} satisfies Record<string, DemoTable>;

type Tables = typeof TABLES;
export type TableName = keyof Tables;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The row type of a table. */
export type RowOf<T extends TableName> = Tables[T] extends WholeTable<infer Row> ? Row : Tables[T] extends MonthlyTable<infer Row> ? Row : never;
export type MonthlyTableName = { [T in TableName]: Tables[T] extends MonthlyTable<unknown> ? T : never }[TableName];
export type WholeTableName = Exclude<TableName, MonthlyTableName>;
/** The name a monthly table is read by month under. */
export type ByMonthName<T extends MonthlyTableName> = Tables[T]['byMonth'];
/** The tables with their own id sequence (the others share the subjects' or create no rows). */
export type SequencedTable = { [T in TableName]: Tables[T] extends WholeTable<unknown, true> ? T : never }[TableName];

/** Every table's rows. */
export type DemoTables = { [T in TableName]: RowOf<T>[] };

/**
 * Seeds tables at a scale and day: `context()` gives each table its own ids from 1, and the
 * subjects and study centres the others are built over are seeded once.
 */
export function tableSeeder(scale: number, today: Date) {
  let administration: AdministrationTables | undefined;
  const seededAdministration = () => (administration ??= seedAdministration(scale, today));
  return {
    administration: seededAdministration,
    context(): TableSeedContext {
      let nextId = 1;
      return { scale, today, newId: () => nextId++, administration: seededAdministration };
    },
  };
}

/** Every table at once, every month of the monthly ones: for tests and benchmarks. The demo builds each on first use instead. */
export function seedDb(scale: number, today: Date = new Date()): DemoTables & { nextId: number } {
  const seeder = tableSeeder(scale, today);
  const rows = (table: DemoTable): unknown[] => (table.kind === 'whole' ? table.seed(seeder.context()) : monthlyRows(table.seed(seeder.context()), undefined).all());
  // Each name's rows come from its own entry, which is what DemoTables says of them.
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, rows(TABLES[name])])) as DemoTables;
  return { ...tables, nextId: seeder.administration().nextId };
}
