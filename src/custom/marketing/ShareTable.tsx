import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { SortPayload } from 'react-admin';
import { formatPercent } from '../../common/format';
import { useClientList } from '../../common/table/useClientList';
import { useListView } from '../../common/viewState/listView';
import { ListTable } from '../../common/table/ListTable';
import type { Column } from '../../resources/types';
import type { ShareRow } from './leadDetails';

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
 * A short computed table under its own heading, as a region named by that heading. Several
 * share a screen, so their sorts stay out of the URL.
 */
export function ShareTable<R extends ShareRow>({ title, resource, rows, columns, isPending, sort }: ShareTableProps<R>) {
  const headingId = useId();
  const view = useListView({ columns, defaultSort: sort, inUrl: false });
  const { context } = useClientList<R>({ resource, rows, isPending, view, singlePage: true });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ListTable context={context} columns={columns} paged={false} />
    </Box>
  );
}
