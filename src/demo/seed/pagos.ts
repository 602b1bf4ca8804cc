// The students' payments of the four kinds and their incomes, over the seeded students: a plain
// payment ('pago') each month for their first months (students of the last year), some tariffs, hour packs and intensives,
// mostly paid in past months and often still owed in the current one; a few modified, some
// within an enrolment, some incomes invoiced and some not assigned to any payment.
import { PAYMENT_METHODS } from '../../contract/vocabulary';
import { MONTH_NAMES, fromCents, toCents } from '../text';
import { addMonths, getDaysInMonth, isAfter, startOfMonth } from 'date-fns';
import { isoDateTime, isoDay } from '../isoDate';
import type { Alumno } from '../model/alumnos';
import type { DemoIngreso, DemoModificacion, DemoPago, PaymentKind, PaymentMethod } from '../model/contabilidad';
import { createRandom, seedFrom, type Random } from '../random';
import { seedAlumnos } from './alumnos';
import type { SeedContext } from './context';

/** Months of plain payments from a student's first month. */
const PAYING_MONTHS = 3;
/**
 * Only the students who started in the last months have hirings: the tables stay small enough to
 * be kept in sessionStorage once changed (about 1.3 MB each).
 */
const MONTHS_WITH_HIRINGS = 12;
const OTHER_KINDS: { kind: PaymentKind; chance: number; conceptos: readonly string[]; prices: [number, number] }[] = [
  { kind: 'pago-tarifa', chance: 0.3, conceptos: ['Tarifa Secundaria', 'Tarifa Bachillerato', 'Tarifa Universidad'], prices: [90, 260] },
  { kind: 'pago-pack-horas', chance: 0.2, conceptos: ['Pack 5 horas', 'Pack 10 horas', 'Pack 20 horas'], prices: [75, 380] },
  { kind: 'pago-intensivo', chance: 0.1, conceptos: ['Intensivo EvAU', 'Intensivo de exámenes', 'Intensivo de idiomas'], prices: [120, 320] },
];
const PROMO_CODES = ['HERMANOS10', 'VERANO25', 'AMIGO5'];
const JUSTIFICATIONS = [
  'Descuento por hermanos',
  'Clase no impartida por baja del profesor',
  'Horas extra acordadas con la familia',
  'Ajuste por cambio de horario',
  'Devolución de una clase cancelada',
];
const OBSERVATIONS = ['Pagado en recepción', 'Pago adelantado', 'Pendiente de justificante'];
const METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;

export interface PaymentTables {
  pagos: DemoPago[];
  ingresosAlumno: DemoIngreso[];
}

let unclaimed: { key: string; tables: Partial<PaymentTables> } | undefined;

/**
 * One of the two tables. Both come from one run, which seeds the students too: the first table
 * asked for builds both, and the other is handed out once, so that neither is built twice.
 */
export function seedPaymentTable<T extends keyof PaymentTables>(table: T, context: SeedContext): PaymentTables[T] {
  const key = `${context.scale}|${isoDay(context.today)}`;
  if (unclaimed?.key !== key || !unclaimed.tables[table]) unclaimed = { key, tables: seedPagos(context) };
  const rows = unclaimed.tables[table] as PaymentTables[T];
  delete unclaimed.tables[table];
  return rows;
}

/** A price in whole euros or with 50 cents. */
const priceOf = (random: Random, [min, max]: [number, number]) => random.int(min * 2, max * 2) / 2;

