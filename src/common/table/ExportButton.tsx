import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { downloadCsv, toCsv, type CsvColumn } from '../csv';

interface ExportButtonProps<T> {
  /** File name without the extension. */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** Every row to export, in the order shown: not only the current page. */
  rows: readonly T[];
}

/** The spreadsheet download of a list ('Descargar'). */
export function ExportButton<T>({ name, columns, rows }: ExportButtonProps<T>) {
  return (
    <Tooltip title="Descargar">
      <IconButton aria-label="Descargar" onClick={() => downloadCsv(name, toCsv(columns, rows))}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
