// The charts beside the tables, drawn in the browser: each chart's marks carry the very figures
// of its table's cells, in the table's order; a chart can be hidden (remembered over a reload)
// and shown again; it follows the screen's view in the URL; the screen stays axe-clean.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, checkScreen, choose, eventually, signIn, useBrowser, visible } from './support/browser';

/** What a chart's drawn marks (bars and points) show, in the order drawn: 'Enero, Ventas: +1.234,50 €'. */
const markNames = (figure: Locator): Promise<string[]> =>
  figure.locator('[data-label]').evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-label') ?? ''));

/** The fill colour of each drawn mark, by what it shows. */
const markFills = async (figure: Locator): Promise<Record<string, string>> =>
  Object.fromEntries(
    await figure.locator('[data-label]').evaluateAll((marks) => marks.map((mark) => [mark.getAttribute('data-label'), getComputedStyle(mark).fill])),
  );

/** The chart drawn: its first mark is there. */
const drawn = (figure: Locator) => visible(figure.locator('[data-label]').first());

/** The marks of one series ('Leads'), by their names. */
const marksOf = (names: string[], series: string) => names.filter((name) => name.includes(`, ${series}: `));

/** The texts of the body rows' cells of the screen's (or region's) table, in its order. */
function bodyRows(scope: Page | Locator): Promise<string[][]> {
  return scope
    .locator('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')));
}

/** Hides the chart, reloads, sees it still hidden, then shows it again. */
async function hideRememberedThenShow(page: Page, scope: Locator, figureName: string) {
  await scope.getByRole('button', { name: 'Ocultar gráfico' }).click();
  await eventually(() => scope.getByRole('figure', { name: figureName }).count()).toBe(0);
  await page.reload();
  const show = scope.getByRole('button', { name: 'Mostrar gráfico' });
  await visible(show);
  expect(await show.getAttribute('aria-expanded')).toBe('false');
  expect(await scope.getByRole('figure', { name: figureName }).count()).toBe(0);
  await show.click();
  await visible(scope.getByRole('figure', { name: figureName }));
  expect(await scope.getByRole('button', { name: 'Ocultar gráfico' }).getAttribute('aria-expanded')).toBe('true');
}

const MONTH_ROW = /^[A-Z][a-z]+ \d{4}$/;
const ACADEMY_ROW = (label: string) => !label.includes('(') && !label.startsWith('Total');

