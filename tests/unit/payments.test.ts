import { describe, expect, it } from 'vitest';
import { income as incomeSchema } from '../../src/contract/ingresosAlumno';
import { paymentIncome } from '../../src/contract/pagos';
import {
  amountAfterModification,
  canDeleteIncome,
  canDeletePayment,
  canUnassignIncome,
  modificationText,
  canSendModification,
  canUpdateIncome,
  formatPercentage,
  modificationAmount,
  modificationPercentage,
} from '../../src/screens/contabilidad/pagos/payments';
import { hiringParam } from '../../src/screens/contabilidad/pagos/modificar/viewParams';
import { incomeFormOf, incomeUpdateParams, transferMoment, type IncomeForm } from '../../src/screens/contabilidad/pagos/ingresos/incomes';
import { createSerializer } from 'nuqs';
import { readView, studentParam, viewParsers } from '../../src/common/viewState/urlParams';
import { readAs } from '../support/contract';

const TODAY = new Date(2026, 10, 24, 10, 30);
const payment = { fecha: '2026-11-03', matricula: false, ingresos: [] };
const [income] = readAs(paymentIncome, [{ concepto: 'Pago de noviembre', centro: 'GOYA', fecha: '2026-11-04', importe: 120 }]);

describe('deleting a payment (spec 02 §4)', () => {
  it('is allowed for a plain payment of this month, outside an enrolment and with no income', () => {
    expect(canDeletePayment('pago', payment, TODAY)).toBe(true);
    expect(canDeletePayment('pago', { ...payment, fecha: '2026-11-30' }, TODAY)).toBe(true);
  });

  it('is refused for the other kinds', () => {
    for (const kind of ['pago-tarifa', 'pago-intensivo', 'pago-pack-horas'] as const) expect(canDeletePayment(kind, payment, TODAY)).toBe(false);
  });

  it('is refused in another month, even the same month of another year', () => {
    expect(canDeletePayment('pago', { ...payment, fecha: '2026-10-31' }, TODAY)).toBe(false);
    expect(canDeletePayment('pago', { ...payment, fecha: '2025-11-10' }, TODAY)).toBe(false);
    expect(canDeletePayment('pago', { ...payment, fecha: '' }, TODAY)).toBe(false);
  });

  it('is refused within an enrolment or with income', () => {
    expect(canDeletePayment('pago', { ...payment, matricula: true }, TODAY)).toBe(false);
    expect(canDeletePayment('pago', { ...payment, ingresos: [income] }, TODAY)).toBe(false);
  });

  it('is offered when the answer does not say whether it is part of an enrolment (matricula is not in the spec)', () => {
    expect(canDeletePayment('pago', { ...payment, matricula: null }, TODAY)).toBe(true);
  });
});

describe('deleting an income (spec 02 §4)', () => {
  it('is allowed only without invoice and not assigned', () => {
    expect(canDeleteIncome({ codigoFactura: null, asignado: false })).toBe(true);
    expect(canDeleteIncome({ codigoFactura: 'F-GOYA-2026-0012', asignado: false })).toBe(false);
    expect(canDeleteIncome({ codigoFactura: null, asignado: true })).toBe(false);
    expect(canDeleteIncome({ codigoFactura: 'F-GOYA-2026-0012', asignado: true })).toBe(false);
  });

  it('is offered when the answer says neither (codigoFactura and asignado are not in the spec)', () => {
    expect(canDeleteIncome({ codigoFactura: null, asignado: null })).toBe(true);
    expect(canDeleteIncome({ codigoFactura: 'F-GOYA-2026-0012', asignado: null })).toBe(false);
  });
});

describe('unassigning an income', () => {
  it('is offered unless the answer says the income is not assigned (asignado is not in the spec)', () => {
    expect(canUnassignIncome({ asignado: true })).toBe(true);
    expect(canUnassignIncome({ asignado: null })).toBe(true);
    expect(canUnassignIncome({ asignado: false })).toBe(false);
  });
});

describe('a change in the history of a payment', () => {
  it('is the text the server wrote, or its date, signed amount and justification', () => {
    expect(modificationText('24/11/2026 - 10:30: +12,00 € (Clase extra)')).toBe('24/11/2026 - 10:30: +12,00 € (Clase extra)');
    expect(modificationText({ fecha: '2026-11-24T10:30:00', importe: -12.5, justificacion: 'Clase cancelada' })).toBe('24/11/2026 - 10:30: -12,50 € (Clase cancelada)');
    expect(modificationText({ fecha: null, importe: 40, justificacion: null })).toBe('+40,00 €');
    expect(modificationText({ fecha: null, importe: null, justificacion: 'Ajuste' })).toBe('(Ajuste)');
  });
});

describe('the modification percentage, deudaMes × 100 / ventaTeorica (spec 02 §5)', () => {
  it('is worked out to two decimals', () => {
    expect(modificationPercentage({ deudaMes: 25, ventaTeorica: 200 })).toBe(12.5);
    expect(modificationPercentage({ deudaMes: 10, ventaTeorica: 30 })).toBe(33.33);
    expect(modificationPercentage({ deudaMes: -15.5, ventaTeorica: 62 })).toBe(-25);
    expect(modificationPercentage({ deudaMes: 0.1 + 0.2, ventaTeorica: 0.3 })).toBe(100);
  });

  it('is empty when ventaTeorica is 0, or either is not in the answer', () => {
    expect(modificationPercentage({ deudaMes: 40, ventaTeorica: 0 })).toBeUndefined();
    expect(modificationPercentage({ deudaMes: null, ventaTeorica: 200 })).toBeUndefined();
    expect(modificationPercentage({ deudaMes: 40, ventaTeorica: null })).toBeUndefined();
    expect(formatPercentage(undefined)).toBe('');
    expect(formatPercentage(12.5)).toBe('12,50 %');
    expect(formatPercentage(-3)).toBe('-3,00 %');
  });
});

