// Students' ratings of the classes they attended, from their opening day to the seed's day:
// every value of the scale, and some left empty (a class or a teacher not rated).
import { pad2 } from '../text';
import { isoDay } from '../isoDate';
import { RATING_VALUES, type RatingValue, type ValoracionAlumno } from '../model/clientes';
import { createRandom, seedFrom, type Random } from '../random';
import { seedAsignaturas } from './asignaturas';
import type { SeedContext } from './context';
import { fullName, seededAlumnos } from './contrataciones';
import { personOf } from './people';

const TEACHERS_PER_ACADEMY = 6;
const COMMENTS = [
  'Muy contento con la clase',
  'El profesor explica muy bien',
  'La clase empezó tarde',
  'Me gustaría hacer más ejercicios',
  'No entendí el último tema',
  'Clase muy útil antes del examen',
  'Había mucho ruido en el aula',
];

/** Mostly positive, as students rate; a share left empty. */
function ratingOf(random: Random): RatingValue | null {
  if (random.chance(0.12)) return null;
  const weights = [1, 2, 4, 8, 10];
  let pick = random.int(1, weights.reduce((sum, weight) => sum + weight, 0));
  for (let index = 0; index < weights.length; index++) {
    pick -= weights[index];
    if (pick <= 0) return RATING_VALUES[index];
  }
  return RATING_VALUES[4];
}

export function seedValoraciones(context: SeedContext): ValoracionAlumno[] {
  const random = createRandom(seedFrom('valoraciones'));
  const subjects = seedAsignaturas({ ...context, newId: () => 0 }).filter((subject) => subject.activa);
  const teachers = new Map<string, string[]>();
  const teachersOf = (centro: string) => {
    let names = teachers.get(centro);
    if (!names) teachers.set(centro, (names = Array.from({ length: TEACHERS_PER_ACADEMY }, () => personOf(random).nombre)));
    return names;
  };
  const rows: ValoracionAlumno[] = [];
  const { today } = context;
  const lastDay = isoDay(today);
  for (const alumno of seededAlumnos(context)) {
    const [year, month, day] = alumno.fechaAlta.split('-').map(Number);
    // Days from the opening day to the seed's day (rounded: a daylight-saving change moves an hour).
    const span = Math.round((new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() - new Date(year, month - 1, day).getTime()) / 86_400_000);
    const count = random.int(0, 2);
    for (let n = 0; n < count; n++) {
      // Plain dates rather than date-fns: thousands of rows, seeded whenever the screen first opens.
      const offset = random.int(0, Math.max(span, 0));
      const attended = new Date(year, month - 1, day + offset);
      const rated = new Date(year, month - 1, day + offset + random.int(0, 2));
      if (isoDay(rated) > lastDay) continue;
      const subject = random.pick(subjects);
      rows.push({
        id: context.newId(),
        alumnoNombre: fullName(alumno),
        asignatura: subject.nombre,
        nivel: subject.subnivel ? `${subject.nivel} ${subject.subnivel}` : subject.nivel,
        profesor: random.pick(teachersOf(alumno.centro)),
        centro: alumno.centro,
        fecha: `${isoDay(rated)}T${pad2(random.int(9, 21))}:${pad2(random.int(0, 59))}:00`,
        fechaAsistencia: isoDay(attended),
        horaAsistencia: `${pad2(random.int(9, 20))}:${random.chance(0.5) ? '00' : '30'}`,
        valoracionClase: ratingOf(random),
        valoracionProfesor: ratingOf(random),
        observaciones: random.chance(0.4) ? random.pick(COMMENTS) : null,
      });
    }
  }
  return rows;
}
