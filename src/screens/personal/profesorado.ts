import { CACHED_READS } from '../../dataProvider/readPolicy';
import { teacherCalls } from '../../contract/profesor';
import type { ResourceSchema } from '../../declaration/types';
import { accessOf, accessValues, compareAccounts, hasAccess, lastConnectionText, subjectIdsOf, TEACHER_ROLES, type Teacher } from './accounts';
import type { ScreenMenu } from '../../screenFile/format';

/** The subjects sent as a list of ids: those chosen in the dialog, else those the teacher has. */
const subjectIds = (teacher: Partial<Teacher>) => teacher.asignaturaIds ?? subjectIdsOf(teacher);

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Profesorado', icon: 'group', before: '/personal/logs' };

/** The teachers (spec 02 §2, Personnel). */
export const declaration: ResourceSchema<Teacher> = {
  name: 'personal/profesorado',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: teacherCalls.list },
    create: {
      call: teacherCalls.create,
      params: (teacher) => ({ nombre: teacher.nombre, email: teacher.email, rol: teacher.rol, asignaturas: subjectIds(teacher) }),
    },
    update: {
      call: teacherCalls.update,
      params: (teacher) => ({
        id: teacher.id,
        acceso: accessOf(teacher),
        nombre: teacher.nombre,
        rol: teacher.rol,
        email: teacher.email,
        asignaturas: subjectIds(teacher),
      }),
    },
  },
  list: {
    title: 'Profesores',
    columns: [
      { source: 'nombre', label: 'Nombre', type: 'editLink' },
      { source: 'email', label: 'Email' },
      { source: 'rol', label: 'Rol' },
      { source: 'ultimaConexion', label: 'Última conexión', value: lastConnectionText, sortValue: (teacher) => teacher.ultimaConexion },
      { source: 'cuentaBloqueada', key: 'acceso', label: 'Acceso', type: 'check', value: hasAccess, labels: { true: 'Con acceso', false: 'Sin acceso' } },
    ],
    // The name opens the edit dialog: no 'Opciones' column.
    actions: [],
    search: (teacher) => [teacher.nombre, teacher.email, teacher.rol],
    sort: { compare: compareAccounts },
    exportName: 'usuarios',
    loadErrorTitle: 'Error al recuperar los profesores',
  },
  create: {
    title: 'Nuevo profesor',
    submitLabel: 'Crear profesor',
    fields: [
      { source: 'email', label: 'E-mail', kind: 'email', required: true },
      { source: 'nombre', label: 'Nombre', kind: 'text', required: true },
      { source: 'asignaturaIds', label: 'Asignaturas', kind: 'subjects', required: true },
      // Not checked before creating (spec 02 §5).
      { source: 'rol', label: 'Rol', kind: 'select', choices: TEACHER_ROLES },
    ],
    submitWhenComplete: true,
    success: { title: 'Profesor creado', content: 'Profe creado correctamente' },
    errorTitle: 'Error al crear profesor',
  },
  edit: {
    title: 'Editar profesor',
    submitLabel: 'Actualizar profesor',
    notice: 'Puedes modificar las asignaturas que imparte el profesor y su acceso a Ágora, la plataforma de enseñanza.',
    fields: [
      { source: 'email', label: 'E-mail', kind: 'email', readOnly: true },
      { source: 'nombre', label: 'Nombre', kind: 'text' },
      { source: 'asignaturaIds', label: 'Asignaturas', kind: 'subjects' },
      { source: 'rol', label: 'Rol', kind: 'select', choices: TEACHER_ROLES },
      { source: 'acceso', label: 'Acceso a Ágora', kind: 'checkbox' },
    ],
    prepare: (teacher) => ({ ...accessValues(teacher), asignaturaIds: subjectIdsOf(teacher) }),
    success: { title: 'Profesor actualizado', content: 'Profesor actualizado correctamente' },
    errorTitle: 'Error actualizando profesor',
  },
};
