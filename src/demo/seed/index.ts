// Builds the demo's tables from scratch. Deterministic: the same scale and day always give the
// same rows and ids, so tests and end-to-end runs can name what they expect to see, and a table
// nobody changed can be built again instead of being stored.
import type { DemoDb } from '../db';
import type { Asignatura, CentroEstudios } from '../model/administracion';
import type { DemoLead } from '../model/marketing';
import { seedAsignaturas } from './asignaturas';
import { seedCentrosEstudio } from './centrosEstudio';
import { seedLeads } from './leads';

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

/** Every table at once: for tests and benchmarks. The demo builds each on first use instead. */
export function seedDb(scale: number, today: Date = new Date()): DemoDb {
  const administration = seedAdministration(scale, today);
  const leads = seedMarketing(scale, today, administration);
  return { ...administration, leads };
}
