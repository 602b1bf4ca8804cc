// Opening hours (spec 02 §3, §7, §9): /api/core/planificacion/modelo-horario.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { computed, day, id, listOf, shownList, text } from './fields';

const PATH = '/api/core/planificacion/modelo-horario';

const pad = (value: number) => String(value).padStart(2, '0');
/** The hours at which slots start, 06 to 22. */
const START_HOURS = Array.from({ length: 17 }, (_, index) => 6 + index);

/** One-hour slots from 06:00-07:00 to 22:00-23:00 (17), as the API names them. */
export const WHOLE_HOUR_SLOTS: readonly string[] = START_HOURS.map((hour) => `${pad(hour)}:00-${pad(hour + 1)}:00`);
/** The same shifted by half an hour, 06:30-07:30 to 22:30-23:30 (17). */
export const HALF_HOUR_SLOTS: readonly string[] = START_HOURS.map((hour) => `${pad(hour)}:30-${pad(hour + 1)}:30`);
/** Every slot a day can be given, in order of start (34). */
export const OPENING_SLOTS: readonly string[] = START_HOURS.flatMap((_, index) => [WHOLE_HOUR_SLOTS[index], HALF_HOUR_SLOTS[index]]);

/** An academy's opening hours on one day. */
export const daySchedule = z.object({
  id: computed(id),
  /** Places the hours in the month grid. */
  fecha: computed(day),
  /** 'HH:MM-HH:MM' slots. */
  horas: shownList(text),
});

export type DaySchedule = z.output<typeof daySchedule>;

const academyDay = { centro: param('academy', { example: 'GOYA' }), fecha: param('day') };

export const dayScheduleCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: "An academy's opening hours in a month, one item per day that has them.",
    query: { mes: param('month'), centro: param('academy', { example: 'GOYA' }) },
    answer: listOf(daySchedule),
  }),
  create: apiCall({
    method: 'POST',
    path: PATH,
    summary: "Gives a day its hours: the slots chosen, or the academy's default schedule.",
    query: {
      ...academyDay,
      horas: optionalParam('texts', { example: ['09:00-10:00'], note: 'The slots; left out with horario_normal.' }),
      horario_normal: optionalParam('boolean', { note: "true: the academy's default schedule." }),
    },
  }),
  fillMonth: apiCall({
    method: 'POST',
    path: `${PATH}/month`,
    summary: "Gives every day of a month without hours the academy's default schedule.",
    query: { mes: param('month'), centro: param('academy', { example: 'GOYA' }) },
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: "Changes a day's hours; refused once classes or tests are booked on it.",
    query: { ...academyDay, horas: param('texts', { example: ['09:00-10:00'] }) },
  }),
  delete: apiCall({ method: 'DELETE', path: PATH, summary: "Deletes a day's hours.", query: { id: param('id') } }),
};
