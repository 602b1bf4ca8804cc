// Screen 2 (captacion-mes): the funnel of one month, academy by academy, and Central.
import { AcademyFunnelScreen, type FunnelChart } from '../FunnelTable';
import { funnelAcademySeries } from '../funnelSeries';
import { LEADS, monthOfAllAcademiesQuery } from '../../calls';

const CHART: FunnelChart = { storeKey: 'marketing/adquisicion/captacion-mes', title: 'Leads y captados por centro', series: funnelAcademySeries };

export function AcquisitionByMonthPage() {
  return <AcademyFunnelScreen title="Captación por mes" resource={LEADS} query={monthOfAllAcademiesQuery} chart={CHART} />;
}
