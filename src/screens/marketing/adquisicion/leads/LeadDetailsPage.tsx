import { Grid, LinearProgress, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useGetList } from 'react-admin';
import { AcademySelect } from '../../../../common/AcademySelect';
import type { CsvColumn } from '../../../../common/csv';
import { formatPercent, formatQuantity } from '../../../../common/format';
import { MonthOfYearSelect } from '../../../../common/MonthOfYearSelect';
import { Page } from '../../../../common/Page';
import { ExportButton } from '../../../../common/table/ExportButton';
import { useErrorToast } from '../../../../common/useErrorToast';
import { academyParam, monthOfYearParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import { YearSelect } from '../../../../common/YearSelect';
import type { Column } from '../../../../declaration/types';
import { leadDetails, type LeadDetails, type ShareRow, type TrialResultRow } from './leadDetails';
import type { Lead } from '../../leadLabels';
import { shareColumns, ShareTable } from './ShareTable';
import { LEADS, LEADS_LOAD_ERROR, monthOfAcademyQuery } from '../../calls';

const TITLE = 'Detalles leads';
const EXPORT_NAME = 'detalles-leads';
const TRIAL_TITLE = 'Resultado por clase de prueba';

type Distribution = Exclude<keyof LeadDetails, 'incoming' | 'valid' | 'trialResults'>;

interface DistributionTable {
  key: Distribution;
  title: string;
  columns: Column<ShareRow>[];
}

const distribution = (key: Distribution, title: string, valueLabel: string): DistributionTable => ({
  key,
  title,
  columns: [{ source: 'label', label: valueLabel }, ...shareColumns<ShareRow>()],
});

const DISTRIBUTIONS: readonly DistributionTable[] = [
  distribution('howTheyHeard', 'Cómo nos han conocido', 'Cómo nos conocen'),
  distribution('objectives', 'Objetivo académico', 'Objetivo'),
  distribution('educationLevels', 'Nivel educativo', 'Nivel'),
  distribution('subjects', 'Asignaturas de interés', 'Asignatura'),
  distribution('schools', 'Centro de estudios actual', 'Centro de estudios'),
  distribution('lossCauses', 'Causa de pérdida', 'Causa'),
];

const TRIAL_COLUMNS: Column<TrialResultRow>[] = [
  { source: 'result', label: 'Resultado' },
  { source: 'trial', label: 'Clase de prueba' },
  ...shareColumns<TrialResultRow>(),
];

// 'Captado' < 'Perdido' < 'Sin Cerrar' and a stable sort keep the rows in the logic's order.
const TRIAL_SORT = { field: 'result', order: 'ASC' } as const;
const COUNT_SORT = { field: 'count', order: 'DESC' } as const;

/** Shown while loading and after a load error: no table has data. */
const NO_DETAILS: LeadDetails = {
  incoming: 0,
  valid: 0,
  trialResults: [],
  howTheyHeard: [],
  objectives: [],
  educationLevels: [],
  subjects: [],
  schools: [],
  lossCauses: [],
};

interface ExportRow {
  table: string;
  row: ShareRow;
}

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { label: 'Tabla', value: ({ table }) => table },
  { label: 'Valor', value: ({ row }) => row.label },
  { label: 'Leads', value: ({ row }) => row.count },
  { label: 'Porcentaje', value: ({ row }) => formatPercent(row.share) },
];

function exportRows(details: LeadDetails): ExportRow[] {
  return [
    ...details.trialResults.map((row) => ({ table: TRIAL_TITLE, row })),
    ...DISTRIBUTIONS.flatMap(({ key, title }) => details[key].map((row) => ({ table: title, row }))),
  ];
}

const VIEW = { period: monthOfYearParam('mes'), academy: academyParam('academia', { includeAll: true }) };

/** Screen 4 of spec 01 §2: who the month's leads were, for one academy or all of them. */
export function LeadDetailsPage() {
  const [{ period, academy }, setView] = useUrlState(VIEW);
  const filter = useMemo(() => monthOfAcademyQuery(period, academy), [period, academy]);
  const { data, isPending, error } = useGetList<Lead>(LEADS, { filter });
  useErrorToast(error, LEADS_LOAD_ERROR);

  const loading = isPending && !error;
  const details = useMemo(() => (data && !error ? leadDetails(data) : NO_DETAILS), [data, error]);
  const csvRows = useCallback(() => exportRows(details), [details]);

  return (
    <Page
      title={TITLE}
      toolbar={
        <>
          <MonthOfYearSelect value={period.month} onChange={(month) => setView({ period: { ...period, month } })} />
          <YearSelect value={period.year} onChange={(year) => setView({ period: { ...period, year } })} />
          <AcademySelect value={academy} onChange={(next) => setView({ academy: next })} includeAll />
          <ExportButton name={EXPORT_NAME} columns={EXPORT_COLUMNS} rows={csvRows} />
        </>
      }
    >
      {loading && <LinearProgress aria-label="Cargando leads" sx={{ mb: 2 }} />}
      {!loading && !error && (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 500 }}>
          {`Hay ${formatQuantity(details.valid)} leads válidos (Sobre ${formatQuantity(details.incoming)} leads entrantes)`}
        </Typography>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ShareTable
            title={TRIAL_TITLE}
            resource={`${LEADS}/trialResults`}
            rows={details.trialResults}
            columns={TRIAL_COLUMNS}
            isPending={loading}
            sort={TRIAL_SORT}
          />
        </Grid>
        {DISTRIBUTIONS.map(({ key, title, columns }) => (
          <Grid key={key} size={{ xs: 12, lg: 6 }}>
            <ShareTable
              title={title}
              resource={`${LEADS}/${key}`}
              rows={details[key]}
              columns={columns}
              isPending={loading}
              sort={COUNT_SORT}
            />
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
