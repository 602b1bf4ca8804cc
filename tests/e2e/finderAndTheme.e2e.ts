// The screen finder (Ctrl+K or the top bar's 'Buscar pantalla': a combobox over the menu's
// screens, the ones opened last remembered over a reload) and the dark theme (from the system's
// preference, switched from the top bar and remembered), axe-clean in both.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, checkScreen, eventually, hidden, pathOf, signIn, useBrowser, visible } from './support/browser';

const finder = (page: Page) => page.getByRole('dialog', { name: 'Buscar pantalla' });
const finderField = (page: Page) => finder(page).getByRole('combobox', { name: 'Pantalla' });
const optionNames = (page: Page) => finder(page).getByRole('option').allTextContents();

/** The accessible name of the focused element (an icon button's aria-label, else its text). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The page's background colour, which CssBaseline takes from the theme. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BACKGROUND = 'rgb(49, 49, 49)';
const LIGHT_BACKGROUND = 'rgb(250, 250, 251)';

/**
 * axe-core measured the contrast of the screen's texts rather than giving up on them: it cannot
 * see through a background gradient (MUI's default for dark paper), and a text it cannot
 * measure passes checkScreen unexamined.
 */
async function contrastMeasured(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const unmeasured = results.incomplete.flatMap((rule) => rule.nodes.filter((node) => node.any.some((check) => /gradient/.test(check.message))));
  expect(unmeasured.map((node) => node.target.join(' '))).toEqual([]);
}

describe('screen finder', () => {
  const page = useBrowser();

  it('opens with Ctrl+K, finds screens by part of a name without accents, opens one with Enter and closes with Escape', async () => {
    await signIn(page(), '/administracion/asignaturas');
    await visible(page().getByRole('columnheader', { name: 'Nombre' }));

    // Escape closes it and gives the focus back to where it was.
    await page().getByRole('button', { name: 'Ayuda' }).focus();
    await page().keyboard.press('Control+k');
    await visible(finderField(page()));
    expect(await finderField(page()).evaluate((field) => field === document.activeElement)).toBe(true);
    await page().keyboard.type('codigos promo');
    await eventually(() => optionNames(page())).toEqual(['Códigos promocionales — Administración']);
    // The WAI-ARIA combobox: expanded, controlling the listbox, the first option active.
    const field = finderField(page());
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    const listbox = finder(page()).getByRole('listbox');
    expect(await field.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await field.getAttribute('aria-activedescendant')).toBe(await finder(page()).getByRole('option').first().getAttribute('id'));
    await checkScreen(page());
    await page().keyboard.press('Escape');
    await hidden(finder(page()));
    expect(await focusedName(page())).toBe('Ayuda');
    expect(pathOf(page())).toBe('/administracion/asignaturas');

    await page().keyboard.press('Control+k');
    await page().keyboard.type('apertur');
    await eventually(() => optionNames(page())).toEqual(['Aperturas — Administración › Horarios']);
    await page().keyboard.press('Enter');
    await hidden(finder(page()));
    await eventually(async () => pathOf(page())).toBe('/administracion/horarios/aperturas');
    await visible(page().getByRole('heading', { name: 'Horarios de apertura' }));

    // The arrows move through the matches: the second of the accounting screens.
    await page().keyboard.press('Control+k');
    await page().keyboard.type('contabilidad');
    await eventually(async () => (await optionNames(page())).slice(0, 3)).toEqual([
      'Ventas por mes — Contabilidad › Ventas',
      'Ventas por centro — Contabilidad › Ventas',
      'Facturas — Contabilidad',
    ]);
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Enter');
    await eventually(async () => pathOf(page())).toBe('/contabilidad/ventas/centro');
  });

  it('opens from the top bar’s button and offers the screens opened last, after a reload too', async () => {
    await signIn(page(), '/contabilidad/cajas');
    await page().getByRole('button', { name: 'Buscar pantalla' }).click();
    await visible(finderField(page()));
    await finderField(page()).fill('telefonos');
    await eventually(() => optionNames(page())).toEqual(['Telefonos entrantes — Marketing › Gestión']);
    await finder(page()).getByRole('option', { name: 'Telefonos entrantes — Marketing › Gestión' }).click();
    await eventually(async () => pathOf(page())).toBe('/marketing/gestion/telefonos-entrantes');

    await page().reload();
    await page().getByRole('button', { name: 'Buscar pantalla' }).click();
    await visible(finderField(page()));
    // The screen on display is not offered: the finder is for going elsewhere.
    await eventually(() => optionNames(page())).toEqual(['Cajas — Contabilidad']);
    await visible(finder(page()).getByText('Abiertas hace poco'));
    await page().keyboard.press('Enter');
    await eventually(async () => pathOf(page())).toBe('/contabilidad/cajas');
    // Closed, the focus is back on the button that opened it.
    await hidden(finder(page()));
    expect(await focusedName(page())).toBe('Buscar pantalla');
  });
});

describe('dark theme', () => {
  const page = useBrowser();

  it('starts from the system’s preference and keeps a list, a dialog, a chart, a month grid and the finder axe-clean', { timeout: 120_000 }, async () => {
    await page().emulateMedia({ colorScheme: 'dark' });
    await signIn(page(), '/contabilidad/facturas');
    await visible(page().locator('tbody tr').filter({ hasText: 'Emitida' }).first());
    expect(await pageBackground(page())).toBe(DARK_BACKGROUND);
    await checkScreen(page());
    await contrastMeasured(page());

    await page().goto(`${baseUrl()}/administracion/asignaturas/create`);
    const dialog = page().getByRole('dialog', { name: 'Añadir nueva asignatura' });
    await visible(dialog);
    // With the fields' error texts shown.
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await visible(dialog.getByText('Obligatorio').first());
    await checkScreen(page());
    await contrastMeasured(page());

    await page().goto(`${baseUrl()}/marketing/adquisicion/captacion-centro?academia=GOYA&ejercicio=2025`);
    await visible(page().getByRole('figure', { name: 'Gráfico: Leads, pruebas y captados por mes' }).locator('[data-label]').first());
    await checkScreen(page());
    await contrastMeasured(page());

    await page().goto(`${baseUrl()}/administracion/calendario`);
    await visible(page().locator('table li button').first());
    await checkScreen(page());
    await contrastMeasured(page());

    await page().keyboard.press('Control+k');
    await visible(finderField(page()));
    await page().keyboard.type('cajas');
    await eventually(() => optionNames(page())).toEqual(['Cajas — Contabilidad']);
    await checkScreen(page());
    await contrastMeasured(page());
  });

  it('switches to light from the top bar and remembers it over a reload', async () => {
    await page().emulateMedia({ colorScheme: 'dark' });
    await signIn(page(), '/administracion/asignaturas');
    expect(await pageBackground(page())).toBe(DARK_BACKGROUND);
    await page().getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
    await eventually(() => pageBackground(page())).toBe(LIGHT_BACKGROUND);
    await page().reload();
    await visible(page().getByRole('columnheader', { name: 'Nombre' }));
    expect(await pageBackground(page())).toBe(LIGHT_BACKGROUND);
    await checkScreen(page());
  });
});