describe('charts beside the tables', () => {
  const page = useBrowser();

  it('captacion-centro: the months of the academic year as bars of leads, pruebas and captados, lead → alumno as a line', async () => {
    await signIn(page(), '/marketing/adquisicion/captacion-centro?academia=GOYA&ejercicio=2025');
    const figure = page().getByRole('figure', { name: 'Gráfico: Leads, pruebas y captados por mes' });
    await drawn(figure);
    const months = (await bodyRows(page())).filter((cells) => MONTH_ROW.test(cells[0]));
    expect(months.map((cells) => cells[0])).toEqual([
      'Septiembre 2025', 'Octubre 2025', 'Noviembre 2025', 'Diciembre 2025', 'Enero 2026', 'Febrero 2026',
      'Marzo 2026', 'Abril 2026', 'Mayo 2026', 'Junio 2026', 'Julio 2026', 'Agosto 2026',
    ]);
    const names = await markNames(figure);
    expect(marksOf(names, 'Leads')).toEqual(months.map((cells) => `${cells[0]}, Leads: ${cells[1]}`));
    expect(marksOf(names, 'Pruebas')).toEqual(months.map((cells) => `${cells[0]}, Pruebas: ${cells[3]}`));
    expect(marksOf(names, 'Captados')).toEqual(months.map((cells) => `${cells[0]}, Captados: ${cells[5]}`));
    // A month without valid leads has no conversion to draw (the table shows it as 0.00 %).
    const conversions = months.map((cells) => `${cells[0]}, Lead → Alumno: ${cells[8]}`);
    expect(marksOf(names, 'Lead → Alumno').every((name) => conversions.includes(name))).toBe(true);
    expect(marksOf(names, 'Lead → Alumno').length).toBeGreaterThan(0);
    await checkScreen(page());

    await hideRememberedThenShow(page(), page().locator('main'), 'Gráfico: Leads, pruebas y captados por mes');
    await choose(page(), 'Ejercicio', '2024');
    await eventually(async () => marksOf(await markNames(figure), 'Leads')[0] ?? '').toMatch(/^Septiembre 2024, Leads: \d+$/);
    const september = (await bodyRows(page())).find((cells) => cells[0] === 'Septiembre 2024');
    expect(marksOf(await markNames(figure), 'Leads')[0]).toBe(`Septiembre 2024, Leads: ${september?.[1]}`);
  });

  it('captacion-mes: the academies side by side, leads and captados, in the order the table is sorted', async () => {
    await signIn(page(), '/marketing/adquisicion/captacion-mes?orden=centro&sentido=desc');
    const figure = page().getByRole('figure', { name: 'Gráfico: Leads y captados por centro' });
    await drawn(figure);
    const academies = (await bodyRows(page())).filter((cells) => ACADEMY_ROW(cells[0]));
    expect(academies.length).toBeGreaterThan(10);
    const names = await markNames(figure);
    expect(marksOf(names, 'Leads')).toEqual(academies.map((cells) => `${cells[0]}, Leads: ${cells[1]}`));
    expect(marksOf(names, 'Captados')).toEqual(academies.map((cells) => `${cells[0]}, Captados: ${cells[5]}`));
    await checkScreen(page());

    // The other direction of the sort, from the table's header: the chart turns round too.
    await page().getByRole('button', { name: /^Ordenar por centro/ }).click();
    await eventually(async () => marksOf(await markNames(figure), 'Leads')).toEqual(
      [...academies].reverse().map((cells) => `${cells[0]}, Leads: ${cells[1]}`),
    );
    await hideRememberedThenShow(page(), page().locator('main'), 'Gráfico: Leads y captados por centro');
  });

  it("leads: each share table beside a bar chart of its rows' percentages", async () => {
    await signIn(page(), '/marketing/adquisicion/leads?academia=TODOS');
    const region = page().getByRole('region', { name: 'Cómo nos han conocido' });
    const figure = region.getByRole('figure', { name: 'Gráfico: Porcentajes de cómo nos han conocido' });
    await drawn(figure);
    const rows = await bodyRows(region);
    expect(rows.length).toBeGreaterThan(0);
    expect(marksOf(await markNames(figure), 'Porcentaje')).toEqual(rows.map((cells) => `${cells[0]}, Porcentaje: ${cells[2]}`));
    const trials = page().getByRole('region', { name: 'Resultado por clase de prueba' });
    const trialRows = await bodyRows(trials);
    const trialFigure = trials.getByRole('figure', { name: 'Gráfico: Porcentajes de resultado por clase de prueba' });
    expect(marksOf(await markNames(trialFigure), 'Porcentaje')).toEqual(trialRows.map((cells) => `${cells[0]} - ${cells[1]}, Porcentaje: ${cells[3]}`));
    await checkScreen(page());

    await hideRememberedThenShow(page(), region, 'Gráfico: Porcentajes de cómo nos han conocido');
    // The other tables' charts stay shown.
    await visible(trialFigure);
    await choose(page(), 'Academia', 'GOYA');
    await eventually(async () => {
      const shown = await bodyRows(region);
      return marksOf(await markNames(figure), 'Porcentaje').join('|') === shown.map((cells) => `${cells[0]}, Porcentaje: ${cells[2]}`).join('|');
    }).toBe(true);
  });

  it('ventas/centro: the monthly result as bars coloured by sign, sales and income as lines, following the search', async () => {
    await signIn(page(), '/contabilidad/ventas/centro?anio=2024');
    const figure = page().getByRole('figure', { name: 'Gráfico: Resultados por mes' });
    await drawn(figure);
    const months = await bodyRows(page());
    expect(months.map((cells) => cells[0])).toEqual([
      'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
    ]);
    const names = await markNames(figure);
    expect(marksOf(names, 'Resultado').sort()).toEqual(months.map((cells) => `${cells[0]}, Resultado: ${cells[7]}`).sort());
    expect(marksOf(names, 'Ventas')).toEqual(months.map((cells) => `${cells[0]}, Ventas: ${cells[1]}`));
    expect(marksOf(names, 'Ingresos')).toEqual(months.map((cells) => `${cells[0]}, Ingresos: ${cells[5]}`));
    // Coloured as the table colours the result: owed (positive) red, negative green.
    const fills = await markFills(figure);
    for (const cells of months) {
      const fill = fills[`${cells[0]}, Resultado: ${cells[7]}`];
      if (cells[7].startsWith('+')) expect(fill).toBe('rgb(198, 40, 40)');
      else if (cells[7].startsWith('-')) expect(fill).toBe('rgb(27, 94, 32)');
    }
    await checkScreen(page());

    // From the keyboard, the chart reads out its marks in Spanish, as the table writes them.
    await figure.locator('[tabindex="0"]').first().focus();
    await page().keyboard.press('ArrowRight');
    const january = months[0][7];
    const favourable = january.startsWith('+') ? 'sin valor' : january;
    await visible(figure.getByRole('img', { name: `Enero; Resultado favorable; ${favourable}`, exact: true }));
    await page().keyboard.press('Escape');

    await hideRememberedThenShow(page(), page().locator('main'), 'Gráfico: Resultados por mes');
    await page().getByRole('searchbox', { name: 'Buscar' }).fill('ener');
    await eventually(async () => marksOf(await markNames(figure), 'Ventas')).toEqual([`Enero, Ventas: ${months[0][1]}`]);
  });

  it("ventas/mes: the academies' results side by side, in the table's order", async () => {
    await signIn(page(), '/contabilidad/ventas/mes?anio=2022&mes=3&orden=centro&sentido=desc');
    const figure = page().getByRole('figure', { name: 'Gráfico: Resultados por centro' });
    await drawn(figure);
    const academies = await bodyRows(page());
    expect(academies.length).toBe(13);
    expect(academies[0][0] > academies[12][0]).toBe(true);
    const names = await markNames(figure);
    expect(marksOf(names, 'Ventas')).toEqual(academies.map((cells) => `${cells[0]}, Ventas: ${cells[1]}`));
    expect(marksOf(names, 'Resultado').sort()).toEqual(academies.map((cells) => `${cells[0]}, Resultado: ${cells[7]}`).sort());
    await checkScreen(page());

    await hideRememberedThenShow(page(), page().locator('main'), 'Gráfico: Resultados por centro');
    await page().goto(`${baseUrl()}/contabilidad/ventas/mes?anio=2022&mes=4`);
    await drawn(figure);
    const april = await bodyRows(page());
    await eventually(async () => marksOf(await markNames(figure), 'Ventas')).toEqual(april.map((cells) => `${cells[0]}, Ventas: ${cells[1]}`));
  });
});
