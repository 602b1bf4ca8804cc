// A read-only consultant (spec 02 §6: CONSULTOR), signed in with the demo's 'Entrar como
// consultor': no screen offers a change, a dialog's URL shows the list, no call that writes is
// made; reading and downloads stay. The demo's administrator, on the same screens, has every control.
import { format, subMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, apiWrites, baseUrl, checkScreen, downloadCsv, headers, notificationText, pathOf, signIn, useBrowser, visible } from './support/browser';

const lastMonth = subMonths(new Date(), 1);
const CASH_MONTH = `mes=${format(lastMonth, 'MM-yyyy')}`;

/** A closed cash register of GOYA last month, as the demo API lists them. */
async function closedRegisterId(page: Page): Promise<number> {
  const registers = await apiGet<{ id: number; estado: string }[]>(page, '/api/core/contabilidad/caja/list', { mes: format(lastMonth, 'MM/yyyy'), centro: 'GOYA' });
  const closed = registers.find((register) => register.estado === 'CERRADA');
  expect(closed).toBeDefined();
  return (closed as { id: number }).id;
}

/** Opens `path` in the same session (a new page load) and waits for its table's first row. */
async function reopen(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await visible(page.locator('tbody tr').first());
}

const count = (page: Page, role: 'button' | 'link' | 'dialog', name?: string | RegExp) => page.getByRole(role, name === undefined ? {} : { name }).count();

describe('a read-only consultant', () => {
  const page = useBrowser();

  it("reads and downloads the subjects, with 'Solo lectura' in the top bar and no way to change one", async () => {
    await signIn(page(), '/administracion/asignaturas', 'consultant');
    await visible(page().locator('tbody tr').first());
    await visible(page().getByRole('banner').getByText('Solo lectura'));
    await checkScreen(page());
    expect(await headers(page())).not.toContain('Opciones');
    expect(await count(page(), 'link', 'Añadir')).toBe(0);
    expect(await count(page(), 'link', 'Editar')).toBe(0);
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('asignaturas.csv');
    expect(lines.length).toBeGreaterThan(2);
    expect(await apiWrites(page())).toEqual([]);

    for (const path of ['/administracion/asignaturas/create', '/administracion/asignaturas/1']) {
      await reopen(page(), path);
      expect(await count(page(), 'dialog')).toBe(0);
      expect(pathOf(page())).toBe(path);
      expect(await apiWrites(page())).toEqual([]);
    }
  });

  it("reads and downloads the CRM's leads without 'Borrar lead' or 'Borrar último contacto'", async () => {
    await signIn(page(), '/marketing/gestion/leads', 'consultant');
    await visible(page().locator('tbody tr').first());
    expect(await headers(page())).not.toContain('Opciones');
    expect(await count(page(), 'button', 'Borrar lead')).toBe(0);
    expect(await count(page(), 'button', 'Borrar último contacto')).toBe(0);
    const { fileName } = await downloadCsv(page());
    expect(fileName).toBe('leads-mes.csv');
    expect(await apiWrites(page())).toEqual([]);
  });

  it('reads an event of the calendar, and no day or button creates one', async () => {
    await signIn(page(), '/administracion/calendario', 'consultant');
    const event = page().getByRole('table').getByRole('listitem').first().getByRole('button');
    await visible(event);
    expect(await count(page(), 'button', 'Añadir')).toBe(0);
    expect(await count(page(), 'button', /^Nuevo evento el /)).toBe(0);
    await event.click();
    const dialog = page().getByRole('dialog', { name: 'Evento' });
    await visible(dialog);
    expect(await dialog.getByText(/^Evento creado por /).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Actualizar' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Borrar evento' }).count()).toBe(0);
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await apiWrites(page())).toEqual([]);
  });

  it("reads and downloads the cash registers, and a register's URL opens no dialog", async () => {
    await signIn(page(), `/contabilidad/cajas?${CASH_MONTH}`, 'consultant');
    await visible(page().locator('tbody tr').filter({ hasText: 'Cerrada' }).first());
    expect(await headers(page())).not.toContain('Opciones');
    expect(await count(page(), 'link', 'Editar')).toBe(0);
    const { fileName } = await downloadCsv(page());
    expect(fileName).toBe('cajas-mes.csv');
    expect(await apiWrites(page())).toEqual([]);

    const path = `/contabilidad/cajas/${await closedRegisterId(page())}`;
    await reopen(page(), `${path}?${CASH_MONTH}`);
    expect(await count(page(), 'dialog')).toBe(0);
    expect(pathOf(page())).toBe(path);
    expect(await apiWrites(page())).toEqual([]);
  });
});

describe('an administrator, on the same screens', () => {
  const page = useBrowser();

  it("adds and edits subjects, also by URL, and is not marked 'Solo lectura'", async () => {
    await signIn(page(), '/administracion/asignaturas');
    await visible(page().getByRole('link', { name: 'Añadir' }));
    expect(await count(page(), 'link', 'Editar')).toBeGreaterThan(0);
    expect(await headers(page())).toContain('Opciones');
    expect(await page().getByRole('banner').getByText('Solo lectura').count()).toBe(0);
    await page().goto(`${baseUrl()}/administracion/asignaturas/create`);
    await visible(page().getByRole('dialog', { name: 'Añadir nueva asignatura' }));
  });

  it("deletes the CRM's leads and contacts", async () => {
    await signIn(page(), '/marketing/gestion/leads');
    await visible(page().getByRole('button', { name: 'Borrar lead' }).first());
    expect(await count(page(), 'button', 'Borrar último contacto')).toBeGreaterThan(0);
  });

  it('creates calendar events from the toolbar and the days', async () => {
    await signIn(page(), '/administracion/calendario');
    await visible(page().getByRole('button', { name: /^Nuevo evento el / }).first());
    expect(await count(page(), 'button', 'Añadir')).toBe(1);
    await page().getByRole('table').getByRole('listitem').first().getByRole('button').click();
    const dialog = page().getByRole('dialog', { name: 'Evento' });
    await visible(dialog.getByRole('button', { name: 'Actualizar' }));
    expect(await dialog.getByRole('button', { name: 'Borrar evento' }).count()).toBe(1);
  });

  it('edits a cash register from its row and at its URL, the save a call that writes', async () => {
    await signIn(page(), `/contabilidad/cajas?${CASH_MONTH}`);
    await visible(page().locator('tbody tr').filter({ hasText: 'Cerrada' }).first().getByRole('link', { name: 'Editar' }));
    await page().goto(`${baseUrl()}/contabilidad/cajas/${await closedRegisterId(page())}?${CASH_MONTH}`);
    const dialog = page().getByRole('dialog', { name: 'Editar caja' });
    await visible(dialog);
    // The request log the consultant's tests read does see a write.
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Caja actualizada');
    expect(await apiWrites(page())).toEqual(['PUT /api/core/contabilidad/caja/update']);
  });
});
