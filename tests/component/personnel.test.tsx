// The personnel screens as declared: the users' order and columns, the name that opens the edit
// dialog, the work-centre warning that keeps submit disabled, the access box from the blocked
// flag, a refused save that keeps the input, dialogs reset on opening, and the logs' wait for a user.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { teacher } from '../../src/contract/profesor';
import { staffUserRecord } from '../../src/contract/usuario';
import { declaration as logs } from '../../src/screens/personal/logs';
import { declaration as profesores } from '../../src/screens/personal/profesorado';
import { declaration as usuarios } from '../../src/screens/personal/administracion';
import { currentLocation, fakeDataProvider, renderResourcePage } from './support/resourcePage';
import { bodyRows, shownNames } from './support/table';
import { readAs } from '../support/contract';

// Dialogs with several drop-downs take seconds in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const WARNING = 'Es necesario que el centro de trabajo esté incluido en los centros con acceso.';

const USERS = readAs(staffUserRecord, [
  { id: 1, nombre: 'Zoe Ruiz', email: 'zoe@example.org', rol: 'ADMIN', centro: 'GOYA', centros: ['GOYA'], cuentaBloqueada: false, ultimaConexion: '2026-03-05T09:07:00' },
  { id: 2, nombre: 'Ana Gil', email: 'ana@example.org', rol: 'USER', centro: 'QUEVEDO', centros: ['QUEVEDO', 'GOYA'], cuentaBloqueada: true, ultimaConexion: null },
  { id: 3, nombre: 'Luis Mora', email: 'luis@example.org', rol: 'CONSULTOR', centro: 'GOYA', centrosPermitidos: ['GOYA'], cuentaBloqueada: false, ultimaConexion: null },
]);
const TEACHERS = readAs(teacher, [
  { id: 7, nombre: 'Eva Sanz', email: 'eva@example.org', rol: 'PROFESOR', asignaturas: [{ id: 1, nombre: 'Matemáticas' }], cuentaBloqueada: true, ultimaConexion: null },
]);
const SUBJECTS = [
  { id: 1, nombre: 'Matemáticas', tipo: 'CIENCIAS', nivel: 'BACHILLERATO' },
  { id: 2, nombre: 'Historia', tipo: 'LETRAS', nivel: 'SECUNDARIA' },
];

