// The demo API of the balances, invoices (and their PDF) and cash registers (spec 02 §7),
// through the console's HTTP client: consistent data, mutations that change it, refusals.
import { format, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/demo/db';
import type { BalanceMensual, Caja, Factura } from '../../src/demo/model/facturacion';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';

const BALANCES = '/api/core/interno/contabilidad/balance-mensual/list';
const INVOICES = '/api/core/interno/documentacion/factura';
const REGISTERS = '/api/core/contabilidad/caja';

/** The demo answers its records as it stores them, without what it keeps to itself. */
type Balance = BalanceMensual;
type Invoice = Factura;
type Register = Omit<Caja, 'centro' | 'ingresosEfectivo'>;

const { api } = setUpDemoApi();
const cents = (value: number) => Math.round(value * 100);
const lastMonth = format(subMonths(new Date(), 1), 'MM/yyyy');


describe('monthly balances', () => {
  it("gives an academy's months of a year, income being the paid part of sales and services plus the unassigned", async () => {
    const year = await api<Balance[]>('GET', `${BALANCES}/year`, { periodo: 2024, centro: 'GOYA' });
    expect(year.map((balance) => balance.fecha)).toEqual(Array.from({ length: 12 }, (_, month) => `2024-${String(month + 1).padStart(2, '0')}-01`));
    for (const balance of year) {
      expect(balance.centro).toBe('GOYA');
      expect(cents(balance.ingresos)).toBe(
        cents(balance.ventas) - cents(balance.deuda) + cents(balance.ventaTeorica) - cents(balance.deudaMes) + cents(balance.ingresosDesasignados),
      );
    }
    const now = await api<Balance[]>('GET', `${BALANCES}/year`, { periodo: new Date().getFullYear(), centro: 'GOYA' });
    expect(now).toHaveLength(new Date().getMonth() + 1);
  });

  it('starts in 2015 or at the opening, and stops at the closing', async () => {
    expect(await api<Balance[]>('GET', `${BALANCES}/year`, { periodo: 2014, centro: 'GOYA' })).toEqual([]);
    expect(await api<Balance[]>('GET', `${BALANCES}/year`, { periodo: 2015, centro: 'LOPEZ DE HOYOS' })).toHaveLength(4);
    expect(await api<Balance[]>('GET', `${BALANCES}/year`, { periodo: 2023, centro: 'RETIRO' })).toHaveLength(6);
  });

  it('gives every academy open in a month, the same figures as by year', async () => {
    const march = await api<Balance[]>('GET', `${BALANCES}/month`, { mes: '03/2022' });
    expect(march.map((balance) => balance.centro)).toContain('RETIRO');
    expect(march.map((balance) => balance.centro)).not.toContain('DELICIAS');
    const goya = (await api<Balance[]>('GET', `${BALANCES}/year`, { periodo: 2022, centro: 'GOYA' }))[2];
    expect(march.find((balance) => balance.centro === 'GOYA')).toEqual(goya);
    const now = await api<Balance[]>('GET', `${BALANCES}/month`, { mes: format(new Date(), 'MM/yyyy') });
    expect(now).toHaveLength(14);
  });

  it('refuses missing or invalid parameters and an unknown academy', async () => {
    expect((await failure(api('GET', `${BALANCES}/year`, { centro: 'GOYA' }))).message).toBe('El periodo es obligatorio');
    expect((await failure(api('GET', `${BALANCES}/year`, { periodo: '24', centro: 'GOYA' }))).message).toBe('El periodo no es válido');
    expect((await failure(api('GET', `${BALANCES}/year`, { periodo: 2024 }))).message).toBe('El centro es obligatorio');
    expect((await failure(api('GET', `${BALANCES}/year`, { periodo: 2024, centro: 'MARTE' }))).message).toBe('El centro MARTE no existe');
    expect((await failure(api('GET', `${BALANCES}/month`, { mes: '13/2024' }))).message).toBe('El mes no es válido');
  });
});

describe('invoices', () => {
  const monthOf = (centro: string) => api<Invoice[]>('GET', `${INVOICES}/list`, { mes: lastMonth, centro });

  it("lists an academy's month, numbered consecutively per academy and year, a few cancelled", async () => {
    const invoices = await monthOf('GOYA');
    expect(invoices.length).toBeGreaterThan(2);
    for (const invoice of invoices) {
      expect(invoice.centro).toBe('GOYA');
      expect(invoice.fecha.slice(0, 7)).toBe(format(subMonths(new Date(), 1), 'yyyy-MM'));
      expect(invoice.codigo).toMatch(/^GOYA\/\d{4}\/\d{4}$/);
      expect(invoice.identificacionCliente).toMatch(/^[XYZ]?\d{7,8}[A-Z]$/);
    }
    const numbers = getDb()
      .facturas.filter((invoice) => invoice.centro === 'GOYA' && invoice.codigo.includes(`/${new Date().getFullYear() - 1}/`))
      .map((invoice) => Number(invoice.codigo.slice(-4)));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(getDb().facturas.some((invoice) => invoice.anulada)).toBe(true);
  });

  it('updates the client, NIF/NIE and concept; refuses an invalid NIF/NIE and a cancelled invoice', async () => {
    const invoice = (await monthOf('GOYA')).find((candidate) => !candidate.anulada) as Invoice;
    const updated = await api<Invoice>('PUT', INVOICES, { id: invoice.id, nombre: 'Luis Pérez', identificacion_cliente: 'x1234567l', concepto: 'Matrícula' });
    expect(updated).toEqual({ ...invoice, titularFactura: 'Luis Pérez', identificacionCliente: 'X1234567L', concepto: 'Matrícula' });
    expect((await monthOf('GOYA')).find((candidate) => candidate.id === invoice.id)).toEqual(updated);

    const bad = { id: invoice.id, nombre: 'Luis', identificacion_cliente: '12345678A', concepto: 'Matrícula' };
    expect((await failure(api('PUT', INVOICES, bad))).message).toBe('El NIF/NIE del cliente no es válido');
    expect((await failure(api('PUT', INVOICES, { ...bad, concepto: '' }))).message).toBe('El concepto es obligatorio');
    expect((await failure(api('PUT', INVOICES, { ...bad, id: 999999 }))).message).toBe('La factura no existe');

    await api('DELETE', INVOICES, { id: invoice.id });
    const valid = { ...bad, identificacion_cliente: '12345678Z' };
    expect((await failure(api('PUT', INVOICES, valid))).message).toBe('No se puede modificar una factura anulada');
  });

  it('cancels an invoice, which stays listed as cancelled; a second cancel is refused', async () => {
    const before = await monthOf('QUEVEDO');
    const invoice = before.find((candidate) => !candidate.anulada) as Invoice;
    expect(await api<Invoice>('DELETE', INVOICES, { id: invoice.id })).toEqual({ ...invoice, anulada: true });
    const after = await monthOf('QUEVEDO');
    expect(after.map((candidate) => candidate.codigo)).toEqual(before.map((candidate) => candidate.codigo));
    expect(after.find((candidate) => candidate.id === invoice.id)?.anulada).toBe(true);
    expect((await failure(api('DELETE', INVOICES, { id: invoice.id }))).message).toBe('La factura ya está anulada');
  });

  it("writes the invoice's PDF from the document service's query", async () => {
    const query = new URLSearchParams({
      academia: 'GOYA',
      numero_factura: 'GOYA/2026/0007',
      cliente: 'Ana Gómez',
      nif: '12345678Z',
      referencia: 'Lucía Pérez',
      fecha_emision: '04/03/2026',
      concepto: 'Tarifa mensual',
      importe: '165.00',
    });
    const answer = await fetch(`http://localhost/servicio-documentos/factura?${query}`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await answer.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Factura GOYA/2026/0007)');
    expect(text).toContain('(Cliente: Ana G\xf3mez)');
    expect(text).toContain('(Importe: 165,00 \x80)');
    expect((await fetch('http://localhost/servicio-documentos/factura')).status).toBe(400);
  });
});

describe('cash registers', () => {
  const monthOf = (centro: string, mes = lastMonth) => api<Register[]>('GET', `${REGISTERS}/list`, { mes, centro });

  it('lists one register a working day in all three states, the theoretical final only once closed', async () => {
    const registers = await monthOf('GOYA');
    expect(registers.length).toBeGreaterThanOrEqual(20);
    for (const register of registers) {
      expect(Object.keys(register).sort()).toEqual(
        ['balanceFinalReal', 'balanceFinalTeorico', 'balanceInicial', 'estado', 'fecha', 'horaApertura', 'horaCierre', 'id'],
      );
      expect([0, 6]).not.toContain(new Date(register.fecha).getDay());
      expect(register.balanceFinalTeorico === null).toBe(register.estado !== 'CERRADA');
    }
    const states = new Set(getDb().cajas.map((register) => register.estado));
    expect([...states].sort()).toEqual(['ABIERTA', 'CERRADA', 'SIN_ABRIR']);
  });

  it('closes a register: the theoretical final is worked out, the discrepancy shows', async () => {
    const open = getDb().cajas.find((register) => register.estado === 'ABIERTA' && register.centro === 'GOYA')!;
    const expected = (cents(open.balanceInicial!) + cents(open.ingresosEfectivo)) / 100;
    const closed = await api<Register>('PUT', `${REGISTERS}/update`, {
      id: open.id,
      balance_inicial: open.balanceInicial,
      balance_final_real: '100.5',
      hora_apertura: open.horaApertura,
      hora_cierre: '21:00',
      estado: 'CERRADA',
    });
    expect(closed).toMatchObject({ id: open.id, estado: 'CERRADA', horaCierre: '21:00', balanceFinalReal: 100.5, balanceFinalTeorico: expected });
    const listed = (await monthOf('GOYA', format(new Date(open.fecha), 'MM/yyyy'))).find((register) => register.id === open.id);
    expect(listed).toEqual(closed);
  });

  it('refuses what a server would', async () => {
    const open = getDb().cajas.find((register) => register.estado === 'ABIERTA')!;
    const base = { id: open.id, balance_inicial: '150', hora_apertura: '09:00', estado: 'ABIERTA' };
    const refusal = async (params: Record<string, string | number>) => (await failure(api('PUT', `${REGISTERS}/update`, params))).message;
    expect(await refusal({ ...base, hora_apertura: '9:00' })).toBe('La hora debe estar en formato HH:MM');
    expect(await refusal({ ...base, estado: 'ROTA' })).toBe('El estado de la caja no es válido');
    expect(await refusal({ ...base, balance_inicial: '-5' })).toBe('El balance inicial no es válido');
    expect(await refusal({ ...base, estado: 'CERRADA' })).toBe('Para cerrar la caja hacen falta la hora de cierre y el balance final real');
    expect(await refusal({ ...base, hora_cierre: '08:00' })).toBe('La hora de cierre no puede ser anterior a la de apertura');
    expect(await refusal({ ...base, hora_apertura: '' })).toBe('Una caja abierta o cerrada necesita la hora de apertura y el balance inicial');
    expect(await refusal({ ...base, id: 99_999_999 })).toBe('La caja no existe');
    expect(await refusal({ balance_inicial: '1', estado: 'ABIERTA' })).toBe('El identificador de la caja es obligatorio');
  });
});
