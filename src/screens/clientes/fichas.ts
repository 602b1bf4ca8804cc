import { STUDENT_RECORD_URL } from '../../config';
import { studentCalls } from '../../contract/alumnos';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../declaration/types';
import { RECORD_MONTHS } from './periods';
import { hasBilling, phoneOf, progressBadge, progressOf, studentName, type StudentRecord } from './studentProgress';

/** The student's page in the external students app, when the build names that app. */
export function studentRecordUrl(student: StudentRecord, base: string = STUDENT_RECORD_URL): string | undefined {
  return base ? `${base}/${encodeURIComponent(String(student.id))}` : undefined;
}

export const fichas: ResourceSchema<StudentRecord> = {
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
