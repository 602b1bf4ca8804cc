// Students' ratings of their classes and teachers (spec 02 §3): the scale's words as a mark out of 5.
import { ratingCalls, type Rating } from '../../contract/valoracionesAlumnos';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../declaration/types';
import { monthOfControls } from './periods';
import { formatDate, formatQuantity } from '../../common/format';
import { inParentheses, joinPresent } from '../../common/text';
import type { RatingValue } from '../../contract/vocabulary';
import type { ScreenMenu } from '../../screenFile/format';

/** A rating as `valoracion-alumnos/list` answers it; the spec gives it no id, so its position names it. */
export type StudentRating = Rating & { id: number };

/** MUY_NEGATIVA..MUY_POSITIVA = 1..5 (spec 02 §3). */
const MARKS: Record<RatingValue, number> = { MUY_NEGATIVA: 1, NEGATIVA: 2, NEUTRAL: 3, POSITIVA: 4, MUY_POSITIVA: 5 };

export const NO_RATING = 'Sin valoracion';

/** The rating's mark 1 to 5, or undefined when it is empty or not of the scale. */
export function ratingMark(value: string | null | undefined): number | undefined {
  return value && Object.hasOwn(MARKS, value) ? MARKS[value as RatingValue] : undefined;
}

/** '4/5', or 'Sin valoracion' when the student left it empty. */
export function ratingText(value: string | null | undefined): string {
  const mark = ratingMark(value);
  return mark === undefined ? NO_RATING : `${formatQuantity(mark)}/5`;
}

/** 'Matemáticas II (BACHILLERATO)', or the subject alone when it has no level. */
export function subjectWithLevel(rating: Pick<StudentRating, 'asignatura' | 'nivel'>): string {
  return joinPresent([rating.asignatura, inParentheses(rating.nivel)]);
}

/** The class's day and time: 'dd/MM/yyyy - HH:mm', as the console writes a date and time. */
export function attendanceText(rating: StudentRating): string {
  return joinPresent([formatDate(rating.fechaAsistencia), rating.horaAsistencia], ' - ');
}

/** The class's day and time as one sortable text: the day as the API writes it, a space, then the time. */
export const attendanceKey = (rating: StudentRating) => `${rating.fechaAsistencia} ${rating.horaAsistencia ?? ''}`.trim();

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Valoraciones', icon: 'star' };

export const declaration: ResourceSchema<StudentRating> = {
  name: 'clientes/valoraciones',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: ratingCalls.ofMonth, params: (filter) => ({ mes: monthOfControls(filter) }) } },
  list: {
    title: 'Valoraciones',
    // Spec 02 §9: ratings from 2025 to 2030.
    controls: [
      { kind: 'year', source: 'anio', label: 'Año', min: 2025, max: 2030 },
      { kind: 'monthOfYear', source: 'mes', label: 'Mes' },
    ],
    columns: [
      { source: 'alumnoNombre', label: 'Alumno' },
      { source: 'asignatura', label: 'Asignatura', value: subjectWithLevel },
      { source: 'profesor', label: 'Profesor' },
      { source: 'centro', label: 'Centro' },
      { source: 'fechaAsistencia', key: 'fecha', label: 'Fecha y hora', value: attendanceText, sortValue: attendanceKey },
      { source: 'valoracionClase', label: 'Valoración de la clase', value: (rating) => ratingText(rating.valoracionClase), sortValue: (rating) => ratingMark(rating.valoracionClase) },
      { source: 'valoracionProfesor', label: 'Valoración del profesor', value: (rating) => ratingText(rating.valoracionProfesor), sortValue: (rating) => ratingMark(rating.valoracionProfesor) },
      { source: 'observaciones', label: 'Observaciones' },
    ],
    search: (rating) => [rating.alumnoNombre, subjectWithLevel(rating), rating.profesor, rating.centro, rating.observaciones],
    sort: { field: 'fecha', order: 'DESC' },
    exportName: 'valoraciones-mes',
    loadErrorTitle: 'Error al recuperar las valoraciones',
  },
};
