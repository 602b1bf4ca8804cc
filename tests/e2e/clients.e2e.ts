// The clients area (spec 02 §2) as a user goes through it: the new records of a month, the
// hirings in two tabs, income per subject, what a promo code brought in and the ratings; each
// screen's download (its header row), axe-core clean, and a load error.
import { subMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { previousMonth } from '../support/spec';
import { callsTo, checkScreen, choose, downloadCsv, eventually, headers, notificationText, setFaults, signIn, useBrowser, visible } from './support/browser';

const MONTH_NAMES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

const query = (page: Page) => new URL(page.url()).searchParams;
/** The first body row, once the table shows one. */
const firstRow = (page: Page) => page.locator('tbody tr').first();

/** The month before this one, where every academy has records whatever today's day. */
async function choosePreviousMonth(page: Page) {
  await choose(page, page.getByRole('combobox', { name: 'Mes' }), previousMonth().label);
  await eventually(async () => query(page).get('mes')).toBe(previousMonth().value.replace('/', '-'));
}

describe('new student records (/clientes/fichas)', () => {
  const page = useBrowser();

  it('lists the records opened in a month with check or cross icons and the progress, searches and downloads them', async () => {
    await signIn(page(), '/clientes/fichas');
    await choosePreviousMonth(page());
    await visible(firstRow(page()).getByRole('cell').first());
    expect(await headers(page())).toEqual([
      'Alumno', 'Fecha de nacimiento', 'Teléfono', 'DNI', 'E-mail', 'Código postal', 'Facturación', 'Condiciones', 'RGPD', 'Progreso',
    ]);
    // No external students app in this build: the names are plain text.
    expect(await page().locator('tbody a').count()).toBe(0);
    expect(await firstRow(page()).locator('td').last().textContent()).toMatch(/^\d{1,3} %$/);
    const icons = await page().locator('tbody svg title').allTextContents();
    expect(icons.some((name) => ['Con facturación', 'Condiciones firmadas', 'RGPD firmado'].includes(name))).toBe(true);
    await checkScreen(page());

    const name = (await firstRow(page()).locator('td').first().textContent()) as string;
    await page().getByRole('searchbox', { name: 'Buscar' }).fill(name);
    await eventually(() => page().locator('tbody tr td:first-child').allTextContents()).toEqual(expect.arrayContaining([name]));
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('fichas-mes.csv');
    expect(lines[0]).toBe('Alumno;Fecha de nacimiento;Teléfono;DNI;E-mail;Código postal;Facturación;Condiciones;RGPD;Progreso');
    expect(lines[1]).toContain(name);
  });
});

describe('monthly hirings (/clientes/contrataciones-mensuales)', () => {
  const page = useBrowser();

  it('shows the hour packs, then the tariffs of the same academy and month in their tab, kept in the URL', async () => {
    await signIn(page(), '/clientes/contrataciones-mensuales');
    await visible(page().getByRole('tab', { name: 'Packs de horas', selected: true }));
    await choosePreviousMonth(page());
    await choose(page(), page().getByRole('combobox', { name: 'Academia' }), 'QUEVEDO');
    await visible(firstRow(page()).getByRole('cell').first());
    expect(await headers(page())).toEqual(['Alumno', 'Pack', 'Horas', 'Curso']);
    await checkScreen(page());
    const packs = await downloadCsv(page());
    expect(packs.fileName).toBe('packs-mes.csv');
    expect(packs.lines[0]).toBe('Alumno;Pack;Horas;Curso');

    await page().getByRole('tab', { name: 'Tarifas' }).click();
    await visible(page().getByRole('tab', { name: 'Tarifas', selected: true }));
    await eventually(() => headers(page())).toEqual(['Alumno', 'Tarifa', 'Curso']);
    await eventually(async () => [query(page()).get('pestana'), query(page()).get('academia'), query(page()).get('mes')]).toEqual([
      'tarifas',
      'QUEVEDO',
      previousMonth().value.replace('/', '-'),
    ]);
    expect(await page().getByRole('combobox', { name: 'Academia' }).textContent()).toBe('QUEVEDO');
    await visible(firstRow(page()).getByRole('cell').first());
    await checkScreen(page());
    const tariffs = await downloadCsv(page());
    expect(tariffs.fileName).toBe('tarifas-mes.csv');
    expect(tariffs.lines[0]).toBe('Alumno;Tarifa;Curso');

    await page().reload();
    await visible(page().getByRole('tab', { name: 'Tarifas', selected: true }));
    expect(await page().getByRole('combobox', { name: 'Academia' }).textContent()).toBe('QUEVEDO');
  });
});

describe('income per subject (/clientes/asignaturas)', () => {
  const page = useBrowser();

  it("shows an academy's income per subject in a month with its total, and downloads it", async () => {
    await signIn(page(), '/clientes/asignaturas');
    await choosePreviousMonth(page());
    await visible(firstRow(page()).getByRole('cell').first());
    expect(await headers(page())).toEqual(['Asignatura', 'Ingresos']);
    expect(await firstRow(page()).locator('td').last().textContent()).toMatch(/^[\d.]+,\d{2} €$/);
    expect(await page().getByRole('row').last().locator('td, th').first().textContent()).toBe('Total');
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('asignaturas-mes.csv');
    expect(lines[0]).toBe('Asignatura;Ingresos');
  });
});

describe('promo-code usage (/clientes/codigos)', () => {
  const page = useBrowser();

  it("offers the month's codes by name and shows what the chosen one brought in per academy", async () => {
    await signIn(page(), '/clientes/codigos');
    await visible(page().getByText('No hay datos'));
    await page().getByRole('combobox', { name: 'Código' }).click();
    await visible(page().getByRole('option', { name: 'AMIGO15', exact: true }));
    const codes = (await page().getByRole('option').allTextContents()).slice(1);
    expect(codes.length).toBeGreaterThan(2);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'es')));
    await page().getByRole('option', { name: 'AMIGO15', exact: true }).click();

    await visible(firstRow(page()).getByRole('cell').first());
    expect(await headers(page())).toEqual(['Academia', 'Pagos', 'Tarifas', 'Packs de horas', 'Total']);
    expect(await page().getByRole('row').last().locator('td, th').first().textContent()).toBe('Total');
    // The URL follows the user's pause (300 ms), after the rows have come.
    await eventually(async () => query(page()).get('codigo')).toMatch(/^\d+$/);
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('codigos-mes.csv');
    expect(lines[0]).toBe('Academia;Pagos;Tarifas;Packs de horas;Total');
  });
});

