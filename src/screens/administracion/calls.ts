// The calendar and schedule calls (spec 02 §7): their names, queries and texts. Records hold
// the API's ISO days; the calls send days as 'dd/MM/yyyy' and months as 'MM/yyyy'.
import type { QueryParams } from '../../dataProvider/query';
import type { LazySources } from '../../declaration/types';

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

/** The calendar and schedule calls, with their contracts, loaded with the first of them. */
export const calendarSources: LazySources = {
  names: [CALENDAR_EVENTS, OPENING_HOURS, ACADEMY_CLASSES, TEACHER_CLASSES, TEACHERS],
  load: () => import('./dataSources').then((module) => module.calendarDataSources),
};

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
