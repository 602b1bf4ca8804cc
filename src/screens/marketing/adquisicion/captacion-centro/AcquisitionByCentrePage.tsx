// Screen 1 (captacion-centro): the funnel of one academy's academic year, month by month.
import { useMemo } from 'react';
import { AcademySelect } from '../../../../common/AcademySelect';
import { academyParam, yearParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import { YearSelect } from '../../../../common/YearSelect';
import { funnelByMonth, type FunnelRow } from '../funnel';
import { FunnelScreen, useFunnelSource, type FunnelChart } from '../FunnelTable';
import { funnelMonthSeries } from '../funnelSeries';
import type { Lead, WebRequest } from '../../leadLabels';
import { LEADS, LEADS_LOAD_ERROR, WEB_REQUESTS, WEB_REQUESTS_LOAD_ERROR, academicYearQuery } from '../../calls';

const NO_ROWS: FunnelRow[] = [];
const CHART: FunnelChart = {
  storeKey: 'marketing/adquisicion/captacion-centro',
  title: 'Leads, pruebas y captados por mes',
  series: funnelMonthSeries,
};
const VIEW = { academy: academyParam('academia'), year: yearParam('ejercicio') };

export function AcquisitionByCentrePage() {
  const [{ academy, year }, setView] = useUrlState(VIEW);
  const query = academicYearQuery(academy, year);
  const leads = useFunnelSource<Lead>(LEADS, query, LEADS_LOAD_ERROR);
  const webRequests = useFunnelSource<WebRequest>(WEB_REQUESTS, query, WEB_REQUESTS_LOAD_ERROR);
  // A table missing either list would mislead: it shows rows only when both loaded.
  const rows = useMemo(
    () => (leads.data && webRequests.data ? funnelByMonth(leads.data, webRequests.data, year) : NO_ROWS),
    [leads.data, webRequests.data, year],
  );
  return (
    <FunnelScreen
      title="Resultados"
      resource={LEADS}
      firstColumn="Mes"
      exportName="captacion-centro"
      rows={rows}
      isPending={leads.isPending || webRequests.isPending}
      chart={CHART}
      controls={
        <>
          <AcademySelect value={academy} onChange={(next) => setView({ academy: next })} />
          <YearSelect value={year} onChange={(next) => setView({ year: next })} />
        </>
      }
    />
  );
}
