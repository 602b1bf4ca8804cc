import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Page } from '../../../../common/Page';
import { ExportButton } from '../../../../common/table/ExportButton';
import { ListTable } from '../../../../common/table/ListTable';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import { csvColumnsOf } from '../../../../declaration/columns';
import { ANALYSIS_COLUMNS, useAnalysisList } from '../analysisColumns';
import { ANALYSIS_FILTER_PARAMS, analysisRequest, defaultAnalysisFilters } from './analysisFilters';
import { AnalysisFiltersPanel } from './AnalysisFiltersPanel';
import { ANALYSIS_LEADS, analysisQuery } from '../../calls';

const NO_MATCHING_LEADS = 'No hay leads que cumplan los filtros';

const CSV_COLUMNS = csvColumnsOf(ANALYSIS_COLUMNS);

/**
 * Lead analysis (spec 01 §2 item 7): the leads that match the panel's filters, asked of the
 * server only once both dates are set (§5).
 */
export function LeadAnalysisPage() {
  const [filters, setFilters] = useUrlState(ANALYSIS_FILTER_PARAMS);
  const request = useMemo(() => analysisRequest(filters), [filters]);
  const query = useMemo(() => (request.filters ? analysisQuery(request.filters) : null), [request]);
  const { context, allRows, answeredEmpty } = useAnalysisList(ANALYSIS_LEADS, ANALYSIS_COLUMNS, query);

  return (
    <Page title="Análisis de leads" toolbar={<ExportButton name="analisis-leads" columns={CSV_COLUMNS} rows={allRows} />}>
      <AnalysisFiltersPanel value={filters} onChange={setFilters} onReset={() => setFilters(defaultAnalysisFilters())} />
      {request.hint || answeredEmpty ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {request.hint ?? NO_MATCHING_LEADS}
        </Typography>
      ) : (
        <ListTable context={context} columns={ANALYSIS_COLUMNS} />
      )}
    </Page>
  );
}
