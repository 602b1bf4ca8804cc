// Phones and tablets (DESIGN.md 'Phones and tablets', WCAG 2.2 reflow at 320 px): every screen
// of spec 01 §2 and its create dialog without a sideways page and with the top bar's controls
// on screen, from 320 px to a desktop; and, on a phone and on a tablet held upright, the top
// bar, the menu, a declared list, a dialog and a month grid used as a person would.
import { addDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, checkScreen, eventually, hidden, pathOf, signIn, useBrowser, visible } from './support/browser';
import { SPEC_ROUTES } from '../support/spec';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };


/**
 * Waits until the screen has what it asked for (no request in flight, read from the top bar's
 * busy indicator, which an open dialog hides from assistive technology) and has drawn it.
 */
async function settled(page: Page): Promise<void> {
  const busy = page.getByRole('banner', { includeHidden: true }).getByRole('status', { includeHidden: true });
  await eventually(() => busy.textContent()).toBe('');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** What is wrong with the page's width and the top bar's controls at this moment, in words. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const pageWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (pageWidth > width) problems.push(`la página mide ${pageWidth} px`);
    for (const control of document.querySelectorAll('header button')) {
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label');
      if (box.left < 0 || box.right > width) problems.push(`'${name}' fuera de la pantalla (${box.left}–${box.right} px)`);
      if (box.width < 24 || box.height < 24) problems.push(`'${name}' de ${box.width} × ${box.height} px`);
    }
    return problems;
  });
}

/** The top bar's buttons, by name. */
const topBarButtons = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

describe('every screen from 320 px to a desktop', () => {
  const page = useBrowser();

  it('never scrolls the page sideways and keeps the top bar on screen, with the create dialogs', { timeout: 900_000 }, async () => {
    await signIn(page(), '/dashboard');
    const problems: string[] = [];
    const withDialogs = new Set<string>();
    // The desktop first: the menu is open there until a narrower window closes it.
    for (const width of [1440, 768, 390, 320]) {
      await page().setViewportSize({ width, height: width < 600 ? 844 : 1024 });
      for (const route of SPEC_ROUTES) {
        await page().goto(`${baseUrl()}${route}`);
        const content =
          route === '/dashboard' ? page().getByRole('img', { name: 'Imagen de fondo del inicio' }) : page().getByRole('heading', { level: 1 });
        await visible(content);
        await settled(page());
        problems.push(...(await layoutProblems(page())).map((problem) => `${width} px ${route}: ${problem}`));

        const add = page().getByRole('main').getByRole('link', { name: 'Añadir', exact: true }).or(page().getByRole('main').getByRole('button', { name: 'Añadir', exact: true }));
        if ((await add.count()) === 0) continue;
        await add.click();
        withDialogs.add(route);
        const dialog = page().getByRole('dialog');
        await visible(dialog);
        await settled(page());
        const where = `${width} px ${route}, diálogo '${await dialog.getAttribute('aria-labelledby').then((id) => page().locator(`[id="${id}"]`).textContent())}'`;
        problems.push(...(await layoutProblems(page())).map((problem) => `${where}: ${problem}`));
        const box = await dialog.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > width) problems.push(`${where}: fuera de la pantalla`);
        if (width < 600 && box && (box.width !== width || box.height !== 844)) problems.push(`${where}: no ocupa la pantalla (${box.width} × ${box.height})`);
        await page().keyboard.press('Escape');
        await hidden(dialog);
      }
    }
    expect(problems).toEqual([]);
    // Spec 02 §2: among others, the subjects' 'Añadir' dialog and the calendar's 'Nuevo evento'.
    expect([...withDialogs]).toEqual(expect.arrayContaining(['/administracion/asignaturas', '/administracion/calendario']));
  });
});

