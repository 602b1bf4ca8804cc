// Screens an administrator adds without a build (issue 41): the run's real-API build served by
// deploy/serve with a folder of configured screens (the demo's example folder and one broken
// file), its API answered over HTTP by `npm run demo:api`. The new screens are in the menu and
// the finder, list, create, download their CSV and are read-only for a consultant; the broken
// file leaves the rest working, shows its problems to an administrator and no trace to anyone
// else. Then the demo build (`npm start`) shows the example folder's screens too, on a phone as well.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkScreen, choose, downloadCsv, eventually, headers, hidden, launchChromium, newContext, notificationText, pathOf, signIn, useBrowser, visible } from './support/browser';
import { answerGoogleSignIn, serveBuild, startDemoApi } from './support/hosting';
import type { RealApiBuild } from './support/realApiBuild';

const build = inject('realApiBuild') as RealApiBuild | undefined;

/** A copy of the example classrooms at a route of its own, with a column naming a field the answer lacks. */
function brokenFile(): string {
  const classrooms = JSON.parse(readFileSync(path.join('src', 'demo', 'pantallas', 'aulas.json'), 'utf8')) as {
    route: string;
    menu: { title: string };
    list: { columns: { field: string }[] };
  };
  classrooms.route = '/administracion/aulas-viejas';
  classrooms.menu.title = 'Aulas viejas';
  classrooms.list.columns[0].field = 'nombr';
  return JSON.stringify(classrooms, null, 2);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const finder = (page: Page) => page.getByRole('dialog', { name: 'Buscar pantalla' });
const rowNames = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();

describe.runIf(build)('configured screens read from the folder deploy/serve serves beside a real-API build', () => {
  const { dist, apiOrigin, apiPort } = build ?? ({} as RealApiBuild);
  let folder: string;
  let served: Awaited<ReturnType<typeof serveBuild>>;
  let demoApi: Awaited<ReturnType<typeof startDemoApi>>;
  let browser: Browser;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'consola-pantallas-'));
    const examples = path.join('src', 'demo', 'pantallas');
    for (const file of readdirSync(examples)) copyFileSync(path.join(examples, file), path.join(folder, file));
    writeFileSync(path.join(folder, 'aulas-viejas.json'), brokenFile());
    writeFileSync(path.join(folder, 'index.json'), JSON.stringify({ pantallas: ['aulas.json', 'aulas-viejas.json', 'proveedores.json'] }));
    demoApi = await startDemoApi(apiOrigin, apiPort);
    served = await serveBuild(dist, folder);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    await demoApi?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** A new browser signed in through Google's button with the demo's credential of this role. */
  async function signedIn(as: 'admin' | 'consultant', at: string): Promise<Page> {
    const context = await newContext(browser);
    await answerGoogleSignIn(context, as === 'admin' ? 'demo' : 'demo-consultor');
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${served.origin}${at}`);
    await page.getByRole('button', { name: 'Acceder con Google' }).click();
    await visible(page.getByRole('button', { name: 'Cerrar sesión' }));
    return page;
  }

  it('an administrator finds the classrooms in the menu and the finder, lists them, creates one and downloads the CSV', async () => {
    const page = await signedIn('admin', '/administracion/asignaturas');
    await visible(page.locator('tbody tr').first());
    await visible(menu(page).getByRole('link', { name: 'Aulas', exact: true }));
    expect(await menu(page).getByRole('link', { name: 'Aulas', exact: true }).getAttribute('href')).toBe('/administracion/aulas');
    await menu(page).getByRole('button', { name: 'Contabilidad' }).click();
    expect(await menu(page).getByRole('link', { name: 'Proveedores' }).getAttribute('href')).toBe('/contabilidad/proveedores');
    // The broken file has no menu entry.
    expect(await menu(page).getByRole('link', { name: 'Aulas viejas' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Buscar pantalla' }).click();
    await finder(page).getByRole('combobox', { name: 'Pantalla' }).fill('aulas');
    await eventually(() => finder(page).getByRole('option').allTextContents()).toEqual(['Aulas — Administración']);
    await page.keyboard.press('Enter');
    await eventually(async () => pathOf(page)).toBe('/administracion/aulas');
    await hidden(finder(page));

    await visible(page.getByRole('heading', { level: 1, name: 'Aulas' }));
    await visible(page.getByRole('cell', { name: 'Aula 1', exact: true }));
    expect(await headers(page)).toEqual(['Nombre', 'Planta', 'Capacidad', 'Accesible', 'Alta', 'Opciones']);
    await checkScreen(page);

    await page.getByRole('link', { name: 'Añadir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva aula' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Aula de música');
    await choose(page, dialog.getByRole('combobox', { name: 'Academia' }), 'GOYA');
    await choose(page, dialog.getByRole('combobox', { name: 'Planta' }), 'Primera planta');
    await dialog.getByRole('textbox', { name: 'Capacidad' }).fill('14');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page).toContain('Aula creada');
    await hidden(dialog);
    await visible(page.getByRole('cell', { name: 'Aula de música', exact: true }));

    const { fileName, lines } = await downloadCsv(page);
    expect(fileName).toBe('aulas.csv');
    expect(lines[0]).toBe('Nombre;Planta;Capacidad;Accesible;Alta');
    expect(lines.some((line) => line.startsWith('Aula de música;Primera planta;14;'))).toBe(true);
    await page.context().close();
  });

  it('a consultant reads and downloads the classrooms and can change nothing', async () => {
    const page = await signedIn('consultant', '/administracion/aulas');
    await visible(page.getByRole('cell', { name: 'Aula 1', exact: true }));
    await visible(page.getByRole('banner').getByText('Solo lectura'));
    expect(await headers(page)).toEqual(['Nombre', 'Planta', 'Capacidad', 'Accesible', 'Alta']);
    expect(await page.getByRole('link', { name: 'Añadir' }).count()).toBe(0);
    const { fileName, lines } = await downloadCsv(page);
    expect(fileName).toBe('aulas.csv');
    expect(lines.length).toBeGreaterThan(2);

    await page.goto(`${served.origin}/administracion/aulas/create`);
    await visible(page.getByRole('cell', { name: 'Aula 1', exact: true }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('a broken file leaves the rest working and shows its problems to an administrator only', async () => {
    const admin = await signedIn('admin', '/administracion/aulas-viejas');
    await visible(admin.getByRole('heading', { level: 1, name: 'Pantalla mal configurada' }));
    await visible(admin.getByText('aulas-viejas.json, $.list.columns[0].field', { exact: false }));
    expect(await admin.getByRole('listitem').allTextContents()).toContainEqual(expect.stringMatching(/^aulas-viejas\.json, \$\.list\.columns\[0\]\.field: se esperaba .*; llegó "nombr"\. ¿Quería decir "nombre"\?$/));
    await checkScreen(admin);

    await admin.goto(`${served.origin}/contabilidad/proveedores`);
    await visible(admin.getByRole('heading', { level: 1, name: 'Proveedores' }));
    await visible(admin.locator('tbody tr').first());
    await admin.goto(`${served.origin}/administracion/centros-estudio?buscar=complutense`);
    await visible(admin.getByRole('cell', { name: 'Universidad Complutense de Madrid', exact: true }));
    await admin.context().close();

    const consultant = await signedIn('consultant', '/administracion/aulas-viejas');
    await visible(consultant.getByText('No encontrado'));
    expect(await consultant.getByText('Pantalla mal configurada').count()).toBe(0);
    expect(await consultant.getByText('aulas-viejas.json', { exact: false }).count()).toBe(0);
    await consultant.context().close();
  });
});

describe('the demo build (npm start)', () => {
  const page = useBrowser();

  it("shows the example folder's classrooms and suppliers", async () => {
    await signIn(page(), '/administracion/aulas');
    await visible(page().getByRole('heading', { level: 1, name: 'Aulas' }));
    await visible(page().getByRole('cell', { name: 'Aula 1', exact: true }));
    await page().goto(`${new URL(page().url()).origin}/contabilidad/proveedores`);
    await visible(page().getByRole('heading', { level: 1, name: 'Proveedores' }));
    expect((await rowNames(page())).length).toBeGreaterThan(1);
  });
});

describe('the example folder on a phone (320 px)', () => {
  const page = useBrowser({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });
  /** How wide the page is, and how wide the window: the page never scrolls sideways. */
  const widths = () => page().evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);

  it('lists the classrooms and opens their create dialog without a sideways page, the dialog full screen', async () => {
    await signIn(page(), '/administracion/aulas');
    await visible(page().getByText('Aula 1', { exact: true }).first());
    const [pageWidth, windowWidth] = await widths();
    expect(pageWidth).toBeLessThanOrEqual(windowWidth);
    await checkScreen(page());

    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = page().getByRole('dialog', { name: 'Nueva aula' });
    await visible(dialog);
    expect((await dialog.boundingBox())?.width).toBe(320);
    const [dialogPageWidth] = await widths();
    expect(dialogPageWidth).toBeLessThanOrEqual(320);
  });
});
