// Dynamic promo codes, dated around the seed's day so that there are always finished ones (no
// more actions), current ones and one still to start, of every type.
import { ACTIVE_ACADEMIES, PROMO_COMPATIBILITY_CODES } from '../../contract/vocabulary';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { isoDay } from '../isoDate';
import type { CodigoPromocionalDinamico, PromoCompatibility, PromoType } from '../model/administracion';
import type { SeedContext } from './context';

const ALL: PromoCompatibility[] = [...PROMO_COMPATIBILITY_CODES];
const MADRID = ['HERNANI', 'QUEVEDO', 'GOYA', 'ESQUERDO', 'LOPEZ DE HOYOS', 'DELICIAS'];

type Row = [
  nombre: string,
  descripcion: string,
  tipo: PromoType,
  valor: number | null,
  compatibilidad: PromoCompatibility[],
  centros: readonly string[],
  /** Days from the seed's day to the first and to the last day of use. */
  desde: number,
  hasta: number,
];

export function seedCodigosPromocionales({ newId, today }: SeedContext): CodigoPromocionalDinamico[] {
  const year = today.getFullYear() % 100;
  const sinceLastSummer = differenceInCalendarDays(new Date(today.getFullYear() - 1, 6, 1), today);
  const rows: Row[] = [
    [`VERANO${year - 1}`, 'Intensivos y tarifas de verano con descuento', 'DESCUENTO_PORCENTAJE', 15, ['TARIFA', 'INTENSIVO'], ACTIVE_ACADEMIES, sinceLastSummer, sinceLastSummer + 61],
    ['AMIGO10', 'Trae a un amigo: 10 € de descuento', 'DESCUENTO_PRECIO', 10, ['PAGO', 'TARIFA', 'PACK'], MADRID, -400, -60],
    ['HORAS2', 'Dos horas gratis al contratar una tarifa', 'HORAS_GRATIS', 2, ['TARIFA'], ['GOYA', 'QUEVEDO', 'HERNANI'], -200, -30],
    ['FERIAEMPLEO', 'Seguimiento de los alumnos captados en la feria', 'SEGUIMIENTO', null, ALL, ['ALCALA'], -150, -120],
    ['BLACKFRIDAY', 'Packs de horas con un 20 % de descuento', 'DESCUENTO_PORCENTAJE', 20, ['PACK'], ACTIVE_ACADEMIES, -120, -110],
    ['AMIGO15', 'Trae a un amigo: 15 € de descuento', 'DESCUENTO_PRECIO', 15, ALL, ACTIVE_ACADEMIES, -50, 300],
    [`CURSO${year}`, 'Descuento de inicio de curso en tarifas y packs', 'DESCUENTO_PORCENTAJE', 10, ['TARIFA', 'PACK'], ACTIVE_ACADEMIES, -30, 150],
    ['HORAS3', 'Tres horas gratis con la primera tarifa', 'HORAS_GRATIS', 3, ['TARIFA'], ['POZUELO', 'MAJADAHONDA', 'ALCORCON'], -10, 80],
    ['INSTAGRAM', 'Seguimiento de la campaña de Instagram', 'SEGUIMIENTO', null, ALL, ACTIVE_ACADEMIES, -90, 275],
    ['HERMANOS', 'Descuento para el segundo hermano', 'DESCUENTO_PRECIO', 25.5, ['TARIFA'], ACTIVE_ACADEMIES, -300, 400],
    ['PACK20', 'Packs de horas online con un 20 % de descuento', 'DESCUENTO_PORCENTAJE', 20, ['PACK'], ['CLASSFY'], -5, 25],
    ['CLASSFY5', 'Cinco horas gratis en clases online', 'HORAS_GRATIS', 5, ['TARIFA'], ['CLASSFY'], -20, 40],
    ['SELECTIVIDAD', 'Intensivos de preparación de la selectividad', 'DESCUENTO_PORCENTAJE', 12, ['INTENSIVO'], MADRID, 20, 120],
  ];
  return rows.map(([nombre, descripcion, tipo, valor, compatibilidad, centros, desde, hasta]) => ({
    id: newId(),
    nombre,
    descripcion,
    centros: [...centros],
    compatibilidad: [...compatibilidad],
    tipo,
    descuentoFijo: tipo === 'DESCUENTO_PRECIO' ? valor : null,
    descuentoPorcentaje: tipo === 'DESCUENTO_PORCENTAJE' ? valor : null,
    horasGratis: tipo === 'HORAS_GRATIS' ? valor : null,
    fechaInicio: isoDay(addDays(today, desde)),
    fechaFin: isoDay(addDays(today, hasta)),
  }));
}
