import { describe, expect, it } from 'vitest';
import { eventually, checkScreen, notificationText, signIn, useBrowser, visible, watchApiCalls } from './support/browser';

describe('study centres (/administracion/centros-estudio)', () => {
  const page = useBrowser();

  it('filters by province, creates and edits a centre', async () => {
    await signIn(page(), '/administracion/centros-estudio');
    await visible(page().getByRole('columnheader', { name: 'Provincia' }));
    await checkScreen(page());

    await page().getByRole('combobox', { name: 'Provincia' }).click();
    await visible(page().getByRole('option', { name: 'Ver todo' }));
    const calls = await watchApiCalls(page());
    await page().getByRole('option', { name: 'Soria' }).click();
    await calls.next((url) => url.includes('/centro-estudios/list/provincia?provincia=Soria'));
    await eventually(async () => new Set(await page().getByRole('row').locator('td:nth-child(2)').allTextContents())).toEqual(
      new Set(['Soria']),
    );

    await page().getByRole('link', { name: 'Añadir' }).click();
    const create = page().getByRole('dialog', { name: 'Añadir centro de estudios' });
    await create.getByLabel('Nombre', { exact: false }).fill('IES Antonio Machado');
    await create.getByRole('combobox', { name: 'Provincia' }).click();
    await page().getByRole('option', { name: 'Soria' }).click();
    await create.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page()).toContain('Centro creado');
    await visible(page().getByRole('cell', { name: 'IES Antonio Machado' }));

    await page().getByRole('row', { name: /IES Antonio Machado/ }).getByRole('link', { name: 'Editar' }).click();
    const edit = page().getByRole('dialog', { name: 'Editar centro de estudios' });
    await edit.getByLabel('Nombre', { exact: false }).fill('IES Antonio Machado de Soria');
    await edit.getByRole('button', { name: 'Editar' }).click();
    await notificationText(page()).toContain('Centro actualizado');
    await visible(page().getByRole('cell', { name: 'IES Antonio Machado de Soria' }));
  });

  it('pages through the centres with the pager', async () => {
    await signIn(page(), '/administracion/centros-estudio');
    const range = page().getByText(/^\d+-\d+ de \d+$/);
    await eventually(() => range.textContent()).toMatch(/^1-25 de \d+$/);
    const firstName = await page().locator('tbody td').first().textContent();

    await page().getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await eventually(() => range.textContent()).toMatch(/^26-50 de \d+$/);
    expect(await page().getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    await page().getByRole('button', { name: 'Ir a la página 1', exact: true }).click();
    await eventually(() => page().locator('tbody td').first().textContent()).toBe(firstName);

    await page().getByRole('combobox', { name: 'Filas por página:' }).selectOption('50');
    await eventually(() => range.textContent()).toMatch(/^1-50 de \d+$/);
    await checkScreen(page());
  });
});
