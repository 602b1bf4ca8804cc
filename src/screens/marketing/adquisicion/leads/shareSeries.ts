// The chart beside a share table of the lead details: each row's share as a bar, in the
// table's order.
import { finiteOrNull, type ChartData } from '../../../../common/charts/chartData';
import type { ShareRow } from './leadDetails';

export function shareSeries(rows: readonly ShareRow[]): ChartData {
  return {
    categories: rows.map((row) => row.label),
    series: [{ id: 'share', label: 'Porcentaje', kind: 'bar', format: 'percent', values: rows.map((row) => finiteOrNull(row.share)) }],
    layout: 'horizontal',
  };
}
