// The teachers of the network: a Spanish name, an address at the network's domain, a few
// subjects among the seeded ones (ids 1 to 40), a last sign-in in the months before the seed's day.
import { format, subDays } from 'date-fns';
import type { Profesor } from '../model/personal';
import { createRandom, seedFrom } from '../random';
import type { SeedContext } from './context';
import { personOf } from './people';

const TEACHERS = 30;

export function seedProfesores({ newId, today }: SeedContext): Profesor[] {
  const random = createRandom(seedFrom('profesores'));
  const names = new Set<string>();
  const rows: Profesor[] = [];
  while (rows.length < TEACHERS) {
    const { nombre } = personOf(random);
    if (names.has(nombre)) continue;
    names.add(nombre);
    const [first, surname] = nombre.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(' ');
    const subjects = new Set(Array.from({ length: random.int(1, 3) }, () => random.int(1, 40)));
    const lastSignIn = random.chance(0.9) ? format(subDays(today, random.int(0, 120)), "yyyy-MM-dd'T'10:15:00") : null;
    rows.push({
      id: newId(),
      email: `${first}.${surname}${rows.length}@academias.example.org`,
      nombre,
      rol: random.chance(0.2) ? 'PROFESOR_BRAIN' : 'PROFESOR',
      cuentaBloqueada: random.chance(0.1),
      ultimaConexion: lastSignIn,
      asignaturas: [...subjects].map((id) => ({ id })),
    });
  }
  return rows;
}
