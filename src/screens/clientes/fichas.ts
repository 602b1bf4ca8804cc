// How complete a new student's record is (spec 02 §4, §5, §9): the share of its 8 items that
// are present, as a whole percent, and the status staff read from it.
import { STUDENT_RECORD_URL } from '../../config';
import { studentCalls, type Student } from '../../contract/alumnos';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema, BadgeColor } from '../../declaration/types';
import { RECORD_MONTHS } from './periods';
import { formatQuantity } from '../../common/format';
import type { ScreenMenu } from '../../screenFile/format';

/** A student record as `alumno/list/new` answers it. */
export type StudentRecord = Student;

export type ProgressStatus = 'ko' | 'warning' | 'ok';

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Billing counts once it names both the billed person's identification and their name. */
export const hasBilling = (student: StudentRecord) => present(student.facturacion?.identificacion) && present(student.facturacion?.nombre);

/** A landline or a mobile: either will do. */
export const phoneOf = (student: StudentRecord): string => [student.telefonoMovil, student.telefonoFijo].find(present) ?? '';

/** The 8 items of a complete record, in the order spec 02 §5 lists them. */
const ITEMS: readonly ((student: StudentRecord) => boolean)[] = [
  (student) => present(student.fechaNacimiento),
  (student) => present(student.dni),
  (student) => present(student.codigoPostal),
  (student) => present(student.email),
  (student) => phoneOf(student) !== '',
  hasBilling,
  (student) => present(student.condicionesUrl),
  (student) => present(student.rgpdUrl),
];

/** The share of the items present, rounded to a whole percent (0 to 100). */
export function progressOf(student: StudentRecord): number {
  const given = ITEMS.filter((item) => item(student)).length;
  return Math.round((given * 100) / ITEMS.length);
}

/** Under 50 % ko, from 50 to 84 warning, from 85 ok (spec 02 §4, §9). */
export function progressStatus(percent: number): ProgressStatus {
  if (percent >= 85) return 'ok';
  return percent >= 50 ? 'warning' : 'ko';
}

const STATUS_COLORS: Record<ProgressStatus, BadgeColor> = { ko: 'error', warning: 'warning', ok: 'success' };

/** The progress badge: '75 %' in the colour of its status. */
export function progressBadge(student: StudentRecord): { label: string; color: BadgeColor } {
  const percent = progressOf(student);
  return { label: `${formatQuantity(percent)} %`, color: STATUS_COLORS[progressStatus(percent)] };
}

/** The student's full name, as the list shows it. */
export const studentName = (student: StudentRecord) => [student.nombre, student.apellidos].filter(Boolean).join(' ');

/** The student's page in the external students app, when the build names that app. */
export function studentRecordUrl(student: StudentRecord, base: string = STUDENT_RECORD_URL): string | undefined {
  return base ? `${base}/${encodeURIComponent(String(student.id))}` : undefined;
}

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Fichas', icon: 'people', before: '/clientes/contrataciones-mensuales' };

export const declaration: ResourceSchema<StudentRecord> = {
  name: 'clientes/fichas',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: studentCalls.newOfMonth, params: (filter) => ({ mes: filter.mes, centro: filter.academia }) },
  },
  list: {
    title: 'Fichas',
    controls: [
      { kind: 'academy', source: 'academia', label: 'Academia' },
      { kind: 'month', source: 'mes', label: 'Mes', ...RECORD_MONTHS },
    ],
    columns: [
      { source: 'nombre', key: 'alumno', label: 'Alumno', type: 'link', value: studentName, href: (student) => studentRecordUrl(student) },
      { source: 'fechaNacimiento', label: 'Fecha de nacimiento', type: 'date' },
      { source: 'telefonoMovil', key: 'telefono', label: 'Teléfono', value: phoneOf },
      { source: 'dni', label: 'DNI' },
      { source: 'email', label: 'E-mail' },
      { source: 'codigoPostal', label: 'Código postal' },
      { source: 'facturacion', label: 'Facturación', type: 'check', value: hasBilling, labels: { true: 'Con facturación', false: 'Sin facturación' } },
      { source: 'condicionesUrl', label: 'Condiciones', type: 'check', value: (student) => Boolean(student.condicionesUrl), labels: { true: 'Condiciones firmadas', false: 'Sin condiciones firmadas' } },
      { source: 'rgpdUrl', label: 'RGPD', type: 'check', value: (student) => Boolean(student.rgpdUrl), labels: { true: 'RGPD firmado', false: 'Sin RGPD firmado' } },
      { source: 'id', key: 'progreso', label: 'Progreso', type: 'badge', value: progressOf, badge: progressBadge },
    ],
    search: (student) => [studentName(student), student.dni, student.email, phoneOf(student), student.codigoPostal],
    sort: { field: 'alumno', order: 'ASC' },
    exportName: 'fichas-mes',
    loadErrorTitle: 'Error al recuperar los alumnos',
  },
};
