// Opening hours (spec 02 §3, §7, §9): /api/core/planificacion/modelo-horario.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { code, computed, day, entity, id, listOf, shownList } from './fields';

const PATH = '/api/core/planificacion/modelo-horario';

/** An academy's opening hours on one day. */
export const daySchedule = entity('ModeloHorario', z.object({
  id: computed(id),
  /** Places the hours in the month grid. */
  fecha: computed(day),
  /** 'HH:MM-HH:MM' slots. */
  horas: shownList(code('OpeningSlot')),
}));

export type DaySchedule = z.output<typeof daySchedule>;

const academyDay = { centro: param('academy', { example: 'GOYA' }), fecha: param('day', { example: '20/11/2026' }) };
const monthOfAcademy = { mes: param('month', { example: '11/2026' }), centro: param('academy', { example: 'GOYA' }) };

export const dayScheduleCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: "An academy's opening hours in a month, one item per day that has them.",
    query: monthOfAcademy,
    answer: listOf(daySchedule),
  }),
  create: apiCall({
    method: 'POST',
    path: PATH,
    summary: "Gives a day its hours: the slots chosen, or the academy's default schedule.",
    query: {
      ...academyDay,
      fecha: param('day', { example: '17/11/2026' }),
      horas: optionalParam('codes', { codes: 'OpeningSlot', example: ['09:00-10:00'], note: 'The slots; left out with horario_normal.' }),
      horario_normal: optionalParam('boolean', { note: "true: the academy's default schedule." }),
    },
  }),
  fillMonth: apiCall({
    method: 'POST',
    path: `${PATH}/month`,
    summary: "Gives every day of a month without hours the academy's default schedule.",
    query: monthOfAcademy,
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: "Changes a day's hours; refused once classes or tests are booked on it.",
    query: { ...academyDay, horas: param('codes', { codes: 'OpeningSlot', example: ['09:00-10:00'] }) },
  }),
  delete: apiCall({ method: 'DELETE', path: PATH, summary: "Deletes a day's hours.", query: { id: param('id', { example: 1 }) } }),
};