/** The two tables together: incomes pay payments. Ids of each from 1. */
export function seedPagos({ scale, today }: SeedContext): PaymentTables {
  // The students as seeded, with their own sequence: the same ids as the students table.
  let studentId = 1;
  const alumnos = seedAlumnos({ scale, today, newId: () => studentId++ });
  const random = createRandom(seedFrom('pagos'));
  const tables: PaymentTables = { pagos: [], ingresosAlumno: [] };
  const ids = { pago: 1, ingreso: 1, factura: 1 };
  const thisMonth = startOfMonth(today);
  const firstMonth = addMonths(thisMonth, 1 - MONTHS_WITH_HIRINGS);

  const dayIn = (month: Date) => {
    const last = month.getTime() === thisMonth.getTime() ? today.getDate() : getDaysInMonth(month);
    return new Date(month.getFullYear(), month.getMonth(), random.int(1, last), random.int(9, 20), random.int(0, 59));
  };

  const addPayment = (alumno: Alumno, kind: PaymentKind, concepto: string, month: Date, price: number, matricula: boolean) => {
    const day = dayIn(month);
    const pago: DemoPago = {
      id: ids.pago++,
      kind,
      alumnoId: alumno.id,
      centro: alumno.centro,
      concepto,
      fecha: isoDay(day),
      importeInicial: price,
      codigosPromocionales: random.chance(0.1) ? [random.pick(PROMO_CODES)] : [],
      matricula,
      modificaciones: random.chance(0.12) ? modificationsOf(random, day, today) : [],
      importeAlternativo: null,
      justificacionImporte: null,
    };
    if (random.chance(0.06)) {
      pago.importeAlternativo = Math.max(0, price - random.int(1, 4) * 10);
      pago.justificacionImporte = 'Precio acordado con dirección';
    }
    tables.pagos.push(pago);
    const owed = toCents(price) + pago.modificaciones.reduce((sum, change) => sum + toCents(change.importe), 0);
    const current = month.getTime() === thisMonth.getTime();
    const share = random.next();
    // Past months are mostly paid; the current month often still owed.
    const paid = current ? (share < 0.4 ? 1 : share < 0.6 ? 0.5 : 0) : share < 0.85 ? 1 : share < 0.95 ? 0.5 : 0;
    if (paid > 0 && owed > 0) addIncome(alumno, pago.id, concepto, day, fromCents(Math.round(owed * paid)), !current && random.chance(0.5));
  };

  const addIncome = (alumno: Alumno, pagoId: number | null, concepto: string, after: Date, importe: number, invoiced: boolean) => {
    const when = new Date(after.getTime() + random.int(0, 3) * 86_400_000);
    const moment = isAfter(when, today) ? after : when;
    const nombre = alumno.facturacion?.nombre ?? `${alumno.nombre} ${alumno.apellidos}`;
    tables.ingresosAlumno.push({
      id: ids.ingreso++,
      alumnoId: alumno.id,
      pagoId,
      importe,
      concepto,
      formaPago: random.pick(METHODS),
      fechaIngreso: isoDateTime(moment),
      observaciones: random.chance(0.3) ? random.pick(OBSERVATIONS) : null,
      centro: alumno.centro,
      factura: invoiced
        ? {
            codigo: `F${moment.getFullYear()}-${String(ids.factura++).padStart(6, '0')}`,
            nombre,
            identificacion: alumno.facturacion?.identificacion ?? alumno.dni ?? '',
            fecha: isoDay(moment),
            concepto,
          }
        : null,
    });
  };

  for (const alumno of alumnos) {
    const first = startOfMonth(new Date(`${alumno.fechaAlta}T12:00:00`));
    if (first < firstMonth) continue;
    for (let index = 0; index < PAYING_MONTHS; index++) {
      const month = addMonths(first, index);
      if (isAfter(month, thisMonth)) break;
      const name = `${MONTH_NAMES[month.getMonth()]} ${month.getFullYear()}`;
      addPayment(alumno, 'pago', `Clases ${name}`, month, priceOf(random, [60, 240]), index === 0 && random.chance(0.5));
      for (const other of OTHER_KINDS) {
        if (random.chance(other.chance)) addPayment(alumno, other.kind, random.pick(other.conceptos), month, priceOf(random, other.prices), false);
      }
    }
    // Money on account, not yet assigned to any payment.
    if (random.chance(0.08)) addIncome(alumno, null, 'Entrega a cuenta', dayIn(thisMonth), random.int(2, 10) * 10, false);
  }
  return tables;
}

function modificationsOf(random: Random, after: Date, today: Date): DemoModificacion[] {
  return Array.from({ length: random.int(1, 2) }, (_, index) => {
    const when = new Date(after.getTime() + (index + 1) * random.int(1, 5) * 3_600_000);
    const euros = random.int(1, 8) * 5;
    return {
      fecha: isoDateTime(isAfter(when, today) ? after : when),
      importe: random.chance(0.7) ? -euros : euros,
      justificacion: random.pick(JUSTIFICATIONS),
    };
  });
}
