import { Box, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import type { SortPayload } from 'react-admin';
import { ChartPanel } from '../../../../common/charts/ChartPanel';
import { formatPercent } from '../../../../common/format';
import { useClientList } from '../../../../common/table/useClientList';
import { useLocalListView } from '../../../../common/viewState/listView';
import { ListTable } from '../../../../common/table/ListTable';
import { TableNameContext } from '../../../../common/table/ScrollRegion';
import type { Column } from '../../../../declaration/types';
import type { ShareRow } from './leadDetails';
import { shareSeries } from './shareSeries';

/** The 'Leads' and 'Porcentaje' columns every share table ends with. */
export function shareColumns<R extends ShareRow>(): Column<R>[] {
  return [
    { source: 'count', label: 'Leads' },
    { source: 'share', label: 'Porcentaje', sortable: false, render: (row) => formatPercent(row.share) },
  ];
}

interface ShareTableProps<R extends ShareRow> {
  title: string;
  /** The table's react-admin resource: distinct per table, as react-admin keys table state by it. */
  resource: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  isPending: boolean;
  sort: SortPayload;
}

/**
 * A short computed table under its own heading, as a region named by that heading, with the
 * chart of its shares in the table's order. Several share a screen, so their sorts stay out of
 * the URL.
 */
export function ShareTable<R extends ShareRow>({ title, resource, rows, columns, isPending, sort }: ShareTableProps<R>) {
  const headingId = useId();
  const view = useLocalListView(sort);
  const { context, allRows } = useClientList<R>({ resource, rows, isPending, view, singlePage: true });
  const chartData = useMemo(() => shareSeries(allRows()), [allRows]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableNameContext value={title}>
        <ListTable context={context} columns={columns} paged={false} />
      </TableNameContext>
      {!isPending && (
        <ChartPanel storeKey={resource} title={`Porcentajes de ${title.charAt(0).toLowerCase()}${title.slice(1)}`} data={chartData} level={4} />
      )}
    </Box>
  );
}