describe('a modification of the amount (spec 02 §5)', () => {
  it('needs a non-zero amount, which may be negative', () => {
    expect(modificationAmount('15')).toBe(15);
    expect(modificationAmount('-20.5')).toBe(-20.5);
    for (const text of ['', '0', '0.00', '-0', '0.001', '-', 'abc']) expect(modificationAmount(text)).toBeUndefined();
  });

  it('is added to the current amount without drift', () => {
    expect(amountAfterModification(120, -20.5)).toBe(99.5);
    expect(amountAfterModification(0.1, 0.2)).toBe(0.3);
  });

  it('needs a justification', () => {
    expect(canSendModification('10', 'Descuento por hermanos')).toBe(true);
    expect(canSendModification('10', '   ')).toBe(false);
    expect(canSendModification('0', 'Descuento por hermanos')).toBe(false);
  });
});

describe('updating an income (spec 02 §5)', () => {
  it('needs id, concepto, formaPago and centro', () => {
    const values = { id: 7, concepto: 'Pago de noviembre', formaPago: 'EFECTIVO', centro: 'GOYA' };
    expect(canUpdateIncome(values)).toBe(true);
    for (const field of ['id', 'concepto', 'formaPago', 'centro'] as const) {
      expect(canUpdateIncome({ ...values, [field]: '' })).toBe(false);
      expect(canUpdateIncome({ ...values, [field]: undefined })).toBe(false);
    }
  });
});

describe('the URL parameters of the chosen student and hiring', () => {
  const view = { student: studentParam('alumno'), hiring: hiringParam('contratacion') };
  const read = (query: string) => readView(view, new URLSearchParams(query));

  it('read the student id and name, and the hiring kind and id', () => {
    expect(read('alumno=123-Ana+García+López&contratacion=pago-tarifa-45')).toEqual({
      student: { id: 123, nombre: 'Ana García López' },
      hiring: { kind: 'pago-tarifa', id: 45 },
    });
    expect(read('alumno=123&contratacion=pago-45').student).toEqual({ id: 123, nombre: 'Alumno 123' });
    expect(read('contratacion=PAGO-PACK-HORAS-9').hiring).toEqual({ kind: 'pago-pack-horas', id: 9 });
  });

  it('read nonsense as no choice', () => {
    for (const text of ['', '0', '-1', 'abc', '12abc', 'pago', 'pago-', 'pago-tarifa-x', 'cobro-12', '1e3']) {
      expect(read(`alumno=${encodeURIComponent(text)}&contratacion=${encodeURIComponent(text)}`)).toEqual({ student: null, hiring: null });
    }
  });

  it('write the choice back, and nothing without one', () => {
    const { parsers, urlKeys } = viewParsers(view);
    const write = createSerializer(parsers, { urlKeys });
    const query = write({ student: { id: 123, nombre: 'Ana García' }, hiring: { kind: 'pago-intensivo', id: 8 } });
    expect(new URLSearchParams(query).toString()).toBe('alumno=123-Ana+Garc%C3%ADa&contratacion=pago-intensivo-8');
    expect(write(query, { student: null, hiring: null })).toBe('');
  });
});

describe('the income update query', () => {
  const form: IncomeForm = { id: 9, importe: '85.5', concepto: ' Clases ', formaPago: 'EFECTIVO', centro: 'GOYA', observaciones: '', fecha: '2026-03-05', hora: '18:30' };

  it('sends the date and time as one date-time only for a transfer', () => {
    expect(incomeUpdateParams(form)).toEqual({ id: 9, importe: 85.5, concepto: 'Clases', forma_pago: 'EFECTIVO', observaciones: '', centro: 'GOYA', fecha: undefined });
    expect(incomeUpdateParams({ ...form, formaPago: 'TRANSFERENCIA' }).fecha).toBe('2026-03-05T18:30:00');
  });

  it('starts the dialog from the income', () => {
    const [income] = readAs(incomeSchema, [{ id: 9, importe: 80, concepto: 'Clases', formaPago: 'TRANSFERENCIA', fecha: '2026-03-02', hora: '10:15', centro: 'GOYA' }]);
    expect(incomeFormOf(income)).toEqual({ id: 9, importe: '80', concepto: 'Clases', formaPago: 'TRANSFERENCIA', centro: 'GOYA', observaciones: '', fecha: '2026-03-02', hora: '10:15' });
  });

  it('starts what the income lacks empty, and a payment method the console does not offer unchosen', () => {
    const [income] = readAs(incomeSchema, [{ id: 9, importe: '80,5', formaPago: 'BIZUM', fecha: '02/03/2026' }]);
    expect(incomeFormOf(income)).toEqual({ id: 9, importe: '80.5', concepto: '', formaPago: '', centro: '', observaciones: '', fecha: '2026-03-02', hora: '' });
  });

  it('has no transfer moment while the date or time is incomplete', () => {
    expect(transferMoment('2026-03-05', '7:3')).toBeUndefined();
    expect(transferMoment('incompleta', '18:30')).toBeUndefined();
  });
});
