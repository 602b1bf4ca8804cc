// Dynamic promo codes (spec 02 §3-§5): their types and compatibilities, the rule between them,
// how a code's promotion reads, when it is over, and the parameters of its calls.
import DeleteIcon from '@mui/icons-material/Delete';
import { ACADEMY_CHOICES } from '../../common/academies';
import { formatDayRange, formatEuros, formatPercent, formatQuantity } from '../../common/format';
import { upperCaseAlphanumeric } from '../../common/sanitize';
import { dynamicPromoCodeCalls, type PromoCodeItem } from '../../contract/codigoPromocionalDinamico';
import type { FormField, FormRule, ResourceSchema } from '../../declaration/types';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import { addDays } from 'date-fns';
import { toDayParam } from '../../common/apiParams';
import { parseIsoDate } from '../../common/parse';
import type { PromoCompatibility, PromoType } from '../../contract/vocabulary';
import type { QueryParams } from '../../dataProvider/query';
import type { ScreenMenu } from '../../screenFile/format';

/** A code of the list; `valor` is the dialogs' one value field, sent as the parameter of the code's type. */
export type PromoCode = PromoCodeItem & { valor?: string | number | null };

export const PROMO_TYPES: readonly { id: PromoType; name: string }[] = [
  { id: 'SEGUIMIENTO', name: 'Seguimiento' },
  { id: 'DESCUENTO_PRECIO', name: 'Descuento en euros' },
  { id: 'DESCUENTO_PORCENTAJE', name: 'Descuento en porcentaje' },
  { id: 'HORAS_GRATIS', name: 'Horas gratis' },
];

export const PROMO_COMPATIBILITIES: readonly { id: PromoCompatibility; name: string }[] = [
  { id: 'PAGO', name: 'Pagos' },
  { id: 'TARIFA', name: 'Tarifas' },
  { id: 'INTENSIVO', name: 'Intensivos' },
  { id: 'PACK', name: 'Packs de horas' },
];

export const PERCENT_WITH_PAYMENTS = 'Los códigos de descuento por porcentaje no son compatibles con pagos.';
export const FREE_HOURS_BEYOND_TARIFFS = 'Los códigos de horas gratis solo son compatibles con tarifas.';
export const INVALID_PROMO_TYPE = 'El tipo de código promocional no es válido.';

const PERCENT_COMPATIBLE: readonly unknown[] = ['TARIFA', 'INTENSIVO', 'PACK'];

/**
 * The warning for a type and compatibilities that do not go together, if they do not:
 * following and price discounts go with anything; a percent discount only with tariffs,
 * intensives and packs; free hours only with tariffs.
 */
export function promoCodeWarning(tipo: unknown, compatibilidad: unknown): string | undefined {
  const compatibilities: readonly unknown[] = Array.isArray(compatibilidad) ? compatibilidad : [];
  if (tipo === 'DESCUENTO_PORCENTAJE' && !compatibilities.every((item) => PERCENT_COMPATIBLE.includes(item))) return PERCENT_WITH_PAYMENTS;
  if (tipo === 'HORAS_GRATIS' && !compatibilities.every((item) => item === 'TARIFA')) return FREE_HOURS_BEYOND_TARIFFS;
  return undefined;
}

/** The types that carry a value: a price, a percentage or a number of hours. */
export function hasValue(tipo: unknown): boolean {
  return tipo === 'DESCUENTO_PRECIO' || tipo === 'DESCUENTO_PORCENTAJE' || tipo === 'HORAS_GRATIS';
}

/** The value of a code, whichever field its type keeps it in. */
export function promoValue(code: Pick<PromoCode, 'tipo' | 'descuentoFijo' | 'descuentoPorcentaje' | 'horasGratis'>): number | null | undefined {
  if (code.tipo === 'DESCUENTO_PRECIO') return code.descuentoFijo;
  if (code.tipo === 'DESCUENTO_PORCENTAJE') return code.descuentoPorcentaje;
  if (code.tipo === 'HORAS_GRATIS') return code.horasGratis;
  return undefined;
}

/**
 * The 'Promoción' column (spec 02 §2): euros '10,00 €', a percentage '15.00 %', free hours
 * 'Nh gratis' ('3h gratis'), or the type's name; empty when the value its type needs is not there.
 */
export function promotionText(code: PromoCode): string {
  const value = promoValue(code);
  if (hasValue(code.tipo) && value == null) return '';
  if (code.tipo === 'DESCUENTO_PRECIO') return formatEuros(value);
  if (code.tipo === 'DESCUENTO_PORCENTAJE') return formatPercent((value ?? 0) / 100);
  if (code.tipo === 'HORAS_GRATIS') return `${formatQuantity(value)}h gratis`;
  return PROMO_TYPES.find((type) => type.id === code.tipo)?.name ?? code.tipo ?? '';
}

/**
 * True once the end date has passed: a code is edited and deleted only until then. The end
 * day (the contract reads it as a day) lasts the whole day; a code without a readable end is
 * not over (its actions are offered and the server judges).
 */
export function isPromoCodeOver(code: Pick<PromoCode, 'fechaFin'>, now: Date = new Date()): boolean {
  const end = code.fechaFin ? parseIsoDate(code.fechaFin) : null;
  return end !== null && now.getTime() >= addDays(end, 1).getTime();
}

/** An ISO day of the form as the API's 'dd/MM/yyyy'; nothing for no valid day. */
function dayParam(iso: string | null | undefined): string | undefined {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? toDayParam(date) : undefined;
}

const VALUE_PARAM: Partial<Record<PromoType, string>> = {
  DESCUENTO_PRECIO: 'descuento_fijo',
  DESCUENTO_PORCENTAJE: 'descuento_porcentaje',
  HORAS_GRATIS: 'horas_gratis',
};

/** The parameters shared by a create and an update; the value goes as its type's parameter. */
function commonParams(code: Partial<PromoCode>): QueryParams {
  const valueParam = code.tipo ? VALUE_PARAM[code.tipo as PromoType] : undefined;
  return {
    descripcion: code.descripcion,
    tipo: code.tipo,
    fecha_inicio: dayParam(code.fechaInicio),
    fecha_fin: dayParam(code.fechaFin),
    centros: code.centros,
    compatibilidad: code.compatibilidad,
    ...(valueParam ? { [valueParam]: code.valor ?? undefined } : {}),
  };
}

export const createParams = (code: Partial<PromoCode>): QueryParams => ({ nombre: code.nombre, ...commonParams(code) });
/** An update names the code by its id; its name cannot change. */
export const updateParams = (code: PromoCode): QueryParams => ({ id: code.id, ...commonParams(code) });

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

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Códigos promocionales', icon: 'local-offer', before: '/administracion/formaciones' };

export const declaration: ResourceSchema<PromoCode> = {
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
