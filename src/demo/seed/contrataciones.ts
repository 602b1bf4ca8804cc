// What the seeded students hired: hour packs and monthly tariffs, each in its academy and on a
// day from the student's opening day to the seed's day. A tariff is for one subject at a price,
// which the income per subject adds up.
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

let lastSeeded: { key: string; rows: readonly Alumno[] } | undefined;

/**
 * The students as seeded (their ids from 1, as the students table has them), built once for the
 * hirings and ratings that all start from them; read only.
 */
export function seededAlumnos({ scale, today }: SeedContext): readonly Alumno[] {
  const key = `${scale} ${isoDay(today)}`;
  if (lastSeeded?.key !== key) {
    let nextId = 1;
    lastSeeded = { key, rows: seedAlumnos({ scale, today, newId: () => nextId++ }) };
  }
  return lastSeeded.rows;
}

export const fullName = (alumno: Alumno) => `${alumno.nombre} ${alumno.apellidos}`;

/**
 * The student's opening day and, up to the seed's day, the same day of the following months (the
 * 28th at most, so that every month has it): 'yyyy-MM-dd'.
 */
function monthsFrom(alumno: Alumno, today: Date, random: Random, most: number): string[] {
  const days: string[] = [alumno.fechaAlta];
  const [year, month, day] = alumno.fechaAlta.split('-').map(Number);
  const last = isoDay(today);
  const count = random.int(1, most);
  for (let next = 1; next < count; next++) {
    const renewal = isoDay(new Date(year, month - 1 + next, Math.min(day, 28)));
    if (renewal > last) break;
    days.push(renewal);
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
        fecha: day,
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
      rows.push({ id: context.newId(), alumno: fullName(alumno), tarifa, curso, alumnoId: alumno.id, centro: alumno.centro, fecha: day, asignatura, importe: precio });
    }
  }
  return rows;
}
