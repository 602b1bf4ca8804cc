import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, toCsv, type CsvColumn } from '../csv';
import { HintButton } from '../HintButton';

interface ExportButtonProps<T> {
  /** File name without the extension. */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** Every row to export, in the order shown: not only the current page. Asked for on click. */
  rows: () => readonly T[];
}

/** The spreadsheet download of a list ('Descargar'). */
export function ExportButton<T>({ name, columns, rows }: ExportButtonProps<T>) {
  return (
    <HintButton label="Descargar" onClick={() => downloadCsv(name, toCsv(columns, rows()))} icon={<DownloadIcon />} />
  );
}
