// Each open academy's classrooms: numbered rooms and some of the special rooms academies keep
// (a laboratory, a study room…), on up to three floors, registered since the academy opened.
import { addDays, differenceInCalendarDays } from 'date-fns';
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { isoDay } from '../isoDate';
import { CLASSROOM_FLOORS, type Aula } from '../model/interno';
import { createRandom, seedFrom } from '../random';
import { seedCentros } from './centros';
import type { SeedContext } from './context';

/** Special rooms with their range of seats; an academy has each now and then. */
const SPECIAL_ROOMS: [nombre: string, fewest: number, most: number][] = [
  ['Laboratorio', 10, 20],
  ['Sala de estudio', 20, 40],
  ['Aula de informática', 12, 24],
  ['Aula de idiomas', 6, 12],
];
const SPECIAL_ROOM_SHARE = 0.35;
/** Rooms an academy has at scale 1, at the least and the most. */
const FEWEST_ROOMS = 4;
const MOST_ROOMS = 8;

export function seedAulas({ scale, newId, today }: SeedContext): Aula[] {
  const random = createRandom(seedFrom('aulas'));
  const openings = new Map(seedCentros().map((academy) => [academy.nombre, new Date(`${academy.fechaApertura}T00:00:00`)]));
  return ACTIVE_ACADEMIES.flatMap((centro) => {
    const opened = openings.get(centro) ?? today;
    const count = Math.max(1, Math.round(random.int(FEWEST_ROOMS, MOST_ROOMS) * scale));
    const specials = SPECIAL_ROOMS.filter(() => random.chance(SPECIAL_ROOM_SHARE)).slice(0, count - 1);
    const numbered = Array.from({ length: count - specials.length }, (_, i): [string, number, number] => [`Aula ${i + 1}`, 8, 30]);
    return [...numbered, ...specials].map(([nombre, fewest, most]): Aula => {
      const planta = random.pick(CLASSROOM_FLOORS);
      return {
        id: newId(),
        nombre,
        centro,
        planta,
        capacidad: random.int(fewest, most),
        // The ground floor always; upper floors where the building has a lift.
        accesible: planta === 'Baja' || random.chance(0.6),
        alta: isoDay(addDays(opened, random.int(0, Math.max(0, differenceInCalendarDays(today, opened))))),
      };
    });
  });
}
