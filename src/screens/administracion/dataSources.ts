// The calendar and schedule calls (spec 02 §7) as data sources of the data provider: loaded with
// the first of them, with their contracts.
import { toDayParam } from '../../common/apiParams';
import { parseIsoDate } from '../../common/parse';
import { teacherClassCalls, type TeacherClass } from '../../contract/claseProfesor';
import { calendarEventCalls, type CalendarEvent } from '../../contract/eventosCalendario';
import { dayScheduleCalls } from '../../contract/modeloHorario';
import { teacherCalls, type TeacherItem } from '../../contract/profesor';
import type { QueryParams } from '../../dataProvider/query';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { DataSource } from '../../declaration/types';
import {
  ACADEMY_CLASSES,
  ADD_WHOLE_MONTH,
  CALENDAR_EVENTS,
  DELETE_CLASSES,
  OPENING_HOURS,
  TEACHER_CLASSES,
  TEACHERS,
  type ClassSelection,
  type OpeningHoursCall,
} from './calls';

/** Spec 02 §9: a 5-minute cache, one retry. */
const readPolicy = CACHED_READS;

const asQuery = (filter: QueryParams) => filter;

/** An ISO day as the calls send it. */
function dayParam(isoDay: string | null | undefined): string {
  const date = typeof isoDay === 'string' ? parseIsoDate(isoDay) : null;
  if (!date) throw new RangeError(`Día no válido: ${String(isoDay)}`);
  return toDayParam(date);
}

/** What an event dialog sends: create without id, update with it. */
const eventFields = (event: Partial<CalendarEvent>): QueryParams => ({
  titulo: event.titulo,
  descripcion: event.descripcion,
  fecha: dayParam(event.fecha),
  centros: event.centros ?? [],
  tipo: event.tipo,
});

export const calendarDataSources: DataSource[] = [
  {
    name: CALENDAR_EVENTS,
    readPolicy,
    endpoints: {
      list: { call: calendarEventCalls.list, params: asQuery },
      create: { call: calendarEventCalls.create, params: eventFields },
      update: { call: calendarEventCalls.update, params: (event) => ({ id: event.id, ...eventFields(event) }) },
      delete: { call: calendarEventCalls.delete, params: (id) => ({ id }) },
    },
  } satisfies DataSource<CalendarEvent>,
  {
    name: OPENING_HOURS,
    readPolicy,
    endpoints: {
      list: { call: dayScheduleCalls.list, params: asQuery },
      create: {
        call: dayScheduleCalls.create,
        params: (day) =>
          day.horarioNormal
            ? { centro: day.centro, fecha: dayParam(day.fecha), horario_normal: true }
            : { centro: day.centro, fecha: dayParam(day.fecha), horas: day.horas ?? [] },
      },
      update: { call: dayScheduleCalls.update, params: (day) => ({ centro: day.centro, fecha: dayParam(day.fecha), horas: day.horas }) },
      delete: { call: dayScheduleCalls.delete, params: (id) => ({ id }) },
      actions: {
        [ADD_WHOLE_MONTH]: { call: dayScheduleCalls.fillMonth, params: (month) => ({ mes: month.mes, centro: month.centro }) },
      },
    },
  } satisfies DataSource<OpeningHoursCall>,
  {
    name: ACADEMY_CLASSES,
    readPolicy,
    endpoints: { list: { call: teacherClassCalls.listOfAcademy, params: asQuery } },
  } satisfies DataSource<TeacherClass>,
  {
    name: TEACHER_CLASSES,
    readPolicy,
    endpoints: {
      list: { call: teacherClassCalls.listOfTeacher, params: asQuery },
      actions: { [DELETE_CLASSES]: { call: teacherClassCalls.deleteMany, params: (selection) => ({ ids: selection.ids }) } },
    },
  } satisfies DataSource<TeacherClass & Partial<ClassSelection>>,
  {
    name: TEACHERS,
    readPolicy,
    endpoints: { list: { call: teacherCalls.list } },
  } satisfies DataSource<TeacherItem>,
];
