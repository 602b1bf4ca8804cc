// Dynamic promo codes (spec 02 §5, §7), refused as the server refuses them: every field
// required, the value its type needs, the type/compatibility rules, dates in order, and once a
// code exists only changes that widen its use (more academies or compatibilities, a longer
// period); a code whose last day has passed can be neither changed nor deleted.
import { getDb, newRowId, saveDb } from '../db';
import { isoDay } from '../isoDate';
import {
  PROMO_COMPATIBILITIES,
  PROMO_TYPES,
  type CodigoPromocionalDinamico,
  type PromoCompatibility,
  type PromoType,
} from '../model/administracion';
import { readDay, readId } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { checkOpenAcademy } from './academias';

const PROMO = '/api/core/datos/codigo-promocional-dinamico';

type PromoFields = Omit<CodigoPromocionalDinamico, 'id' | 'nombre' | 'tipo'>;

const isPromoType = (value: string): value is PromoType => (PROMO_TYPES as readonly string[]).includes(value);
const isCompatibility = (value: string): value is PromoCompatibility => (PROMO_COMPATIBILITIES as readonly string[]).includes(value);

/** The last day of use has passed (the code is usable through its end date). */
const hasEnded = (code: CodigoPromocionalDinamico) => code.fechaFin < isoDay(new Date());

/** The distinct non-empty values of a repeated parameter. */
const distinct = (query: Query, name: string) => [...new Set(query.list(name).map((value) => value.trim()).filter(Boolean))];

function readType(query: Query): PromoType {
  const tipo = query.required('tipo', 'El tipo es obligatorio');
  if (!isPromoType(tipo)) throw fail('El tipo de código promocional no es válido');
  return tipo;
}

function readCompatibility(query: Query, tipo: PromoType): PromoCompatibility[] {
  const values = distinct(query, 'compatibilidad');
  if (!values.length) throw fail('Hay que indicar al menos una compatibilidad');
  const unknown = values.find((value) => !isCompatibility(value));
  if (unknown !== undefined) throw fail(`La compatibilidad ${unknown} no es válida`);
  const compatibilidad = values.filter(isCompatibility);
  if (tipo === 'DESCUENTO_PORCENTAJE' && compatibilidad.includes('PAGO')) {
    throw fail('Los códigos de descuento por porcentaje no son compatibles con pagos.');
  }
  if (tipo === 'HORAS_GRATIS' && compatibilidad.some((value) => value !== 'TARIFA')) {
    throw fail('Los códigos de horas gratis solo son compatibles con tarifas.');
  }
  return compatibilidad;
}

/** The value the type needs (the others are null; values sent for another type are ignored). */
function readValue(query: Query, tipo: PromoType): Pick<PromoFields, 'descuentoFijo' | 'descuentoPorcentaje' | 'horasGratis'> {
  const values = { descuentoFijo: null, descuentoPorcentaje: null, horasGratis: null };
  switch (tipo) {
    case 'SEGUIMIENTO':
      return values;
    case 'DESCUENTO_PRECIO': {
      const text = query.required('descuento_fijo', 'El descuento es obligatorio');
      const euros = Number(text);
      if (!/^\d+(\.\d{1,2})?$/.test(text) || euros <= 0) throw fail('El descuento debe ser un importe mayor que 0, con 2 decimales como mucho');
      return { ...values, descuentoFijo: euros };
    }
    case 'DESCUENTO_PORCENTAJE': {
      const text = query.required('descuento_porcentaje', 'El porcentaje de descuento es obligatorio');
      const percent = Number(text);
      if (!/^\d+(\.\d+)?$/.test(text) || percent <= 0 || percent > 100) throw fail('El porcentaje de descuento debe ser mayor que 0 y como mucho 100');
      return { ...values, descuentoPorcentaje: percent };
    }
    case 'HORAS_GRATIS': {
      const text = query.required('horas_gratis', 'Las horas gratis son obligatorias');
      if (!/^\d+$/.test(text) || Number(text) === 0) throw fail('Las horas gratis deben ser un número entero mayor que 0');
      return { ...values, horasGratis: Number(text) };
    }
  }
}

