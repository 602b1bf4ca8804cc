import { formatDateTime } from '../../../../common/format';
import { MonthSelect } from '../../../../common/MonthSelect';
import { Page } from '../../../../common/Page';
import { ExportButton } from '../../../../common/table/ExportButton';
import { SearchBox } from '../../../../common/table/SearchBox';
import { useSearchableList } from '../../../../common/table/useSearchableList';
import { ListTable } from '../../../../common/table/ListTable';
import { monthParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import { csvColumnsOf } from '../../../../declaration/columns';
import type { Column } from '../../../../declaration/types';
import { academyOrUnknown, leadName, leadStateLabel, type IncomingPhone } from '../../leadLabels';
import { INCOMING_PHONES, PHONES_LOAD_ERROR, phonesQuery } from '../../calls';

// Newest calls first.
const INITIAL_SORT = { field: 'primer_contacto', order: 'DESC' } as const;

/** A call with the texts its row shows: sorting, search and the download all use them. */
interface PhoneRow extends IncomingPhone {
  nombre: string;
  centroTexto: string;
  fechaTexto: string;
  estadoTexto: string;
}

const toRow = (phone: IncomingPhone): PhoneRow => ({
  ...phone,
  nombre: leadName(phone),
  centroTexto: academyOrUnknown(phone.centro),
  fechaTexto: formatDateTime(phone.primer_contacto),
  estadoTexto: leadStateLabel(phone.estado),
});

// The CSV holds the shown texts, under the column labels (spec 01 §2, screen 6).
const COLUMNS: Column<PhoneRow>[] = [
  { source: 'nombre', label: 'Lead' },
  { source: 'centroTexto', label: 'Centro' },
  // Sorted by the ISO timestamp, which orders as time does.
  { source: 'primer_contacto', label: 'Fecha', render: (row) => row.fechaTexto, exportValue: (row) => row.fechaTexto },
  { source: 'telefono_entrante', label: 'Teléfono Entrante' },
  { source: 'estadoTexto', label: 'Estado Lead' },
];
const CSV_COLUMNS = csvColumnsOf(COLUMNS);

const searchFields = (row: PhoneRow) => [row.nombre, row.centroTexto, row.estadoTexto];

/** The month selector's default range: 12 months back and 1 forward. */
const MONTHS = { back: 12, forward: 1 };
const VIEW = { month: monthParam('mes', MONTHS) };

/** Screen 6: the month's leads that came in by phone, and the number they called. */
export function IncomingPhonesPage() {
  const [{ month }, setView] = useUrlState(VIEW);
  const { context, allRows, search, setSearch } = useSearchableList<IncomingPhone, PhoneRow>({
    resource: INCOMING_PHONES,
    filter: phonesQuery(month),
    errorTitle: PHONES_LOAD_ERROR,
    toRow,
    searchFields,
    columns: COLUMNS,
    sort: INITIAL_SORT,
  });

  return (
    <Page
      title="Resultados"
      toolbar={
        <>
          <MonthSelect value={month} onChange={(next) => setView({ month: next })} {...MONTHS} />
          <SearchBox value={search} onChange={setSearch} />
          <ExportButton name="telefonos-entrantes" columns={CSV_COLUMNS} rows={allRows} />
        </>
      }
    >
      <ListTable context={context} columns={COLUMNS} />
    </Page>
  );
}
