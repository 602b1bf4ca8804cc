// Rows of the calendar and schedules (spec 02 §3), as stored by the demo.

/** An internal event of the calendar. */
export interface EventoCalendario {
  id: number;
  titulo: string;
  descripcion: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  centros: string[];
  /** One of the spec's event types. */
  tipo: string;
  creador: string;
}

/** An academy's opening hours on one day; the API answers id, fecha and horas. */
export interface ModeloHorario {
  id: number;
  centro: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** 'HH:MM-HH:MM' slots, in order. */
  horas: string[];
}

export interface ClaseProfesor {
  id: number;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** 'HH:MM-HH:MM'. */
  hora: string;
  profesor: string;
  profesorId: number;
  centro: string;
}

/** A level test booked at an academy: like a class, it fixes that day's opening hours. */
export interface PruebaNivel {
  id: number;
  centro: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  hora: string;
}
