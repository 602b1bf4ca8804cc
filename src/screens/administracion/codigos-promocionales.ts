import DeleteIcon from '@mui/icons-material/Delete';
import { ACADEMY_CHOICES } from '../../common/academies';
import { formatDayRange } from '../../common/format';
import { upperCaseAlphanumeric } from '../../common/sanitize';
import { dynamicPromoCodeCalls } from '../../contract/codigoPromocionalDinamico';
import type { FormField, FormRule, ResourceSchema } from '../../declaration/types';
import {
  createParams,
  hasValue,
  INVALID_PROMO_TYPE,
  isPromoCodeOver,
  PROMO_COMPATIBILITIES,
  PROMO_TYPES,
  promoCodeWarning,
  promotionText,
  promoValue,
  updateParams,
  type PromoCode,
} from './promoCodes';
import { CACHED_READS } from '../../dataProvider/readPolicy';

const isCurrent = (code: PromoCode) => !isPromoCodeOver(code);

const typeRule: FormRule = { title: INVALID_PROMO_TYPE, check: (values) => promoCodeWarning(values.tipo, values.compatibilidad) };

/** The fields both dialogs edit; the name and the type come before them. */
const editableFields: FormField[] = [
  { source: 'descripcion', label: 'Descripción', kind: 'multiline', required: true },
  { source: 'valor', label: 'Valor', kind: 'decimal', noNegatives: true, required: true, visible: (values) => hasValue(values.tipo) },
  { source: 'centros', label: 'Academias', kind: 'multiselect', choices: ACADEMY_CHOICES, required: true },
  { source: 'compatibilidad', label: 'Compatibilidad', kind: 'multiselect', choices: PROMO_COMPATIBILITIES, required: true },
  { source: 'fechaInicio', label: 'Fecha de inicio', kind: 'date', required: true },
  { source: 'fechaFin', label: 'Fecha de fin', kind: 'date', required: true },
];

export const codigosPromocionales: ResourceSchema<PromoCode> = {
  name: 'administracion/codigos-promocionales',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: dynamicPromoCodeCalls.list },
    create: { call: dynamicPromoCodeCalls.create, params: createParams },
    update: { call: dynamicPromoCodeCalls.update, params: updateParams },
    delete: { call: dynamicPromoCodeCalls.delete, params: (id) => ({ id }) },
  },
  list: {
    title: 'Códigos promocionales',
    columns: [
      { source: 'nombre', label: 'Nombre' },
      { source: 'tipo', key: 'promocion', label: 'Promoción', value: promotionText },
      {
        source: 'fechaInicio',
        key: 'fechas',
        label: 'Fechas',
        value: (code) => formatDayRange(code.fechaInicio, code.fechaFin),
        sortValue: (code) => code.fechaInicio,
      },
    ],
    // Only until its end date has passed.
    actions: [
      { kind: 'edit', visible: isCurrent },
      {
        kind: 'delete',
        label: 'Borrar',
        icon: DeleteIcon,
        visible: isCurrent,
        confirm: { title: '¿Seguro que quieres borrar este código promocional?', confirmLabel: 'Borrar' },
        success: { title: 'Código promocional borrado', content: 'El código promocional se ha borrado correctamente' },
        errorTitle: 'Error al borrar el código promocional',
      },
    ],
    search: (code) => [code.nombre, code.descripcion, promotionText(code)],
    sort: { field: 'fechas', order: 'DESC' },
    exportName: 'codigos-promocionales',
    loadErrorTitle: 'Error al obtener códigos promocionales',
  },
  create: {
    title: 'Nuevo código promocional',
    submitLabel: 'Crear',
    fields: [
      { source: 'nombre', label: 'Nombre', kind: 'text', required: true, transform: upperCaseAlphanumeric, helperText: 'Solo letras mayúsculas y números' },
      { source: 'tipo', label: 'Tipo', kind: 'select', choices: PROMO_TYPES, required: true },
      ...editableFields,
    ],
    rules: [typeRule],
    submitWhenComplete: true,
    success: { title: 'Código promocional creado', content: 'El código promocional se ha creado correctamente' },
    errorTitle: 'Error al crear el código promocional',
  },
  edit: {
    title: 'Editar código promocional',
    submitLabel: 'Actualizar',
    notice: 'No se permiten cambios que limiten el uso del código: solo puedes añadir academias o ampliar sus fechas.',
    fields: [
      { source: 'nombre', label: 'Nombre', kind: 'text', readOnly: true },
      { source: 'tipo', label: 'Tipo', kind: 'select', choices: PROMO_TYPES, readOnly: true },
      ...editableFields,
    ],
    rules: [typeRule],
    submitWhenComplete: true,
    prepare: (code) => ({ valor: promoValue(code) }),
    success: { title: 'Código promocional actualizado', content: 'El código promocional se ha actualizado correctamente' },
    errorTitle: 'Error al actualizar el código promocional',
  },
};
