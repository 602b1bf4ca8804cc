import { ACADEMY_CHOICES } from '../../common/academies';
import { APP_NAME } from '../../common/Page';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import { staffUserCalls } from '../../contract/usuario';
import type { FormRule, ResourceSchema } from '../../declaration/types';
import { accessOf, accessValues, compareAccounts, hasAccess, lastConnectionText, STAFF_ROLES, workCentreProblem, type StaffUser } from './accounts';
import type { ScreenMenu } from '../../screenFile/format';

const workCentreRule: FormRule = { check: workCentreProblem };

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Administración', icon: 'group', before: '/personal/profesorado' };

/** The administration staff (spec 02 §2, Personnel). */
export const declaration: ResourceSchema<StaffUser> = {
  name: 'personal/administracion',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: staffUserCalls.list },
    create: {
      call: staffUserCalls.create,
      params: (user) => ({ nombre: user.nombre, email: user.email, rol: user.rol, centros: user.centros, centro: user.centro }),
    },
    update: {
      call: staffUserCalls.update,
      params: (user) => ({ id: user.id, nombre: user.nombre, rol: user.rol, acceso: accessOf(user), centros: user.centros }),
    },
  },
  list: {
    title: 'Usuarios',
    columns: [
      { source: 'nombre', label: 'Nombre', type: 'editLink' },
      { source: 'email', label: 'Email' },
      { source: 'rol', label: 'Rol' },
      { source: 'ultimaConexion', label: 'Última conexión', value: lastConnectionText, sortValue: (user) => user.ultimaConexion },
      { source: 'cuentaBloqueada', key: 'acceso', label: 'Acceso', type: 'check', value: hasAccess, labels: { true: 'Con acceso', false: 'Sin acceso' } },
    ],
    // The name opens the edit dialog: no 'Opciones' column.
    actions: [],
    search: (user) => [user.nombre, user.email, user.rol],
    sort: { compare: compareAccounts },
    exportName: 'usuarios',
    loadErrorTitle: 'Error al recuperar los usuarios',
  },
  create: {
    title: 'Nuevo usuario',
    submitLabel: 'Crear usuario',
    fields: [
      { source: 'email', label: 'E-mail', kind: 'email', required: true },
      { source: 'nombre', label: 'Nombre', kind: 'text', required: true },
      { source: 'rol', label: 'Rol', kind: 'select', choices: STAFF_ROLES, required: true },
      { source: 'centro', label: 'Centro de trabajo', kind: 'select', choices: ACADEMY_CHOICES, required: true },
      { source: 'centros', label: 'Centros con acceso', kind: 'multiselect', choices: ACADEMY_CHOICES },
    ],
    rules: [workCentreRule],
    submitWhenComplete: true,
    success: { title: 'Usuario creado', content: 'El usuario se ha creado.' },
    errorTitle: 'Error al crear usuario',
  },
  edit: {
    title: 'Editar usuario',
    submitLabel: 'Actualizar usuario',
    fields: [
      { source: 'email', label: 'E-mail', kind: 'email', required: true, readOnly: true },
      { source: 'nombre', label: 'Nombre', kind: 'text', required: true },
      { source: 'rol', label: 'Rol', kind: 'select', choices: STAFF_ROLES, required: true },
      { source: 'centro', label: 'Centro de trabajo', kind: 'select', choices: ACADEMY_CHOICES, required: true, disabled: true },
      { source: 'centros', label: 'Centros con acceso', kind: 'multiselect', choices: ACADEMY_CHOICES },
      { source: 'acceso', label: `Acceso a ${APP_NAME}`, kind: 'checkbox' },
    ],
    rules: [workCentreRule],
    submitWhenComplete: true,
    prepare: accessValues,
    success: { title: 'Usuario actualizado', content: 'Usuario actualizado correctamente' },
    errorTitle: 'Error actualizando usuario',
  },
};
