import { startOfToday } from 'date-fns';
import { useMemo, useState } from 'react';
import { ListContextProvider, Pagination } from 'react-admin';
import { DateField } from '../../common/DateField';
import { Page } from '../../common/Page';
import { AppTable } from '../../common/table/AppTable';
import { ExportButton } from '../../common/table/ExportButton';
import { ROWS_PER_PAGE_OPTIONS } from '../../common/table/useClientList';
import { csvColumnsOf } from '../../resources/generic/columns';
import { DAY_COLUMNS, useAnalysisList } from './analysisColumns';
import { isUsableDay } from '../../common/dateRange';
import { DAY_LEADS, dayQuery } from './sources';

const CSV_COLUMNS = csvColumnsOf(DAY_COLUMNS);

/** Incoming leads of one day (spec 01 §2 item 8), today at first. */
export function DayLeadsPage() {
  const [day, setDay] = useState<Date | null>(startOfToday);
  // A day typed only in part asks nothing.
  const query = useMemo(() => (isUsableDay(day) ? dayQuery(day) : null), [day]);
  const { context, sorted } = useAnalysisList(DAY_LEADS, query);

  return (
    <Page
      title="Leads entrantes del día"
      toolbar={
        <>
          <DateField label="Día" value={day} onChange={setDay} />
          <ExportButton name="leads-dia" columns={CSV_COLUMNS} rows={sorted} />
        </>
      }
    >
      <ListContextProvider value={context}>
        <AppTable columns={DAY_COLUMNS} />
        <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
      </ListContextProvider>
    </Page>
  );
}
