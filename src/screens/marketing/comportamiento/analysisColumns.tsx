// The tables of the lead analysis and of the day's incoming leads (spec 01 §2 items 7 and 8):
// their columns and how they read their rows. Each lead becomes a row carrying the texts it
// shows, so that sorting and the download use exactly what the user reads.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useClientList } from '../../../common/table/useClientList';
import { useListView } from '../../../common/viewState/listView';
import { useErrorToast } from '../../../common/useErrorToast';
import type { QueryParams } from '../../../dataProvider/query';
import type { Column } from '../../../declaration/types';
import {
  academyOrUnknown,
  analysisLeadName,
  howTheyHeardLabel,
  leadStateLabel,
  nextContactText,
  valueOrUnknown,
  type AnalysisLead,
} from '../leadLabels';
import { LEADS_LOAD_ERROR } from '../calls';

export interface AnalysisRow extends AnalysisLead {
  nombre: string;
  /** How many contacts it had; null when the answer's list of them could not be read. */
  numContactos: number | null;
  estadoTexto: string;
  /** 'dd/MM/yyyy', or 'Lead cerrado'. */
  proximoContactoTexto: string;
  centroTexto: string;
  comoConoceTexto: string;
  formaContactoTexto: string;
}

function toAnalysisRow(lead: AnalysisLead): AnalysisRow {
  return {
    ...lead,
    nombre: analysisLeadName(lead),
    numContactos: lead.contactos?.length ?? null,
    estadoTexto: leadStateLabel(lead.estado),
    proximoContactoTexto: nextContactText(lead),
    centroTexto: academyOrUnknown(lead.centro),
    comoConoceTexto: howTheyHeardLabel(lead.comoConoce),
    formaContactoTexto: valueOrUnknown(lead.formaContacto),
  };
}

/** Both tables open sorted by the lead's name. */
const ANALYSIS_SORT = { field: 'nombre', order: 'ASC' } as const;

const leadColumn: Column<AnalysisRow> = { source: 'nombre', label: 'Lead' };
const stateColumn: Column<AnalysisRow> = { source: 'estadoTexto', label: 'Estado' };
const contactsColumn: Column<AnalysisRow> = { source: 'numContactos', label: 'Contactos' };

/** Lead analysis: Lead, Teléfono, Email, Contactos, Próximo contacto, Estado. */
export const ANALYSIS_COLUMNS: readonly Column<AnalysisRow>[] = [
  leadColumn,
  { source: 'telefono', label: 'Teléfono' },
  { source: 'email', label: 'Email' },
  contactsColumn,
  {
    // Sorted by the ISO date, so that the order is chronological; closed leads (no date) go last.
    source: 'fecha',
    label: 'Próximo contacto',
    render: (row) => row.proximoContactoTexto,
    exportValue: (row) => row.proximoContactoTexto,
  },
  stateColumn,
];

/** Incoming leads of one day: Lead, Centro, Cómo nos conoce, Forma de contacto, Estado, Contactos. */
export const DAY_COLUMNS: readonly Column<AnalysisRow>[] = [
  leadColumn,
  { source: 'centroTexto', label: 'Centro' },
  { source: 'comoConoceTexto', label: 'Cómo nos conoce' },
  { source: 'formaContactoTexto', label: 'Forma de contacto' },
  stateColumn,
  contactsColumn,
];

const NO_ROWS: AnalysisRow[] = [];

/**
 * The rows of either table from its call, asked only with a query (`null`: not yet); sorting
 * and paging on the client, in the URL. A failed call shows its error and leaves the table empty.
 */
export function useAnalysisList(resource: string, columns: readonly Column<AnalysisRow>[], query: QueryParams | null) {
  const { data, isPending, error, refetch } = useGetList<AnalysisLead>(
    resource,
    { filter: query ?? {} },
    { enabled: query !== null },
  );
  useErrorToast(error, LEADS_LOAD_ERROR);
  const rows = useMemo(() => (error || !data ? NO_ROWS : data.map(toAnalysisRow)), [data, error]);
  const loading = query !== null && isPending && !error;
  const view = useListView({ columns, defaultSort: ANALYSIS_SORT });
  const { context, allRows } = useClientList<AnalysisRow>({ resource, rows, isPending: loading, view, refetch, pageKey: JSON.stringify(query) });
  /** The call answered, with no lead. */
  const answeredEmpty = query !== null && !loading && !error && rows.length === 0;
  return { context, allRows, answeredEmpty };
}
