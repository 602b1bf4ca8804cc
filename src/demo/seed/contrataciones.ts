// What the seeded students hired: hour packs and monthly tariffs, each in its academy and on a
// day from the student's opening day to the seed's day. A tariff is for one subject at a price,
// which the income per subject adds up.
import { addMonths, isAfter } from 'date-fns';
import { isoDay } from '../isoDate';
import type { Alumno } from '../model/alumnos';
import type { PackHorasAlumno, TarifaAlumno } from '../model/clientes';
import { createRandom, seedFrom, type Random } from '../random';
import { seedAlumnos } from './alumnos';
import { seedAsignaturas } from './asignaturas';
import type { SeedContext } from './context';

const PACKS: readonly [pack: string, horas: number][] = [
  ['Pack 5 horas', 5],
  ['Pack 10 horas', 10],
  ['Pack 20 horas', 20],
  ['Pack intensivo 30 horas', 30],
];

const TARIFFS: readonly [tarifa: string, precio: number][] = [
  ['Tarifa mensual 4 horas', 96],
  ['Tarifa mensual 8 horas', 176],
  ['Tarifa mensual 12 horas', 240],
  ['Tarifa online 4 horas', 80],
];

const COURSES = [
  '3º Primaria', '4º Primaria', '5º Primaria', '6º Primaria', '1º ESO', '2º ESO', '3º ESO', '4º ESO',
  '1º Bachillerato', '2º Bachillerato', 'FP Grado Medio', 'FP Grado Superior', 'Universidad',
];
const ACADEMIC_TYPES = ['REFUERZO', 'IDIOMAS', 'PREPARACION_EXAMENES', 'TECNICAS_ESTUDIO'];
const GOALS = ['APROBAR_ASIGNATURA', 'APROBAR_CURSO', 'APROBAR_SELECTIVIDAD', 'MEJORAR_IDIOMA', 'MEJORAR_ASIGNATURA', 'APROBAR_EXAMEN', 'OTRO'];

/** The students as seeded (their ids from 1, as the students table has them). */
export function seededAlumnos({ scale, today }: SeedContext): Alumno[] {
  let nextId = 1;
  return seedAlumnos({ scale, today, newId: () => nextId++ });
}

export const fullName = (alumno: Alumno) => `${alumno.nombre} ${alumno.apellidos}`;

const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The student's opening day and, while before the seed's day, each following month's same day. */
function monthsFrom(alumno: Alumno, today: Date, random: Random, most: number): Date[] {
  const days: Date[] = [];
  const first = dayOf(alumno.fechaAlta);
  const count = random.int(1, most);
  for (let month = 0; month < count; month++) {
    const day = addMonths(first, month);
    if (isAfter(day, today)) break;
    days.push(day);
  }
  return days;
}

export function seedPacksHoras(context: SeedContext): PackHorasAlumno[] {
  const random = createRandom(seedFrom('packsHoras'));
  const rows: PackHorasAlumno[] = [];
  for (const alumno of seededAlumnos(context)) {
    if (!random.chance(0.45)) continue;
    const curso = random.pick(COURSES);
    for (const day of monthsFrom(alumno, context.today, random, 2)) {
      const [pack, horas] = random.pick(PACKS);
      rows.push({
        id: context.newId(),
        alumno: fullName(alumno),
        pack,
        horas,
        curso,
        tipologiaAcademica: random.pick(ACADEMIC_TYPES),
        objetivo: random.pick(GOALS),
        alumnoId: alumno.id,
        centro: alumno.centro,
        fecha: isoDay(day),
      });
    }
  }
  return rows;
}

export function seedTarifasAlumno(context: SeedContext): TarifaAlumno[] {
  const random = createRandom(seedFrom('tarifasAlumno'));
  const subjects = seedAsignaturas({ ...context, newId: () => 0 }).filter((subject) => subject.activa);
  const rows: TarifaAlumno[] = [];
  for (const alumno of seededAlumnos(context)) {
    if (!random.chance(0.7)) continue;
    const curso = random.pick(COURSES);
    const asignatura = random.pick(subjects).nombreCompleto;
    const [tarifa, precio] = random.pick(TARIFFS);
    for (const day of monthsFrom(alumno, context.today, random, 4)) {
      rows.push({ id: context.newId(), alumno: fullName(alumno), tarifa, curso, alumnoId: alumno.id, centro: alumno.centro, fecha: isoDay(day), asignatura, importe: precio });
    }
  }
  return rows;
}
