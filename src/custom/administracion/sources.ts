// The calendar and schedule calls (spec 02 §7) as data sources of the data provider. Records
// hold the API's ISO days; the calls send days as 'dd/MM/yyyy' and months as 'MM/yyyy'.
import { toDayParam } from '../../common/apiParams';
import { parseIsoDate } from '../../common/parse';
import type { QueryParams } from '../../dataProvider/query';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { DataSource } from '../../resources/types';
import { teacherClassCalls, type TeacherClass } from '../../contract/claseProfesor';
import { calendarEventCalls, type CalendarEvent } from '../../contract/eventosCalendario';
import { dayScheduleCalls } from '../../contract/modeloHorario';
import { teacherCalls, type TeacherItem } from '../../contract/profesor';

export const CALENDAR_EVENTS = 'administracion/calendario';
export const OPENING_HOURS = 'administracion/horarios/aperturas';
export const ACADEMY_CLASSES = 'administracion/horarios/clases';
export const TEACHER_CLASSES = 'administracion/horarios/profesores';
/** The teacher list behind the teacher autocomplete. */
export const TEACHERS = 'administracion/horarios/lista-profesores';

/** The opening hours' action that gives every day of a month without hours the default schedule. */
export const ADD_WHOLE_MONTH = 'addWholeMonth';
/** The teacher schedule's action that deletes the chosen classes. */
export const DELETE_CLASSES = 'deleteClasses';

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

/**
 * What the opening-hours calls take: a day's hours (`horas`, or `horarioNormal` for the
 * academy's default schedule) with its academy, or a month (`mes`) to fill.
 */
export interface OpeningHoursCall {
  id: number | string;
  centro: string;
  fecha?: string;
  horas?: string[];
  horarioNormal?: boolean;
  mes?: string;
}

/** The classes to delete, by id. */
export interface ClassSelection {
  ids: number[];
}

export const calendarSources: DataSource[] = [
  {
    name: CALENDAR_EVENTS,
    readPolicy: CACHED_READS,
    endpoints: {
      list: { call: calendarEventCalls.list, params: asQuery },
      create: { call: calendarEventCalls.create, params: eventFields },
      update: { call: calendarEventCalls.update, params: (event) => ({ id: event.id, ...eventFields(event) }) },
      delete: { call: calendarEventCalls.delete, params: (id) => ({ id }) },
    },
  } satisfies DataSource<CalendarEvent>,
  {
    name: OPENING_HOURS,
    readPolicy: CACHED_READS,
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
    readPolicy: CACHED_READS,
    endpoints: { list: { call: teacherClassCalls.listOfAcademy, params: asQuery } },
  } satisfies DataSource<TeacherClass>,
  {
    name: TEACHER_CLASSES,
    readPolicy: CACHED_READS,
    endpoints: {
      list: { call: teacherClassCalls.listOfTeacher, params: asQuery },
      actions: { [DELETE_CLASSES]: { call: teacherClassCalls.deleteMany, params: (selection) => ({ ids: selection.ids }) } },
    },
  } satisfies DataSource<TeacherClass & Partial<ClassSelection>>,
  {
    name: TEACHERS,
    readPolicy: CACHED_READS,
    endpoints: { list: { call: teacherCalls.list } },
  } satisfies DataSource<TeacherItem>,
];

// Load, action and success texts (spec 02 §8). The spec names the event's success texts only
// as 'event created/updated/deleted'.
export const EVENTS_LOAD_ERROR = 'Error al recuperar los eventos';
export const SCHEDULES_LOAD_ERROR = 'Error al recuperar los horarios';
export const CLASSES_LOAD_ERROR = 'Error al recuperar las clases';
export const TEACHERS_LOAD_ERROR = 'Error al recuperar los profesores';

/** The events of a month. */
export const eventsQuery = (mes: string): QueryParams => ({ mes });
/** An academy's opening hours or classes in a month. */
export const academyMonthQuery = (centro: string, mes: string): QueryParams => ({ mes, centro });
/** A teacher's classes in a month. */
export const teacherMonthQuery = (profesor: number, mes: string): QueryParams => ({ profesor, mes });
