import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { baseUrl, callsTo, checkScreen, eventually, hidden, notificationText, pathOf, setFaults, signIn, useBrowser, visible } from './support/browser';

describe('subjects (/administracion/asignaturas)', () => {
  const page = useBrowser();

  it('creates a subject, keeping the dialog and its input when the save fails', async () => {
    await signIn(page(), '/administracion/asignaturas');
    await visible(page().getByRole('columnheader', { name: 'Nombre' }));
    await checkScreen(page());

    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = page().getByRole('dialog', { name: 'Añadir nueva asignatura' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await visible(dialog.getByText('Obligatorio').first());

    await dialog.getByLabel('Nombre', { exact: false }).first().fill('Robótica Educativa');
    await dialog.getByLabel('Nombre completo').fill('Robótica Educativa para Secundaria');
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page().getByRole('option', { name: 'Ciencias', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Nivel', exact: true }).click();
    await page().getByRole('option', { name: 'Secundaria' }).click();
    await checkScreen(page());

    await setFaults(page(), [
      { method: 'POST', path: '/api/core/planificacion/asignatura', kind: 'error', motivo: 'El servicio de planificación no responde', times: 1 },
    ]);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page()).toContain('Error al crear la asignatura');
    await notificationText(page()).toContain('El servicio de planificación no responde');
    await visible(dialog);
    await eventually(() => dialog.getByLabel('Nombre completo').inputValue()).toBe('Robótica Educativa para Secundaria');

    await dialog.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page()).toContain('Asignatura creada');
    await hidden(dialog);
    await page().getByRole('searchbox', { name: 'Buscar' }).fill('robotica educativa');
    await visible(page().getByRole('cell', { name: 'Robótica Educativa' }));
  });

  it('edits a subject and refuses a duplicate with the server reason', async () => {
    await signIn(page(), '/administracion/asignaturas');
    await page().getByRole('searchbox', { name: 'Buscar' }).fill('algebra lineal');
    const row = page().getByRole('row', { name: /Álgebra Lineal/ });
    await row.getByRole('link', { name: 'Editar' }).click();
    const dialog = page().getByRole('dialog', { name: 'Editar asignatura' });
    await eventually(() => dialog.getByLabel('Nombre completo').inputValue()).not.toBe('');
    await visible(dialog.getByRole('checkbox', { name: 'Activa (disponible para contratar)' }));
    await checkScreen(page());

    // Anatomía is another university subject: the server refuses the duplicate, the input stays.
    const name = dialog.getByLabel('Nombre', { exact: false }).first();
    await name.fill('Anatomía');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Error al actualizar la asignatura');
    await notificationText(page()).toContain('Ya existe una asignatura con ese nombre y nivel');
    await eventually(() => name.inputValue()).toBe('Anatomía');

    await name.fill('Álgebra Lineal');
    await dialog.getByLabel('Nombre completo').fill('Álgebra Lineal y Geometría');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Asignatura actualizada');
    await hidden(dialog);

    // The edit dialog is a URL: the back button closes it, a link opens it again.
    await row.getByRole('link', { name: 'Editar' }).click();
    await visible(dialog);
    await page().goBack();
    await hidden(dialog);
  });

  it('downloads every row as a semicolon-separated file named asignaturas.csv', async () => {
    await signIn(page(), '/administracion/asignaturas');
    await visible(page().getByRole('columnheader', { name: 'Nombre' }));
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('asignaturas.csv');
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Nombre;Tipo;Nivel;Estado');
    const rowCount = await page().evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('access_token') ?? '{}');
      const answer = await fetch('/api/core/planificacion/asignatura/list', { headers: { Authorization: `Bearer ${session.token}` } });
      return ((await answer.json()).datos as unknown[]).length;
    });
    expect(lines.length - 1).toBe(rowCount);
    expect(rowCount).toBeGreaterThan(25);
    expect(lines).toContain('Alemán;Idiomas;Idioma - A1;Activa');
  });

  it('shows the load error with the server reason and an empty table', async () => {
    await page().goto(`${baseUrl()}/login`);
    await setFaults(page(), [
      { path: '/api/core/planificacion/asignatura/list', kind: 'error', motivo: 'Base de datos de planificación no disponible' },
    ]);
    await signIn(page(), '/administracion/asignaturas');
    await notificationText(page()).toContain('Base de datos de planificación no disponible');
    // A refusal is final: shown after the one call.
    expect(await callsTo(page(), '/api/core/planificacion/asignatura/list')).toBe(1);
    await notificationText(page()).toContain('Error al recuperar las asignaturas');
    await visible(page().getByText('No hay datos'));
  });

  it('opens the create dialog from its own URL, over the list, and closes it', async () => {
    // The dialogs are a chunk of their own, loaded after the list: a reload on their URL asks for it at once.
    await signIn(page(), '/administracion/asignaturas');
    await page().goto(`${baseUrl()}/administracion/asignaturas/create`);
    const dialog = page().getByRole('dialog', { name: 'Añadir nueva asignatura' });
    await visible(dialog);
    await visible(dialog.getByLabel('Nombre completo'));
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(dialog);
    await eventually(async () => pathOf(page())).toBe('/administracion/asignaturas');
    await visible(page().getByRole('columnheader', { name: 'Nombre' }));
  });
});
