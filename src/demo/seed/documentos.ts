// Documents generated over the last 26 months: in each, at least one about a month (usually
// the one before) and one of the others, requested by the staff who use the screen.
import { compareText, pad2 } from '../text';
import { addMonths, getDaysInMonth } from 'date-fns';
import { DOCUMENT_KIND_CODES } from '../../contract/vocabulary';
import { DOCUMENT_KINDS, documentTitle } from '../documentKinds';
import type { DocumentKind, DocumentoCsv } from '../model/administracion';
import { createRandom, seedFrom } from '../random';
import type { SeedContext } from './context';
import { workingTime } from './people';
import { DEMO_USER } from '../areas/auth';

const MONTHS = 26;
export const DOCUMENT_CREATORS = [DEMO_USER, 'Lucía Herrero Gil', 'Javier Ortega Sanz', 'Marta Ibáñez Rubio', 'Carlos Vidal Moreno'];

const MONTHLY: DocumentKind[] = DOCUMENT_KINDS.filter((kind) => kind.monthly).map(({ kind }) => kind);
const UNDATED: DocumentKind[] = DOCUMENT_KINDS.filter((kind) => !kind.monthly).map(({ kind }) => kind);

const monthOf = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}`;

export function seedDocumentos({ scale, newId, today }: SeedContext): DocumentoCsv[] {
  const random = createRandom(seedFrom('documentos'));
  const rows: DocumentoCsv[] = [];
  for (let back = MONTHS - 1; back >= 0; back--) {
    const month = addMonths(new Date(today.getFullYear(), today.getMonth(), 1), -back);
    const lastDay = back === 0 ? today.getDate() : getDaysInMonth(month);
    const extra = Math.round(random.int(0, 2) * scale);
    const kinds = [random.pick(MONTHLY), random.pick(UNDATED), ...Array.from({ length: extra }, () => random.pick(DOCUMENT_KIND_CODES))];
    const documents = kinds.map((documento) => {
      const about = MONTHLY.includes(documento) ? addMonths(month, random.chance(0.8) ? -1 : 0) : undefined;
      const mes = about ? monthOf(about) : null;
      const day = random.int(1, lastDay);
      const fecha = `${monthOf(month)}-${pad2(day)}${workingTime(random)}`;
      return { documento, mes, titulo: documentTitle(documento, mes), fecha, creador: random.pick(DOCUMENT_CREATORS) };
    });
    documents.sort((a, b) => compareText(a.fecha, b.fecha));
    for (const document of documents) rows.push({ id: newId(), ...document });
  }
  return rows;
}
