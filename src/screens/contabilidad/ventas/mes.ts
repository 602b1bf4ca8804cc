import { pad2 } from '../../../common/format';
import { balanceCalls } from '../../../contract/balancesMensuales';
import { CACHED_READS } from '../../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../../declaration/types';
import { balanceSeries } from './balanceSeries';
import { BALANCE_FIGURES, BALANCES_LOAD_ERROR, type BalanceRow } from './balances';
import type { ScreenMenu } from '../../../screenFile/format';

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { group: 'Ventas', title: 'Ventas por mes', icon: 'assessment', before: '/contabilidad/ventas/centro' };

/** The monthly balances of every academy in one month, each named by its academy. */
export const declaration: ResourceSchema<BalanceRow> = {
  name: 'contabilidad/ventas/mes',
  readPolicy: CACHED_READS,
  endpoints: {
    list: {
      call: balanceCalls.ofMonth,
      params: (filter) => ({ mes: `${pad2(Number(filter.mes))}/${String(filter.anio)}` }),
    },
  },
  list: {
    title: 'Ventas por mes',
    controls: [
      { kind: 'year', source: 'anio', label: 'Año', min: 2015 },
      { kind: 'monthOfYear', source: 'mes', label: 'Mes' },
    ],
    columns: [{ source: 'centro', label: 'Centro' }, ...BALANCE_FIGURES],
    search: (balance) => [balance.centro],
    sort: { field: 'centro', order: 'ASC' },
    exportName: 'ventas-mes',
    totalsLabel: 'Total',
    loadErrorTitle: BALANCES_LOAD_ERROR,
    chart: { title: 'Resultados por centro', series: (rows) => balanceSeries(rows, (balance) => balance.centro ?? '') },
  },
};
