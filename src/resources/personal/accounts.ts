// The rules of the personnel accounts (spec 02 §3-§5): staff users and teachers, their order,
// their access (the inverse of the blocked flag), and the work centre of a staff user.
import { STAFF_ROLE_CODES } from '../../authProvider/session';
import type { Choice } from '../../common/choice';
import { formatDateTime } from '../../common/format';
import { compareSpanish } from '../../common/table/clientRows';
import type { FormValues } from '../types';

/** What staff users and teachers share. */
export interface Account {
  id: number;
  nombre: string;
  email: string;
  rol: string;
  cuentaBloqueada: boolean;
  /** ISO date-time of the last sign-in; none before 2024, when it started being recorded. */
  ultimaConexion?: string | null;
  /** The edit dialog's access checkbox, sent as `acceso`: the inverse of cuentaBloqueada. */
  acceso?: boolean;
}

/** A member of the administration staff (Usuario). */
export interface StaffUser extends Account {
  /** The work centre. */
  centro: string;
  /** The centres with access. */
  centros: string[];
}

/** A subject a teacher teaches, as the server gives it. */
export interface TaughtSubject {
  id: number;
  nombre?: string;
}

/** A teacher (Profesor). */
export interface Teacher extends Account {
  asignaturas: TaughtSubject[];
  /** The dialogs' subject selector: the ids sent as asignaturas[]. */
  asignaturaIds?: number[];
}

const choicesOf = (codes: readonly string[]): Choice[] => codes.map((code) => ({ id: code, name: code }));

/** Spec 02 §3. */
export const STAFF_ROLES: readonly Choice[] = choicesOf(STAFF_ROLE_CODES);
export const TEACHER_ROLES: readonly Choice[] = choicesOf(['PROFESOR', 'PROFESOR_BRAIN']);

export const WORK_CENTRE_WARNING = 'Es necesario que el centro de trabajo esté incluido en los centros con acceso.';
export const NO_CONNECTION_TEXT = 'Anterior a 2024';

/** Blocked accounts last, then by name in Spanish order. */
export function compareAccounts(a: Pick<Account, 'cuentaBloqueada' | 'nombre'>, b: Pick<Account, 'cuentaBloqueada' | 'nombre'>): number {
  return Number(Boolean(a.cuentaBloqueada)) - Number(Boolean(b.cuentaBloqueada)) || compareSpanish(a.nombre ?? '', b.nombre ?? '');
}

/** An account has access while it is not blocked. */
export const hasAccess = (account: Pick<Account, 'cuentaBloqueada'>): boolean => !account.cuentaBloqueada;

/** The access checkbox of an edit dialog, from the blocked flag at load. */
export const accessValues = (account: Pick<Account, 'cuentaBloqueada'>): FormValues => ({ acceso: hasAccess(account) });

/** The access sent with an update: the checkbox when the dialog set it, else as the record stands. */
export const accessOf = (account: Pick<Account, 'cuentaBloqueada' | 'acceso'>): boolean => account.acceso ?? hasAccess(account);

/** 'dd/MM/yyyy - HH:mm', or 'Anterior a 2024' when there is none. */
export function lastConnectionText(account: Pick<Account, 'ultimaConexion'>): string {
  return account.ultimaConexion ? formatDateTime(account.ultimaConexion) : NO_CONNECTION_TEXT;
}

/**
 * The work centre must be among the centres with access: the warning while it is not. Nothing
 * to say while no work centre is chosen (the field is required on its own).
 */
export function workCentreProblem(values: FormValues): string | undefined {
  const centro = values.centro;
  if (typeof centro !== 'string' || centro === '') return undefined;
  const centros = Array.isArray(values.centros) ? values.centros : [];
  return centros.includes(centro) ? undefined : WORK_CENTRE_WARNING;
}

/** A staff user from the server, whose centres with access may come as centrosPermitidos. */
export function toStaffUser(item: unknown): StaffUser {
  const user = item as StaffUser & { centrosPermitidos?: string[] };
  const { centrosPermitidos, ...rest } = user;
  return { ...rest, centros: user.centros ?? centrosPermitidos ?? [] };
}

/** The ids of a teacher's subjects, for the dialogs' selector. */
export const subjectIdsOf = (teacher: Pick<Teacher, 'asignaturas'>): number[] => (teacher.asignaturas ?? []).map((subject) => subject.id);
