import type { ReactNode } from 'react';
import { ListContextProvider, type ListControllerResult, type RaRecord } from 'react-admin';
import type { Column } from '../../declaration/types';
import { AppTable } from './AppTable';
import { TablePager } from './TablePager';

interface ListTableProps<R extends RaRecord> {
  /** The list context of useClientList or useSearchableList. */
  context: ListControllerResult<R>;
  columns: readonly Column<R>[];
  /** False for a table that is one page by design (funnels, distributions): no pager. */
  paged?: boolean;
  /** A totals row under the table, one cell per column. */
  footer?: readonly ReactNode[];
}

/** The console's table over a client-held list, with its pager below it. */
export function ListTable<R extends RaRecord>({ context, columns, paged = true, footer }: ListTableProps<R>) {
  return (
    <ListContextProvider value={context}>
      <AppTable columns={columns} footer={footer} />
      {paged && <TablePager />}
    </ListContextProvider>
  );
}