/** Types a text in one go (pasting): key-by-key typing re-renders a dialog once per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('staff users (/personal/administracion)', () => {
  it("lists active accounts by name and blocked ones last, with 'Anterior a 2024', a check or a cross, and no 'Opciones'", async () => {
    renderResourcePage(usuarios, fakeDataProvider(USERS));
    await screen.findByRole('link', { name: 'Zoe Ruiz' });
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre', 'Email', 'Rol', 'Última conexión', 'Acceso']);
    expect(shownNames()).toEqual(['Luis Mora', 'Zoe Ruiz', 'Ana Gil']);
    const [luis, zoe, ana] = bodyRows();
    expect(luis.cells[3].textContent).toBe('Anterior a 2024');
    expect(zoe.cells[3].textContent).toBe('05/03/2026 - 09:07');
    expect(within(zoe).getByRole('img', { name: 'Con acceso' })).toBeTruthy();
    expect(within(ana).getByRole('img', { name: 'Sin acceso' })).toBeTruthy();
  });

  it("leaves the access cell empty when the answer carries neither the blocked flag nor acceso, and reads 'acceso' alone", async () => {
    const rows = readAs(staffUserRecord, [
      { id: 4, nombre: 'Sin Datos', centro: 'GOYA' },
      { id: 5, nombre: 'Solo Acceso', acceso: 'false', cuentaBloqueada: 'quizá' },
    ]);
    renderResourcePage(usuarios, fakeDataProvider(rows));
    await screen.findByRole('link', { name: 'Sin Datos' });
    const [unknown, accessOnly] = bodyRows();
    expect(unknown.cells[4].textContent).toBe('');
    expect(within(unknown).queryByRole('img')).toBeNull();
    expect(unknown.cells[3].textContent).toBe('Anterior a 2024');
    expect(within(accessOnly).getByRole('img', { name: 'Sin acceso' })).toBeTruthy();
  });

  it('opens the edit dialog from the name: e-mail read-only, work centre disabled, the access box from the blocked flag, and the rule keeps it from saving', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(USERS);
    renderResourcePage(usuarios, provider);
    await user.click(await screen.findByRole('link', { name: 'Ana Gil' }));
    const dialog = await dialogNamed('Editar usuario');
    expect(currentLocation.path).toBe('/personal/administracion/2');
    expect((dialog.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(dialog.getByRole('combobox', { name: /Centro de trabajo/ }).getAttribute('aria-disabled')).toBe('true');
    const access = dialog.getByRole('checkbox', { name: 'Acceso a Consola de academias' }) as HTMLInputElement;
    expect(access.checked).toBe(false);
    const save = dialog.getByRole('button', { name: 'Actualizar usuario' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    // Taking QUEVEDO, the work centre, out of the centres with access.
    await user.click(dialog.getByRole('combobox', { name: /Centros con acceso/ }));
    await user.click(await screen.findByRole('option', { name: 'QUEVEDO' }));
    await user.keyboard('{Escape}');
    expect(await dialog.findByText(WARNING)).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.click(dialog.getByRole('combobox', { name: /Centros con acceso/ }));
    await user.click(await screen.findByRole('option', { name: 'QUEVEDO' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(save.disabled).toBe(false));

    await user.click(access);
    await user.click(save);
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    // The disabled work centre is not sent with the form: the update keeps the record's.
    // The fake's spy is typed with the params it reads; react-admin also hands it previousData.
    const { data, previousData } = provider.update.mock.calls[0][1] as { data: object; previousData: { centro: string } };
    expect(data).toMatchObject({ acceso: true, centros: expect.arrayContaining(['QUEVEDO', 'GOYA']) });
    expect(previousData.centro).toBe('QUEVEDO');
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeTruthy();
  });

  it("keeps 'Crear usuario' disabled until the fields are filled and the rule holds; a refused save keeps the input; the dialog opens empty again", async () => {
    const user = userEvent.setup({ delay: null });
    const create = vi.fn(async () => Promise.reject(new Error('Ya existe un usuario con ese e-mail')));
    renderResourcePage(usuarios, fakeDataProvider(USERS, { create }));
    await user.click(await screen.findByRole('link', { name: 'Añadir' }));
    const dialog = await dialogNamed('Nuevo usuario');
    const save = dialog.getByRole('button', { name: 'Crear usuario' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await fill(user, dialog.getByRole('textbox', { name: /E-mail/ }), 'zoe@example.org');
    await fill(user, dialog.getByRole('textbox', { name: /Nombre/ }), 'Otra Zoe');
    await user.click(dialog.getByRole('combobox', { name: /Rol/ }));
    await user.click(await screen.findByRole('option', { name: 'MARKETING' }));
    await user.click(dialog.getByRole('combobox', { name: /Centro de trabajo/ }));
    await user.click(await screen.findByRole('option', { name: 'GOYA' }));
    expect(await dialog.findByText(WARNING)).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.click(dialog.getByRole('combobox', { name: /Centros con acceso/ }));
    await user.click(await screen.findByRole('option', { name: 'GOYA' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(dialog.queryByText(WARNING)).toBeNull();

    await user.click(save);
    expect(await screen.findByText('Error al crear usuario')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nuevo usuario' })).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement).value).toBe('Otra Zoe');

    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo usuario' })).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Añadir' }));
    const again = await dialogNamed('Nuevo usuario');
    expect((again.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement).value).toBe('');
  });
});

describe('teachers (/personal/profesorado)', () => {
  const provider = () =>
    fakeDataProvider(TEACHERS, {
      getList: vi.fn(async (resource: string, _params: GetListParams) => {
        const data = resource === 'administracion/asignaturas' ? SUBJECTS : TEACHERS;
        return { data, total: data.length };
      }),
    });

  it("ticks 'Acceso a Ágora' as the inverse of the blocked flag and shows the subjects taught", async () => {
    const user = userEvent.setup({ delay: null });
    renderResourcePage(profesores, provider());
    expect(await screen.findByRole('heading', { name: 'Profesores' })).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: 'Eva Sanz' }));
    const dialog = await dialogNamed('Editar profesor');
    expect((dialog.getByRole('checkbox', { name: 'Acceso a Ágora' }) as HTMLInputElement).checked).toBe(false);
    expect(await dialog.findByText('Matemáticas (Bachillerato)')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Actualizar profesor' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("keeps 'Crear profesor' disabled until e-mail, nombre and asignaturas are filled, and sends the subjects' ids", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = provider();
    renderResourcePage(profesores, fake);
    await user.click(await screen.findByRole('link', { name: 'Añadir' }));
    const dialog = await dialogNamed('Nuevo profesor');
    const save = dialog.getByRole('button', { name: 'Crear profesor' }) as HTMLButtonElement;
    await fill(user, dialog.getByRole('textbox', { name: /E-mail/ }), 'nuevo@example.org');
    await fill(user, dialog.getByRole('textbox', { name: /Nombre/ }), 'Profe Nuevo');
    expect(save.disabled).toBe(true);
    await user.click(dialog.getByRole('combobox', { name: 'Asignaturas' }));
    await user.click(await screen.findByRole('option', { name: 'Historia (Secundaria)' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(fake.create).toHaveBeenCalled());
    expect(fake.create.mock.calls[0][1].data).toMatchObject({ email: 'nuevo@example.org', nombre: 'Profe Nuevo', asignaturaIds: [2] });
    expect(await screen.findByText('Profe creado correctamente')).toBeTruthy();
  });
});

describe('access logs (/personal/logs)', () => {
  it("asks for nothing until a user is chosen ('Sin usuario' at first), then for that user and day, and counts the logs in the title", async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [
      { id: 0, usuario: 'Zoe Ruiz', email: 'zoe@example.org', fecha: '2026-03-05T09:07:00', metodo: 'GET', url: '/api/a' },
      { id: 1, usuario: 'Zoe Ruiz', email: 'zoe@example.org', fecha: '2026-03-05T10:07:00', metodo: 'PUT', url: '/api/b' },
    ];
    const getList = vi.fn(async (resource: string, _params: GetListParams) => {
      const data = resource === 'personal/administracion' ? USERS : rows;
      return { data, total: data.length };
    });
    renderResourcePage(logs, fakeDataProvider(rows, { getList }), '/personal/logs?fecha=05-03-2026');
    const chooser = await screen.findByRole('combobox', { name: 'Usuario' });
    expect(chooser.textContent).toBe('Sin usuario');
    expect(screen.getByRole('heading', { name: 'Logs (0)' })).toBeTruthy();
    expect(getList.mock.calls.filter(([resource]) => resource === 'personal/logs')).toEqual([]);

    await user.click(chooser);
    await user.click(await screen.findByRole('option', { name: 'Zoe Ruiz (zoe@example.org)' }));
    expect(await screen.findByRole('heading', { name: 'Logs (2)' })).toBeTruthy();
    const asked = getList.mock.calls.filter(([resource]) => resource === 'personal/logs');
    expect(asked.map(([, params]) => params.filter)).toEqual([{ fecha: '05/03/2026', usuario: '1' }]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre', 'E-mail', 'Fecha', 'Método', 'URL']);
    expect(shownNames()).toEqual(['Zoe Ruiz', 'Zoe Ruiz']);
    expect(bodyRows()[0].cells[2].textContent).toBe('05/03/2026 - 10:07');
  });
});
