// The balances, invoices and cash registers screens as declared: signed and coloured money with
// a totals row, the invoice actions and dialog, the cash register dialog's checks.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession, clearSession } from '../../src/authProvider/session';
import { declaration as cajas } from '../../src/screens/contabilidad/cajas';
import { declaration as facturas } from '../../src/screens/contabilidad/facturas';
import { declaration as ventasCentro } from '../../src/screens/contabilidad/ventas/centro';
import { declaration as ventasMes } from '../../src/screens/contabilidad/ventas/mes';
import { invoice } from '../../src/contract/facturas';
import { readAs } from '../support/contract';
import { fakeDataProvider, renderResourcePage } from './support/resourcePage';
import { bodyRows } from './support/table';

// MUI's default theme, as the component tests mount the page: its darker green, its red.
const GREEN = 'rgb(27, 94, 32)';
const RED = 'rgb(211, 47, 47)';

const today = new Date();
const balance = (fecha: string, centro: string, figures: number[]) => {
  const [ventas, deuda, ventaTeorica, deudaMes, ingresos, ingresosDesasignados] = figures;
  return { id: fecha, fecha, centro, ventas, deuda, ventaTeorica, deudaMes, ingresos, ingresosDesasignados };
};

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const cellsOf = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent);
const colourOf = (row: HTMLTableRowElement, column: number) => getComputedStyle(row.cells[column].firstElementChild as Element).color;

describe('Ventas por centro', () => {
  it('asks for the year of the own academy, shows signed amounts coloured by sign (reversed for debts and result) and a total', async () => {
    storeSession({ token: 't', username: 'Ana', centro: 'GOYA' });
    const provider = fakeDataProvider([
      balance('2026-01-01', 'GOYA', [1000.1, 100.1, 500, 0, 1400.1, 0.1]),
      balance('2026-02-01', 'GOYA', [-200, 0, 300.2, 20, 80.2, 50]),
    ]);
    renderResourcePage(ventasCentro, provider);
    await screen.findByRole('cell', { name: 'Enero' });
    expect((provider.getList.mock.calls[0][1] as GetListParams).filter).toEqual({ academia: 'GOYA', anio: today.getFullYear() });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mes', 'Ventas', 'Deuda ventas', 'Servicios', 'Deuda servicios', 'Ingresos', 'Ingresos sin asignar', 'Resultado',
    ]);
    const [january, february, total] = bodyRows().concat(screen.getAllByRole('row').at(-1) as HTMLTableRowElement);
    expect(cellsOf(january)).toEqual(['Enero', '+1.000,10 €', '+100,10 €', '+500,00 €', '0,00 €', '+1.400,10 €', '+0,10 €', '+100,00 €']);
    expect(cellsOf(february)).toEqual(['Febrero', '-200,00 €', '0,00 €', '+300,20 €', '+20,00 €', '+80,20 €', '+50,00 €', '-30,00 €']);
    // Sums in cents: 100.00 + (-30.00) = 70.00; 1400.10 + 80.20 = 1480.30.
    expect(cellsOf(total)).toEqual(['Total', '+800,10 €', '+100,10 €', '+800,20 €', '+20,00 €', '+1.480,30 €', '+50,10 €', '+70,00 €']);

    expect(colourOf(january, 1)).toBe(GREEN);
    expect(colourOf(february, 1)).toBe(RED);
    // Debts and result: positive is red, negative green.
    expect(colourOf(january, 2)).toBe(RED);
    expect(colourOf(january, 7)).toBe(RED);
    expect(colourOf(february, 7)).toBe(GREEN);
    expect(colourOf(total, 7)).toBe(RED);
  });
});