describe.each([
  { device: 'a phone', size: PHONE, bar: ['Menú', 'Más opciones'], fullScreenDialogs: true },
  // The screen finder and the theme switch wait in 'Más opciones' below 900 px.
  { device: 'a tablet held upright', size: TABLET, bar: ['Ayuda', 'Menú', 'Recargar', 'Cerrar sesión', 'Más opciones'], fullScreenDialogs: false },
])('on $device', ({ size, bar, fullScreenDialogs }) => {
  const page = useBrowser({ viewport: size, hasTouch: true, isMobile: true });

  it('opens the menu as a drawer from the top bar, closes it after a choice, and signs out from the top bar', async () => {
    await signIn(page(), '/dashboard');
    expect(await topBarButtons(page())).toEqual(bar);
    const menu = page().getByRole('navigation', { name: 'Menú principal' });
    await hidden(menu);
    await page().getByRole('button', { name: 'Menú', exact: true }).click();
    await visible(menu);
    await checkScreen(page());
    await menu.getByRole('button', { name: 'Contabilidad' }).click();
    await menu.getByRole('link', { name: 'Cajas' }).click();
    await visible(page().getByRole('heading', { name: 'Cajas' }));
    await hidden(menu);
    expect(pathOf(page())).toBe('/contabilidad/cajas');
    await settled(page());
    expect(await layoutProblems(page())).toEqual([]);
    await checkScreen(page());

    if (bar.includes('Cerrar sesión')) {
      await page().getByRole('button', { name: 'Cerrar sesión' }).click();
    } else {
      await page().getByRole('button', { name: 'Más opciones' }).click();
      const more = page().getByRole('menu');
      expect(await more.getByRole('menuitem').allTextContents()).toEqual([
        'Buscar pantalla',
        'Cambiar entre modo claro y oscuro',
        'Ayuda',
        'Recargar',
        'Cerrar sesión',
      ]);
      await checkScreen(page());
      await more.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    }
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
  });

  it('searches, sorts and edits in a declared list, its wide table scrolling in its own box', async () => {
    await signIn(page(), '/administracion/asignaturas');
    const table = page().getByRole('region', { name: 'Tabla: Asignaturas' });
    await visible(table.getByRole('columnheader', { name: 'Nombre' }));
    await settled(page());
    expect(await layoutProblems(page())).toEqual([]);
    await checkScreen(page());

    // Focus is never hidden under the fixed top bar (WCAG 2.4.11): a field scrolled under it is
    // brought clear of it when it gets the focus.
    const search = page().getByRole('searchbox', { name: 'Buscar' });
    await search.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 10));
    await search.focus();
    const topBar = await page().getByRole('banner').boundingBox();
    expect((await search.boundingBox())!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);

    await search.fill('matematicas');
    await eventually(async () => (await table.getByRole('row').allTextContents()).slice(1).every((row) => row.includes('Matemáticas'))).toBe(true);
    const names = () => table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
    const ascending = await names();
    expect(ascending.length).toBeGreaterThan(1);
    await table.getByRole('button', { name: 'Ordenar por nombre descendente' }).click();
    await eventually(names).toEqual([...ascending].reverse());

    await table.getByRole('link', { name: 'Editar' }).first().click();
    const dialog = page().getByRole('dialog', { name: 'Editar asignatura' });
    await visible(dialog);
    const box = await dialog.boundingBox();
    if (fullScreenDialogs) expect(box).toEqual({ x: 0, y: 0, ...size });
    else expect(box!.width).toBeLessThan(size.width);
    // The buttons are on screen without scrolling sideways.
    const cancel = await dialog.getByRole('button', { name: 'Cancelar' }).boundingBox();
    expect(cancel!.x + cancel!.width).toBeLessThanOrEqual(size.width);
    expect(await layoutProblems(page())).toEqual([]);
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(dialog);
  });
});

