// Trainings of the academies' new staff, from 2024 (spec 02 §9) to the seed's year: those of
// past years are nearly all completed, a good part of this year's are not yet.
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import type { Formacion } from '../model/administracion';
import { createRandom, seedFrom } from '../random';
import type { SeedContext } from './context';
import { personOf } from './people';

export const FIRST_TRAINING_YEAR = 2024;
/** Trainings a year at scale 1. */
const BASE_PER_YEAR = 16;

export function seedFormaciones({ scale, newId, today }: SeedContext): Formacion[] {
  const random = createRandom(seedFrom('formaciones'));
  const rows: Formacion[] = [];
  for (let year = FIRST_TRAINING_YEAR; year <= today.getFullYear(); year++) {
    const current = year === today.getFullYear();
    const emails = new Set<string>();
    const count = Math.round(BASE_PER_YEAR * scale * (random.int(80, 120) / 100));
    while (emails.size < count) {
      const { nombre, email } = personOf(random);
      if (emails.has(email)) continue;
      emails.add(email);
      const formacionCompletada = random.chance(current ? 0.4 : 0.95);
      rows.push({ id: newId(), nombre, email, centro: random.pick(ACTIVE_ACADEMIES), formacionCompletada, year });
    }
  }
  return rows;
}
