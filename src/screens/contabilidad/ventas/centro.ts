import { balanceCalls } from '../../../contract/balancesMensuales';
import { CACHED_READS } from '../../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../../declaration/types';
import { balanceSeries } from './balanceSeries';
import { BALANCE_FIGURES, BALANCES_LOAD_ERROR, balanceMonthName, type BalanceRow } from './balances';
import type { ScreenMenu } from '../../../screenFile/format';

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { group: 'Ventas', title: 'Ventas por centro', icon: 'assessment' };

/** The monthly balances of one academy through a year, each named by its month. */
export const declaration: ResourceSchema<BalanceRow> = {
  name: 'contabilidad/ventas/centro',
  readPolicy: CACHED_READS,
  endpoints: {
    list: {
      call: balanceCalls.ofYear,
      params: (filter) => ({ periodo: filter.anio, centro: filter.academia }),
    },
  },
  list: {
    title: 'Ventas por centro',
    controls: [
      { kind: 'academy', source: 'academia', label: 'Academia', includeInactive: true },
      // Spec 02 §9: balances from 2015.
      { kind: 'year', source: 'anio', label: 'Año', min: 2015 },
    ],
    columns: [
      { source: 'fecha', key: 'mes', label: 'Mes', value: balanceMonthName, sortValue: (balance) => balance.fecha },
      ...BALANCE_FIGURES,
    ],
    search: (balance) => [balanceMonthName(balance)],
    sort: { field: 'mes', order: 'ASC' },
    exportName: 'ventas-centro',
    totalsLabel: 'Total',
    loadErrorTitle: BALANCES_LOAD_ERROR,
    chart: { title: 'Resultados por mes', series: (rows) => balanceSeries(rows, balanceMonthName) },
  },
};