describe('month grids on a phone and a tablet', () => {
  const page = useBrowser({ viewport: PHONE, hasTouch: true, isMobile: true });

  it('shows the month as an agenda of its days on a phone, with every action of the grid', async () => {
    const today = new Date();
    await signIn(page(), '/administracion/calendario');
    const agenda = page().getByRole('list', { name: new RegExp(`${format(today, 'yyyy')}$`) }).first();
    await visible(agenda);
    // One entry a day of the month, named by its short weekday.
    const days = endOfMonth(today).getDate();
    expect(await agenda.locator(':scope > li').count()).toBe(days);
    expect(await agenda.locator(':scope > li').first().locator('abbr').textContent()).toBe(['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'][startOfMonth(today).getDay()]);
    // Nothing runs into its neighbour.
    const spilling = await agenda.locator(':scope > li').evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth).length);
    expect(spilling).toBe(0);
    await settled(page());
    expect(await layoutProblems(page())).toEqual([]);
    await checkScreen(page());

    await page().getByRole('button', { name: `Nuevo evento el ${format(addDays(startOfMonth(today), 2), 'dd/MM/yyyy')}` }).click();
    const dialog = page().getByRole('dialog', { name: 'Nuevo evento' });
    await visible(dialog);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(dialog);
  });

  it('shows the grid with short weekday names on a tablet, its texts inside their days', async () => {
    await page().setViewportSize(TABLET);
    await signIn(page(), '/administracion/calendario');
    const grid = page().getByRole('table');
    await visible(grid);
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    const spilling = await grid.getByRole('cell').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length);
    expect(spilling).toBe(0);
    await settled(page());
    expect(await layoutProblems(page())).toEqual([]);
  });

  it("uses the pickers' mobile variant on touch, with 'Cancelar' and 'OK'", async () => {
    await signIn(page(), '/personal/logs');
    await page().getByRole('button', { name: /^Elige fecha/ }).click();
    const picker = page().getByRole('dialog');
    await visible(picker);
    await visible(picker.getByRole('button', { name: 'Cancelar' }));
    await visible(picker.getByRole('button', { name: 'OK' }));
    await checkScreen(page());
    await picker.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(picker);
  });
});

/** A day of the grid's weeks outside its month, and that month. */
function adjacentDay(): { month: Date; day: Date } {
  for (let month = startOfMonth(new Date()); ; month = startOfMonth(addDays(endOfMonth(month), 1))) {
    const before = addDays(month, -1);
    if (before >= startOfWeek(month, { weekStartsOn: 1 })) return { month, day: before };
    const after = addDays(endOfMonth(month), 1);
    if (after <= endOfWeek(endOfMonth(month), { weekStartsOn: 1 })) return { month, day: after };
  }
}

describe("events of the other months' days", () => {
  const page = useBrowser();

  it('are dimmed and cannot be opened, at every width', async () => {
    const { month, day } = adjacentDay();
    const title = 'Evento del mes vecino';
    // A server may send the events of the grid's whole weeks: the demo's month list gets one
    // more, on a day of the neighbouring month that the grid shows.
    await page()
      .context()
      .addInitScript(
        ({ fecha, titulo }) => {
          const property = Object.getOwnPropertyDescriptor(window, 'fetch');
          if (!property?.get || !property.set) return;
          const read = property.get;
          Object.defineProperty(window, 'fetch', {
            configurable: true,
            get() {
              const target = read.call(window) as typeof fetch;
              return async (input: RequestInfo | URL, init?: RequestInit) => {
                const answer = await target(input, init);
                const url = input instanceof Request ? input.url : String(input);
                if (!url.includes('/eventos-calendario/list')) return answer;
                const body = await answer.json();
                body.datos.push({ id: 999999, titulo, descripcion: '', fecha, centros: ['GOYA'], tipo: 'AVISO', creador: 'Ana Demo' });
                return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
              };
            },
            set: property.set,
          });
        },
        { fecha: format(day, 'yyyy-MM-dd'), titulo: title },
      );
    await signIn(page(), '/dashboard');
    for (const size of [{ width: 1440, height: 900 }, TABLET]) {
      await page().setViewportSize(size);
      await page().goto(`${baseUrl()}/administracion/calendario?mes=${format(month, 'MM-yyyy')}`);
      const event = page().getByText(title);
      await visible(event);
      expect(await event.evaluate((element) => element.closest('[inert]') !== null && Number(getComputedStyle(element.closest('ul')!).opacity) < 1)).toBe(true);
      // A click on it reaches nothing: the next click opens a day's dialog, the only one.
      await event.click({ force: true });
      await page().getByRole('button', { name: `Nuevo evento el ${format(month, 'dd/MM/yyyy')}` }).click();
      await visible(page().getByRole('dialog', { name: 'Nuevo evento' }));
      expect(await page().getByRole('dialog').count()).toBe(1);
      await page().keyboard.press('Escape');
      await hidden(page().getByRole('dialog'));
    }
  });
});
