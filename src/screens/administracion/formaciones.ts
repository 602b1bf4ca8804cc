import { ACADEMY_CHOICES } from '../../common/academies';
import { TRAINING_RECORD_URL } from '../../config';
import { trainingCalls, type TrainingItem } from '../../contract/formacion';
import type { FormField, ResourceSchema } from '../../declaration/types';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ScreenMenu } from '../../screenFile/format';

/** A training; `completada` is the edit dialog's flag, sent as such. */
export type Training = TrainingItem & { completada?: boolean | null };

/** The training's page in the external training app, when the build names that app. */
export function trainingRecordUrl(training: Training, base: string = TRAINING_RECORD_URL): string | undefined {
  return base ? `${base}/${encodeURIComponent(String(training.id))}` : undefined;
}

const fields: FormField[] = [
  { source: 'nombre', label: 'Nombre', kind: 'text', required: true },
  { source: 'email', label: 'E-mail', kind: 'email', required: true },
  { source: 'centro', label: 'Centro', kind: 'select', choices: ACADEMY_CHOICES, required: true },
];

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Formaciones', icon: 'school', before: '/administracion/horarios/aperturas' };

export const declaration: ResourceSchema<Training> = {
  name: 'administracion/formaciones',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: trainingCalls.listOfYear, params: (filter) => ({ year: filter.anio }) },
    create: { call: trainingCalls.create, params: (training) => ({ nombre: training.nombre, centro: training.centro, email: training.email }) },
    update: {
      call: trainingCalls.update,
      params: (training) => ({
        id: training.id,
        nombre: training.nombre,
        centro: training.centro,
        email: training.email,
        completada: training.completada ?? training.formacionCompletada,
      }),
    },
  },
  list: {
    title: 'Formaciones',
    controls: [{ kind: 'year', source: 'anio', label: 'Año', min: 2024 }],
    columns: [
      { source: 'nombre', label: 'Nombre', type: 'link', href: (training) => trainingRecordUrl(training) },
      { source: 'email', label: 'E-mail' },
      { source: 'centro', label: 'Centro' },
    ],
    search: (training) => [training.nombre, training.email, training.centro],
    sort: { field: 'nombre', order: 'ASC' },
    exportName: 'formaciones',
    loadErrorTitle: 'Error al recuperar las formaciones',
  },
  create: {
    title: 'Nueva formación',
    submitLabel: 'Crear',
    notice: 'Comprueba que el e-mail es correcto antes de crear la formación.',
    fields,
    success: { title: 'Formación creada', content: 'La formación se ha creado correctamente' },
    errorTitle: 'Error al crear la formación',
  },
  edit: {
    title: 'Editar formación',
    submitLabel: 'Actualizar',
    fields: [...fields, { source: 'completada', label: 'Formación completada', kind: 'checkbox' }],
    // A flag the answer did not carry is left out of the update: the server keeps it.
    prepare: (training) => ({ completada: training.formacionCompletada ?? undefined }),
    success: { title: 'Formación actualizada', content: 'La formación se ha actualizado correctamente' },
    errorTitle: 'Error al actualizar la formación',
  },
};
