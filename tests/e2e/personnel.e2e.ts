import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCalls, apiGet, checkScreen, choose, chooseMany, downloadCsv, eventually, headers, hidden, notificationText, signIn, useBrowser, visible } from './support/browser';

const WARNING = 'Es necesario que el centro de trabajo esté incluido en los centros con acceso.';

interface User {
  id: number;
  nombre: string;
  email: string;
  centro: string;
  cuentaBloqueada: boolean;
  ultimaConexion: string | null;
}

const isDisabled = (button: Locator) => button.isDisabled();

describe('staff users (/personal/administracion)', () => {
  const page = useBrowser();

  it('keeps creating disabled under the work-centre warning, keeps the input of a refused save, edits from the name and downloads the users', async () => {
    await signIn(page(), '/personal/administracion');
    await visible(page().getByRole('row').nth(1));
    expect(await headers(page())).toEqual(['Nombre', 'Email', 'Rol', 'Última conexión', 'Acceso']);
    await visible(page().getByRole('row').nth(1).getByRole('img', { name: 'Con acceso' }));
    await checkScreen(page());

    // In the table's order: the blocked accounts last.
    const users = await apiGet<User[]>(page(), '/api/core/personal/usuario/list');
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('usuarios.csv');
    expect(lines[0]).toBe('Nombre;Email;Rol;Última conexión;Acceso');
    const access = lines.slice(1).map((line) => line.split(';')[4]);
    const blocked = users.filter((user) => user.cuentaBloqueada).length;
    expect(access).toEqual([...Array(users.length - blocked).fill('Con acceso'), ...Array(blocked).fill('Sin acceso')]);
    expect(lines.some((line) => line.includes(';Anterior a 2024;'))).toBe(true);

    // A new user with an e-mail another account has: refused, the dialog keeps what was typed.
    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = page().getByRole('dialog', { name: 'Nuevo usuario' });
    const create = dialog.getByRole('button', { name: 'Crear usuario' });
    await visible(create);
    expect(await isDisabled(create)).toBe(true);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(users[0].email);
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Persona Repetida');
    await choose(page(), dialog.getByRole('combobox', { name: /Rol/ }), 'MARKETING');
    await choose(page(), dialog.getByRole('combobox', { name: /Centro de trabajo/ }), 'GOYA');
    await visible(dialog.getByText(WARNING));
    expect(await isDisabled(create)).toBe(true);
    await checkScreen(page());
    await chooseMany(page(), dialog.getByRole('combobox', { name: /Centros con acceso/ }), ['GOYA', 'QUEVEDO']);
    await hidden(dialog.getByText(WARNING));
    expect(await isDisabled(create)).toBe(false);
    await create.click();
    await notificationText(page()).toContain('Error al crear usuario');
    await notificationText(page()).toContain('Ya existe un usuario con ese e-mail');
    expect(await dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('Persona Repetida');

    // The same with a free e-mail is created.
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('persona.nueva@example.org');
    await create.click();
    await notificationText(page()).toContain('El usuario se ha creado.');
    await hidden(dialog);

    // Its name opens 'Editar usuario': e-mail read-only, work centre disabled, access ticked.
    await page().getByRole('searchbox', { name: 'Buscar' }).fill('persona repetida');
    await page().getByRole('link', { name: 'Persona Repetida' }).click();
    const edit = page().getByRole('dialog', { name: 'Editar usuario' });
    const update = edit.getByRole('button', { name: 'Actualizar usuario' });
    await visible(update);
    expect(await edit.getByRole('textbox', { name: 'E-mail' }).getAttribute('readonly')).not.toBeNull();
    expect(await edit.getByRole('combobox', { name: /Centro de trabajo/ }).getAttribute('aria-disabled')).toBe('true');
    expect(await edit.getByRole('checkbox', { name: 'Acceso a Consola de academias' }).isChecked()).toBe(true);
    await checkScreen(page());
    await chooseMany(page(), edit.getByRole('combobox', { name: /Centros con acceso/ }), ['GOYA']);
    await visible(edit.getByText(WARNING));
    expect(await isDisabled(update)).toBe(true);
    await chooseMany(page(), edit.getByRole('combobox', { name: /Centros con acceso/ }), ['GOYA']);
    await edit.getByRole('checkbox', { name: 'Acceso a Consola de academias' }).uncheck();
    await update.click();
    await notificationText(page()).toContain('Usuario actualizado correctamente');
    await hidden(edit);
    await visible(page().getByRole('row', { name: /Persona Repetida/ }).getByRole('img', { name: 'Sin acceso' }));
  });
});

describe('teachers (/personal/profesorado)', () => {
  const page = useBrowser();

  it("keeps 'Crear profesor' disabled until e-mail, nombre and asignaturas are filled, shows 'Acceso a Ágora' and downloads the users", async () => {
    await signIn(page(), '/personal/profesorado');
    await visible(page().getByRole('heading', { name: 'Profesores' }));
    await visible(page().getByRole('row').nth(1));
    expect(await headers(page())).toEqual(['Nombre', 'Email', 'Rol', 'Última conexión', 'Acceso']);
    await checkScreen(page());
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('usuarios.csv');
    expect(lines[0]).toBe('Nombre;Email;Rol;Última conexión;Acceso');

    await page().getByRole('link', { name: 'Añadir' }).click();
    const dialog = page().getByRole('dialog', { name: 'Nuevo profesor' });
    const create = dialog.getByRole('button', { name: 'Crear profesor' });
    await visible(create);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('profe.nueva@example.org');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Profe Nueva Prueba');
    expect(await isDisabled(create)).toBe(true);
    await dialog.getByRole('combobox', { name: 'Asignaturas' }).fill('Matem');
    const subject = page().getByRole('option').first();
    await visible(subject);
    const subjectName = (await subject.textContent()) as string;
    await subject.click();
    await page().keyboard.press('Escape');
    await eventually(() => isDisabled(create)).toBe(false);
    await checkScreen(page());
    await create.click();
    await notificationText(page()).toContain('Profe creado correctamente');
    await hidden(dialog);

    await page().getByRole('searchbox', { name: 'Buscar' }).fill('profe nueva prueba');
    await page().getByRole('link', { name: 'Profe Nueva Prueba' }).click();
    const edit = page().getByRole('dialog', { name: 'Editar profesor' });
    await visible(edit.getByRole('checkbox', { name: 'Acceso a Ágora' }));
    expect(await edit.getByRole('checkbox', { name: 'Acceso a Ágora' }).isChecked()).toBe(true);
    await visible(edit.getByText(subjectName));
    await checkScreen(page());
  });
});

describe('access logs (/personal/logs)', () => {
  const page = useBrowser();

  it("asks for nothing while the user is 'Sin usuario', then counts a day's logs in the title and downloads them", async () => {
    await signIn(page(), '/personal/logs');
    const chooser = page().getByRole('combobox', { name: 'Usuario' });
    await visible(chooser);
    expect(await chooser.textContent()).toBe('Sin usuario');
    await visible(page().getByRole('heading', { name: 'Logs (0)' }));
    await checkScreen(page());
    expect((await apiCalls(page())).some((url) => url.includes('/registro-acceso/'))).toBe(false);

    const users = await apiGet<User[]>(page(), '/api/core/personal/usuario/list');
    const user = users.find((candidate) => candidate.ultimaConexion) as User;
    await choose(page(), chooser, `${user.nombre} (${user.email})`);
    await visible(page().getByRole('heading', { name: /^Logs \([\d.]+\)$/ }));
    const title = (await page().getByRole('heading', { name: /^Logs/ }).textContent()) as string;
    expect(Number(/\(([\d.]+)\)/.exec(title)?.[1].replace('.', ''))).toBeGreaterThan(100);
    // The URL takes the choice once the user pauses.
    await eventually(async () => page().url()).toContain(`usuario=${user.id}`);
    expect(await headers(page())).toEqual(['Nombre', 'E-mail', 'Fecha', 'Método', 'URL']);
    await checkScreen(page());

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('logs.csv');
    expect(lines[0]).toBe('Usuario;E-mail;Fecha;Método;URL');
    expect(lines[1].startsWith(`${user.nombre};${user.email};`)).toBe(true);
  });
});
