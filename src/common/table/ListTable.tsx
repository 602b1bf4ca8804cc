import { ListContextProvider, Pagination, type ListControllerResult, type RaRecord } from 'react-admin';
import type { Column } from '../../resources/types';
import { AppTable } from './AppTable';
import { ROWS_PER_PAGE_OPTIONS } from './useClientList';

interface ListTableProps<R extends RaRecord> {
  /** The list context of useClientList or useSearchableList. */
  context: ListControllerResult<R>;
  columns: readonly Column<R>[];
  /** False for a table that is one page by design (funnels, distributions): no pager. */
  paged?: boolean;
}

/** The console's table over a client-held list, with react-admin's pager below it. */
export function ListTable<R extends RaRecord>({ context, columns, paged = true }: ListTableProps<R>) {
  return (
    <ListContextProvider value={context}>
      <AppTable columns={columns} />
      {paged && <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
    </ListContextProvider>
  );
}
