// The accounting screens of balances, invoices and cash registers, used as a user would: the
// colours and totals of the balances, cancelling and editing an invoice and opening its PDF,
// editing a cash register, and each screen's download.
import { format, subMonths } from 'date-fns';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, checkScreen, downloadCsv, eventually, headers, hidden, notificationText, setFaults, signIn, useBrowser, visible } from './support/browser';

const GREEN = 'rgb(27, 94, 32)';
const RED = 'rgb(198, 40, 40)';
const BALANCE_FIGURES = ['Ventas', 'Deuda ventas', 'Servicios', 'Deuda servicios', 'Ingresos', 'Ingresos sin asignar', 'Resultado'];

const colourOf = (cell: Locator) => cell.locator('span').evaluate((span) => getComputedStyle(span).color);
/** '+1.234,50 €' as cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[.\s€+]/g, '').replace(',', '.')) * 100);

interface Balance {
  ventas: number;
  deuda: number;
  ventaTeorica: number;
  deudaMes: number;
  ingresos: number;
  ingresosDesasignados: number;
}

describe('balances (/contabilidad/ventas/centro, /contabilidad/ventas/mes)', () => {
  const page = useBrowser();

  it("colours an academy's months by sign, debts and result reversed, with the sign shown and a total", async () => {
    await signIn(page(), '/contabilidad/ventas/centro?anio=2024');
    await visible(page().getByRole('cell', { name: 'Diciembre', exact: true }));
    expect(await headers(page())).toEqual(['Mes', ...BALANCE_FIGURES]);
    const rows = page().locator('tbody tr');
    expect(await rows.count()).toBe(12);
    await checkScreen(page());

    const balances = await apiGet<Balance[]>(page(), '/api/core/interno/contabilidad/balance-mensual/list/year', { periodo: '2024', centro: 'GOYA' });
    // Result = deuda + deudaMes − ingresos sin asignar, in cents.
    const results = balances.map((b) => Math.round(b.deuda * 100) + Math.round(b.deudaMes * 100) - Math.round(b.ingresosDesasignados * 100));
    const total = page().locator('tfoot tr');
    expect(await total.locator('td').first().textContent()).toBe('Total');
    expect(centsOf((await total.locator('td').nth(7).textContent()) as string)).toBe(results.reduce((sum, cents) => sum + cents, 0));
    const salesTotal = balances.reduce((sum, b) => sum + Math.round(b.ventas * 100), 0);
    expect(centsOf((await total.locator('td').nth(1).textContent()) as string)).toBe(salesTotal);

    for (let month = 0; month < 12; month++) {
      const result = rows.nth(month).locator('td').nth(7);
      const text = (await result.textContent()) as string;
      if (results[month] > 0) {
        expect(text.startsWith('+')).toBe(true);
        expect(await colourOf(result)).toBe(RED);
      } else if (results[month] < 0) {
        expect(text.startsWith('-')).toBe(true);
        expect(await colourOf(result)).toBe(GREEN);
      }
      const sales = rows.nth(month).locator('td').nth(1);
      expect(await colourOf(sales)).toBe(balances[month].ventas > 0 ? GREEN : RED);
    }

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('ventas-centro.csv');
    expect(lines[0]).toBe('Mes;Ventas;Deuda ventas;Servicios;Deuda servicios;Ingresos;Ingresos sin asignar;Resultado');
  });

  it('shows every academy of a month and year with a total, and downloads them', async () => {
    await signIn(page(), '/contabilidad/ventas/mes?anio=2022&mes=3');
    await visible(page().getByRole('cell', { name: 'RETIRO', exact: true }));
    expect(await headers(page())).toEqual(['Centro', ...BALANCE_FIGURES]);
    expect(await page().locator('tbody tr').count()).toBe(13);
    expect(await page().locator('tfoot tr td').first().textContent()).toBe('Total');
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('ventas-mes.csv');
    expect(lines[0]).toBe('Centro;Ventas;Deuda ventas;Servicios;Deuda servicios;Ingresos;Ingresos sin asignar;Resultado');
  });
});

const lastMonth = format(subMonths(new Date(), 1), 'MM-yyyy');

describe('invoices (/contabilidad/facturas)', () => {
  const page = useBrowser();

  it('cancels an invoice, which stays listed as cancelled, and downloads the month', async () => {
    await signIn(page(), `/contabilidad/facturas?mes=${lastMonth}`);
    const active = page().locator('tbody tr').filter({ has: page().getByRole('button', { name: 'Anular' }) }).first();
    await visible(active);
    expect(await headers(page())).toEqual(['Número', 'Fecha', 'Alumno', 'Cliente', 'NIF/NIE', 'Concepto', 'Importe', 'Estado', 'Opciones']);
    await checkScreen(page());
    const number = (await active.locator('td').first().textContent()) as string;
    const count = await page().locator('tbody tr').count();

    await active.getByRole('button', { name: 'Anular' }).click();
    const confirm = page().getByRole('dialog', { name: '¿Seguro que quieres anular esta factura?' });
    await visible(confirm);
    await checkScreen(page());
    await confirm.getByRole('button', { name: 'Anular' }).click();
    await notificationText(page()).toContain('Factura anulada');
    const cancelled = page().getByRole('row', { name: new RegExp(number) });
    await eventually(() => cancelled.getByText('Anulada').count()).toBe(1);
    expect(await cancelled.getByRole('button', { name: 'Anular' }).count()).toBe(0);
    expect(await cancelled.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    expect(await page().locator('tbody tr').count()).toBe(count);

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('facturas-mes.csv');
    expect(lines[0]).toBe('Número;Fecha;Alumno;Cliente;NIF/NIE;Concepto;Importe;Estado');
    expect(lines.find((line) => line.startsWith(`${number};`))).toMatch(/;Anulada$/);
  });

  it('keeps what was typed when a save is refused, then saves it', async () => {
    await signIn(page(), `/contabilidad/facturas?mes=${lastMonth}`);
    const edit = page().getByRole('link', { name: 'Editar' }).first();
    await visible(edit);
    await edit.click();
    const dialog = page().getByRole('dialog', { name: 'Editar factura' });
    await visible(dialog);
    const update = dialog.getByRole('button', { name: 'Actualizar' });
    const concept = dialog.getByRole('textbox', { name: 'Concepto' });
    await concept.fill('');
    await eventually(() => update.isDisabled()).toBe(true);
    await concept.fill('Pack de 20 horas - revisado');
    await dialog.getByRole('textbox', { name: 'Nombre del cliente' }).fill('Marta Ruiz Gil');
    await checkScreen(page());

    await setFaults(page(), [{ path: '/api/core/interno/documentacion/factura', method: 'PUT', kind: 'error', motivo: 'Facturación en mantenimiento', times: 1 }]);
    await update.click();
    await notificationText(page()).toContain('Error al actualizar la factura');
    await notificationText(page()).toContain('Facturación en mantenimiento');
    await visible(dialog);
    expect(await concept.inputValue()).toBe('Pack de 20 horas - revisado');
    expect(await dialog.getByRole('textbox', { name: 'Nombre del cliente' }).inputValue()).toBe('Marta Ruiz Gil');

    await update.click();
    await notificationText(page()).toContain('Factura actualizada');
    await hidden(dialog);
    await visible(page().getByRole('cell', { name: 'Pack de 20 horas - revisado' }));
  });

  it("opens the invoice's PDF in a new tab", async () => {
    await signIn(page(), `/contabilidad/facturas?mes=${lastMonth}`);
    const row = page().locator('tbody tr').first();
    await visible(row.getByRole('link', { name: 'Ver' }));
    const number = (await row.locator('td').first().textContent()) as string;
    const [tab] = await Promise.all([page().context().waitForEvent('page'), row.getByRole('link', { name: 'Ver' }).click()]);
    await eventually(async () => tab.url()).toMatch(/^blob:/);
    const pdf = await page().evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      return { type: blob.type, text: new TextDecoder('latin1').decode(await blob.arrayBuffer()) };
    }, tab.url());
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.text).toContain(`(Factura ${number})`);
  });
});

describe('cash registers (/contabilidad/cajas)', () => {
  const page = useBrowser();

  it('shows the registers of a month with their states and downloads them', async () => {
    await signIn(page(), `/contabilidad/cajas?mes=${lastMonth}`);
    await visible(page().locator('tbody tr').filter({ hasText: 'Cerrada' }).first());
    expect(await headers(page())).toEqual([
      'Fecha', 'Apertura', 'Cierre', 'Balance inicial', 'Balance final real', 'Balance final teórico', 'Descuadre', 'Estado', 'Opciones',
    ]);
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('cajas-mes.csv');
    expect(lines[0]).toBe('Fecha;Apertura;Cierre;Balance inicial;Balance final real;Balance final teórico;Descuadre;Estado');
  });

  it('checks the times as HH:MM and the amounts as typed, and saves a register', async () => {
    await signIn(page(), `/contabilidad/cajas?mes=${lastMonth}`);
    const closed = page().locator('tbody tr').filter({ hasText: 'Cerrada' }).first();
    await visible(closed);
    const day = (await closed.locator('td').first().textContent()) as string;

    await closed.getByRole('link', { name: 'Editar' }).click();
    const dialog = page().getByRole('dialog', { name: 'Editar caja' });
    await visible(dialog);
    await dialog.getByRole('textbox', { name: 'Hora de cierre' }).fill('2105');
    const real = dialog.getByRole('textbox', { name: 'Balance final real' });
    await real.fill('');
    await real.pressSequentially('-350,75');
    expect(await real.inputValue()).toBe('350.75');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await visible(dialog.getByText('La hora debe estar en formato HH:MM'));
    await checkScreen(page());

    await dialog.getByRole('textbox', { name: 'Hora de cierre' }).fill('21:05');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Caja actualizada');
    await hidden(dialog);
    const saved = page().getByRole('row', { name: new RegExp(day) });
    await eventually(() => saved.locator('td').nth(2).textContent()).toBe('21:05');
    expect(await saved.locator('td').nth(4).textContent()).toBe('350,75 €');
    expect(await saved.locator('td').nth(5).textContent()).toMatch(/€$/);
    expect(await saved.locator('td').nth(6).textContent()).toMatch(/^[+-]?[\d.]+,\d{2} €$/);
    expect(await saved.getByText('Cerrada').count()).toBe(1);
  });
});
