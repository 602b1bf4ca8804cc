// The pure rules of balances, invoices and cash registers (spec 02 §3-§5).
import { describe, expect, it } from 'vitest';
import { sanitizeDecimal } from '../../src/common/sanitize';
import { isValidTime } from '../../src/common/parse';
import { timeProblem } from '../../src/declaration/formFields';
import { balanceMonthName, balanceResult, type MonthlyBalance } from '../../src/screens/contabilidad/ventas/balances';
import type { CashRegister } from '../../src/contract/cajas';
import { cashDiscrepancy, cashStateBadge, registerAmount, shownCashState } from '../../src/screens/contabilidad/cajas';
import { invoicePdfUrl, invoiceStateBadge, isActiveInvoice } from '../../src/screens/contabilidad/facturas';
import { invoice as invoiceSchema } from '../../src/contract/facturas';
import { readAs } from '../support/contract';

const balance: MonthlyBalance = {
  fecha: '2026-03-01',
  centro: 'GOYA',
  ventas: 10_000.1,
  ventaTeorica: 8_000.2,
  deuda: 500.1,
  deudaMes: 300.2,
  ingresos: 17_500,
  ingresosDesasignados: 300.1,
};

describe('monthly balance', () => {
  it('results in deuda + deudaMes − ingresosDesasignados, in cents', () => {
    expect(balanceResult(balance)).toBe(500.2);
    expect(balanceResult({ ...balance, ingresosDesasignados: 1000 })).toBe(-199.7);
  });

  it('names its month', () => {
    expect(balanceMonthName(balance)).toBe('Marzo');
    expect(balanceMonthName({ ...balance, fecha: '2015-12-01' })).toBe('Diciembre');
  });
});

const register: CashRegister = {
  id: 1,
  fecha: '2026-03-02',
  horaApertura: '09:00',
  horaCierre: '20:30',
  balanceInicial: 150,
  balanceFinalReal: 400.1,
  balanceFinalTeorico: 400.3,
  estado: 'CERRADA',
};

describe('cash register', () => {
  it('has a discrepancy of real final − theoretical final only when the theoretical exists', () => {
    expect(cashDiscrepancy(register)).toBe(-0.2);
    expect(cashDiscrepancy({ ...register, balanceFinalReal: '410.30' })).toBe(10);
    expect(cashDiscrepancy({ ...register, balanceFinalTeorico: null })).toBeUndefined();
    expect(cashDiscrepancy({ ...register, balanceFinalReal: null })).toBeUndefined();
  });

  it('is shown open when it has no closing time, unless it never opened', () => {
    expect(shownCashState(register)).toBe('CERRADA');
    expect(shownCashState({ ...register, horaCierre: null })).toBe('ABIERTA');
    expect(shownCashState({ ...register, horaCierre: '', estado: 'CERRADA' })).toBe('ABIERTA');
    expect(shownCashState({ horaApertura: null, horaCierre: null, estado: 'SIN_ABRIR' })).toBe('SIN_ABRIR');
    expect(shownCashState({ horaApertura: '09:00', horaCierre: null, estado: 'SIN_ABRIR' })).toBe('ABIERTA');
  });

  it('names its state in Spanish', () => {
    expect(cashStateBadge(register)?.label).toBe('Cerrada');
    expect(cashStateBadge({ ...register, horaCierre: null, estado: 'ABIERTA' })?.label).toBe('Abierta');
    expect(cashStateBadge({ ...register, horaApertura: null, horaCierre: null, estado: 'SIN_ABRIR' })?.label).toBe('Sin abrir');
  });

  it('shows a closed register without a state as none, and a state the spec does not list as it came', () => {
    expect(cashStateBadge({ ...register, estado: null })).toBeUndefined();
    expect(cashStateBadge({ ...register, estado: 'PENDIENTE' })).toEqual({ label: 'PENDIENTE', color: 'default' });
    expect(cashStateBadge({ ...register, horaCierre: null, estado: null })?.label).toBe('Abierta');
  });

  it('shows an amount not there yet as blank', () => {
    expect(registerAmount(1234.5)).toBe('1.234,50 €');
    expect(registerAmount('0')).toBe('0,00 €');
    expect(registerAmount(null)).toBe('');
  });

  it('takes amounts as digits and a dot, a comma as a dot, without the minus', () => {
    expect(sanitizeDecimal('-12,5 €', { noNegatives: true })).toBe('12.5');
    expect(sanitizeDecimal('1a2b3', { noNegatives: true })).toBe('123');
    expect(sanitizeDecimal('-7', { noNegatives: false })).toBe('-7');
  });

  it("checks the times as HH:MM with the spec's message", () => {
    expect(timeProblem('09:05')).toBeUndefined();
    expect(timeProblem('')).toBeUndefined();
    expect(timeProblem('9:5')).toBe('La hora debe estar en formato HH:MM');
    expect(timeProblem('24:00')).toBe('La hora debe estar en formato HH:MM');
    expect(isValidTime('23:59')).toBe(true);
  });
});

const [invoice] = readAs(invoiceSchema, [{
  id: 7,
  codigo: 'GOYA/2026/0012',
  fecha: '2026-03-04',
  importe: 1234.5,
  nombreAlumno: 'Lucía Pérez',
  centro: 'LOPEZ DE HOYOS',
  titularFactura: 'Ana Gómez & Cía',
  identificacionCliente: 'X1234567L',
  concepto: 'Tarifa mensual - Marzo 2026',
}]);

describe('invoice', () => {
  it("opens its PDF at the document service with the spec's query", () => {
    const url = new URL(invoicePdfUrl(invoice, 'https://docs.example.org/factura') as string);
    expect(url.origin + url.pathname).toBe('https://docs.example.org/factura');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      academia: 'LOPEZ DE HOYOS',
      numero_factura: 'GOYA/2026/0012',
      cliente: 'Ana Gómez & Cía',
      nif: 'X1234567L',
      referencia: 'Lucía Pérez',
      fecha_emision: '04/03/2026',
      concepto: 'Tarifa mensual - Marzo 2026',
      importe: '1234.50',
    });
  });

  it('has no PDF without a document service', () => {
    expect(invoicePdfUrl(invoice, '')).toBeUndefined();
  });

  it('is shown issued, or cancelled, when the answer says which', () => {
    expect(invoiceStateBadge({ ...invoice, anulada: false })).toEqual({ label: 'Emitida', color: 'success' });
    expect(invoiceStateBadge({ ...invoice, anulada: true })).toEqual({ label: 'Anulada', color: 'error' });
    expect(invoiceStateBadge(invoice)).toBeUndefined();
  });

  it('keeps its edit and cancellation unless the answer says it is cancelled (anulada is not in the spec)', () => {
    expect(isActiveInvoice(invoice)).toBe(true);
    expect(isActiveInvoice({ ...invoice, anulada: false })).toBe(true);
    expect(isActiveInvoice({ ...invoice, anulada: true })).toBe(false);
  });

  it('leaves out of its PDF what the answer lacks', () => {
    const url = new URL(invoicePdfUrl({ ...invoice, fecha: null, identificacionCliente: null }, 'https://docs.example.org/factura') as string);
    expect(url.searchParams.has('fecha_emision')).toBe(false);
    expect(url.searchParams.has('nif')).toBe(false);
    expect(url.searchParams.get('importe')).toBe('1234.50');
  });
});
