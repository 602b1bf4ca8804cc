import { Typography } from '@mui/material';
import { DataTable, type RaRecord } from 'react-admin';
import type { Column } from '../../resources/types';

export const EMPTY_TABLE_TEXT = 'No hay datos';

/**
 * The one table look of the console (spec 01 §2 generic table behaviour): sticky header,
 * medium size, hover highlight, 'No hay datos' when empty, sortable headers that start
 * descending. Reads its rows from the surrounding list context.
 */
export function AppTable<R extends RaRecord>({ columns }: { columns: readonly Column<R>[] }) {
  return (
    <DataTable<R>
      bulkActionButtons={false}
      rowClick={false}
      hover
      size="medium"
      stickyHeader
      empty={
        <Typography sx={{ p: 2 }} color="text.secondary">
          {EMPTY_TABLE_TEXT}
        </Typography>
      }
    >
      {columns.map((column) => (
        <DataTable.Col<R>
          key={column.source}
          source={column.source}
          label={column.label}
          render={column.render}
          disableSort={column.sortable === false}
          sortByOrder="DESC"
        />
      ))}
    </DataTable>
  );
}
