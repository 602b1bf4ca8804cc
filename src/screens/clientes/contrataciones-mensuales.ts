import { monthlyHiringCalls, type HiredPack, type HiredTariff } from '../../contract/contratacionesAlumno';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ListControl, ResourceSchema, TabbedLists } from '../../declaration/types';
import { RECORD_MONTHS } from './periods';
import type { ScreenMenu } from '../../screenFile/format';

/** The spec gives packs and tariffs no id: the console names each by its position. */
type Positioned<T> = T & { id: number };

/** One list of controls for both tabs, so that the academy and month chosen stay when the tab changes. */
const controls: readonly ListControl[] = [
  { kind: 'academy', source: 'academia', label: 'Academia' },
  { kind: 'month', source: 'mes', label: 'Mes', ...RECORD_MONTHS },
];

const monthParams = (filter: Record<string, unknown>) => ({ mes: filter.mes as string, centro: filter.academia as string });

export const packsMensuales: ResourceSchema<Positioned<HiredPack>> = {
  name: 'clientes/contrataciones-mensuales/packs',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: monthlyHiringCalls.packs, params: monthParams } },
  list: {
    title: 'Contrataciones mensuales',
    controls,
    columns: [
      { source: 'alumno', label: 'Alumno' },
      { source: 'pack', label: 'Pack' },
      { source: 'horas', label: 'Horas', type: 'number', value: (pack) => pack.horas, total: 'sum' },
      { source: 'curso', label: 'Curso' },
    ],
    search: (hiring) => [hiring.alumno, hiring.pack, hiring.curso],
    sort: { field: 'alumno', order: 'ASC' },
    exportName: 'packs-mes',
    loadErrorTitle: 'Error al recuperar los packs',
  },
};

export const tarifasMensuales: ResourceSchema<Positioned<HiredTariff>> = {
  name: 'clientes/contrataciones-mensuales/tarifas',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: monthlyHiringCalls.tariffs, params: monthParams } },
  list: {
    title: 'Contrataciones mensuales',
    controls,
    columns: [
      { source: 'alumno', label: 'Alumno' },
      { source: 'tarifa', label: 'Tarifa' },
      { source: 'curso', label: 'Curso' },
    ],
    search: (hiring) => [hiring.alumno, hiring.tarifa, hiring.curso],
    sort: { field: 'alumno', order: 'ASC' },
    exportName: 'tarifas-mes',
    loadErrorTitle: 'Error al recuperar las tarifas',
  },
};

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Contrataciones mensuales', icon: 'receipt-long', before: '/clientes/codigos' };

export const tabs: TabbedLists = {
  source: 'pestana',
  label: 'Contrataciones',
  tabs: [
    { value: 'packs', label: 'Packs de horas', resource: packsMensuales },
    { value: 'tarifas', label: 'Tarifas', resource: tarifasMensuales },
  ],
};
