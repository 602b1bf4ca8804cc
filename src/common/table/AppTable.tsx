import { LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TableSortLabel, Typography, type Theme } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { interactiveStates } from '../../layout/theme';
import type { Column } from '../../declaration/types';
import { plainText } from '../text';
import { ScrollRegion } from './ScrollRegion';

const EMPTY_TABLE_TEXT = 'No hay datos';

type Order = 'ASC' | 'DESC';
const inverse = (order: Order): Order => (order === 'ASC' ? 'DESC' : 'ASC');

function cellContent<R extends RaRecord>(column: Column<R>, record: R): ReactNode {
  if (column.render) return column.render(record);
  return plainText((record as Record<string, unknown>)[column.source]);
}

interface RowProps<R extends RaRecord> {
  record: R;
  columns: readonly Column<R>[];
}

// Body rows are plain <tr>/<td>, styled once by the table as MUI's TableCell would be: a
// TableRow and a TableCell per cell cost a styled component each, which made the body most of
// a list's first render and of each page step.
const Row = memo(function Row<R extends RaRecord>({ record, columns }: RowProps<R>) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.key ?? column.source}>{cellContent(column, record)}</td>
      ))}
    </tr>
  );
}) as <R extends RaRecord>(props: RowProps<R>) => ReactNode;

/** The class of an icon link in a cell (e.g. 'Editar'), styled by the table as a small IconButton. */
export const ROW_ACTION = 'row-action';

/**
 * An icon button in a row, its name also the browser's hint. Not an IconButton in a Tooltip:
 * that pair on each of 25 rows made up most of a table body's components.
 */
export function RowActionButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={ROW_ACTION} aria-label={label} title={label}>
      {icon}
    </button>
  );
}

const bodyCellStyles = (theme: Theme) => ({
  '& tbody td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: '16px',
    textAlign: 'left',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  [`& .${ROW_ACTION}`]: {
    display: 'inline-flex',
    padding: '5px',
    borderRadius: '50%',
    // A row action may be a <button>: drawn as the links are.
    border: 0,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    color: theme.palette.action.active,
    ...interactiveStates(theme),
  },
}) as const;

interface AppTableProps<R extends RaRecord> {
  columns: readonly Column<R>[];
  /** A totals row under the body, one cell per column. */
  footer?: readonly ReactNode[];
}

export function AppTable<R extends RaRecord>({ columns, footer }: AppTableProps<R>) {
  const { data, isPending, sort, setSort } = useListContext<R>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label="Cargando" />;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {EMPTY_TABLE_TEXT}
      </Typography>
    );
  }
  return (
    <ScrollRegion>
      <Table size="medium" stickyHeader sx={bodyCellStyles}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const key = column.key ?? column.source;
              const active = sort.field === key;
              const next: Order = active ? inverse(sort.order) : 'DESC';
              return (
                <TableCell key={key} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {column.sortable === false ? (
                    column.label
                  ) : (
                    <TableSortLabel
                      active={active}
                      direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                      onClick={() => setSort({ field: key, order: next })}
                      aria-label={translate('ra.sort.sort_by', {
                        field_lower_first: column.label.charAt(0).toLowerCase() + column.label.slice(1),
                        order: translate(`ra.sort.${next}`),
                      })}
                    >
                      {column.label}
                    </TableSortLabel>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((record, position) => (
            // Keyed by position: a new page or order updates the rows on screen in place,
            // instead of unmounting them and mounting new ones, at a fraction of the cost.
            <Row key={position} record={record} columns={columns} />
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              {footer.map((content, position) => (
                <TableCell key={position} sx={{ fontWeight: 'bold', color: 'text.primary' }}>
                  {content}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </ScrollRegion>
  );
}
