import {
  SUBJECT_LEVELS,
  SUBJECT_SUBLEVELS,
  SUBJECT_TYPES,
  subjectLevelText,
  subjectTypeName,
  SUBJECTS_LOAD_ERROR,
  SUBJECTS_RESOURCE,
  type Subject,
} from '../../common/subjects';
import { subjectCalls } from '../../contract/asignaturas';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { FormField, ResourceSchema } from '../../declaration/types';
import type { ScreenMenu } from '../../screenFile/format';

const commonFields: FormField[] = [
  { source: 'nombre', label: 'Nombre', kind: 'text', required: true },
  { source: 'nombreCompleto', label: 'Nombre completo', kind: 'text', required: true },
  { source: 'tipo', label: 'Tipo', kind: 'select', choices: SUBJECT_TYPES, required: true },
  { source: 'nivel', label: 'Nivel', kind: 'select', choices: SUBJECT_LEVELS, required: true },
  { source: 'subnivel', label: 'Subnivel', kind: 'select', choices: SUBJECT_SUBLEVELS },
];

/** The full name travels twice: as nombre_completo and as descripcion (spec 02 §3). */
const subjectParams = (subject: Partial<Subject>) => ({
  nombre: subject.nombre,
  nombre_completo: subject.nombreCompleto,
  descripcion: subject.nombreCompleto,
  tipo: subject.tipo,
  nivel: subject.nivel,
  subnivel: subject.subnivel,
});

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Asignaturas', icon: 'menu-book', before: '/administracion/centros-estudio' };

export const declaration: ResourceSchema<Subject> = {
  name: SUBJECTS_RESOURCE,
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: subjectCalls.list },
    one: { call: subjectCalls.one, params: (id) => ({ id }) },
    create: { call: subjectCalls.create, params: subjectParams },
    // The edit always sends activa true, whatever the checkbox says (spec 02 §4).
    update: { call: subjectCalls.update, params: (subject) => ({ id: subject.id, ...subjectParams(subject), activa: true }) },
  },
  list: {
    title: 'Asignaturas',
    columns: [
      { source: 'nombre', label: 'Nombre' },
      { source: 'tipo', label: 'Tipo', render: (subject) => subjectTypeName(subject.tipo), exportValue: (subject) => subjectTypeName(subject.tipo) },
      { source: 'nivel', label: 'Nivel', render: subjectLevelText, exportValue: subjectLevelText },
      { source: 'activa', label: 'Estado', type: 'check', labels: { true: 'Activa', false: 'Inactiva' } },
    ],
    search: (subject) => [subject.nombre, subjectTypeName(subject.tipo), subjectLevelText(subject)],
    sort: { field: 'nombre', order: 'ASC' },
    exportName: 'asignaturas',
    loadErrorTitle: SUBJECTS_LOAD_ERROR,
  },
  create: {
    title: 'Añadir nueva asignatura',
    submitLabel: 'Crear',
    fields: commonFields,
    success: { title: 'Asignatura creada', content: 'La asignatura se ha creado correctamente' },
    errorTitle: 'Error al crear la asignatura',
  },
  edit: {
    title: 'Editar asignatura',
    submitLabel: 'Actualizar',
    fields: [...commonFields, { source: 'activa', label: 'Activa (disponible para contratar)', kind: 'checkbox' }],
    success: { title: 'Asignatura actualizada', content: 'La asignatura se ha actualizado correctamente' },
    errorTitle: 'Error al actualizar la asignatura',
  },
};
