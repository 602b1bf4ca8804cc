import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListContextProvider, Pagination, useGetList } from 'react-admin';
import { AcademySelect } from '../../common/AcademySelect';
import { defaultAcademy } from '../../common/academies';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { formatDate } from '../../common/format';
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
import type { CsvColumn } from '../../common/csv';
import type { Column } from '../../resources/types';
import { CLOSED_LEAD, isClosed, leadName, leadStateLabel, type Lead } from './leads';
import { CRM_LEADS, crmQuery, LEADS_LOAD_ERROR } from './sources';
import { useLeadDeletes, type LeadDeleteKind } from './useLeadDeletes';

// The next contacts to make first, closed leads last.
const INITIAL_SORT = { field: 'fecha', order: 'ASC' } as const;

const nextContactText = (lead: Lead) => (isClosed(lead) ? CLOSED_LEAD : formatDate(lead.fecha));
const searchFields = (lead: Lead) => [leadName(lead), lead.telefono, lead.email, leadStateLabel(lead.estado)];

// Columns whose shown text is not a field of the record sort by that text.
const sortByShownText = sortByShown<Lead>({ lead: leadName, estado: (lead) => leadStateLabel(lead.estado) });

// Same texts as on screen, under the spec's download headers (spec 01 §2, screen 5).
const CSV_COLUMNS: CsvColumn<Lead>[] = [
  { label: 'Nombre Lead', value: leadName },
  { label: 'Teléfono', value: (lead) => lead.telefono },
  { label: 'Email', value: (lead) => lead.email },
  { label: 'Total Contactos', value: (lead) => lead.contactos },
  { label: 'Próximo Contacto', value: nextContactText },
  { label: 'Estado Lead', value: (lead) => leadStateLabel(lead.estado) },
];

function leadColumns(ask: (kind: LeadDeleteKind, lead: Lead) => void): Column<Lead>[] {
  return [
    { source: 'lead', label: 'Lead', render: leadName },
    { source: 'telefono', label: 'Teléfono' },
    { source: 'email', label: 'Email' },
    { source: 'contactos', label: 'Contactos' },
    // Sorted by the ISO date; closed leads (no date) go last either way.
    { source: 'fecha', label: 'Próximo contacto', render: nextContactText },
    { source: 'estado', label: 'Estado', render: (lead) => leadStateLabel(lead.estado) },
    {
      source: 'id',
      label: 'Opciones',
      sortable: false,
      render: (lead) => (
        <Stack direction="row">
          <Tooltip title="Borrar último contacto">
            <IconButton aria-label="Borrar último contacto" size="small" onClick={() => ask('lastContact', lead)}>
              <HistoryIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Borrar lead">
            <IconButton aria-label="Borrar lead" size="small" onClick={() => ask('lead', lead)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}

/** Screen 5: the month's incoming leads of one academy, with the tools to delete them. */
export function CrmLeadsPage() {
  const [academy, setAcademy] = useState(defaultAcademy);
  const [month, setMonth] = useState(currentMonth);
  const { data, isPending, error, refetch } = useGetList<Lead>(CRM_LEADS, { filter: crmQuery(month, academy) });
  useErrorToast(error, LEADS_LOAD_ERROR);

  const { context, sorted, resetPage, search, setSearch } = useSearchableList<Lead>({
    resource: CRM_LEADS,
    data,
    isPending,
    error,
    refetch,
    searchFields,
    sort: INITIAL_SORT,
    sortBy: sortByShownText,
  });

  const deletes = useLeadDeletes(refetch);
  const { ask } = deletes;
  const columns = useMemo(() => leadColumns(ask), [ask]);

  return (
    <Page
      title="Leads entrantes"
      toolbar={
        <>
          <ExportButton name="leads-mes" columns={CSV_COLUMNS} rows={sorted} />
          <AcademySelect
            value={academy}
            onChange={(value) => {
              setAcademy(value);
              resetPage();
            }}
          />
          <MonthSelect
            value={month}
            onChange={(value) => {
              setMonth(value);
              resetPage();
            }}
          />
          <SearchBox value={search} onChange={setSearch} />
        </>
      }
    >
      <ListContextProvider value={context}>
        <AppTable columns={columns} />
        <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
      </ListContextProvider>
      <ConfirmDialog
        open={deletes.selected !== null}
        title={deletes.texts.title}
        content={deletes.texts.content}
        confirmLabel={deletes.texts.confirmLabel}
        pending={deletes.pending}
        onConfirm={deletes.confirm}
        onClose={deletes.cancel}
      />
    </Page>
  );
}
