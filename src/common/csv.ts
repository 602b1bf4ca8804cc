// CSV export (DESIGN.md "CSV export", spec 01 §9): ';' separator, header first, one line per
// row. Cells never need quoting for ';' or line breaks because those are replaced.
import { downloadFile } from './download';
import { plainText } from './text';

export interface CsvColumn<T> {
  label: string;
  /** The cell's value; return display text (see format.ts) for dates and amounts. */
  value: (row: T) => unknown;
}

// Excel shows accents only when the file starts with a UTF-8 byte-order mark.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const LINE_BREAKS = /\r\n|\r|\n/g;
// What makes a spreadsheet evaluate a cell as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(text: string): string {
  const clean = text.replaceAll(SEPARATOR, ',').replace(LINE_BREAKS, ' ');
  const safe = FORMULA_START.test(text) ? `'${clean}` : clean;
  // A '"' would make a spreadsheet read the cell as a quoted field: quote it per RFC 4180.
  return safe.includes('"') ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * null/undefined → ''; numbers as String(n), a negative one is not a formula; booleans as
 * 'Sí'/'No', the words a Spanish user reads; anything else as guarded text.
 */
function cellText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return textCell(plainText(value));
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const header = columns.map((column) => textCell(column.label)).join(SEPARATOR);
  const lines = rows.map((row) => columns.map((column) => cellText(column.value(row))).join(SEPARATOR));
  return BOM + [header, ...lines].join(LINE_END);
}

/** Browser only: saves `csv` as '{name}.csv'. */
export function downloadCsv(name: string, csv: string): void {
  downloadFile(`${name}.csv`, csv, 'text/csv;charset=utf-8');
}
