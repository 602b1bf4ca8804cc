import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CsvColumn } from '../../common/csv';
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
      render: (record) => (
        <Tooltip title="Editar">
          <IconButton component={Link} to={encodeURIComponent(String(record.id))} aria-label="Editar" size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}

/** The CSV columns of a table: every column with an export value, under its label. */
export function csvColumnsOf<R>(columns: readonly Column<R>[]): CsvColumn<R>[] {
  return columns.flatMap((column) => {
    if (column.exportValue === false) return [];
    const value = column.exportValue ?? ((record: R) => (record as Record<string, unknown>)[column.source]);
    return [{ label: column.label, value }];
  });
}
