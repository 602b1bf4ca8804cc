// The records of the calendar screens, as the API sends them (spec 02 §3).

/** Spec 02 §3: the kinds of internal event. */
export const EVENT_TYPES = ['COMUNICADO', 'ALERTA', 'AVISO', 'NOTIFICACION', 'RECORDATORIO'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface CalendarEvent {
  id: number;
  titulo: string;
  descripcion: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  centros: string[];
  tipo: EventType;
  /** Who created it. */
  creador: string;
}

/** An academy's opening hours on one day. */
export interface DaySchedule {
  id: number;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** 'HH:MM-HH:MM' slots. */
  horas: string[];
}

export interface TeacherClass {
  id: number;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** 'HH:MM-HH:MM'. */
  hora: string;
  profesor: string;
  profesorId: number;
  centro: string;
}

/** A teacher as the teacher list gives one; the schedule screen uses the id and the name. */
export interface Teacher {
  id: number;
  nombre: string;
  email: string;
  cuentaBloqueada: boolean;
}
