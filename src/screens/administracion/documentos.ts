import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv } from '../../common/csv';
import { pad2 } from '../../common/format';
import { currentMonth, monthOptions } from '../../common/periods';
import type { ListFilter, ResourceSchema } from '../../declaration/types';
import { csvDocumentCalls, type CsvDocument as CsvDocumentItem, type DocumentContent } from '../../contract/documentoCsv';
import { DOCUMENT_KINDS, documentCsv, documentFileName, isMonthly } from './csvDocuments';
import { CACHED_READS } from '../../dataProvider/readPolicy';

/** A document of the list; `documento` and `mes` are what the 'Generar nuevo documento' dialog asks for. */
export type CsvDocument = CsvDocumentItem & { documento?: string; mes?: string };

/** The list's `mes`, 'MM/yyyy', from the year and month controls. */
const listMonth = (filter: ListFilter) => `${pad2(Number(filter.mes))}/${String(filter.anio)}`;

/** Spec 02 §9: document generation offers 25 months back and 1 forward. */
const generationMonths = () => monthOptions({ back: 25, forward: 1 }).map((month) => ({ id: month.value, name: month.label }));

export const documentos: ResourceSchema<CsvDocument> = {
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
