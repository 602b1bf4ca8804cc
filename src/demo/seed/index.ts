// Builds the demo's tables from scratch. Deterministic: the same scale and day always give the
// same rows and ids, so tests and end-to-end runs can name what they expect to see, and a table
// nobody changed can be built again instead of being stored.
import type { DemoTables } from '../db';
import { monthlyRows, type MonthlySeed } from '../monthlyRows';
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
import type { Caja } from '../model/facturacion';
import type { PackHorasAlumno, TarifaAlumno, UsoCodigoPromocional, ValoracionAlumno } from '../model/clientes';
import type { DemoIngreso, DemoPago } from '../model/contabilidad';
import type { DemoLead } from '../model/marketing';
import { seedAlumnos } from './alumnos';
import type { ClaseProfesor, EventoCalendario, ModeloHorario, PruebaNivel } from '../model/horarios';
import type { Profesor, Usuario } from '../model/personal';
import { seedAsignaturas } from './asignaturas';
import { seedCentros } from './centros';
import { seedCajas } from './cajas';
import { seedCentrosEstudio } from './centrosEstudio';
import { seedCertificados } from './certificados';
import { seedCodigosPromocionales } from './codigosPromocionales';
import { seedPacksHoras, seedTarifasAlumno } from './contrataciones';
import type { SeedContext } from './context';
import { seedDocumentos } from './documentos';
import { invoiceMonths } from './facturas';
import { seedFormaciones } from './formaciones';
import { seedHelpdesk } from './helpdesk';
import { seedClasesProfesor, seedEventosCalendario, seedModelosHorario, seedPruebasNivel } from './horarios';
import { leadMonths } from './leads';
import { seedProfesores, seedUsuarios } from './personal';
import { seedUsosCodigos } from './usosCodigos';
import { seedValoraciones } from './valoraciones';
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
 * The leads by month, with their own id sequence, built over the subjects and study centres as
 * seeded (not as edited since), so that they come out the same whenever they are built.
 */
export function seedMarketing(scale: number, today: Date, administration = seedAdministration(scale, today)): MonthlySeed<DemoLead> {
  return leadMonths({ scale, today }, administration.asignaturas, administration.centrosEstudio);
}

/** The invoices by month, with their own id sequence. */
export { invoiceMonths };

/** The administration records of spec 02 (academies, helpdesk…): each table on its own, with its own ids. */
export interface RecordTables {
  centros: Centro[];
  helpdesk: Helpdesk[];
  certificados: CertificadoAlumno[];
  documentosCsv: DocumentoCsv[];
  codigosPromocionales: CodigoPromocionalDinamico[];
  formaciones: Formacion[];
  alumnos: Alumno[];
  eventosCalendario: EventoCalendario[];
  modelosHorario: ModeloHorario[];
  clasesProfesor: ClaseProfesor[];
  pruebasNivel: PruebaNivel[];
  usuarios: Usuario[];
  profesores: Profesor[];
  cajas: Caja[];
  packsHoras: PackHorasAlumno[];
  tarifasAlumno: TarifaAlumno[];
  valoraciones: ValoracionAlumno[];
  usosCodigos: UsoCodigoPromocional[];
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
  eventosCalendario: seedEventosCalendario,
  modelosHorario: seedModelosHorario,
  clasesProfesor: seedClasesProfesor,
  pruebasNivel: seedPruebasNivel,
  usuarios: seedUsuarios,
  profesores: seedProfesores,
  cajas: seedCajas,
  packsHoras: seedPacksHoras,
  tarifasAlumno: seedTarifasAlumno,
  valoraciones: seedValoraciones,
  usosCodigos: seedUsosCodigos,
  pagos: (context) => seedPaymentTable('pagos', context),
  ingresosAlumno: (context) => seedPaymentTable('ingresosAlumno', context),
};

/** One table of the administration records, its ids from 1. */
export function seedRecord<T extends keyof RecordTables>(table: T, scale: number, today: Date): RecordTables[T] {
  let nextId = 1;
  return RECORD_SEEDERS[table]({ scale, newId: () => nextId++, today });
}

/** Every table at once, every month of the monthly ones: for tests and benchmarks. The demo builds each on first use instead. */
export function seedDb(scale: number, today: Date = new Date()): DemoTables & { nextId: number } {
  const administration = seedAdministration(scale, today);
  const leads = monthlyRows(seedMarketing(scale, today, administration), undefined).all();
  const facturas = monthlyRows(invoiceMonths({ scale, today }), undefined).all();
  const records: RecordTables = {
    centros: seedRecord('centros', scale, today),
    helpdesk: seedRecord('helpdesk', scale, today),
    certificados: seedRecord('certificados', scale, today),
    documentosCsv: seedRecord('documentosCsv', scale, today),
    codigosPromocionales: seedRecord('codigosPromocionales', scale, today),
    formaciones: seedRecord('formaciones', scale, today),
    alumnos: seedRecord('alumnos', scale, today),
    eventosCalendario: seedRecord('eventosCalendario', scale, today),
    modelosHorario: seedRecord('modelosHorario', scale, today),
    clasesProfesor: seedRecord('clasesProfesor', scale, today),
    pruebasNivel: seedRecord('pruebasNivel', scale, today),
    usuarios: seedRecord('usuarios', scale, today),
    profesores: seedRecord('profesores', scale, today),
    cajas: seedRecord('cajas', scale, today),
    packsHoras: seedRecord('packsHoras', scale, today),
    tarifasAlumno: seedRecord('tarifasAlumno', scale, today),
    valoraciones: seedRecord('valoraciones', scale, today),
    usosCodigos: seedRecord('usosCodigos', scale, today),
    pagos: seedRecord('pagos', scale, today),
    ingresosAlumno: seedRecord('ingresosAlumno', scale, today),
  };
  return { ...administration, leads, facturas, ...records };
}
