// The students of the academies (spec 02 §3): the contract's record plus the day it was opened.
// The accounting screens find them by name; the clients screens list the records opened each month.
import type { Student } from '../../contract/alumnos';

/** The demo always knows a student's surnames and academy. */
export type Alumno = Student & {
  apellidos: string;
  centro: string;
  /** 'yyyy-MM-dd': the day the record was opened (the demo's own field: the API's name is not shown). */
  fechaAlta: string;
};
