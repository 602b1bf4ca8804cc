// Screen 3 (analisis-central): where Central's leads of one month went; only academies with leads.
import { AcademyFunnelScreen } from '../FunnelTable';
import { CENTRAL_LEADS, centralMonthQuery } from '../../calls';

export function CentralDistributionPage() {
  return (
    <AcademyFunnelScreen title="Distrubución leads Central" resource={CENTRAL_LEADS} query={centralMonthQuery} onlyWithLeads />
  );
}
