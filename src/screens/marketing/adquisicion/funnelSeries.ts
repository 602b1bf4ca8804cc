// The charts of the acquisition screens, from the rows their funnel tables show, in the
// table's order. Only the group rows (a month, an academy, Central) are drawn: the '(Web)' and
// '(SEM)' rows are parts of them and the totals would dwarf them.
import { finiteOrNull, type ChartData } from '../../../common/charts/chartData';
import type { FunnelRow } from './funnel';

const groupRows = (rows: readonly FunnelRow[]) => rows.filter((row) => row.kind === 'group');

/** captacion-centro: leads, pruebas and captados of each month as bars, the lead → alumno conversion as a line. */
export function funnelMonthSeries(rows: readonly FunnelRow[]): ChartData {
  const months = groupRows(rows);
  return {
    categories: months.map((row) => row.label),
    series: [
      { id: 'leads', label: 'Leads', kind: 'bar', format: 'count', values: months.map((row) => row.leads) },
      { id: 'pruebas', label: 'Pruebas', kind: 'bar', format: 'count', values: months.map((row) => row.pruebas) },
      { id: 'captados', label: 'Captados', kind: 'bar', format: 'count', values: months.map((row) => row.captados) },
      {
        id: 'leadToStudent',
        label: 'Lead → Alumno',
        kind: 'line',
        format: 'percent',
        values: months.map((row) => finiteOrNull(row.leadToStudent)),
      },
    ],
  };
}

/** captacion-mes: the leads and captados of each academy (and Central) side by side. */
export function funnelAcademySeries(rows: readonly FunnelRow[]): ChartData {
  const academies = groupRows(rows);
  return {
    categories: academies.map((row) => row.label),
    series: [
      { id: 'leads', label: 'Leads', kind: 'bar', format: 'count', values: academies.map((row) => row.leads) },
      { id: 'captados', label: 'Captados', kind: 'bar', format: 'count', values: academies.map((row) => row.captados) },
    ],
  };
}
