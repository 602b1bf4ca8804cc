// Builds the demo's tables from scratch. Deterministic: the same scale and day always give the
// same rows and ids, so tests and end-to-end runs can name what they expect to see, and a table
// nobody changed can be built again instead of being stored.
import type { DemoDb } from '../db';
import type {
  Asignatura,
  Centro,
  CentroEstudios,
  CertificadoAlumno,
  CodigoPromocionalDinamico,
  DocumentoCsv,
  Formacion,
  Helpdesk,
} from '../model/administracion';
import type { Alumno } from '../model/alumnos';
import type { DemoIngreso, DemoPago } from '../model/contabilidad';
import type { DemoLead } from '../model/marketing';
import { seedAlumnos } from './alumnos';
import { seedAsignaturas } from './asignaturas';
import { seedCentros } from './centros';
import { seedCentrosEstudio } from './centrosEstudio';
import { seedCertificados } from './certificados';
import { seedCodigosPromocionales } from './codigosPromocionales';
import type { SeedContext } from './context';
import { seedDocumentos } from './documentos';
import { seedFormaciones } from './formaciones';
import { seedHelpdesk } from './helpdesk';
import { seedLeads } from './leads';
import { seedPaymentTable } from './pagos';

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
 * The leads, with their own id sequence, built over the subjects and study centres as seeded
 * (not as edited since), so that they come out the same whenever they are built.
 */
export function seedMarketing(scale: number, today: Date, administration = seedAdministration(scale, today)): DemoLead[] {
  let nextId = 1;
  return seedLeads({ scale, newId: () => nextId++, today }, administration.asignaturas, administration.centrosEstudio);
}

/** The administration records of spec 02 (academies, helpdesk…): each table on its own, with its own ids. */
export interface RecordTables {
  centros: Centro[];
  helpdesk: Helpdesk[];
  certificados: CertificadoAlumno[];
  documentosCsv: DocumentoCsv[];
  codigosPromocionales: CodigoPromocionalDinamico[];
  formaciones: Formacion[];
  alumnos: Alumno[];
  pagos: DemoPago[];
  ingresosAlumno: DemoIngreso[];
}

const RECORD_SEEDERS: { [T in keyof RecordTables]: (context: SeedContext) => RecordTables[T] } = {
  centros: seedCentros,
  helpdesk: seedHelpdesk,
  certificados: seedCertificados,
  documentosCsv: seedDocumentos,
  codigosPromocionales: seedCodigosPromocionales,
  formaciones: seedFormaciones,
  alumnos: seedAlumnos,
  pagos: (context) => seedPaymentTable('pagos', context),
  ingresosAlumno: (context) => seedPaymentTable('ingresosAlumno', context),
};

/** One table of the administration records, its ids from 1. */
export function seedRecord<T extends keyof RecordTables>(table: T, scale: number, today: Date): RecordTables[T] {
  let nextId = 1;
  return RECORD_SEEDERS[table]({ scale, newId: () => nextId++, today });
}

/** Every table at once: for tests and benchmarks. The demo builds each on first use instead. */
export function seedDb(scale: number, today: Date = new Date()): DemoDb {
  const administration = seedAdministration(scale, today);
  const leads = seedMarketing(scale, today, administration);
  const records: RecordTables = {
    centros: seedRecord('centros', scale, today),
    helpdesk: seedRecord('helpdesk', scale, today),
    certificados: seedRecord('certificados', scale, today),
    documentosCsv: seedRecord('documentosCsv', scale, today),
    codigosPromocionales: seedRecord('codigosPromocionales', scale, today),
    formaciones: seedRecord('formaciones', scale, today),
    alumnos: seedRecord('alumnos', scale, today),
    pagos: seedRecord('pagos', scale, today),
    ingresosAlumno: seedRecord('ingresosAlumno', scale, today),
  };
  return { ...administration, leads, ...records };
}
