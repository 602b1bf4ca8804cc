import EditIcon from '@mui/icons-material/Edit';
import type { RaRecord } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { CsvColumn } from '../../common/csv';
import { ROW_ACTION } from '../../common/table/AppTable';
import type { Column } from '../types';

/** The 'Opciones' column with the edit action, which opens the edit dialog at `…/:id`. */
export function withEditColumn<R extends RaRecord>(columns: readonly Column<R>[]): Column<R>[] {
  return [
    ...columns,
    {
      source: 'id',
      label: 'Opciones',
      sortable: false,
      exportValue: false,
      // A plain link styled by the table, its name also the browser's tooltip: an IconButton
      // in a Tooltip on each of 25 rows made up most of the table body's components.
      render: (record) => <EditLink id={record.id} />,
    },
  ];
}

/** The link to a record's edit dialog, keeping the list's view (its query string) behind it. */
function EditLink({ id }: { id: RaRecord['id'] }) {
  const { search } = useLocation();
  return (
    <Link to={{ pathname: encodeURIComponent(String(id)), search }} className={ROW_ACTION} aria-label="Editar" title="Editar">
      <EditIcon fontSize="small" />
    </Link>
  );
}

/** The CSV columns of a table: every column with an export value, under its label. */
export function csvColumnsOf<R>(columns: readonly Column<R>[]): CsvColumn<R>[] {
  return columns.flatMap((column) => {
    if (column.exportValue === false) return [];
    const value = column.exportValue ?? ((record: R) => (record as Record<string, unknown>)[column.source]);
    return [{ label: column.label, value }];
  });
}
