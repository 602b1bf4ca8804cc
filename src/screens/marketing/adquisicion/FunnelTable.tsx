// What the three acquisition screens share: the funnel table (columns, one page, block sort),
// its download, the loading of a funnel's data and the month-of-year screen of academies.
import { Box } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useGetList, type RaRecord, type SortPayload } from 'react-admin';
import { ChartPanel } from '../../../common/charts/ChartPanel';
import type { ChartData } from '../../../common/charts/chartData';
import { formatPercent } from '../../../common/format';
import { MonthOfYearSelect } from '../../../common/MonthOfYearSelect';
import { Page } from '../../../common/Page';
import { ExportButton } from '../../../common/table/ExportButton';
import { useClientList } from '../../../common/table/useClientList';
import { useErrorToast } from '../../../common/useErrorToast';
import { YearSelect } from '../../../common/YearSelect';
import { ListTable } from '../../../common/table/ListTable';
import { useListView } from '../../../common/viewState/listView';
import { monthOfYearParam, type MonthOfYear } from '../../../common/viewState/urlParams';
import { useUrlState } from '../../../common/viewState/useUrlState';
import type { QueryParams } from '../../../dataProvider/query';
import { csvColumnsOf } from '../../../declaration/columns';
import type { Column } from '../../../declaration/types';
import { funnelByAcademy, isSubRow, isTotalRow, sortFunnelRows, type FunnelCounts, type FunnelRates, type FunnelRow } from './funnel';
import type { Lead } from '../leadLabels';
import { LEADS_LOAD_ERROR } from '../calls';

const NO_ROWS: FunnelRow[] = [];

/**
 * The rows come in their natural order (months September to August, academies as listed then
 * Central), which no sort of the label reproduces for academies: the initial sort is none.
 */
const NATURAL_ORDER: SortPayload = { field: '', order: 'ASC' };

/** A cell's text: Web and SEM rows secondary (grey, the label indented), totals bold. */
function FunnelCell({ row, label = false, children }: { row: FunnelRow; /** The first column's cell. */ label?: boolean; children: ReactNode }) {
  const sub = isSubRow(row);
  return (
    <Box
      component="span"
      sx={{
        color: sub ? 'text.secondary' : undefined,
        fontWeight: isTotalRow(row) ? 'bold' : undefined,
        pl: label && sub ? 3 : 0,
        whiteSpace: label ? 'nowrap' : undefined,
      }}
    >
      {children}
    </Box>
  );
}

const COUNT_COLUMNS: readonly [keyof FunnelCounts, string][] = [
  ['leads', 'Leads'],
  ['novalidos', 'No válidos'],
  ['pruebas', 'Pruebas'],
  ['abiertos', 'Abiertos'],
  ['captados', 'Captados'],
];

const RATE_COLUMNS: readonly [keyof FunnelRates, string][] = [
  ['leadToTrial', 'Lead → Prueba'],
  ['trialToStudent', 'Prueba → Alumno'],
  ['leadToStudent', 'Lead → Alumno'],
];

/** The columns of a funnel table; the first one ('Mes' or 'Centro') is the only sortable one. */
function funnelColumns(firstLabel: string): Column<FunnelRow>[] {
  return [
    {
      source: 'label',
      label: firstLabel,
      render: (row) => (
        <FunnelCell row={row} label>
          {row.label}
        </FunnelCell>
      ),
      exportValue: (row) => row.label,
    },
    ...COUNT_COLUMNS.map(([field, label]): Column<FunnelRow> => ({
      source: field,
      label,
      sortable: false,
      render: (row) => <FunnelCell row={row}>{row[field]}</FunnelCell>,
      exportValue: (row) => row[field],
    })),
    ...RATE_COLUMNS.map(([field, label]): Column<FunnelRow> => ({
      source: field,
      label,
      sortable: false,
      render: (row) => <FunnelCell row={row}>{formatPercent(row[field])}</FunnelCell>,
      exportValue: (row) => formatPercent(row[field]),
    })),
  ];
}

interface FunnelScreenProps {
  title: string;
  /** The data source the rows come from: the table's resource. */
  resource: string;
  /** 'Mes' or 'Centro'. */
  firstColumn: string;
  exportName: string;
  /** The screen's selectors, before the download button. */
  controls: ReactNode;
  rows: readonly FunnelRow[];
  isPending: boolean;
  chart?: FunnelChart;
}

/** A chart under a funnel table, of the rows in the table's order. */
export interface FunnelChart {
  /** Names the chart in the store (its visibility is remembered). */
  storeKey: string;
  title: string;
  series: (rows: readonly FunnelRow[]) => ChartData;
}

/** A funnel screen: title, selectors and download, and every row of the table on one page, then its chart if any. */
export function FunnelScreen({ title, resource, firstColumn, exportName, controls, rows, isPending, chart }: FunnelScreenProps) {
  const columns = useMemo(() => funnelColumns(firstColumn), [firstColumn]);
  const csvColumns = useMemo(() => csvColumnsOf(columns), [columns]);
  const view = useListView({ columns, defaultSort: NATURAL_ORDER });
  const { context, allRows } = useClientList<FunnelRow>({
    resource,
    rows,
    isPending,
    view,
    sortBy: sortFunnelRows,
    singlePage: true,
  });
  const chartData = useMemo(() => chart?.series(allRows()), [chart, allRows]);
  return (
    <Page
      title={title}
      toolbar={
        <>
          {controls}
          <ExportButton name={exportName} columns={csvColumns} rows={allRows} />
        </>
      }
    >
      <ListTable context={context} columns={columns} paged={false} />
      {chart && chartData && !isPending && <ChartPanel storeKey={chart.storeKey} title={chart.title} data={chartData} />}
    </Page>
  );
}

/**
 * A list a funnel is counted from, with its load error toasted. `data` is there only once it
 * loaded: undefined while loading and after a failure, when the table shows no rows.
 */
export function useFunnelSource<R extends RaRecord>(resource: string, filter: QueryParams, errorTitle: string) {
  const { data, isPending, error } = useGetList<R>(resource, { filter });
  useErrorToast(error, errorTitle);
  return { data: error ? undefined : data, isPending: isPending && !error };
}

const VIEW = { period: monthOfYearParam('mes') };

interface AcademyFunnelScreenProps {
  title: string;
  resource: string;
  /** The call's parameters for the chosen month. */
  query: (period: MonthOfYear) => QueryParams;
  /** Hide the academy rows without leads (Central distribution). */
  onlyWithLeads?: boolean;
  chart?: FunnelChart;
}

/** The funnel by academy of one month (captacion-mes, analisis-central). */
export function AcademyFunnelScreen({ title, resource, query, onlyWithLeads = false, chart }: AcademyFunnelScreenProps) {
  const [{ period }, setView] = useUrlState(VIEW);
  const leads = useFunnelSource<Lead>(resource, query(period), LEADS_LOAD_ERROR);
  const rows = useMemo(
    () => (leads.data ? funnelByAcademy(leads.data, { onlyWithLeads }) : NO_ROWS),
    [leads.data, onlyWithLeads],
  );
  return (
    <FunnelScreen
      title={title}
      resource={resource}
      firstColumn="Centro"
      exportName="captacion-mes"
      rows={rows}
      isPending={leads.isPending}
      chart={chart}
      controls={
        <>
          <MonthOfYearSelect value={period.month} onChange={(month) => setView({ period: { ...period, month } })} />
          <YearSelect value={period.year} onChange={(year) => setView({ period: { ...period, year } })} />
        </>
      }
    />
  );
}
