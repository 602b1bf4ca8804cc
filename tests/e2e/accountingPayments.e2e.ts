import { format, subMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCalls, apiGet, baseUrl, checkScreen, downloadCsv, eventually, headers, hidden, notificationText, setFaults, signIn, useBrowser, visible } from './support/browser';

interface Student {
  id: number;
  nombre: string;
  apellidos: string;
}
interface Income {
  id: number;
  formaPago: string;
}

const searchCalls = async (page: Page) => (await apiCalls(page)).filter((url) => url.includes('/alumno/list/search'));
const thisMonth = () => format(new Date(), 'MM/yyyy');

/** The students who started this month at GOYA (the demo user's academy): they have hirings of this month. */
const newStudents = (page: Page) => apiGet<Student[]>(page, '/api/core/alumnos/alumno/list/new', { mes: thisMonth(), centro: 'GOYA' });

describe('pending payments (/contabilidad/pagos/pendientes)', () => {
  const page = useBrowser();

  it('lists the month’s payments still owed and downloads them', async () => {
    await signIn(page(), '/contabilidad/pagos/pendientes');
    await visible(page().getByRole('row').nth(1).getByRole('cell').first());
    expect(await headers(page())).toEqual(['Alumno', 'Concepto', 'Tipo', 'Importe', 'Deuda']);
    expect(await page().getByRole('row').nth(1).textContent()).toMatch(/(Pago|Tarifa|Intensivo|Pack de horas).*\d,\d{2} €.*\d,\d{2} €/);
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('pagos-pendientes.csv');
    expect(lines[0]).toBe('Alumno;Concepto;Tipo;Importe;Deuda');
  });
});

describe('modified payments (/contabilidad/pagos/modificaciones)', () => {
  const page = useBrowser();

  it('shows each payment’s history of changes in a tooltip the keyboard reaches, and downloads them', async () => {
    await signIn(page(), '/contabilidad/pagos/modificaciones');
    // The latest month of GOYA with a modified payment, opened by its link.
    let month = new Date();
    while ((await apiGet<unknown[]>(page(), '/api/core/contabilidad/pago/list/modified', { mes: format(month, 'MM/yyyy'), centro: 'GOYA' })).length === 0) {
      month = subMonths(month, 1);
    }
    await page().goto(`${baseUrl()}/contabilidad/pagos/modificaciones?mes=${format(month, 'MM-yyyy')}`);
    const first = page().getByRole('row').nth(1);
    await visible(first.getByRole('cell').first());
    expect(await headers(page())).toEqual(['Alumno', 'Concepto', 'Fecha', 'Importe', 'Modificación']);

    // Keyboard: from the search box, Tab runs through the table's focusable cells.
    const target = first.locator('[tabindex="0"]');
    await target.focus();
    await page().keyboard.press('Shift+Tab');
    await page().keyboard.press('Tab');
    const tooltip = page().getByRole('tooltip');
    await visible(tooltip);
    expect(await tooltip.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}: [+-]?\d+,\d{2} € \(.+\)/);
    await checkScreen(page());
    await page().keyboard.press('Escape');

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('pagos-modificados.csv');
    expect(lines[0]).toBe('Alumno;Concepto;Fecha;Importe;Modificación');
  });
});

