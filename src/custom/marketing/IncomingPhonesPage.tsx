import { useState } from 'react';
import { ListContextProvider, Pagination, useGetList } from 'react-admin';
import { formatDateTime } from '../../common/format';
import { MonthSelect } from '../../common/MonthSelect';
import { Page } from '../../common/Page';
import { currentMonth } from '../../common/periods';
import { AppTable } from '../../common/table/AppTable';
import { sortByShown } from '../../common/table/clientRows';
import { ExportButton } from '../../common/table/ExportButton';
import { SearchBox } from '../../common/table/SearchBox';
import { ROWS_PER_PAGE_OPTIONS } from '../../common/table/useClientList';
import { useSearchableList } from '../../common/table/useSearchableList';
import { useErrorToast } from '../../common/useErrorToast';
import { csvColumnsOf } from '../../resources/generic/columns';
import type { Column } from '../../resources/types';
import { academyOrUnknown, leadName, leadStateLabel, type IncomingPhone } from './leads';
import { INCOMING_PHONES, PHONES_LOAD_ERROR, phonesQuery } from './sources';

// Newest calls first.
const INITIAL_SORT = { field: 'primer_contacto', order: 'DESC' } as const;

const stateText = (phone: IncomingPhone) => leadStateLabel(phone.estado);
const centreText = (phone: IncomingPhone) => academyOrUnknown(phone.centro);
const dateText = (phone: IncomingPhone) => formatDateTime(phone.primer_contacto);

// The CSV holds the shown texts, under the column labels (spec 01 §2, screen 6).
const COLUMNS: Column<IncomingPhone>[] = [
  { source: 'lead', label: 'Lead', render: leadName, exportValue: leadName },
  { source: 'centro', label: 'Centro', render: centreText, exportValue: centreText },
  // Sorted by the ISO timestamp, which orders as time does.
  { source: 'primer_contacto', label: 'Fecha', render: dateText, exportValue: dateText },
  { source: 'telefono_entrante', label: 'Teléfono Entrante' },
  { source: 'estado', label: 'Estado Lead', render: stateText, exportValue: stateText },
];
const CSV_COLUMNS = csvColumnsOf(COLUMNS);

const searchFields = (phone: IncomingPhone) => [leadName(phone), centreText(phone), stateText(phone)];

// Columns whose shown text is not a field of the record sort by that text.
const sortByShownText = sortByShown<IncomingPhone>({ lead: leadName, estado: stateText });

/** Screen 6: the month's leads that came in by phone, and the number they called. */
export function IncomingPhonesPage() {
  const [month, setMonth] = useState(currentMonth);
  const { data, isPending, error, refetch } = useGetList<IncomingPhone>(INCOMING_PHONES, { filter: phonesQuery(month) });
  useErrorToast(error, PHONES_LOAD_ERROR);

  const { context, sorted, resetPage, search, setSearch } = useSearchableList<IncomingPhone>({
    resource: INCOMING_PHONES,
    data,
    isPending,
    error,
    refetch,
    searchFields,
    sort: INITIAL_SORT,
    sortBy: sortByShownText,
  });

  return (
    <Page
      title="Resultados"
      toolbar={
        <>
          <MonthSelect
            value={month}
            onChange={(value) => {
              setMonth(value);
              resetPage();
            }}
          />
          <SearchBox value={search} onChange={setSearch} />
          <ExportButton name="telefonos-entrantes" columns={CSV_COLUMNS} rows={sorted} />
        </>
      }
    >
      <ListContextProvider value={context}>
        <AppTable columns={COLUMNS} />
        <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
      </ListContextProvider>
    </Page>
  );
}