describe('ratings (/clientes/valoraciones)', () => {
  const page = useBrowser();

  it('shows a month of ratings newest first, out of 5 or Sin valoracion, and downloads them', async () => {
    await signIn(page(), '/clientes/valoraciones');
    const last = subMonths(new Date(), 1);
    await choose(page(), page().getByRole('combobox', { name: 'Año' }), String(last.getFullYear()));
    await choose(page(), page().getByRole('combobox', { name: 'Mes' }), MONTH_NAMES[last.getMonth()]);
    await visible(firstRow(page()).getByRole('cell').first());
    expect(await headers(page())).toEqual([
      'Alumno', 'Asignatura', 'Profesor', 'Centro', 'Fecha y hora', 'Valoración de la clase', 'Valoración del profesor', 'Observaciones',
    ]);
    const shown = await page().locator('tbody tr td:nth-child(5)').allTextContents();
    const sortable = shown.map((text) => text.replace(/^(\d{2})\/(\d{2})\/(\d{4}) - (.*)$/, '$3-$2-$1 $4'));
    expect(sortable).toEqual([...sortable].sort().reverse());
    const marks = await page().locator('tbody tr td:nth-child(6), tbody tr td:nth-child(7)').allTextContents();
    expect(marks.every((mark) => /^[1-5]\/5$/.test(mark) || mark === 'Sin valoracion')).toBe(true);
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('valoraciones-mes.csv');
    expect(lines[0]).toBe('Alumno;Asignatura;Profesor;Centro;Fecha y hora;Valoración de la clase;Valoración del profesor;Observaciones');
    expect(lines.some((line) => line.includes(';Sin valoracion;'))).toBe(true);
  });

  it("says 'Error al recuperar las valoraciones' with the server's reason when the list fails", async () => {
    await signIn(page(), '/dashboard');
    await setFaults(page(), [{ path: '/api/core/alumnos/valoracion-alumnos/list', kind: 'error', motivo: 'Valoraciones no disponibles' }]);
    await page().goto(new URL('/clientes/valoraciones', page().url()).toString());
    await notificationText(page()).toContain('Valoraciones no disponibles');
    // A refusal is final: shown after the one call.
    expect(await callsTo(page(), '/api/core/alumnos/valoracion-alumnos/list')).toBe(1);
    await notificationText(page()).toContain('Error al recuperar las valoraciones');
    await visible(page().getByText('No hay datos'));
  });
});
