import { describe, expect, it } from 'vitest';
import { baseUrl, checkScreen, eventually, hidden, loseChunkOnce, pathOf, signIn, useBrowser, visible, watchApiCalls } from './support/browser';

const CLOCK = /^\d{2}:\d{2}:\d{2} \| \d{2}\/\d{2}\/\d{4}$/;

describe('the shell', () => {
  const page = useBrowser();

  it('shows a clock that ticks every second', async () => {
    await signIn(page());
    const clock = page().locator('header time');
    const first = (await clock.textContent()) ?? '';
    expect(first).toMatch(CLOCK);
    await eventually(() => clock.textContent()).not.toBe(first);
    expect((await clock.textContent()) ?? '').toMatch(CLOCK);
  });

  it('shows the home background on / and /dashboard, and the help texts per route', async () => {
    await signIn(page(), '/dashboard');
    await visible(page().getByRole('img', { name: 'Imagen de fondo del inicio' }));
    await checkScreen(page());

    await page().getByRole('button', { name: 'Ayuda' }).click();
    const help = page().getByRole('dialog', { name: 'Información' });
    await eventually(() => help.innerText()).toContain('Hola');
    await checkScreen(page());
    await help.getByRole('button', { name: 'Cerrar' }).click();

    await page().goto(`${baseUrl()}/administracion/centros-estudio`);
    await visible(page().getByRole('heading', { name: 'Centros de estudio' }));
    await page().getByRole('button', { name: 'Ayuda' }).click();
    await eventually(() => page().getByRole('dialog', { name: 'Información' }).innerText()).toContain(
      'Esta sección no tiene un panel de ayuda',
    );
  });

  it('navigates through the three menu levels', async () => {
    await signIn(page());
    await page().getByRole('button', { name: 'Contabilidad' }).click();
    await page().getByRole('button', { name: 'Ventas', exact: true }).click();
    await page().getByRole('link', { name: 'Ventas por mes' }).click();
    expect(pathOf(page())).toBe('/contabilidad/ventas/mes');
    await visible(page().getByRole('heading', { name: 'Ventas por mes' }));
    await visible(page().getByRole('combobox', { name: 'Año' }));
    await checkScreen(page());

    // A group closes again, and the group of the current route opens by itself after a reload.
    await page().getByRole('button', { name: 'Ventas', exact: true }).click();
    await hidden(page().getByRole('link', { name: 'Ventas por mes' }));
    await page().goto(`${baseUrl()}/administracion/horarios/clases`);
    await visible(page().getByRole('link', { name: 'Clases' }));
    await eventually(() => page().getByRole('button', { name: 'Horarios' }).getAttribute('aria-expanded')).toBe('true');

    // The menu button collapses the menu to icons (the titles stay only as accessible names)
    // and expands it again.
    const titleClip = () => page().getByText('Aperturas').evaluate((box) => getComputedStyle(box).clip);
    await page().getByRole('button', { name: 'Menú', exact: true }).click();
    await eventually(titleClip).toBe('rect(0px, 0px, 0px, 0px)');
    await visible(page().getByRole('link', { name: 'Aperturas' }));
    // Compact, an item shows its title as a tooltip on hover (MUI's, loaded on first use).
    await page().getByRole('link', { name: 'Aperturas' }).hover();
    await visible(page().getByRole('tooltip', { name: 'Aperturas' }));
    await page().getByRole('button', { name: 'Menú', exact: true }).click();
    await eventually(titleClip).toBe('auto');
  });

  it('reloads the current view without reloading the page', async () => {
    await signIn(page(), '/administracion/asignaturas');
    await visible(page().getByRole('heading', { name: 'Asignaturas' }));
    await page().evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const calls = await watchApiCalls(page());
    await page().getByRole('button', { name: 'Recargar' }).click();
    await calls.next((url) => url.includes('/api/core/planificacion/asignatura/list'));
    expect(await page().evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  it('keeps the whole menu below the top bar while the page scrolls', async () => {
    await signIn(page(), '/administracion/centros-estudio');
    await page().getByRole('combobox', { name: 'Filas por página:' }).selectOption('100');
    await page().mouse.wheel(0, 2000);
    await eventually(() => page().evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const topBar = await page().locator('header').boundingBox();
    const firstItem = await page().getByRole('link', { name: 'Home' }).boundingBox();
    expect(firstItem?.y).toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? 0));
  });

  it('says plainly that an unknown address leads nowhere, inside the console', async () => {
    await signIn(page(), '/no-existe');
    await visible(page().getByText('La dirección que has escrito es incorrecta o el enlace que has seguido no es válido.'));
    await visible(page().getByRole('navigation', { name: 'Menú principal' }));
    await checkScreen(page());
  });

  it('lets a keyboard user skip the top bar and the menu to the screen', async () => {
    await signIn(page(), '/administracion/centros-estudio');
    await visible(page().getByRole('heading', { name: 'Centros de estudio' }));
    await page().keyboard.press('Tab');
    const skip = page().getByRole('button', { name: 'Saltar al contenido' });
    await eventually(() => skip.evaluate((button) => button === document.activeElement)).toBe(true);
    // Hidden above the page until focused, then on screen.
    await eventually(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page().keyboard.press('Enter');
    await page().keyboard.press('Tab');
    expect(await page().evaluate(() => document.activeElement?.closest('#main-content') !== null)).toBe(true);
    expect(await page().getByRole('combobox', { name: 'Provincia' }).evaluate((select) => select === document.activeElement)).toBe(true);
  });

  it("shows the top bar buttons' names below them on hover and on keyboard focus", async () => {
    await signIn(page(), '/administracion/centros-estudio');
    const hint = (name: string) =>
      page()
        .getByRole('button', { name, exact: true })
        .evaluate((button) => {
          const style = getComputedStyle(button.parentElement as Element, '::after');
          // The content may carry its empty alternative text: '"Recargar" / ""'.
          return `${style.content.replace(/ \/ ""$/, '')} ${style.visibility}`;
        });
    expect(await hint('Recargar')).toBe('"Recargar" hidden');

    await page().getByRole('button', { name: 'Recargar' }).hover();
    await eventually(() => hint('Recargar')).toBe('"Recargar" visible');

    await page().mouse.move(0, 600);
    await page().getByRole('button', { name: 'Ayuda' }).focus();
    await page().keyboard.press('Tab');
    await eventually(() => hint('Menú')).toBe('"Menú" visible');
    await eventually(() => hint('Recargar')).toBe('"Recargar" hidden');
    expect(await hint('Cerrar sesión')).toBe('"Cerrar sesión" hidden');

    // The last button's hint ends with it, inside the window, instead of running off its edge.
    const signOut = page().getByRole('button', { name: 'Cerrar sesión' });
    await signOut.hover();
    await eventually(() => hint('Cerrar sesión')).toBe('"Cerrar sesión" visible');
    const edges = await signOut.evaluate((button) => {
      const box = (button.parentElement as Element).getBoundingClientRect();
      return { right: box.right, hintRight: getComputedStyle(button.parentElement as Element, '::after').right, window: innerWidth };
    });
    expect(edges.hintRight).toBe('0px');
    expect(edges.right).toBeLessThanOrEqual(edges.window);
  });

  it('on a phone, shows the menu as a drawer over the page that closes once a screen is chosen', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await signIn(page(), '/dashboard');
    const menu = page().getByRole('navigation', { name: 'Menú principal' });
    await hidden(menu);
    await page().getByRole('button', { name: 'Menú', exact: true }).click();
    await visible(menu);
    await checkScreen(page());
    await menu.getByRole('button', { name: 'Administración' }).click();
    await menu.getByRole('link', { name: 'Centros de estudio' }).click();
    await visible(page().getByRole('heading', { name: 'Centros de estudio' }));
    await hidden(menu);
  });
});

describe('a screen whose code could not be fetched', () => {
  const page = useBrowser();
  const notLoaded = () => page().getByRole('alert').filter({ hasText: 'Algo ha salido mal' });

  /** Opens Personal › Profesorado from the menu, its area's code lost on the way. */
  async function openTeachersLosingTheirCode() {
    await signIn(page(), '/dashboard');
    await loseChunkOnce(page(), 'personal');
    await page().getByRole('button', { name: 'Personal' }).click();
    await page().getByRole('link', { name: 'Profesorado' }).click();
    await visible(notLoaded());
  }

  it("says so in the screen's place, and 'Reintentar' fetches it again and shows the screen", async () => {
    await openTeachersLosingTheirCode();
    await checkScreen(page());
    await page().getByRole('button', { name: 'Reintentar' }).click();
    await visible(page().getByRole('heading', { name: 'Profesores' }));
    await visible(page().getByRole('row').nth(1));
    await hidden(notLoaded());
  });

  it('fetches it again when the user leaves and comes back through the menu', async () => {
    await openTeachersLosingTheirCode();
    await page().getByRole('link', { name: 'Home' }).click();
    await visible(page().getByRole('img', { name: 'Imagen de fondo del inicio' }));
    // Away from its screens, the Personal group closes by itself.
    await hidden(page().getByRole('link', { name: 'Profesorado' }));
    await page().getByRole('button', { name: 'Personal' }).click();
    await page().getByRole('link', { name: 'Profesorado' }).click();
    await visible(page().getByRole('heading', { name: 'Profesores' }));
    expect(await notLoaded().count()).toBe(0);
  });
});
