import { ratingCalls } from '../../contract/valoracionesAlumnos';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../declaration/types';
import { monthOfControls } from './periods';
import { attendanceKey, attendanceText, ratingMark, ratingText, subjectWithLevel, type StudentRating } from './ratings';

export const valoraciones: ResourceSchema<StudentRating> = {
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
