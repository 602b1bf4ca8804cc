// Invoices of the open academies over the last 13 months, numbered consecutively per academy
// and year ('GOYA/2026/0012'); a few were cancelled and stay, as the numbering has no gaps.
// Seeded a month at a time (see monthlyRows.ts): each academy's month has its own random
// stream, whose first draw is its count, so a month's numbers follow from the counts before it.
import { MONTH_NAMES, pad2 } from '../text';
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { addMonths, endOfMonth, startOfMonth } from 'date-fns';
import type { Factura } from '../model/facturacion';
import type { MonthlySeed } from '../monthlyRows';
import { randomNifNie } from '../nif';
import { createRandom, seedFrom, type Random } from '../random';
import type { SeedContext } from './context';
import { personOf } from './people';

export const INVOICE_MONTHS = 13;
/** Invoices per academy and month at scale 1. */
const BASE_PER_MONTH = 6;

const CONCEPTS: readonly [concept: string, cents: readonly number[]][] = [
  ['Tarifa mensual', [16_500, 19_900, 24_950]],
  ['Pack de 10 horas', [28_000, 31_500]],
  ['Pack de 20 horas', [52_000, 58_990]],
  ['Curso intensivo', [34_900, 41_250]],
  ['Matrícula', [4_500, 6_000]],
  ['Clases particulares', [2_250, 9_000, 13_475]],
];

/** The invoices by month of issue: each month's academy by academy, each academy's in order of date. */
export function invoiceMonths({ scale, today }: Omit<SeedContext, 'newId'>): MonthlySeed<Factura> {
  const firstDays = Array.from({ length: INVOICE_MONTHS }, (_, i) => startOfMonth(addMonths(today, i - (INVOICE_MONTHS - 1))));
  const months = firstDays.map((first) => `${first.getFullYear()}-${pad2(first.getMonth() + 1)}`);
  const streamOf = (centro: string, month: number) => createRandom(seedFrom(`facturas/${centro}/${months[month]}`));
  const countOf = (random: Random) => Math.round(BASE_PER_MONTH * scale * (random.int(70, 130) / 100));
  /** countsOf[academy][month], drawn first from each stream. */
  const countsOf = ACTIVE_ACADEMIES.map((centro) => months.map((_, month) => countOf(streamOf(centro, month))));
  const counts = months.map((_, month) => countsOf.reduce((sum, ofAcademy) => sum + ofAcademy[month], 0));

  const seedMonth = (month: number, firstId: number): Factura[] => {
    const first = firstDays[month];
    const year = first.getFullYear();
    const lastDay = month === INVOICE_MONTHS - 1 ? today.getDate() : endOfMonth(first).getDate();
    const rows: Factura[] = [];
    ACTIVE_ACADEMIES.forEach((centro, academy) => {
      const random = streamOf(centro, month);
      const count = countOf(random);
      // The year's numbering goes on from the months of it seeded before.
      let number = countsOf[academy].slice(0, month).reduce((sum, earlier, i) => (firstDays[i].getFullYear() === year ? sum + earlier : sum), 0);
      const days = Array.from({ length: count }, () => random.int(1, lastDay)).sort((a, b) => a - b);
      for (const day of days) {
        number += 1;
        const [concept, prices] = random.pick(CONCEPTS);
        const student = personOf(random).nombre;
        rows.push({
          id: firstId + rows.length,
          codigo: `${centro}/${year}/${String(number).padStart(4, '0')}`,
          fecha: `${months[month]}-${pad2(day)}`,
          importe: random.pick(prices) / 100,
          nombreAlumno: student,
          centro,
          // Most are made out to a parent; some to the (adult) student.
          titularFactura: random.chance(0.3) ? student : personOf(random).nombre,
          identificacionCliente: randomNifNie(random),
          concepto: `${concept} - ${MONTH_NAMES[first.getMonth()]} ${year}`,
          anulada: random.chance(0.04),
        });
      }
    });
    return rows;
  };
  return { months, counts, seedMonth };
}
