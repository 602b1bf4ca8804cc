import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { previousMonth } from '../support/spec';
import { baseUrl, hidden, notificationText, pathOf, setFaults, signIn, useBrowser, visible } from './support/browser';

const CRM_PATH = '/marketing/gestion/leads';
const CENTRES_PATH = '/administracion/centros-estudio';

/** Keeps the text of every notification the page shows from now on, however briefly. */
async function recordAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.defineProperty(window, 'alertsSeen', { value: seen, configurable: true });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen);
}

/** The sign-in page fills the window with its grey, with no frame, and shows the logo. */
async function expectSignInLook(page: Page) {
  await visible(page.getByRole('img', { name: 'Logo de las academias' }));
  const look = await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const logo = main.querySelector('img') as HTMLImageElement;
    const box = main.getBoundingClientRect();
    return {
      bodyMargin: getComputedStyle(document.body).margin,
      box: [box.left, box.top, box.width, box.height],
      window: [0, 0, window.innerWidth, window.innerHeight],
      background: getComputedStyle(main).backgroundColor,
      logoLoaded: logo.complete && logo.naturalWidth > 0,
    };
  });
  expect(look.bodyMargin).toBe('0px');
  expect(look.box).toEqual(look.window);
  expect(look.background).toBe('rgb(245, 245, 245)');
  expect(look.logoLoaded).toBe(true);
}

describe('trust: a refused change is never reported as done', () => {
  const page = useBrowser();

  it('a lead delete answered 401 is not reported as done: /login says why, and signing in returns to the CRM', async () => {
    await signIn(page(), CRM_PATH);
    const month = previousMonth();
    await page().getByRole('combobox', { name: 'Mes' }).click();
    await page().getByRole('option', { name: month.label }).click();
    const deleteButton = page().getByRole('button', { name: 'Borrar lead' }).first();
    await visible(deleteButton);
    const alerts = await recordAlerts(page());
    await setFaults(page(), [{ method: 'DELETE', path: '/api/core/marketing/feedback', kind: 'unauthorized', motivo: 'Tu sesión ha caducado' }]);

    await deleteButton.click();
    const dialog = page().getByRole('dialog', { name: 'Confirmar borrado de lead' });
    await dialog.getByRole('button', { name: 'Borrar lead' }).click();

    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
    await notificationText(page()).toContain('Sesión caducada');
    await notificationText(page()).toContain('Tu sesión ha caducado');
    expect(await page().evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect((await alerts()).join(' ')).not.toContain('Lead borrado');
    await expectSignInLook(page());

    await setFaults(page(), []);
    await page().getByRole('button', { name: 'Iniciar sesión' }).click();
    await visible(page().getByRole('heading', { name: 'Leads entrantes' }));
    expect(pathOf(page())).toBe(CRM_PATH);
    expect((await alerts()).join(' ')).not.toContain('Lead borrado');
  });

  it('a dialog save answered 403 keeps the dialog, what was typed and the session', async () => {
    await signIn(page(), CENTRES_PATH);
    const alerts = await recordAlerts(page());
    await setFaults(page(), [{ method: 'POST', path: '/api/core/datos/centro-estudios', kind: 'forbidden', times: 1 }]);

    await page().getByRole('link', { name: 'Añadir' }).click();
    const create = page().getByRole('dialog', { name: 'Añadir centro de estudios' });
    await create.getByLabel('Nombre', { exact: false }).fill('IES Consultor');
    await create.getByRole('combobox', { name: 'Provincia' }).click();
    await page().getByRole('option', { name: 'Teruel' }).click();
    await create.getByRole('button', { name: 'Crear' }).click();

    await notificationText(page()).toContain('Error al crear el centro');
    await notificationText(page()).toContain('No tienes permiso para realizar esta operación');
    await visible(create);
    expect(await create.getByLabel('Nombre', { exact: false }).inputValue()).toBe('IES Consultor');
    expect(await create.getByRole('combobox', { name: 'Provincia' }).textContent()).toBe('Teruel');
    expect(pathOf(page())).toBe(`${CENTRES_PATH}/create`);
    expect(await page().evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
    expect((await alerts()).join(' ')).not.toContain('Centro creado');

    // The same dialog saves once the server accepts.
    await create.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page()).toContain('Centro creado');
    await hidden(create);
    await visible(page().getByRole('button', { name: 'Cerrar sesión' }));
    expect(pathOf(page())).toBe(CENTRES_PATH);
  });

  it('shows one sign-in page: the logo and the grey filling the window, on a first visit and after a logout', async () => {
    await page().goto(`${baseUrl()}${CRM_PATH}`);
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    await expectSignInLook(page());

    await page().getByRole('button', { name: 'Iniciar sesión' }).click();
    await page().getByRole('button', { name: 'Cerrar sesión' }).click();
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    await expectSignInLook(page());
  });
});
