import { studyCentreCalls, type StudyCentre } from '../../contract/centrosEstudio';
import { PROVINCES } from '../../contract/vocabulary';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { FormField, ResourceSchema } from '../../declaration/types';
import type { ScreenMenu } from '../../screenFile/format';

export type { StudyCentre };

const provinceChoices = PROVINCES.map((province) => ({ id: province, name: province }));

const fields: FormField[] = [
  { source: 'nombre', label: 'Nombre', kind: 'text', required: true },
  { source: 'provincia', label: 'Provincia', kind: 'select', choices: provinceChoices, required: true },
];

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Centros de estudio', icon: 'school', before: '/administracion/helpdesk' };

export const declaration: ResourceSchema<StudyCentre> = {
  name: 'administracion/centros-estudio',
  readPolicy: CACHED_READS,
  endpoints: {
    // One province is asked of the server; 'Ver todo' asks for the whole list.
    list: {
      call: (filter) => (filter.provincia ? studyCentreCalls.listOfProvince : studyCentreCalls.list),
      params: (filter) => ({ provincia: filter.provincia }),
    },
    create: { call: studyCentreCalls.create, params: (centre) => ({ nombre: centre.nombre, provincia: centre.provincia }) },
    update: { call: studyCentreCalls.update, params: (centre) => ({ id: centre.id, nombre: centre.nombre, provincia: centre.provincia }) },
  },
  list: {
    title: 'Centros de estudio',
    columns: [
      { source: 'nombre', label: 'Nombre' },
      { source: 'provincia', label: 'Provincia' },
    ],
    search: (centre) => [centre.nombre, centre.provincia],
    sort: { field: 'nombre', order: 'ASC' },
    exportName: 'centros-estudio',
    filters: [{ source: 'provincia', label: 'Provincia', choices: provinceChoices, allLabel: 'Ver todo' }],
    loadErrorTitle: 'Error al recuperar los centros de estudio',
  },
  create: {
    title: 'Añadir centro de estudios',
    submitLabel: 'Crear',
    fields,
    success: { title: 'Centro creado', content: 'El centro de estudios se ha creado correctamente' },
    errorTitle: 'Error al crear el centro',
  },
  edit: {
    title: 'Editar centro de estudios',
    submitLabel: 'Editar',
    fields,
    success: { title: 'Centro actualizado', content: 'El centro de estudios se ha actualizado correctamente' },
    errorTitle: 'Error al actualizar el centro',
  },
};