describe('payment change (/contabilidad/pagos/modificar)', () => {
  const page = useBrowser();

  it('searches a student from 3 characters, modifies a hiring’s payment after a refused save, and keeps student and hiring in the URL', async () => {
    await signIn(page(), '/contabilidad/pagos/modificar');
    const [student] = await newStudents(page());
    const name = `${student.nombre} ${student.apellidos}`;
    const picker = page().getByRole('combobox', { name: 'Alumno' });

    await picker.click();
    await picker.fill(student.apellidos.slice(0, 2));
    await visible(page().getByText('Escribe al menos 3 caracteres'));
    expect(await searchCalls(page())).toEqual([]);
    await picker.fill(name);
    await page().getByRole('option', { name: new RegExp(`^${name}`) }).first().click();
    await eventually(async () => page().url()).toContain(`alumno=${student.id}-`);
    expect((await searchCalls(page())).length).toBeGreaterThan(0);

    const hirings = page().getByRole('combobox', { name: 'Contratación' });
    await hirings.click();
    await page().getByRole('option', { name: /^Pago · / }).first().click();
    await eventually(async () => page().url()).toMatch(/contratacion=pago-\d+/);
    await visible(page().getByRole('heading', { name: 'Resultado del pago' }));
    await checkScreen(page());

    // A refused save keeps what was typed in the dialog.
    await setFaults(page(), [{ path: '/api/core/contabilidad/pago', method: 'PUT', kind: 'error', motivo: 'Servicio de pagos en mantenimiento', times: 1 }]);
    await page().getByRole('button', { name: 'Añadir modificación' }).click();
    const dialog = page().getByRole('dialog', { name: 'Añadir modificación' });
    const send = dialog.getByRole('button', { name: 'Modificar' });
    await dialog.getByRole('textbox', { name: 'Importe' }).fill('0');
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill('Descuento por hermanos');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Importe' }).fill('-15,5');
    expect(await dialog.getByRole('textbox', { name: 'Importe' }).inputValue()).toBe('-15.5');
    await checkScreen(page());
    await send.click();
    await notificationText(page()).toContain('Error al modificar el pago');
    await notificationText(page()).toContain('Servicio de pagos en mantenimiento');
    expect(await dialog.getByRole('textbox', { name: 'Importe' }).inputValue()).toBe('-15.5');
    expect(await dialog.getByRole('textbox', { name: 'Justificación' }).inputValue()).toBe('Descuento por hermanos');

    await send.click();
    await notificationText(page()).toContain('Modificación realizada');
    await hidden(dialog);
    const changes = page().getByRole('table', { name: 'Modificaciones realizadas' });
    await visible(changes.getByRole('row').filter({ hasText: 'Descuento por hermanos' }).filter({ hasText: '-15,50 €' }));

    // A reload opens the same student and hiring.
    const url = page().url();
    await page().reload();
    await visible(page().getByRole('heading', { name: 'Resultado del pago' }));
    expect(page().url()).toBe(url);
    expect(await page().getByRole('combobox', { name: 'Alumno' }).inputValue()).toBe(name);
    await visible(page().getByRole('table', { name: 'Modificaciones realizadas' }).getByRole('row').filter({ hasText: 'Descuento por hermanos' }));
  });
});

describe('student incomes (/contabilidad/pagos/ingresos)', () => {
  const page = useBrowser();

  it('opens a student from the link, edits an income with the date only for transfers, and downloads the incomes', async () => {
    await signIn(page(), '/contabilidad/pagos/ingresos');
    let chosen: { student: Student; incomes: Income[] } | undefined;
    for (const student of await newStudents(page())) {
      const incomes = await apiGet<Income[]>(page(), '/api/core/alumnos/contabilidad/ingreso-alumno/list/alumno', { alumno: String(student.id) });
      if (incomes.length > 0) {
        chosen = { student, incomes };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { student } = chosen!;
    const name = `${student.nombre} ${student.apellidos}`;
    await page().goto(`${baseUrl()}/contabilidad/pagos/ingresos?alumno=${student.id}-${encodeURIComponent(name)}`);
    const first = page().getByRole('row').nth(1);
    await visible(first.getByRole('button', { name: 'Editar' }));
    expect(await page().getByRole('combobox', { name: 'Alumno' }).inputValue()).toBe(name);
    expect(await headers(page())).toEqual(['Concepto', 'Fecha', 'Hora', 'Importe', 'Forma Pago', 'Centro', 'Opciones']);
    await checkScreen(page());

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('ingresos-alumno.csv');
    expect(lines[0]).toBe('Concepto;Fecha;Hora;Importe;Forma Pago;Centro');

    await first.getByRole('button', { name: 'Editar' }).click();
    const dialog = page().getByRole('dialog', { name: 'Editar ingreso' });
    await visible(dialog.getByText('La fecha solo se puede cambiar en los ingresos por transferencia.'));
    const method = dialog.getByRole('combobox', { name: 'Forma de pago' });
    await method.click();
    await page().getByRole('option', { name: 'Efectivo', exact: true }).click();
    await hidden(dialog.getByRole('textbox', { name: 'Hora' }));
    expect(await dialog.getByRole('group', { name: 'Fecha' }).count()).toBe(0);
    await method.click();
    await page().getByRole('option', { name: 'Transferencia', exact: true }).click();
    await visible(dialog.getByRole('group', { name: 'Fecha' }));
    const update = dialog.getByRole('button', { name: 'Actualizar' });
    await dialog.getByRole('textbox', { name: 'Concepto' }).fill('');
    expect(await update.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Concepto' }).fill('Transferencia de marzo');
    await dialog.getByRole('textbox', { name: 'Hora' }).fill('18:30');
    await checkScreen(page());
    await update.click();
    await notificationText(page()).toContain('Ingreso actualizado');
    await hidden(dialog);
    const sent = (await apiCalls(page())).find((url) => url.includes('/ingreso-alumno?') && url.includes('forma_pago=TRANSFERENCIA'));
    expect(decodeURIComponent(sent ?? '')).toMatch(/fecha=\d{4}-\d{2}-\d{2}T18:30:00/);
    await visible(page().getByRole('row').filter({ hasText: 'Transferencia de marzo' }).getByRole('cell', { name: '18:30', exact: true }));
  });
});
