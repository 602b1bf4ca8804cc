// Rows of the calendar and schedules (spec 02 §3), as stored by the demo.
import type { TeacherClass } from '../../contract/claseProfesor';
import type { CalendarEvent } from '../../contract/eventosCalendario';
import type { DaySchedule } from '../../contract/modeloHorario';
import type { Filled } from './filled';

/** An internal event of the calendar. */
export type EventoCalendario = Filled<CalendarEvent>;

/** An academy's opening hours on one day, with its academy; the API answers id, fecha and horas. */
export type ModeloHorario = Filled<DaySchedule> & { centro: string };

export type ClaseProfesor = Filled<TeacherClass>;

/** A level test booked at an academy: like a class, it fixes that day's opening hours. */
export interface PruebaNivel {
  id: number;
  centro: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  hora: string;
}
