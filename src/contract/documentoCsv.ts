// Generated CSV documents (spec 02 §3, §5, §7): /api/core/interno/documento-csv.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { computed, dateTime, entity, id, listOf, shown, text } from './fields';
import { DOCUMENT_KIND_CODES } from './vocabulary';

const PATH = '/api/core/interno/documento-csv';

/** A document of the month's list. */
export const csvDocument = entity('DocumentoCsv', z.object({
  id: computed(id),
  titulo: shown(text),
  fecha: shown(dateTime),
  creador: shown(text),
}));

export type CsvDocument = z.output<typeof csvDocument>;

/** A cell of a fetched document: text, a number, a boolean or nothing; anything else is an empty cell. */
const cell = shown(z.union([z.string(), z.number(), z.boolean()]));

/** A row: its cells in header order, or an object keyed by header. */
const row = z.union([z.array(cell), z.record(z.string(), cell)]);

/** A fetched document: its title, its headers and its rows. */
export const documentContent = entity('ContenidoDocumentoCsv', z.object({
  /** Without it the file is saved as 'documento.csv'. */
  titulo: shown(text),
  cabeceras: computed(z.array(text)),
  datos: computed(z.array(row)),
}));

export type DocumentContent = z.output<typeof documentContent>;
export type DocumentRow = z.output<typeof row>;

/**
 * The spec says the call returns titulo, cabeceras and datos: read either inside the envelope's
 * `datos` or at the top of the body beside `resultado`.
 */
const wholeDocumentBody = z.union([
  z.pipe(z.object({ datos: documentContent }), z.transform((body: { datos: DocumentContent }) => body.datos)),
  documentContent,
]);

export const csvDocumentCalls = {
  list: apiCall({
    method: 'GET',
    path: `${PATH}/list`,
    summary: 'The documents generated in a month.',
    query: { mes: param('month', { example: '11/2026' }) },
    answer: listOf(csvDocument),
  }),
  one: apiCall({
    method: 'GET',
    path: PATH,
    summary: 'One document, downloaded as CSV.',
    query: { id: param('id', { example: 1 }) },
    answer: wholeDocumentBody,
    wholeBody: true,
  }),
  request: apiCall({
    method: 'POST',
    path: `${PATH}/{document}`,
    pathParams: { document: DOCUMENT_KIND_CODES },
    summary: 'Asks for a document; it is generated asynchronously and listed when ready (minutes).',
    query: { mes: optionalParam('month', { example: '10/2026', note: 'Only for month-based documents.' }) },
  }),
};
