import { readFile } from 'node:fs/promises';
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, checkScreen, choose, chooseMany, downloadCsv, eventually, headers, hidden, notificationText, signIn, useBrowser, visible } from './support/browser';

/** Types 'ddMMyyyy' into the date field with that label, section by section. */
async function typeDate(page: Page, scope: Locator, label: string, date: Date) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(format(date, 'ddMMyyyy'));
}


describe('academies (/administracion/academias)', () => {
  const page = useBrowser();

  it('shows the open academies first with a green badge, the closed ones with their dates, and downloads them', async () => {
    await signIn(page(), '/administracion/academias');
    await visible(page().getByRole('cell', { name: 'GOYA', exact: true }));
    expect(await headers(page())).toEqual(['Nombre', 'Apertura/Cierre', 'Teléfono', 'Dirección', 'Sociedad', 'Capacidad']);
    await checkScreen(page());

    const rows = page().getByRole('row');
    const names = await page().locator('tbody tr td:first-child').allTextContents();
    expect(names.at(-1)).toBe('RETIRO');
    expect(await rows.nth(1).getByText('Activo').isVisible()).toBe(true);
    const retiro = page().getByRole('row', { name: /RETIRO/ });
    expect(await retiro.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} → \d{2}\/\d{2}\/\d{4}/);

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('academias.csv');
    expect(lines[0]).toBe('Nombre;Apertura/Cierre;Teléfono;Dirección;Sociedad;Capacidad');
    expect(lines[1]).toMatch(/;Activo;/);
  });
});

describe('helpdesk (/administracion/helpdesk)', () => {
  const page = useBrowser();

  it('resolves a pending ticket, which leaves the list, and downloads the tickets', async () => {
    await signIn(page(), '/administracion/helpdesk');
    const first = page().getByRole('row').nth(1);
    await visible(first.getByRole('button', { name: 'Resolver' }));
    expect(await headers(page())).toEqual(['Categoría', 'Centro', 'Fecha', 'Contenido', 'Opciones']);
    await checkScreen(page());

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('helpdesk.csv');
    expect(lines[0]).toBe('Categoría;Centro;Fecha;Título y descripción');
    const count = lines.length - 1;

    const title = (await first.locator('strong').textContent()) as string;
    await first.getByRole('button', { name: 'Resolver' }).click();
    await notificationText(page()).toContain('Helpdesk resuelto');
    await eventually(() => page().getByRole('row').filter({ hasText: title }).count()).toBe(0);
    expect((await downloadCsv(page())).lines.length - 1).toBe(count - 1);
  });
});

describe('certificates (/administracion/certificados)', () => {
  const page = useBrowser();

  it("opens a certificate in a new tab from 'Ver' and downloads the list", async () => {
    await signIn(page(), '/administracion/certificados');
    const view = page().getByRole('row').nth(1).getByRole('link', { name: 'Ver' });
    await visible(view);
    expect(await headers(page())).toEqual(['Alumno', 'Centro', 'Fecha', 'Formación', 'Opciones']);
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('href')).toBeTruthy();
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('certificados.csv');
    expect(lines[0]).toBe('Alumno;Centro;Fecha;Formación');
  });
});

