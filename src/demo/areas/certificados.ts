// Student certificates. The real service answers the address of each certificate's PDF; the
// demo, which has no such service, writes the PDF in the page and answers a blob: URL to it, so
// that the console's view opens a real document offline. Each PDF is built when the list is
// first asked for, and its URL kept for the life of the page. Over HTTP (`npm run demo:api`) a
// blob: URL would name nothing in the browser: the demo serves the PDFs itself, at its own origin.
import { HttpResponse } from 'msw';
import { readId } from '../params';
import { spanishDay } from '../text';
import { getDb } from '../db';
import type { CertificadoAlumno } from '../model/administracion';
import { pdfBytes, pdfDocument, type PdfContent } from '../pdf';
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

const urls = new Map<string, string>();

/** Where the demo serves a certificate's PDF over HTTP, as a document service would. */
const CERTIFICATE_PATH = '/servicio-documentos/certificado';

/** The origin the demo answers from over HTTP; in the page, none. */
let servedFrom: string | undefined;

/** Certificates' PDFs served by the demo at `origin` (demo:api), or as blob: URLs (undefined). */
export function serveCertificatesFrom(origin: string | undefined): void {
  servedFrom = origin;
}

function certificatePdf({ id, alumno, centro, fecha, formacion }: CertificadoAlumno): PdfContent {
  return {
    title: 'Certificado de aprovechamiento',
    lines: [
      `La academia ${centro} certifica que`,
      '',
      alumno,
      '',
      `ha completado con aprovechamiento la formación «${formacion}».`,
      '',
      `Fecha de expedición: ${spanishDay(fecha)}`,
      `Número de certificado: ${id}`,
      '',
      'Documento generado por la demostración de la consola.',
    ],
  };
}

/** The URL of the certificate's PDF, the same for as long as its content stays the same. */
function certificateUrl(certificate: CertificadoAlumno): string {
  if (servedFrom) return `${servedFrom}${CERTIFICATE_PATH}?id=${certificate.id}`;
  const key = JSON.stringify(certificate);
  let url = urls.get(key);
  if (url === undefined) {
    url = URL.createObjectURL(pdfDocument(certificatePdf(certificate)));
    urls.set(key, url);
  }
  return url;
}

export const certificadosRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/api/core/alumnos/certificado-alumno/list',
    answer: () => ok(getDb().certificados.map((certificate) => ({ ...certificate, certificadoURL: certificateUrl(certificate) }))),
  },
  {
    method: 'GET',
    path: CERTIFICATE_PATH,
    answer(query) {
      const id = readId(query, 'id', 'Falta el certificado', 'El certificado no es válido');
      const certificate = getDb().certificados.find((candidate) => candidate.id === id);
      if (!certificate) throw fail('El certificado no existe');
      return new HttpResponse(pdfBytes(certificatePdf(certificate)), { headers: { 'Content-Type': 'application/pdf' } });
    },
  },
];
