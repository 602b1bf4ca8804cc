// Generated CSV documents (spec 02 §5, §7): the fourteen documents one can ask for with their
// names, which need a month, and the file a fetched document is saved as.
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, toCsv, type CsvColumn } from '../../common/csv';
import { pad2 } from '../../common/format';
import { currentMonth, monthOptions } from '../../common/periods';
import type { ListFilter, ResourceSchema } from '../../declaration/types';
import { csvDocumentCalls, type CsvDocument as CsvDocumentItem, type DocumentContent, type DocumentRow } from '../../contract/documentoCsv';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { Choice } from '../../common/choice';
import { DOCUMENT_KIND_CODES, isMonthlyDocument, type DocumentKind } from '../../contract/vocabulary';
import type { ScreenMenu } from '../../screenFile/format';

const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  'pending-invoices': 'Facturas pendientes',
  'pending-payments': 'Pagos pendientes',
  'pending-feedbacks': 'Leads modificados',
  'student-certificates': 'Certificados de alumnos',
  'feedback-analysis': 'Análisis de leads (ROI)',
  'accounting-analysis': 'Análisis contable (P&L)',
  'cashflow-analysis': 'Análisis de tesorería',
  'churning-students': 'Alumnos dados de baja',
  'product-analisis-english': 'Análisis de producto: inglés',
  'product-analisis-university': 'Análisis de producto: universidad',
  'bank-wires-analysis': 'Análisis de transferencias bancarias',
  'student-level-checks': 'Pruebas de nivel de alumnos',
  'incomplete-attendances': 'Asistencias incompletas',
  'issued-invoices': 'Facturas emitidas',
};

/** The documents of 'Generar nuevo documento', in the spec's order. */
export const DOCUMENT_KINDS: readonly Choice[] = DOCUMENT_KIND_CODES.map((code) => ({ id: code, name: DOCUMENT_NAMES[code] }));

/** Asked for one month (`mes`), or for the present state. */
export const isMonthly = isMonthlyDocument;

/** A fetched document, or part of it (the parts a test is about). */
type DocumentParts = Partial<DocumentContent>;

// What a file name may not contain on the systems users save to.
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/** The file's name (without '.csv'): the document's title, with what a file name cannot hold as '-'. */
export function documentFileName(document: DocumentParts): string {
  return (document.titulo ?? '').replace(NOT_IN_FILE_NAMES, '-').trim() || 'documento';
}

/** The document as a CSV file by the console's rules: its headers first, then one line per row. */
export function documentCsv(document: DocumentParts): string {
  const headers = document.cabeceras ?? [];
  const columns: CsvColumn<DocumentRow>[] = headers.map((header, position) => ({
    label: header,
    value: (row) => (Array.isArray(row) ? row[position] : (row as Readonly<Record<string, unknown>>)[header]),
  }));
  return toCsv(columns, document.datos ?? []);
}

/** A document of the list; `documento` and `mes` are what the 'Generar nuevo documento' dialog asks for. */
export type CsvDocument = CsvDocumentItem & { documento?: string; mes?: string };

/** The list's `mes`, 'MM/yyyy', from the year and month controls. */
const listMonth = (filter: ListFilter) => `${pad2(Number(filter.mes))}/${String(filter.anio)}`;

/** Spec 02 §9: document generation offers 25 months back and 1 forward. */
const generationMonths = () => monthOptions({ back: 25, forward: 1 }).map((month) => ({ id: month.value, name: month.label }));

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Documentos', icon: 'description', before: '/administracion/codigos-promocionales' };

export const declaration: ResourceSchema<CsvDocument> = {
  name: 'administracion/documentos',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: csvDocumentCalls.list, params: (filter) => ({ mes: listMonth(filter) }) },
    create: {
      call: csvDocumentCalls.request,
      pathParams: (request) => ({ document: encodeURIComponent(request.documento ?? '') }),
      params: (request) => ({ mes: isMonthly(request.documento) ? request.mes : undefined }),
    },
    actions: { download: { call: csvDocumentCalls.one, params: (document) => ({ id: document.id }) } },
  },
  list: {
    title: 'Documentos',
    controls: [
      { kind: 'year', source: 'anio', label: 'Año', min: 2015 },
      { kind: 'monthOfYear', source: 'mes', label: 'Mes' },
    ],
    columns: [
      { source: 'titulo', label: 'Documento' },
      { source: 'fecha', label: 'Fecha', type: 'dateTime' },
      { source: 'creador', label: 'Creador' },
    ],
    actions: [
      {
        kind: 'call',
        action: 'download',
        label: 'Descargar documento',
        icon: DownloadIcon,
        errorTitle: 'Error al recuperar el documento',
        refresh: false,
        onDone: ({ answer }) => {
          const document = answer as DocumentContent;
          downloadCsv(documentFileName(document), documentCsv(document));
        },
      },
    ],
    search: (document) => [document.titulo, document.creador],
    sort: { field: 'fecha', order: 'DESC' },
    exportName: 'documentos',
    loadErrorTitle: 'Error al recuperar los documentos',
  },
  create: {
    title: 'Generar nuevo documento',
    submitLabel: 'Generar',
    notice: 'El proceso puede tardar varios minutos. Puedes salir de esta pantalla y volver más tarde: el documento aparecerá en la lista cuando esté listo.',
    fields: [
      { source: 'documento', label: 'Documento', kind: 'select', choices: DOCUMENT_KINDS, required: true },
      { source: 'mes', label: 'Mes', kind: 'select', choices: generationMonths, required: true, visible: (values) => isMonthly(values.documento) },
    ],
    defaults: () => ({ mes: currentMonth() }),
    success: { title: 'Documento creado', content: 'El documento se está generando' },
    errorTitle: 'Error al generar el documento',
  },
};