/** The fields of a create or update other than the name and type. */
function readFields(query: Query, tipo: PromoType): PromoFields {
  const descripcion = query.required('descripcion', 'La descripción es obligatoria');
  const fechaInicio = readDay(query, 'fecha_inicio', 'La fecha de inicio es obligatoria', 'La fecha de inicio no es válida');
  const fechaFin = readDay(query, 'fecha_fin', 'La fecha de fin es obligatoria', 'La fecha de fin no es válida');
  if (fechaFin < fechaInicio) throw fail('La fecha de fin no puede ser anterior a la de inicio');
  const centros = distinct(query, 'centros');
  if (!centros.length) throw fail('Hay que indicar al menos un centro');
  const compatibilidad = readCompatibility(query, tipo);
  return { descripcion, centros, compatibilidad, ...readValue(query, tipo), fechaInicio, fechaFin };
}

/** The academies it adds must be open (those it already had may have closed since). */
function checkAcademies(centros: readonly string[], had: readonly string[] = []): void {
  for (const centro of centros) if (!had.includes(centro)) checkOpenAcademy(centro);
}

/** Refuses the changes that would limit the use of an existing code. */
function checkWidens(code: CodigoPromocionalDinamico, fields: PromoFields): void {
  if (code.centros.some((centro) => !fields.centros.includes(centro))) {
    throw fail('No se puede quitar ningún centro de un código promocional: solo se pueden añadir');
  }
  if (code.compatibilidad.some((value) => !fields.compatibilidad.includes(value))) {
    throw fail('No se puede quitar ninguna compatibilidad de un código promocional: solo se pueden añadir');
  }
  if (fields.fechaInicio > code.fechaInicio || fields.fechaFin < code.fechaFin) {
    throw fail('No se puede acortar la duración de un código promocional: solo se puede ampliar');
  }
}

/** The code of `id`, while it can still be changed. */
function findChangeable(query: Query): CodigoPromocionalDinamico {
  const id = readId(query, 'id', 'El identificador del código promocional es obligatorio', 'El identificador del código promocional no es válido');
  const code = getDb().codigosPromocionales.find((candidate) => candidate.id === id);
  if (!code) throw fail('El código promocional no existe');
  if (hasEnded(code)) throw fail('El código promocional ya ha finalizado: no se puede modificar ni borrar');
  return code;
}

export const codigosPromocionalesRoutes: DemoRoute[] = [
  { method: 'GET', path: `${PROMO}/list`, answer: () => ok(getDb().codigosPromocionales) },
  {
    method: 'POST',
    path: PROMO,
    answer(query) {
      const nombre = query.required('nombre', 'El nombre es obligatorio');
      if (!/^[A-Z0-9]+$/.test(nombre)) throw fail('El nombre solo puede tener letras mayúsculas y números');
      const codes = getDb().codigosPromocionales;
      if (codes.some((code) => code.nombre === nombre)) throw fail('Ya existe un código promocional con ese nombre');
      const tipo = readType(query);
      const fields = readFields(query, tipo);
      if (fields.fechaFin < isoDay(new Date())) throw fail('La fecha de fin ya ha pasado');
      checkAcademies(fields.centros);
      const code: CodigoPromocionalDinamico = { id: newRowId('codigosPromocionales'), nombre, tipo, ...fields };
      codes.push(code);
      saveDb('codigosPromocionales');
      return ok(code);
    },
  },
  {
    method: 'PUT',
    path: PROMO,
    answer(query) {
      const code = findChangeable(query);
      const nombre = query.optional('nombre');
      if (nombre !== undefined && nombre !== code.nombre) throw fail('El nombre de un código promocional no se puede cambiar');
      const tipo = query.optional('tipo');
      if (tipo !== undefined && tipo !== code.tipo) throw fail('El tipo de un código promocional no se puede cambiar');
      const fields = readFields(query, code.tipo);
      checkWidens(code, fields);
      checkAcademies(fields.centros, code.centros);
      Object.assign(code, fields);
      saveDb('codigosPromocionales');
      return ok(code);
    },
  },
  {
    method: 'DELETE',
    path: PROMO,
    answer(query) {
      const code = findChangeable(query);
      const codes = getDb().codigosPromocionales;
      codes.splice(codes.indexOf(code), 1);
      saveDb('codigosPromocionales');
      return ok(code.id);
    },
  },
];
