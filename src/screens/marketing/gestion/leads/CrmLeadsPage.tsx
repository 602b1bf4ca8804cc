import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useCanWrite } from '../../../../authProvider/useCanWrite';
import { AcademySelect } from '../../../../common/AcademySelect';
import { ConfirmDialog } from '../../../../common/ConfirmDialog';
import { MonthSelect } from '../../../../common/MonthSelect';
import { Page } from '../../../../common/Page';
import { ExportButton } from '../../../../common/table/ExportButton';
import { SearchBox } from '../../../../common/table/SearchBox';
import { useSearchableList } from '../../../../common/table/useSearchableList';
import type { CsvColumn } from '../../../../common/csv';
import { RowActionButton } from '../../../../common/table/AppTable';
import { ListTable } from '../../../../common/table/ListTable';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import type { Column } from '../../../../declaration/types';
import { leadName, leadStateLabel, nextContactText, type CrmLead } from '../../leadLabels';
import { CRM_LEADS, CRM_MONTHS, CRM_VIEW, crmQuery, LEADS_LOAD_ERROR } from '../../calls';
import { useLeadDeletes, type LeadDeleteKind } from './useLeadDeletes';

// The next contacts to make first, closed leads last.
const INITIAL_SORT = { field: 'fecha', order: 'ASC' } as const;

/** A lead with the texts its row shows: sorting, search and the download all use them. */
interface CrmRow extends CrmLead {
  nombre: string;
  proximoContactoTexto: string;
  estadoTexto: string;
}

const toRow = (lead: CrmLead): CrmRow => ({
  ...lead,
  nombre: leadName(lead),
  proximoContactoTexto: nextContactText(lead),
  estadoTexto: leadStateLabel(lead.estado),
});

const searchFields = (row: CrmRow) => [row.nombre, row.telefono, row.email, row.estadoTexto];

// Same texts as on screen, under the spec's download headers (spec 01 §2, screen 5).
const CSV_COLUMNS: CsvColumn<CrmRow>[] = [
  { label: 'Nombre Lead', value: (row) => row.nombre },
  { label: 'Teléfono', value: (row) => row.telefono },
  { label: 'Email', value: (row) => row.email },
  { label: 'Total Contactos', value: (row) => row.contactos },
  { label: 'Próximo Contacto', value: (row) => row.proximoContactoTexto },
  { label: 'Estado Lead', value: (row) => row.estadoTexto },
];

const DATA_COLUMNS: readonly Column<CrmRow>[] = [
  { source: 'nombre', label: 'Lead' },
  { source: 'telefono', label: 'Teléfono' },
  { source: 'email', label: 'Email' },
  { source: 'contactos', label: 'Contactos' },
  // Sorted by the ISO date; closed leads (no date) go last either way.
  { source: 'fecha', label: 'Próximo contacto', render: (row) => row.proximoContactoTexto },
  { source: 'estadoTexto', label: 'Estado' },
];

function leadColumns(ask: (kind: LeadDeleteKind, lead: CrmLead) => void): Column<CrmRow>[] {
  return [
    ...DATA_COLUMNS,
    {
      source: 'id',
      label: 'Opciones',
      sortable: false,
      render: (lead) => (
        <Stack direction="row">
          <RowActionButton label="Borrar último contacto" icon={<HistoryIcon fontSize="small" />} onClick={() => ask('lastContact', lead)} />
          <RowActionButton label="Borrar lead" icon={<DeleteIcon fontSize="small" />} onClick={() => ask('lead', lead)} />
        </Stack>
      ),
    },
  ];
}

/** Screen 5: the month's incoming leads of one academy, with the tools to delete them. */
export function CrmLeadsPage() {
  const [{ academy, month }, setView] = useUrlState(CRM_VIEW);
  const { context, allRows, search, setSearch, refetch } = useSearchableList<CrmLead, CrmRow>({
    resource: CRM_LEADS,
    filter: crmQuery(month, academy),
    errorTitle: LEADS_LOAD_ERROR,
    toRow,
    searchFields,
    columns: DATA_COLUMNS,
    sort: INITIAL_SORT,
  });

  const deletes = useLeadDeletes(refetch);
  const { ask } = deletes;
  // Without the right to change leads, no 'Opciones' column: its two actions delete.
  const canWrite = useCanWrite(CRM_LEADS);
  const columns = useMemo(() => (canWrite ? leadColumns(ask) : DATA_COLUMNS), [ask, canWrite]);

  return (
    <Page
      title="Leads entrantes"
      toolbar={
        <>
          <ExportButton name="leads-mes" columns={CSV_COLUMNS} rows={allRows} />
          <AcademySelect value={academy} onChange={(next) => setView({ academy: next })} />
          <MonthSelect value={month} onChange={(next) => setView({ month: next })} {...CRM_MONTHS} />
          <SearchBox value={search} onChange={setSearch} />
        </>
      }
    >
      <ListTable context={context} columns={columns} />
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
