// The demo API's accounting and clients answers read through the contract (issue 26): every
// answer fits its call's schema, and no field the schema reads is missing from it or read as
// nothing though the demo sent a value, so that the demo cannot drift from the contract unnoticed.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { studentCalls, student } from '../../src/contract/alumnos';
import { balanceCalls, balanceOfAcademy, balanceOfMonth } from '../../src/contract/balancesMensuales';
import { cashRegister, cashRegisterCalls } from '../../src/contract/cajas';
import type { ApiCall } from '../../src/contract/call';
import { pathOf } from '../../src/contract/call';
import { promoCode, promoCodeCalls } from '../../src/contract/codigosPromocionales';
import { hiredPack, hiredTariff, monthlyHiringCalls } from '../../src/contract/contratacionesAlumno';
import { invoice, invoiceCalls } from '../../src/contract/facturas';
import { income, incomeCalls } from '../../src/contract/ingresosAlumno';
import { hiring, modifiedPayment, paymentCalls, paymentDetails, pendingPayment } from '../../src/contract/pagos';
import { PAYMENT_KINDS } from '../../src/contract/vocabulary';
import { subjectIncomeCalls } from '../../src/contract/pagosTarifa';
import { rating, ratingCalls } from '../../src/contract/valoracionesAlumnos';
import type { QueryParams } from '../../src/dataProvider/query';
import { getDb } from '../../src/demo/db';
import { setUpDemoApi } from '../support/demoApi';

const TODAY = new Date(2026, 10, 24, 10, 30);
const { api } = setUpDemoApi({ today: TODAY });

/** Months of the demo's data: this one and the previous. */
const MONTHS = ['11/2026', '10/2026'];

/** The demo's answer to `call`, read through its schema; the answer as sent too. */
async function ask(call: ApiCall, query: QueryParams, pathParams: Record<string, string> = {}) {
  const raw = await api<unknown>(call.method, pathOf(call, pathParams), query);
  const read = z.safeParse(call.answer!, raw);
  expect(read.error?.issues ?? []).toEqual([]);
  return { raw, read: read.data };
}

/**
 * Every field of `item`'s shape is in each sent item, and none was read as nothing though sent
 * with a value: a renamed or retyped field would otherwise go unnoticed as an empty cell.
 */
function expectFieldsSent(item: z.ZodMiniObject, raw: unknown, read: unknown) {
  const sent = raw as Record<string, unknown>[];
  const got = read as Record<string, unknown>[];
  expect(sent.length).toBeGreaterThan(0);
  const fields = Object.keys(item.def.shape);
  sent.forEach((entry, position) => {
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(fields));
    for (const field of fields) {
      if (entry[field] !== null) expect({ position, field, read: got[position][field] }).not.toMatchObject({ read: null });
    }
  });
}

describe('the demo answers the accounting calls as the contract reads them', () => {
  it('balances of a year and of a month', async () => {
    const year = await ask(balanceCalls.ofYear, { periodo: 2026, centro: 'GOYA' });
    expectFieldsSent(balanceOfMonth, year.raw, year.read);
    const month = await ask(balanceCalls.ofMonth, { mes: MONTHS[1] });
    expectFieldsSent(balanceOfAcademy, month.raw, month.read);
  });

  it('invoices, cash registers, pending and modified payments of a month', async () => {
    for (const [call, item] of [
      [invoiceCalls.list, invoice],
      [cashRegisterCalls.list, cashRegister],
      [paymentCalls.pending, pendingPayment],
    ] as const) {
      const { raw, read } = await ask(call, { mes: MONTHS[1], centro: 'GOYA' });
      expectFieldsSent(item, raw, read);
    }
    // Changes are rarer: the academy's modified payments of both months.
    const modified = await Promise.all(MONTHS.map((mes) => ask(paymentCalls.modified, { mes, centro: 'GOYA' })));
    expectFieldsSent(modifiedPayment, modified.flatMap(({ raw }) => raw as unknown[]), modified.flatMap(({ read }) => read as unknown[]));
  });

  it("a student's hirings of each kind, their details, and the student's incomes", async () => {
    // A student of each kind of hiring the demo holds.
    const students = new Map(getDb().pagos.map((pago) => [pago.kind, pago.alumnoId]));
    expect([...students.keys()].sort()).toEqual([...PAYMENT_KINDS].sort());
    for (const [kind, alumno] of students) {
      const hirings = await ask(paymentCalls.ofStudent, { alumno }, { kind });
      expectFieldsSent(hiring, hirings.raw, hirings.read);
      const [first] = hirings.read as { id: number }[];
      const details = await ask(paymentCalls.details, { id: first.id }, { kind });
      expectFieldsSent(paymentDetails, [details.raw], [details.read]);
    }
    const incomes = await ask(incomeCalls.ofStudent, { alumno: getDb().ingresosAlumno[0].alumnoId });
    expectFieldsSent(income, incomes.raw, incomes.read);
  });
});

describe('the demo answers the clients calls as the contract reads them', () => {
  it('students found and opened in a month', async () => {
    const found = await ask(studentCalls.search, { filtro: 'gar' });
    expectFieldsSent(student, found.raw, found.read);
    const opened = await ask(studentCalls.newOfMonth, { mes: MONTHS[1], centro: 'GOYA' });
    expectFieldsSent(student, opened.raw, opened.read);
  });

  it('hour packs and tariffs hired in a month, and the income per subject', async () => {
    const packs = await ask(monthlyHiringCalls.packs, { mes: MONTHS[1], centro: 'GOYA' });
    expectFieldsSent(hiredPack, packs.raw, packs.read);
    const tariffs = await ask(monthlyHiringCalls.tariffs, { mes: MONTHS[1], centro: 'GOYA' });
    expectFieldsSent(hiredTariff, tariffs.raw, tariffs.read);
    const { read: bySubject } = await ask(subjectIncomeCalls.list, { mes: MONTHS[1], centro: 'GOYA' });
    expect((bySubject as unknown[]).length).toBeGreaterThan(0);
  });

  it('ratings, promo codes of a month and what one brought in', async () => {
    const ratings = await ask(ratingCalls.ofMonth, { mes: MONTHS[1] });
    expectFieldsSent(rating, ratings.raw, ratings.read);
    const codes = await ask(promoCodeCalls.ofMonth, { mes: MONTHS[1] });
    expectFieldsSent(promoCode, codes.raw, codes.read);
    const usages = await Promise.all((codes.read as { id: number }[]).map(({ id }) => ask(promoCodeCalls.usage, { mes: MONTHS[1], codigo: id })));
    expect(usages.some(({ read }) => (read as unknown[]).length > 0)).toBe(true);
  });
});
