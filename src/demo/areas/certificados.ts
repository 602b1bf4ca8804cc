// Student certificates. The real service answers the address of each certificate's PDF; the
// demo, which has no such service, writes the PDF in the page and answers a blob: URL to it, so
// that the console's view opens a real document offline. Each PDF is built when the list is
// first asked for, and its URL kept for the life of the page.
import { spanishDay } from '../text';
import { getDb } from '../db';
import type { CertificadoAlumno } from '../model/administracion';
import { pdfDocument, type PdfContent } from '../pdf';
import { ok } from '../respond';
import type { DemoRoute } from '../route';

const urls = new Map<string, string>();

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
];
