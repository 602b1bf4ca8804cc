// The calls of the payment change and student income screens (spec 02 §7) as data sources of
// the data provider, and their load and action texts (spec 02 §8).
import type { LazySources } from '../../declaration/types';
import type { StudentRef } from '../../common/viewState/urlParams';
import type { Student } from '../../contract/alumnos';
import { PAYMENT_KINDS, type PaymentKind } from '../../contract/vocabulary';

/** A student found by the search. */
export type FoundStudent = Student;

export const studentRefOf = (student: FoundStudent): StudentRef => ({
  id: student.id,
  nombre: [student.nombre, student.apellidos].filter(Boolean).join(' '),
});

export const STUDENTS = 'contabilidad/alumnos';
export const STUDENTS_LOAD_ERROR = 'Error al recuperar los alumnos';

/** The hirings of one kind (`list`, by student) and one of them in full (`one`, `{kind}/details`). */
export const hiringsOf = (kind: PaymentKind) => `contabilidad/contrataciones/${kind}`;
/**
 * The details are read under this meta: react-admin fills the getOne cache with a list's items,
 * which would otherwise stand for a hiring's details.
 */
export const DETAILS_META = { vista: 'detalles' };
/** The action that adds a modification to a payment (`PUT {kind}`). */
export const MODIFY = 'modificar';

/** The input of a modification: the payment and what to add. */
export interface ModificationInput {
  id: number;
  importe: number;
  justificacion: string;
}

export const INCOMES_RESOURCE = 'contabilidad/pagos/ingresos';
export const UNASSIGN = 'desasignar';

/** Each kind's load error (spec 02 §8). */
export const HIRINGS_LOAD_ERROR: Record<PaymentKind, string> = {
  pago: 'Error al recuperar los pagos',
  'pago-tarifa': 'Error al recuperar las tarifas',
  'pago-intensivo': 'Error al recuperar los intensivos',
  'pago-pack-horas': 'Error al recuperar los packs',
};
export const DETAILS_LOAD_ERROR = 'Error al recuperar los detalles';
export const INCOMES_LOAD_ERROR = 'Error al recuperar los ingresos';

/** The payment and income calls, with their contracts, loaded with the first of them. */
export const accountingSources: LazySources = {
  names: [STUDENTS, ...PAYMENT_KINDS.map(hiringsOf), INCOMES_RESOURCE],
  load: () => import('./dataSources').then((module) => module.accountingDataSources),
};