describe('documents (/administracion/documentos)', () => {
  const page = useBrowser();

  it("lists a month's documents and downloads one as a CSV named after its title, with its headers", async () => {
    await signIn(page(), '/administracion/documentos');
    await visible(page().getByRole('combobox', { name: 'Año' }));
    await visible(page().getByRole('row').nth(1).getByRole('button', { name: 'Descargar documento' }));
    expect(await headers(page())).toEqual(['Documento', 'Fecha', 'Creador', 'Opciones']);
    await checkScreen(page());

    // The month before, from the controls: the list asks the server for it.
    const lastMonth = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
    await choose(page(), page().getByRole('combobox', { name: 'Año' }), String(lastMonth.getFullYear()));
    await choose(page(), page().getByRole('combobox', { name: 'Mes' }), monthName(lastMonth));
    const row = page().getByRole('row').nth(1);
    await visible(row.getByRole('button', { name: 'Descargar documento' }));
    const documents = await apiGet<{ id: number; titulo: string }[]>(page(), '/api/core/interno/documento-csv/list', { mes: format(lastMonth, 'MM/yyyy') });
    const title = (await row.locator('td').first().textContent()) as string;
    const listed = documents.find((document) => document.titulo === title);
    expect(listed).toBeDefined();
    const content = await apiGet<{ titulo: string; cabeceras: string[] }>(page(), '/api/core/interno/documento-csv', { id: String(listed?.id) });

    const [download] = await Promise.all([page().waitForEvent('download'), row.getByRole('button', { name: 'Descargar documento' }).click()]);
    expect(download.suggestedFilename()).toBe(`${content.titulo.replace(/[\\/:*?"<>|]+/g, '-')}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.slice(1).split('\r\n')[0]).toBe(content.cabeceras.join(';'));

    const [list] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Descargar', exact: true }).click()]);
    expect(list.suggestedFilename()).toBe('documentos.csv');
    expect((await readFile(await list.path(), 'utf8')).slice(1).split('\r\n')[0]).toBe('Documento;Fecha;Creador');
  });

  it("asks for a document from 'Generar nuevo documento', with a month only for monthly ones", async () => {
    await signIn(page(), '/administracion/documentos');
    await page().evaluate(() => sessionStorage.setItem('demo-document-delay-ms', '300'));
    // The documents listed this month (a few: one page).
    const listed = page().locator('tbody tr');
    await page().getByRole('row').nth(1).waitFor();
    const before = await listed.count();
    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = page().getByRole('dialog', { name: 'Generar nuevo documento' });
    await visible(dialog);
    await visible(dialog.getByText('El proceso puede tardar varios minutos'));

    await choose(page(), dialog.getByRole('combobox', { name: /Documento/ }), 'Leads modificados');
    await hidden(dialog.getByRole('combobox', { name: /Mes/ }));
    await choose(page(), dialog.getByRole('combobox', { name: /Documento/ }), 'Análisis contable (P&L)');
    const month = dialog.getByRole('combobox', { name: /Mes/ });
    await visible(month);
    expect(await month.textContent()).toBe(monthName(new Date(), true));
    await checkScreen(page());

    await dialog.getByRole('button', { name: 'Generar' }).click();
    await notificationText(page()).toContain('Documento creado');
    await hidden(dialog);
    // The service takes a while: the document is listed once it is ready.
    await eventually(async () => {
      await page().reload();
      await visible(page().getByRole('combobox', { name: 'Año' }));
      await page().getByRole('row').nth(1).waitFor();
      return listed.count();
    }).toBeGreaterThan(before);
  });
});

/** 'Marzo' — or 'Marzo 2026' with the year, as the month selectors show them. */
function monthName(date: Date, withYear = false): string {
  const names = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
  const name = names[date.getMonth()];
  return withYear ? `${name} ${date.getFullYear()}` : name;
}

describe('promo codes (/administracion/codigos-promocionales)', () => {
  const page = useBrowser();
  const dialogOf = (name: string) => page().getByRole('dialog', { name });

  it('shows the promotions, and no actions on a code that has ended', async () => {
    await signIn(page(), '/administracion/codigos-promocionales');
    await visible(page().getByRole('cell', { name: 'AMIGO15', exact: true }));
    expect(await headers(page())).toEqual(['Nombre', 'Promoción', 'Fechas', 'Opciones']);
    await checkScreen(page());

    const ended = page().getByRole('row', { name: /AMIGO10/ });
    expect(await ended.textContent()).toContain('10,00 €');
    expect(await ended.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    expect(await ended.getByRole('button', { name: 'Borrar' }).count()).toBe(0);
    const current = page().getByRole('row', { name: /HORAS3/ });
    expect(await current.textContent()).toContain('3h gratis');
    await visible(current.getByRole('link', { name: 'Editar' }));
    await visible(current.getByRole('button', { name: 'Borrar' }));

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('codigos-promocionales.csv');
    expect(lines[0]).toBe('Nombre;Promoción;Fechas');
  });

  it('creates a code: the name as upper-case letters and digits, each type warning, a refused save keeping the input', async () => {
    await signIn(page(), '/administracion/codigos-promocionales');
    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = dialogOf('Nuevo código promocional');
    await visible(dialog);
    const create = dialog.getByRole('button', { name: 'Crear' });
    expect(await create.isDisabled()).toBe(true);

    const name = dialog.getByRole('textbox', { name: 'Nombre' });
    await name.fill('amigo-15');
    expect(await name.inputValue()).toBe('AMIGO15');
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Prueba de un código nuevo');
    await choose(page(), dialog.getByRole('combobox', { name: /Tipo/ }), 'Descuento en porcentaje');
    await dialog.getByRole('textbox', { name: 'Valor' }).fill('12,5');
    expect(await dialog.getByRole('textbox', { name: 'Valor' }).inputValue()).toBe('12.5');
    await chooseMany(page(), dialog.getByRole('combobox', { name: /Academias/ }), ['GOYA', 'QUEVEDO']);
    await chooseMany(page(), dialog.getByRole('combobox', { name: /Compatibilidad/ }), ['Pagos', 'Tarifas']);
    const today = new Date();
    await typeDate(page(), dialog, 'Fecha de inicio', today);
    await typeDate(page(), dialog, 'Fecha de fin', addDays(today, 30));

    await visible(dialog.getByText('El tipo de código promocional no es válido.'));
    await visible(dialog.getByText('Los códigos de descuento por porcentaje no son compatibles con pagos.'));
    expect(await create.isDisabled()).toBe(true);
    await checkScreen(page());

    await choose(page(), dialog.getByRole('combobox', { name: /Tipo/ }), 'Horas gratis');
    await visible(dialog.getByText('Los códigos de horas gratis solo son compatibles con tarifas.'));
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Valor' }).fill('2');
    // Payments off: free hours with tariffs only are valid.
    await chooseMany(page(), dialog.getByRole('combobox', { name: /Compatibilidad/ }), ['Pagos']);
    await hidden(dialog.getByText('El tipo de código promocional no es válido.'));
    expect(await create.isDisabled()).toBe(false);

    // AMIGO15 exists: the server refuses, the dialog keeps what was typed.
    await create.click();
    await notificationText(page()).toContain('Error al crear el código promocional');
    await notificationText(page()).toContain('Ya existe un código promocional con ese nombre');
    await visible(dialog);
    expect(await dialog.getByRole('textbox', { name: 'Descripción' }).inputValue()).toBe('Prueba de un código nuevo');

    await name.fill('PRUEBA2H');
    await create.click();
    await notificationText(page()).toContain('Código promocional creado');
    await hidden(dialog);
    const row = page().getByRole('row', { name: /PRUEBA2H/ });
    await visible(row);
    expect(await row.textContent()).toContain('2h gratis');
  });

  it('edits a code with its name and type locked, and deletes one after confirming', async () => {
    await signIn(page(), '/administracion/codigos-promocionales');
    await page().getByRole('row', { name: /AMIGO15/ }).getByRole('link', { name: 'Editar' }).click();
    const dialog = dialogOf('Editar código promocional');
    await visible(dialog);
    await visible(dialog.getByText('No se permiten cambios que limiten el uso del código'));
    expect(await dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('AMIGO15');
    expect(await dialog.getByRole('textbox', { name: 'Nombre' }).getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('textbox', { name: 'Valor' }).inputValue()).toBe('15');
    await checkScreen(page());
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Trae a un amigo: 15 € de descuento en todo');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Código promocional actualizado');
    await hidden(dialog);

    const row = page().getByRole('row', { name: /HORAS3/ });
    await row.getByRole('button', { name: 'Borrar' }).click();
    const confirm = page().getByRole('dialog', { name: '¿Seguro que quieres borrar este código promocional?' });
    await visible(confirm);
    await checkScreen(page());
    await confirm.getByRole('button', { name: 'Borrar' }).click();
    await notificationText(page()).toContain('Código promocional borrado');
    await hidden(row);
  });
});

describe('trainings (/administracion/formaciones)', () => {
  const page = useBrowser();

  it('creates a training, edits its completed flag and downloads the year', async () => {
    await signIn(page(), '/administracion/formaciones');
    await visible(page().getByRole('combobox', { name: 'Año' }));
    await visible(page().getByRole('row').nth(1));
    expect(await headers(page())).toEqual(['Nombre', 'E-mail', 'Centro', 'Opciones']);
    // No training record app in this build: the names are plain text.
    expect(await page().locator('tbody tr td:first-child a').count()).toBe(0);
    await checkScreen(page());

    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = page().getByRole('dialog', { name: 'Nueva formación' });
    await visible(dialog.getByText('Comprueba que el e-mail es correcto'));
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await visible(dialog.getByText('Obligatorio').first());
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Prueba Formación Nueva');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('prueba.formacion@example.org');
    await choose(page(), dialog.getByRole('combobox', { name: /Centro/ }), 'GOYA');
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page()).toContain('Formación creada');
    await hidden(dialog);

    await page().getByRole('searchbox', { name: 'Buscar' }).fill('prueba formacion nueva');
    const row = page().getByRole('row', { name: /Prueba Formación Nueva/ });
    await row.getByRole('link', { name: 'Editar' }).click();
    const edit = page().getByRole('dialog', { name: 'Editar formación' });
    const completed = edit.getByRole('checkbox', { name: 'Formación completada' });
    await visible(completed);
    expect(await completed.isChecked()).toBe(false);
    await checkScreen(page());
    await completed.check();
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Formación actualizada');
    await hidden(edit);

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('formaciones.csv');
    expect(lines).toEqual(['Nombre;E-mail;Centro', 'Prueba Formación Nueva;prueba.formacion@example.org;GOYA']);
  });
});
