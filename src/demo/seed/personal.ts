// The personnel of the network: administration staff of every role, blocked and active, some
// who have not signed in since 2024; teachers of both roles with subjects of the catalogue.
import { pad2 } from '../text';
import { ACTIVE_ACADEMIES, STAFF_ROLE_CODES, TEACHER_ROLE_CODES } from '../../contract/vocabulary';
import type { Profesor, Usuario } from '../model/personal';
import { createRandom, seedFrom, type Random } from '../random';
import { seedAsignaturas } from './asignaturas';
import type { SeedContext } from './context';
import { personOf } from './people';

/** The roles are the API's vocabulary (spec 02 §3). */
export const STAFF_ROLES = STAFF_ROLE_CODES;
export const TEACHER_ROLES = TEACHER_ROLE_CODES;

/** Staff and teachers at scale 1. */
const BASE_STAFF = 36;
const BASE_TEACHERS = 60;

/** A sign-in within the 300 days up to the seed's day, or none (before 2024) for about one in eight. */
function lastConnection(random: Random, today: Date): string | null {
  if (random.chance(0.12)) return null;
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - random.int(0, 300));
  const time = `${pad2(random.int(8, 20))}:${pad2(random.int(0, 59))}:${pad2(random.int(0, 59))}`;
  return `${day.getFullYear()}-${pad2(day.getMonth() + 1)}-${pad2(day.getDate())}T${time}`;
}

/** People with e-mail addresses no one else in the table has. */
function uniquePeople(random: Random, count: number) {
  const emails = new Set<string>();
  const people: { nombre: string; email: string }[] = [];
  while (people.length < count) {
    const person = personOf(random);
    if (emails.has(person.email)) continue;
    emails.add(person.email);
    people.push(person);
  }
  return people;
}

export function seedUsuarios({ scale, newId, today }: SeedContext): Usuario[] {
  const random = createRandom(seedFrom('usuarios'));
  return uniquePeople(random, Math.round(BASE_STAFF * scale)).map((person, position) => {
    const centro = random.pick(ACTIVE_ACADEMIES);
    const others = ACTIVE_ACADEMIES.filter((academy) => academy !== centro && random.chance(0.15));
    return {
      id: newId(),
      ...person,
      // Every role from the first rows on, then at random.
      rol: STAFF_ROLES[position % STAFF_ROLES.length],
      centro,
      centros: [centro, ...others],
      cuentaBloqueada: random.chance(0.15),
      ultimaConexion: lastConnection(random, today),
    };
  });
}

export function seedProfesores({ scale, newId, today }: SeedContext): Profesor[] {
  const random = createRandom(seedFrom('profesores'));
  // The subjects as seeded, their ids from 1 (seedAdministration seeds them first).
  let subjectId = 1;
  const subjects = seedAsignaturas({ scale, newId: () => subjectId++, today }).filter((subject) => subject.activa);
  return uniquePeople(random, Math.round(BASE_TEACHERS * scale)).map((person) => {
    const taught = new Set<number>();
    const count = random.int(1, 4);
    while (taught.size < count) taught.add(random.pick(subjects).id);
    return {
      id: newId(),
      ...person,
      rol: random.chance(0.25) ? TEACHER_ROLES[1] : TEACHER_ROLES[0],
      asignaturas: [...taught],
      cuentaBloqueada: random.chance(0.12),
      ultimaConexion: lastConnection(random, today),
    };
  });
}
