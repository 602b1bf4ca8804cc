// The calendar's events and the academies' schedules around the seed's day. Opening hours are
// set from 6 months back to the next month (later months are left for 'Añadir mes entero');
// classes and level tests fall on days with hours, and the events stop 3 months ahead.
import { ACTIVE_ACADEMIES, EVENT_TYPE_CODES } from '../../contract/vocabulary';
import { addMonths, eachDayOfInterval, endOfMonth, isSunday, startOfMonth, subMonths } from 'date-fns';
import { isoDay } from '../isoDate';
import type { ClaseProfesor, EventoCalendario, ModeloHorario, PruebaNivel } from '../model/horarios';
import type { Profesor } from '../model/personal';
import { createRandom, seedFrom, type Random } from '../random';
import type { SeedContext } from './context';
import { personOf } from './people';
import { seedProfesores } from './personal';

const MORNING = ['09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00'];
const AFTERNOON = ['16:00-17:00', '17:00-18:00', '18:00-19:00', '19:00-20:00', '20:00-21:00'];
/** Some days open half an hour later. */
const SHIFTED_MORNING = ['09:30-10:30', '10:30-11:30', '11:30-12:30', '12:30-13:30'];

/** An academy's default schedule ('horario normal'): mornings and afternoons, Saturday mornings only. */
export function defaultSchedule(day: Date): string[] {
  return day.getDay() === 6 ? [...MORNING] : [...MORNING, ...AFTERNOON];
}

const counter = () => {
  let next = 1;
  return () => next++;
};

/** Monday to Saturday of the months from `back` months before the seed's day to `forward` after it. */
function openingDays(today: Date, back: number, forward: number): Date[] {
  return eachDayOfInterval({ start: startOfMonth(subMonths(today, back)), end: endOfMonth(addMonths(today, forward)) }).filter(
    (day) => !isSunday(day),
  );
}

function hoursOf(random: Random, day: Date): string[] {
  if (random.chance(0.1)) return [...SHIFTED_MORNING, ...AFTERNOON];
  return defaultSchedule(day);
}

export function seedModelosHorario({ newId, today }: SeedContext): ModeloHorario[] {
  const random = createRandom(seedFrom('modelosHorario'));
  const rows: ModeloHorario[] = [];
  for (const centro of ACTIVE_ACADEMIES) {
    for (const day of openingDays(today, 6, 1)) {
      // A few days of every month were left without hours.
      if (random.chance(0.05)) continue;
      rows.push({ id: newId(), centro, fecha: isoDay(day), horas: hoursOf(random, day) });
    }
  }
  return rows;
}

/** The teachers of each academy: every teacher gives classes at one or two. */
function teachersByAcademy(random: Random, teachers: readonly Profesor[]): Map<string, Profesor[]> {
  const byAcademy = new Map<string, Profesor[]>(ACTIVE_ACADEMIES.map((academy) => [academy, []]));
  for (const teacher of teachers) {
    const academies = new Set([random.pick(ACTIVE_ACADEMIES), random.pick(ACTIVE_ACADEMIES)]);
    for (const academy of academies) byAcademy.get(academy)!.push(teacher);
  }
  return byAcademy;
}

/** Classes on the seeded days with hours, by the seeded teachers (as seeded, not as edited since). */
export function seedClasesProfesor(context: SeedContext): ClaseProfesor[] {
  const random = createRandom(seedFrom('clasesProfesor'));
  const teachers = seedProfesores({ ...context, newId: counter() }).filter((teacher) => !teacher.cuentaBloqueada);
  const byAcademy = teachersByAcademy(random, teachers);
  const rows: ClaseProfesor[] = [];
  for (const day of seedModelosHorario({ ...context, newId: counter() })) {
    const staff = byAcademy.get(day.centro) ?? [];
    if (staff.length === 0 || random.chance(0.25)) continue;
    for (let count = random.int(1, 3); count > 0; count--) {
      const teacher = random.pick(staff);
      rows.push({ id: context.newId(), fecha: day.fecha, hora: random.pick(day.horas), profesor: teacher.nombre, profesorId: teacher.id, centro: day.centro });
    }
  }
  return rows;
}

/** Level tests on some of the seeded days with hours. */
export function seedPruebasNivel(context: SeedContext): PruebaNivel[] {
  const random = createRandom(seedFrom('pruebasNivel'));
  return seedModelosHorario({ ...context, newId: counter() })
    .filter(() => random.chance(0.1))
    .map((day) => ({ id: context.newId(), centro: day.centro, fecha: day.fecha, hora: random.pick(day.horas) }));
}

const EVENT_TITLES: Record<string, string[]> = {
  COMUNICADO: ['Nuevo protocolo de matrícula', 'Cambio de tarifas del curso', 'Campaña de verano'],
  ALERTA: ['Corte de luz programado', 'Revisión de extintores', 'Incidencia en la plataforma'],
  AVISO: ['Cierre por festivo local', 'Inventario de material', 'Auditoría de cajas'],
  NOTIFICACION: ['Nuevas asignaturas disponibles', 'Actualización de la consola', 'Encuesta de satisfacción'],
  RECORDATORIO: ['Entrega de informes mensuales', 'Reunión de coordinadores', 'Cierre de caja trimestral'],
};

/** About five events a month, from 6 months back to 3 ahead of the seed's day. */
export function seedEventosCalendario({ newId, today }: SeedContext): EventoCalendario[] {
  const random = createRandom(seedFrom('eventosCalendario'));
  const rows: EventoCalendario[] = [];
  for (let offset = -6; offset <= 3; offset++) {
    const days = eachDayOfInterval({ start: startOfMonth(addMonths(today, offset)), end: endOfMonth(addMonths(today, offset)) });
    for (let count = random.int(4, 6); count > 0; count--) {
      const tipo = random.pick(EVENT_TYPE_CODES);
      const centros = [...new Set([random.pick(ACTIVE_ACADEMIES), random.pick(ACTIVE_ACADEMIES)])];
      const titulo = random.pick(EVENT_TITLES[tipo]);
      rows.push({
        id: newId(),
        titulo,
        descripcion: `${titulo}: información para ${centros.join(' y ')}.`,
        fecha: isoDay(random.pick(days)),
        centros,
        tipo,
        creador: personOf(random).nombre,
      });
    }
  }
  return rows;
}
