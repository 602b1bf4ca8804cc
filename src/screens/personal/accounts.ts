// The rules of the personnel accounts (spec 02 §3-§5): staff users and teachers, their order,
// their access (the inverse of the blocked flag), and the work centre of a staff user.
import type { Choice } from '../../common/choice';
import { formatDateTime } from '../../common/format';
import { compareSpanish } from '../../common/table/clientRows';
import type { TeacherItem } from '../../contract/profesor';
import { STAFF_ROLE_CODES, TEACHER_ROLE_CODES } from '../../contract/vocabulary';
import type { StaffUserRecord } from '../../contract/usuario';
import type { FormValues } from '../../declaration/types';

/** What staff users and teachers share: their access is the inverse of the blocked flag. */
export type Account = Pick<TeacherItem & StaffUser, 'id' | 'nombre' | 'email' | 'rol' | 'cuentaBloqueada' | 'ultimaConexion' | 'acceso'>;

/** A member of the administration staff (Usuario): work centre and centres with access. */
export type StaffUser = StaffUserRecord;

/** A teacher (Profesor); `asignaturaIds` is the dialogs' subject selector, sent as asignaturas[]. */
export type Teacher = TeacherItem & { asignaturaIds?: number[] };

const choicesOf = (codes: readonly string[]): Choice[] => codes.map((code) => ({ id: code, name: code }));

/** Spec 02 §3. */
export const STAFF_ROLES: readonly Choice[] = choicesOf(STAFF_ROLE_CODES);
export const TEACHER_ROLES: readonly Choice[] = choicesOf(TEACHER_ROLE_CODES);

export const WORK_CENTRE_WARNING = 'Es necesario que el centro de trabajo esté incluido en los centros con acceso.';
export const NO_CONNECTION_TEXT = 'Anterior a 2024';

/** Blocked accounts last, then by name in Spanish order. */
export function compareAccounts(a: Pick<Account, 'cuentaBloqueada' | 'nombre'>, b: Pick<Account, 'cuentaBloqueada' | 'nombre'>): number {
  return Number(Boolean(a.cuentaBloqueada)) - Number(Boolean(b.cuentaBloqueada)) || compareSpanish(a.nombre ?? '', b.nombre ?? '');
}

/**
 * An account has access while it is not blocked; without the blocked flag, as its `acceso`
 * says; null when the answer says neither (an empty cell).
 */
export function hasAccess(account: Partial<Pick<Account, 'cuentaBloqueada' | 'acceso'>>): boolean | null {
  if (account.cuentaBloqueada != null) return !account.cuentaBloqueada;
  return account.acceso ?? null;
}

/** The access checkbox of an edit dialog, from the blocked flag at load. */
export const accessValues = (account: Partial<Pick<Account, 'cuentaBloqueada' | 'acceso'>>): FormValues => ({ acceso: hasAccess(account) ?? undefined });

/**
 * The access sent with an update: the checkbox when the dialog set it, else as the record
 * stands; nothing when unknown (the server keeps it).
 */
export const accessOf = (account: Partial<Pick<Account, 'cuentaBloqueada' | 'acceso'>>): boolean | undefined => account.acceso ?? hasAccess(account) ?? undefined;

/** 'dd/MM/yyyy - HH:mm', or 'Anterior a 2024' when there is none. */
export function lastConnectionText(account: Partial<Pick<Account, 'ultimaConexion'>>): string {
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

/** The ids of a teacher's subjects, for the dialogs' selector. */
export const subjectIdsOf = (teacher: Partial<Pick<Teacher, 'asignaturas'>>): number[] => [...(teacher.asignaturas ?? [])];
