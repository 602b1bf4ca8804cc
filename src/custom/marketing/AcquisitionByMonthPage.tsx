// Screen 2 (captacion-mes): the funnel of one month, academy by academy, and Central.
import { AcademyFunnelScreen } from './FunnelTable';
import { LEADS, monthOfAllAcademiesQuery } from './sources';

export function AcquisitionByMonthPage() {
  return <AcademyFunnelScreen title="Captación por mes" resource={LEADS} query={monthOfAllAcademiesQuery} />;
}
