import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import type { CsvColumn } from '../common/csv';
import { formatDate, formatDateTime, formatEuros, formatQuantity, formatSignedEuros, type DateInput, type NumberInput } from '../common/format';
import { signTone, sumEuros } from '../common/money';
import { sortRows, type SortOrder } from '../common/table/clientRows';
import { plainText } from '../common/text';
import { ViewLink } from '../common/viewState/ViewLink';
import { signColour } from '../layout/theme';
import type { Column, ListColumn } from './types';

// MUI's tooltip (with Popper) loads only for a list whose cells have one.
const CellTooltip = lazy(() => import('./CellTooltip'));

/** A column's key in its table: its own, else its field. */
export const keyOf = (column: { key?: string; source: string }): string => column.key ?? column.source;

/** What a column reads from a record: its `value`, else the record's field. */
function rawValue<R>(column: ListColumn<R>, record: R): unknown {
  return column.value ? column.value(record) : (record as Record<string, unknown>)[column.source];
}

/** The text a cell shows: the display formats of format.ts, one place for each type. */
function shownText<R>(column: ListColumn<R>, record: R): unknown {
  const value = rawValue(column, record);
  switch (column.type) {
    case 'money': {
      // A signed amount's '+' is for the screen, where colour needs a second cue; not for the file.
      const amount = column.value(record);
      return column.signColour && amount == null ? '' : formatEuros(amount);
    }
    case 'number':
      return formatQuantity(column.value(record));
    case 'date':
      return formatDate(value as DateInput);
    case 'dateTime':
      return formatDateTime(value as DateInput);
    case 'check':
      // A flag the answer did not carry is neither: an empty cell.
      return value == null ? '' : column.labels[flagOf(value)];
    case 'badge':
      return column.badge(record)?.label ?? plainText(value);
    default:
      return value;
  }
}

/** Which of a check column's labels a value it holds stands for. */
const flagOf = (value: unknown): 'true' | 'false' => (value ? 'true' : 'false');

/** An amount in the colour its sign means, with the sign shown: colour is never the only cue. */
function SignedAmount({ value, reversed }: { value: NumberInput; reversed: boolean }) {
  if (value == null) return null;
  return (
    <Box component="span" sx={{ color: (theme) => signColour(theme, signTone(value, reversed)), whiteSpace: 'nowrap' }}>
      {formatSignedEuros(value)}
    </Box>
  );
}

/** The cell's content, with its tooltip when the column gives it lines. */
function cell<R>(column: ListColumn<R>, record: R): ReactNode {
  const content = cellContent(column, record);
  const lines = column.tooltip?.(record) ?? [];
  if (!lines.length) return content;
  return (
    <Suspense fallback={content}>
      <CellTooltip lines={lines}>{content}</CellTooltip>
    </Suspense>
  );
}

function cellContent<R>(column: ListColumn<R>, record: R): ReactNode {
  switch (column.type) {
    case 'money':
      return column.signColour ? (
        <SignedAmount value={column.value(record)} reversed={column.signColour === 'reversed'} />
      ) : (
        formatEuros(column.value(record))
      );
    case 'check': {
      const value = rawValue(column, record);
      if (value == null) return null;
      return flagOf(value) === 'true' ? (
        <CheckIcon color="success" titleAccess={column.labels.true} />
      ) : (
        <CloseIcon color="error" titleAccess={column.labels.false} />
      );
    }
    case 'badge': {
      const badge = column.badge(record);
      return badge ? <Chip size="small" color={badge.color} label={badge.label} /> : plainText(rawValue(column, record));
    }
    case 'link': {
      const label = plainText(rawValue(column, record));
      const href = column.href(record);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        label
      );
    }
    case 'editLink':
      return <ViewLink pathname={encodeURIComponent(String((record as { id: unknown }).id))}>{plainText(rawValue(column, record))}</ViewLink>;
    case undefined:
    case 'text':
      return column.render ? column.render(record) : plainText(rawValue(column, record));
    default:
      return plainText(shownText(column, record));
  }
}

/** The table column of a declared one: its key, its cell and its CSV value. */
export function tableColumnOf<R>(column: ListColumn<R>): Column<R> {
  return {
    source: column.source,
    key: keyOf(column),
    label: column.label,
    sortable: column.sortable,
    render: (record) => cell(column, record),
    exportValue: column.exportValue ?? ((record) => shownText(column, record)),
  };
}

/** For a user who may not edit: a name that would open its record's edit dialog is plain text. */
export function readOnlyColumn<R>(column: ListColumn<R>): ListColumn<R> {
  return column.type === 'editLink' ? { ...column, type: 'text' } : column;
}

/** The CSV columns of a table: every column with an export value, under its CSV header. */
export function csvColumnsOf<R>(columns: readonly ListColumn<R>[]): CsvColumn<R>[] {
  return columns.flatMap((column) => {
    if (column.exportValue === false) return [];
    const value = column.exportValue ?? ((record: R) => shownText(column, record));
    return [{ label: column.csvLabel ?? column.label, value }];
  });
}

type SortBy<R> = (rows: readonly R[], field: string, order: SortOrder) => readonly R[];
interface Keyed<R> {
  value: unknown;
  row: R;
}

/**
 * The order of a list by its columns' keys: a column with a sort value, a computed value or a
 * key of its own sorts by that; the others by their field (sortRows). A list's sort values are
 * worked out once per column.
 */
export function columnsSortBy<R>(columns: readonly ListColumn<R>[]): SortBy<R> {
  const sortValues = new Map<string, (record: R) => unknown>();
  for (const column of columns) {
    const byOwnValue = column.sortValue ?? column.value;
    if (byOwnValue) sortValues.set(keyOf(column), byOwnValue);
    else if (keyOf(column) !== column.source) sortValues.set(keyOf(column), (record) => rawValue(column, record));
  }
  if (!sortValues.size) return sortRows;
  const keyedRows = new WeakMap<readonly R[], Map<string, Keyed<R>[]>>();
  return (rows, field, order) => {
    const sortValue = sortValues.get(field);
    if (!sortValue) return sortRows(rows, field, order);
    let byField = keyedRows.get(rows);
    if (!byField) keyedRows.set(rows, (byField = new Map<string, Keyed<R>[]>()));
    let keyed = byField.get(field);
    if (!keyed) byField.set(field, (keyed = rows.map((row) => ({ value: sortValue(row), row }))));
    return sortRows(keyed, 'value', order).map((entry) => entry.row);
  };
}

/** The totals row's cells: the label first, then each column's total (empty when it has none). */
export function totalsRowOf<R>(columns: readonly ListColumn<R>[], rows: readonly R[], label: string): ReactNode[] {
  return columns.map((column, position) => {
    if ((column.type === 'money' || column.type === 'number') && column.total === 'sum') {
      // Added up in hundredths, as money is (common/money.ts), so that a long column never
      // drifts (0.1 + 0.2), and shown as the column's cells are.
      const sum = sumEuros(rows.map(column.value));
      if (column.type === 'number') return formatQuantity(sum);
      return column.signColour ? <SignedAmount value={sum} reversed={column.signColour === 'reversed'} /> : formatEuros(sum);
    }
    if (typeof column.total === 'function') return column.total(rows);
    return position === 0 ? label : '';
  });
}
