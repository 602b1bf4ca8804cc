// Invoices of the open academies over the last 13 months, numbered consecutively per academy
// and year ('GOYA/2026/0012'); a few were cancelled and stay, as the numbering has no gaps.
import { addMonths, endOfMonth, startOfMonth } from 'date-fns';
import { ACTIVE_ACADEMIES } from '../../common/academies';
import { MONTH_NAMES } from '../../common/format';
import { isoDay } from '../isoDate';
import type { Factura } from '../model/facturacion';
import { randomNifNie } from '../nif';
import { createRandom, seedFrom } from '../random';
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

export function seedFacturas({ scale, newId, today }: SeedContext): Factura[] {
  const random = createRandom(seedFrom('facturas'));
  const rows: Factura[] = [];
  for (const centro of ACTIVE_ACADEMIES) {
    const numbers = new Map<number, number>();
    for (let back = INVOICE_MONTHS - 1; back >= 0; back--) {
      const first = startOfMonth(addMonths(today, -back));
      const lastDay = back === 0 ? today.getDate() : endOfMonth(first).getDate();
      const count = Math.round(BASE_PER_MONTH * scale * (random.int(70, 130) / 100));
      const days = Array.from({ length: count }, () => random.int(1, lastDay)).sort((a, b) => a - b);
      for (const day of days) {
        const year = first.getFullYear();
        const number = (numbers.get(year) ?? 0) + 1;
        numbers.set(year, number);
        const [concept, prices] = random.pick(CONCEPTS);
        const student = personOf(random).nombre;
        rows.push({
          id: newId(),
          codigo: `${centro}/${year}/${String(number).padStart(4, '0')}`,
          fecha: isoDay(new Date(year, first.getMonth(), day)),
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
    }
  }
  return rows;
}
