import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { DataSource, ResourceSchema } from '../types';
import { monthOfControls } from './periods';
import { promoCodeUsageRows, type PromoCodeUsage } from './promoCodeUsage';

const PATH = '/api/core/datos/codigo-promocional';

/** The promo codes of a month, for the code picker (spec 02 §3: id and nombre). */
export const codigosDelMes: DataSource = {
  name: 'clientes/codigos/seleccion',
  readPolicy: CACHED_READS,
  endpoints: { list: { path: `${PATH}/list`, params: (filter) => ({ mes: monthOfControls(filter) }) } },
};

export const codigosUso: ResourceSchema<PromoCodeUsage> = {
  name: 'clientes/codigos',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { path: `${PATH}/list/usage`, params: (filter) => ({ mes: monthOfControls(filter), codigo: filter.codigo }) },
  },
  itemsOf: promoCodeUsageRows,
  list: {
    title: 'Códigos',
    controls: [
      { kind: 'year', source: 'anio', label: 'Año', min: 2015 },
      { kind: 'monthOfYear', source: 'mes', label: 'Mes' },
      {
        kind: 'choice',
        source: 'codigo',
        label: 'Código',
        required: true,
        from: codigosDelMes,
        filter: (others) => ({ anio: others.anio, mes: others.mes }),
        option: (code) => ({ id: String(code.id), name: String(code.nombre) }),
        sortByName: true,
        loadErrorTitle: 'Error al obtener códigos promocionales',
      },
    ],
    columns: [
      { source: 'centro', label: 'Academia' },
      { source: 'pagos', label: 'Pagos', type: 'money', total: 'sum' },
      { source: 'pagosTarifa', label: 'Tarifas', type: 'money', total: 'sum' },
      { source: 'pagosPackHoras', label: 'Packs de horas', type: 'money', total: 'sum' },
      { source: 'total', label: 'Total', type: 'money', total: 'sum' },
    ],
    totalsLabel: 'Total',
    search: (usage) => [usage.centro],
    sort: { field: 'centro', order: 'ASC' },
    exportName: 'codigos-mes',
    loadErrorTitle: 'Error al recuperar los codigos',
  },
};
