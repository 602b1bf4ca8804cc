// 'Pantallas configuradas' and its editor (issue 42) on the demo build, whose folder of screens is
// the example one: an administrator opens a configured screen's file from the list, changes its
// title, sees the preview follow, downloads the file and the index, which pass
// `npm run screens:check`; the draft survives a reload; a new screen started from a call of the
// demo API lists its answer in the preview; a consultant finds no such page; on a
// phone the editor and its preview stack.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, eventually, pathOf, signIn, useBrowser, visible } from './support/browser';

const LIST = '/administracion/pantallas-configuradas';
const classrooms = readFileSync(path.join('src', 'demo', 'pantallas', 'aulas.json'), 'utf8');
/** The classrooms' list titled anew (the menu's title stays). */
const retitled = classrooms.replace('"list": {\n    "title": "Aulas",', '"list": {\n    "title": "Aulas del centro",');

const finder = (page: Page) => page.getByRole('dialog', { name: 'Buscar pantalla' });

/** The finder's options for `typed`. */
async function found(page: Page, typed: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Buscar pantalla' }).click();
  await finder(page).getByRole('combobox', { name: 'Pantalla' }).fill(typed);
  await visible(finder(page).getByRole('listbox').or(finder(page).getByText('Ninguna pantalla', { exact: false })));
  return finder(page).getByRole('option').allTextContents();
}

const editorText = (page: Page) => page.getByRole('textbox', { name: 'Archivo aulas.json' });
const preview = (page: Page) => page.getByRole('region', { name: 'Vista previa' });

/** Saves the download a click on `button` starts in `folder`, under the name the page gives it. */
async function downloadInto(page: Page, button: string, folder: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return download.suggestedFilename();
}

describe("an administrator's 'Pantallas configuradas'", () => {
  const page = useBrowser();

  it('opens a file from the list, retitles it with the preview following, and downloads what passes the check', async () => {
    await signIn(page(), '/dashboard');
    expect(await found(page(), 'pantallas conf')).toEqual(['Pantallas configuradas — Administración']);
    await page().keyboard.press('Enter');
    await visible(page().getByRole('heading', { level: 1, name: 'Pantallas configuradas' }));
    const row = page().locator('tbody tr', { hasText: 'aulas.json' });
    await visible(row.getByRole('cell', { name: 'Correcta', exact: true }));
    expect(await row.getByRole('link', { name: '/administracion/aulas' }).getAttribute('href')).toBe('/administracion/aulas');
    await checkScreen(page());

    await row.getByRole('link', { name: 'Abrir aulas.json en el editor' }).click();
    await eventually(async () => pathOf(page())).toBe(`${LIST}/archivo/aulas`);
    await visible(preview(page()).getByRole('heading', { name: 'Aulas', exact: true }));
    await visible(preview(page()).getByRole('cell', { name: 'Aula 1', exact: true }));
    expect(await preview(page()).getByRole('button', { name: 'Añadir' }).isDisabled()).toBe(true);

    // The whole text replaced as a paste would: the code editor adds nothing to it.
    expect(retitled).not.toBe(classrooms);
    await editorText(page()).click();
    await page().keyboard.press('ControlOrMeta+A');
    await page().keyboard.insertText(retitled);
    await visible(preview(page()).getByRole('heading', { name: 'Aulas del centro', exact: true }));
    await visible(page().getByText('Borrador', { exact: true }));
    await checkScreen(page());

    const folder = mkdtempSync(path.join(tmpdir(), 'pantallas-descargadas-'));
    try {
      // The operator's folder: the served files, with the two downloads put in it.
      copyFileSync(path.join('src', 'demo', 'pantallas', 'proveedores.json'), path.join(folder, 'proveedores.json'));
      expect(await downloadInto(page(), 'Descargar aulas.json', folder)).toBe('aulas.json');
      expect(await downloadInto(page(), 'Descargar index.json', folder)).toBe('index.json');
      expect(readFileSync(path.join(folder, 'aulas.json'), 'utf8')).toBe(retitled);
      expect(JSON.parse(readFileSync(path.join(folder, 'index.json'), 'utf8'))).toEqual({ pantallas: ['aulas.json', 'proveedores.json'] });
      expect(execFileSync('node', ['scripts/screensCheck.mjs', folder], { encoding: 'utf8' })).toBe(`${folder}: 2 pantallas, ningún problema.\n`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // The draft is the browser's: a reload shows it again, and the list marks it.
    await page().reload();
    await visible(preview(page()).getByRole('heading', { name: 'Aulas del centro', exact: true }));
    await page().goto(new URL(LIST, page().url()).href);
    await visible(page().locator('tbody tr', { hasText: 'aulas.json' }).getByText('Borrador', { exact: true }));
  });
});

describe("an administrator's new screen, started from a call", () => {
  const page = useBrowser();

  it("proposes a file from the call's answer, which the preview lists", async () => {
    await signIn(page(), LIST);
    await page().getByRole('link', { name: 'Nueva pantalla' }).click();
    await eventually(async () => pathOf(page())).toBe(`${LIST}/nueva`);
    await page().getByRole('button', { name: 'Empezar desde una llamada' }).click();
    const dialog = page().getByRole('dialog', { name: 'Empezar desde una llamada' });
    await dialog.getByRole('combobox', { name: 'Llamada GET de la API' }).fill('/api/core/interno/proveedor/list');
    await dialog.getByRole('button', { name: 'Proponer pantalla' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(preview(page()).getByRole('columnheader', { name: 'Nombre' }));
    await visible(preview(page()).getByRole('cell', { name: /S\.(L|A)\.$/ }).first());
    expect(await page().getByRole('textbox', { name: 'Archivo proveedor.json' }).textContent()).toContain('"path": "/api/core/interno/proveedor/list"');
    await visible(page().getByText('Borrador', { exact: true }));
    await checkScreen(page());
  });
});

describe("a consultant's 'Pantallas configuradas'", () => {
  const page = useBrowser();

  it('is an address that does not exist, in neither the menu nor the finder', async () => {
    await signIn(page(), LIST, 'consultant');
    await visible(page().getByText('No encontrado'));
    expect(await found(page(), 'pantallas conf')).toEqual([]);
    await page().keyboard.press('Escape');
    const menu = page().getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Administración' }).click();
    await visible(menu.getByRole('link', { name: 'Calendario' }));
    expect(await menu.getByRole('link', { name: 'Pantallas configuradas' }).count()).toBe(0);
    expect(await page().getByRole('heading', { name: 'Pantallas configuradas' }).count()).toBe(0);
    await page().goto(new URL(`${LIST}/archivo/aulas`, page().url()).href);
    await visible(page().getByText('No encontrado'));
    expect(await page().getByRole('textbox', { name: 'Archivo aulas.json' }).count()).toBe(0);
  });
});

describe('the editor on a phone (360 px)', () => {
  const page = useBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  it('stacks the preview under the editor, without a sideways page', async () => {
    await signIn(page(), `${LIST}/archivo/aulas`);
    await visible(preview(page()).getByText('Aula 1', { exact: true }).first());
    const editorBox = await editorText(page()).boundingBox();
    const previewBox = await preview(page()).boundingBox();
    expect(previewBox && editorBox && previewBox.y >= editorBox.y + editorBox.height).toBe(true);
    const [pageWidth, windowWidth] = await page().evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
    expect(pageWidth).toBeLessThanOrEqual(windowWidth);
  });
});
