import { startOfToday } from 'date-fns';
import { useMemo } from 'react';
import { ViewDateField } from '../../../../common/DateField';
import { Page } from '../../../../common/Page';
import { ExportButton } from '../../../../common/table/ExportButton';
import { csvColumnsOf } from '../../../../declaration/columns';
import { DAY_COLUMNS, useAnalysisList } from '../analysisColumns';
import { ListTable } from '../../../../common/table/ListTable';
import { dayParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import { DAY_LEADS, dayQuery } from '../../calls';

const CSV_COLUMNS = csvColumnsOf(DAY_COLUMNS);
const VIEW = { day: dayParam('dia', startOfToday) };

/** Incoming leads of one day (spec 01 §2 item 8), today at first. */
export function DayLeadsPage() {
  const [{ day }, setView] = useUrlState(VIEW);
  const query = useMemo(() => (day ? dayQuery(day) : null), [day]);
  const { context, allRows } = useAnalysisList(DAY_LEADS, DAY_COLUMNS, query);

  return (
    <Page
      title="Leads entrantes del día"
      toolbar={
        <>
          <ViewDateField label="Día" value={day} onChange={(next) => setView({ day: next })} />
          <ExportButton name="leads-dia" columns={CSV_COLUMNS} rows={allRows} />
        </>
      }
    >
      <ListTable context={context} columns={DAY_COLUMNS} />
    </Page>
  );
}
