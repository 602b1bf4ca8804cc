import { sumEuros } from '../../common/money';
import { promoCodeCalls, type PromoCode, type PromoCodeUsage } from '../../contract/codigosPromocionales';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { DataSource, ResourceSchema } from '../../declaration/types';
import { monthOfControls } from './periods';
import type { ScreenMenu } from '../../screenFile/format';

/** What a code brought in at an academy: its payments, tariffs and hour packs together. */
export const usageTotal = (usage: PromoCodeUsage): number => sumEuros([usage.pagos, usage.pagos_tarifa, usage.pagos_pack_horas]);

/** The promo codes of a month, for the code picker (spec 02 §3: id and nombre). */
export const codigosDelMes: DataSource<PromoCode> = {
  name: 'clientes/codigos/seleccion',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: promoCodeCalls.ofMonth, params: (filter) => ({ mes: monthOfControls(filter) }) } },
};

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Códigos', icon: 'local-offer', before: '/clientes/valoraciones' };

export const declaration: ResourceSchema<PromoCodeUsage> = {
  name: 'clientes/codigos',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: promoCodeCalls.usage, params: (filter) => ({ mes: monthOfControls(filter), codigo: filter.codigo }) },
  },
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
      { source: 'pagos', label: 'Pagos', type: 'money', value: (usage) => usage.pagos, total: 'sum' },
      { source: 'pagos_tarifa', label: 'Tarifas', type: 'money', value: (usage) => usage.pagos_tarifa, total: 'sum' },
      { source: 'pagos_pack_horas', label: 'Packs de horas', type: 'money', value: (usage) => usage.pagos_pack_horas, total: 'sum' },
      { source: 'total', label: 'Total', type: 'money', value: usageTotal, total: 'sum' },
    ],
    totalsLabel: 'Total',
    search: (usage) => [usage.centro],
    sort: { field: 'centro', order: 'ASC' },
    exportName: 'codigos-mes',
    loadErrorTitle: 'Error al recuperar los codigos',
  },
};