describe('Ventas por mes', () => {
  it('asks for the month and year as mes=MM/yyyy of every academy, with a total', async () => {
    const provider = fakeDataProvider([
      { ...balance('2026-03-01', 'GOYA', [0.1, 0, 0, 0, 0.1, 0]), id: 'GOYA' },
      { ...balance('2026-03-01', 'QUEVEDO', [0.2, 0, 0, 0, 0.2, 0]), id: 'QUEVEDO' },
    ]);
    renderResourcePage(ventasMes, provider);
    await screen.findByRole('cell', { name: 'QUEVEDO' });
    expect((provider.getList.mock.calls[0][1] as GetListParams).filter).toEqual({ anio: today.getFullYear(), mes: today.getMonth() + 1 });
    const total = screen.getAllByRole('row').at(-1) as HTMLTableRowElement;
    expect(cellsOf(total).slice(0, 2)).toEqual(['Total', '+0,30 €']);
  });
});

const INVOICES = readAs(invoice, [
  { id: 1, codigo: 'GOYA/2026/0001', fecha: '2026-03-02', importe: 165, nombreAlumno: 'Lucía Pérez', centro: 'GOYA', titularFactura: 'Ana Gómez', identificacionCliente: '12345678Z', concepto: 'Tarifa mensual', anulada: false },
  { id: 2, codigo: 'GOYA/2026/0002', fecha: '2026-03-03', importe: 45, nombreAlumno: 'Pablo Ruiz', centro: 'GOYA', titularFactura: 'Pablo Ruiz', identificacionCliente: 'X1234567L', concepto: 'Matrícula', anulada: true },
]);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Facturas', () => {
  it('shows a cancelled invoice as such, without edit or cancel', async () => {
    renderResourcePage(facturas, fakeDataProvider(INVOICES));
    await screen.findByRole('cell', { name: 'GOYA/2026/0002' });
    const cancelled = within(rowOf('GOYA/2026/0002'));
    expect(cancelled.getByText('Anulada')).toBeTruthy();
    expect(cancelled.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(cancelled.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(cancelled.getByRole('link', { name: 'Ver' })).toBeTruthy();
    const active = within(rowOf('GOYA/2026/0001'));
    expect(active.getByText('Emitida')).toBeTruthy();
    expect(active.getByRole('button', { name: 'Anular' })).toBeTruthy();
  });

  it('offers the edit and the cancellation of an invoice as the spec gives it, without anulada, its state left empty', async () => {
    const [spec] = readAs(invoice, [{ id: 3, codigo: 'GOYA/2026/0003', fecha: '2026-03-04', importe: '95,50', nombreAlumno: 'Hugo Martín', centro: 'GOYA', titularFactura: 'Hugo Martín', identificacionCliente: '12345678Z', concepto: 'Clases' }]);
    renderResourcePage(facturas, fakeDataProvider([spec]));
    await screen.findByRole('cell', { name: 'GOYA/2026/0003' });
    const row = within(rowOf('GOYA/2026/0003'));
    expect(row.getByRole('link', { name: 'Editar' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Anular' })).toBeTruthy();
    expect(row.queryByText('Emitida')).toBeNull();
    expect(row.queryByText('Anulada')).toBeNull();
    expect(row.getByRole('cell', { name: '95,50 €' })).toBeTruthy();
  });

  it('cancels after confirming, with the delete call, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(INVOICES);
    renderResourcePage(facturas, provider);
    await screen.findByRole('cell', { name: 'GOYA/2026/0001' });
    await user.click(within(rowOf('GOYA/2026/0001')).getByRole('button', { name: 'Anular' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Seguro que quieres anular esta factura?' });
    await user.click(within(confirm).getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('contabilidad/facturas', expect.objectContaining({ id: 1 })));
    expect((await screen.findByRole('alert')).textContent).toContain('Factura anulada');
  });

  it('keeps Actualizar disabled until name, NIF/NIE and concept all have a value', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(INVOICES);
    renderResourcePage(facturas, provider);
    await screen.findByRole('cell', { name: 'GOYA/2026/0001' });
    await user.click(within(rowOf('GOYA/2026/0001')).getByRole('link', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar factura' });
    const update = within(dialog).getByRole('button', { name: 'Actualizar' }) as HTMLButtonElement;
    expect(update.disabled).toBe(false);
    const nif = within(dialog).getByRole('textbox', { name: 'NIF/NIE' });
    await user.clear(nif);
    await waitFor(() => expect(update.disabled).toBe(true));
    await user.type(nif, 'y1234567x');
    expect((nif as HTMLInputElement).value).toBe('Y1234567X');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Concepto' }));
    await waitFor(() => expect(update.disabled).toBe(true));
    await user.type(within(dialog).getByRole('textbox', { name: 'Concepto' }), 'Pack de 10 horas');
    await waitFor(() => expect(update.disabled).toBe(false));
    await user.click(update);
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1]).toMatchObject({ data: { identificacionCliente: 'Y1234567X', concepto: 'Pack de 10 horas', titularFactura: 'Ana Gómez' } });
  });

  it("opens the invoice's PDF fetched by the page in a new tab (the demo's document service)", async () => {
    const user = userEvent.setup({ delay: null });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    vi.stubGlobal('open', open);
    vi.stubGlobal('fetch', fetch);
    renderResourcePage(facturas, fakeDataProvider(INVOICES));
    await screen.findByRole('cell', { name: 'GOYA/2026/0001' });
    const view = within(rowOf('GOYA/2026/0001')).getByRole('link', { name: 'Ver' });
    expect(view.getAttribute('href')).toBe(
      '/servicio-documentos/factura?academia=GOYA&numero_factura=GOYA%2F2026%2F0001&cliente=Ana%20G%C3%B3mez&nif=12345678Z' +
        '&referencia=Luc%C3%ADa%20P%C3%A9rez&fecha_emision=02%2F03%2F2026&concepto=Tarifa%20mensual&importe=165.00',
    );
    await user.click(view);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(fetch).toHaveBeenCalledWith(view.getAttribute('href'));
  });
});

const REGISTERS = [
  { id: 5, fecha: '2026-03-02', horaApertura: '09:00', horaCierre: '20:30', balanceInicial: 150, balanceFinalReal: 390.5, balanceFinalTeorico: 400, estado: 'CERRADA' },
  { id: 6, fecha: '2026-03-03', horaApertura: '09:10', horaCierre: null, balanceInicial: 200, balanceFinalReal: null, balanceFinalTeorico: null, estado: 'ABIERTA' },
  { id: 7, fecha: '2026-03-04', horaApertura: null, horaCierre: null, balanceInicial: null, balanceFinalReal: null, balanceFinalTeorico: null, estado: 'SIN_ABRIR' },
];

describe('Cajas', () => {
  it('shows the states, and the discrepancy only when there is a theoretical final', async () => {
    renderResourcePage(cajas, fakeDataProvider(REGISTERS));
    await screen.findByRole('cell', { name: '02/03/2026' });
    const [closed, open, unopened] = bodyRows();
    expect(cellsOf(closed).slice(0, 8)).toEqual(['02/03/2026', '09:00', '20:30', '150,00 €', '390,50 €', '400,00 €', '-9,50 €', 'Cerrada']);
    expect(cellsOf(open).slice(0, 8)).toEqual(['03/03/2026', '09:10', '', '200,00 €', '', '', '', 'Abierta']);
    expect(cellsOf(unopened).slice(0, 8)).toEqual(['04/03/2026', '', '', '', '', '', '', 'Sin abrir']);
  });

  it("checks the times as HH:MM, keeps only digits and a dot in the amounts and sends the register's fields", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(REGISTERS);
    renderResourcePage(cajas, provider);
    await screen.findByRole('cell', { name: '03/03/2026' });
    await user.click(within(rowOf('03/03/2026')).getByRole('link', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar caja' });
    const closing = within(dialog).getByRole('textbox', { name: 'Hora de cierre' });
    await user.type(closing, '2030');
    const real = within(dialog).getByRole('textbox', { name: 'Balance final real' });
    await user.type(real, '-412,35');
    expect((real as HTMLInputElement).value).toBe('412.35');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('La hora debe estar en formato HH:MM')).toBeTruthy();
    expect(provider.update).not.toHaveBeenCalled();

    await user.clear(closing);
    await user.type(closing, '20:30');
    await user.click(within(dialog).getByRole('combobox', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Cerrada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1]).toMatchObject({ data: { id: 6, horaCierre: '20:30', balanceFinalReal: '412.35', estado: 'CERRADA' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Caja actualizada');
  });
});
