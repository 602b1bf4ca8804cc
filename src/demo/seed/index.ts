// Builds the demo database from scratch. Deterministic: the same scale always gives the same
// rows and ids, so tests and end-to-end runs can name what they expect to see.
import type { DemoDb } from '../db';
import { seedAsignaturas } from './asignaturas';
import { seedCentrosEstudio } from './centrosEstudio';
import type { SeedContext } from './context';

export function seedDb(scale: number): DemoDb {
  let nextId = 1;
  const context: SeedContext = { scale, newId: () => nextId++ };
  const asignaturas = seedAsignaturas(context);
  const centrosEstudio = seedCentrosEstudio(context);
  return { asignaturas, centrosEstudio, nextId };
}
