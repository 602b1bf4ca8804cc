// Values written out from the specs, for tests to compare the console with (never the app's
// own constants): a misspelt or missing value in the app fails a test.
import { format, subMonths } from 'date-fns';

/** Spec 02 §3: the 50 provinces of Spain, as the console lists them (Spanish alphabetical order). */
export const SPEC_PROVINCES = [
  'A Coruña', 'Álava/Araba', 'Albacete', 'Alicante', 'Almería', 'Asturias', 'Ávila', 'Badajoz', 'Barcelona', 'Bizkaia',
  'Burgos', 'Cáceres', 'Cádiz', 'Cantabria', 'Castellón', 'Ciudad Real', 'Córdoba', 'Cuenca', 'Gipuzkoa', 'Girona',
  'Granada', 'Guadalajara', 'Huelva', 'Huesca', 'Illes Balears', 'Jaén', 'La Rioja', 'Las Palmas', 'León', 'Lleida',
  'Lugo', 'Madrid', 'Málaga', 'Murcia', 'Navarra', 'Ourense', 'Palencia', 'Pontevedra', 'Salamanca',
  'Santa Cruz de Tenerife', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia', 'Valladolid',
  'Zamora', 'Zaragoza',
];

/** Spec 01 §3: the active academies, in the listed order. */
export const SPEC_ACTIVE_ACADEMIES = [
  'HERNANI', 'QUEVEDO', 'GOYA', 'ESQUERDO', 'LOPEZ DE HOYOS', 'ALCOBENDAS', 'POZUELO', 'CORDOBA', 'VALLADOLID', 'ALCALA',
  'MAJADAHONDA', 'ALCORCON', 'DELICIAS', 'CLASSFY',
];

/** Every route of the side-menu table of spec 01 §2, in the table's order. */
export const SPEC_ROUTES = [
  '/dashboard',
  '/marketing/adquisicion/captacion-mes',
  '/marketing/adquisicion/captacion-centro',
  '/marketing/adquisicion/analisis-central',
  '/marketing/adquisicion/leads',
  '/marketing/comportamiento/analisis',
  '/marketing/comportamiento/lead-entrantes',
  '/marketing/gestion/leads',
  '/marketing/gestion/telefonos-entrantes',
  '/contabilidad/ventas/mes',
  '/contabilidad/ventas/centro',
  '/contabilidad/facturas',
  '/contabilidad/cajas',
  '/contabilidad/pagos/pendientes',
  '/contabilidad/pagos/modificaciones',
  '/contabilidad/pagos/modificar',
  '/contabilidad/pagos/ingresos',
  '/administracion/calendario',
  '/administracion/academias',
  '/administracion/asignaturas',
  '/administracion/centros-estudio',
  '/administracion/helpdesk',
  '/administracion/certificados',
  '/administracion/documentos',
  '/administracion/codigos-promocionales',
  '/administracion/formaciones',
  '/administracion/horarios/aperturas',
  '/administracion/horarios/clases',
  '/administracion/horarios/profesores',
  '/personal/administracion',
  '/personal/profesorado',
  '/personal/logs',
  '/clientes/fichas',
  '/clientes/contrataciones-mensuales',
  '/clientes/asignaturas',
  '/clientes/codigos',
  '/clientes/valoraciones',
];

const SPANISH_MONTHS = [
  'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
];

/** A month option as a month selector shows and sends it: 'Octubre 2026', '10/2026'. */
export function monthOption(date: Date): { label: string; value: string } {
  return { label: `${SPANISH_MONTHS[date.getMonth()]} ${date.getFullYear()}`, value: format(date, 'MM/yyyy') };
}

/** The month before the current one, as a month selector offers it. */
export const previousMonth = () => monthOption(subMonths(new Date(), 1));
