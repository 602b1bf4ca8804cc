// Generated documents (CSV service). A request is processed asynchronously, as the real service
// does: the document is recorded at once with the moment it will be ready, and is listed and
// fetched only from then on (so it survives a reload in between, and needs no timer).
//
// The delay is 8 s. Node tests change it with setDocumentDelay(ms); in the browser an end-to-end
// test sets it before requesting, e.g.
//   sessionStorage.setItem('demo-document-delay-ms', '500')
import { DOCUMENT_KINDS, documentTitle } from '../documentKinds';
import { getDb, newRowId, saveDb } from '../db';
import { isoDateTime } from '../isoDate';
import type { DocumentKind, DocumentoCsv } from '../model/administracion';
import { readId, readListMonth } from '../params';
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';
import { documentContent } from '../seed/documentContent';
import { readStored } from '../sessionStore';
import { DEMO_USER } from './auth';

const DOCUMENTS = '/api/core/interno/documento-csv';
export const DOCUMENT_DELAY_STORAGE_KEY = 'demo-document-delay-ms';
const DEFAULT_DELAY_MS = 8000;

let delayMs: number | undefined;

/** Sets how long a requested document takes to be ready; undefined goes back to the default. */
export function setDocumentDelay(ms: number | undefined): void {
  delayMs = ms;
}

function documentDelay(): number {
  const stored = Number(readStored(DOCUMENT_DELAY_STORAGE_KEY));
  return delayMs ?? (Number.isFinite(stored) && stored >= 0 ? stored : DEFAULT_DELAY_MS);
}

const isReady = (document: DocumentoCsv) => document.listoDesde === undefined || document.listoDesde <= Date.now();

function requestRoute({ kind: documento, monthly }: { kind: DocumentKind; monthly: boolean }): DemoRoute {
  return {
    method: 'POST',
    path: `${DOCUMENTS}/${documento}`,
    answer(query) {
      // A month given to a document that takes none is ignored, as the service ignores it.
      const mes = monthly ? readListMonth(query) : null;
      const listoDesde = Date.now() + documentDelay();
      getDb().documentosCsv.push({
        id: newRowId('documentosCsv'),
        documento,
        mes,
        titulo: documentTitle(documento, mes),
        fecha: isoDateTime(new Date(listoDesde)),
        creador: DEMO_USER,
        listoDesde,
      });
      saveDb('documentosCsv');
      return ok(null);
    },
  };
}

export const documentosRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${DOCUMENTS}/list`,
    answer(query) {
      const month = readListMonth(query);
      const documents = getDb().documentosCsv.filter((document) => document.fecha.startsWith(month) && isReady(document));
      return ok(documents.map(({ id, titulo, fecha, creador }) => ({ id, titulo, fecha, creador })));
    },
  },
  {
    method: 'GET',
    path: DOCUMENTS,
    answer(query) {
      const id = readId(query, 'id', 'El identificador del documento es obligatorio', 'El identificador del documento no es válido');
      const document = getDb().documentosCsv.find((candidate) => candidate.id === id && isReady(candidate));
      if (!document) throw fail('El documento no existe');
      return ok(documentContent(document));
    },
  },
  ...DOCUMENT_KINDS.map(requestRoute),
  // Any other document: the routes above answer the known ones first.
  { method: 'POST', path: `${DOCUMENTS}/:documento`, answer: () => fail('El documento solicitado no existe') },
];
