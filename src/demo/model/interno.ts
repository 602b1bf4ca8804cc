// Two tables of the API's internal paths that no compiled screen reads: each academy's
// classrooms and the network's suppliers. The backend gained them as it gains any table, and
// the screens for them are files an administrator configures (issue 41), so nothing of the
// console's contract describes them: their rows are declared here, as the demo stores and
// answers them.

/** The floors an academy's rooms are on. */
export const CLASSROOM_FLOORS = ['Baja', 'Primera', 'Segunda'] as const;

export interface Aula {
  id: number;
  nombre: string;
  /** The academy's code (ACTIVE_ACADEMIES). */
  centro: string;
  planta: (typeof CLASSROOM_FLOORS)[number];
  /** Seats: a whole number from 1 to 200. */
  capacidad: number;
  /** Reachable without stairs. */
  accesible: boolean;
  /** 'yyyy-MM-dd': the day the room was registered. */
  alta: string;
}

export const SUPPLIER_CATEGORIES = ['MATERIAL', 'LIMPIEZA', 'MANTENIMIENTO', 'FORMACION', 'OTROS'] as const;

export interface Proveedor {
  id: number;
  nombre: string;
  /** A company's tax id: a letter, seven digits and a control digit or letter. */
  cif: string;
  email: string;
  telefono: string;
  categoria: (typeof SUPPLIER_CATEGORIES)[number];
  activo: boolean;
  /** 'yyyy-MM-dd': the day the supplier was registered. */
  alta: string;
  /** What the network pays it a year, in euros with cents. */
  importe_anual: number;
}
