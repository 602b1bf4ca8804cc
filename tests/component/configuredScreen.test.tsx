// A configured screen (issue 41): the demo's example file of classrooms, read from its folder
// as the console reads it, checked and compiled, shown by the one list page over the demo API
// with the console's data provider, HTTP client and auth provider: it lists, sorts, searches,
// downloads, creates, edits, deletes and shows a refusal's motivo, as a compiled screen does.
// The suppliers' file narrows who writes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { authProvider } from '../../src/authProvider/authProvider';
import { readSession } from '../../src/authProvider/session';
import { notifications } from '../../src/common/notifications';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { getDb, resetDb } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';
import type { ConfiguredScreen } from '../../src/screenFile/compile';
import { configuredScreens } from '../../src/screenFile/configuredScreens';
import { readScreenFolder } from '../../src/screenFile/readFolder';
import { loadAllSources, screens } from '../../src/screens/registry';
import { signInAs } from './support/demoSession';
import { dialogClosed } from './support/dialogs';
import { currentQuery, renderResourcePage } from './support/resourcePage';
import { bodyRows, searchFor } from './support/table';

vi.setConfig({ testTimeout: 60_000 });

const BASE = 'http://api.test';
const EXAMPLES = path.resolve('src/demo/pantallas');

const dataSources = await loadAllSources();
// The dialogs' code, loaded before any page renders (see readOnlyAccess.test.tsx).
await import('../../src/declaration/ResourceFormDialog');

/** The example folder, read as the console reads the one served beside it. */
const folder = await readScreenFolder({
  compiledRoutes: screens.map((compiled) => compiled.path),
  readFile: (file) => readFile(path.join(EXAMPLES, file), 'utf8'),
});
const configured = (route: string): ConfiguredScreen => {
  const found = folder.screens.find(({ screen: shown }) => shown.route === route);
  if (!found) throw new Error(`${route} is not among the example folder's screens`);
  return found.screen;
};
const classrooms = configured('/administracion/aulas');
const suppliers = configured('/contabilidad/proveedores');

const server = setupServer(...handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // What the console knows once it has read the folder: the auth provider asks it who may write.
  configuredScreens.publish(folder);
});
beforeEach(() => resetDb({ scale: 1 }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  configuredScreens.reset();
});

/** How many calls to this API path the server has had from now on. */
function countCalls(pathname: string): () => number {
  let calls = 0;
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) calls += 1;
  };
  server.events.on('request:start', count);
  onTestFinished(() => server.events.removeListener('request:start', count));
  return () => calls;
}

/** The configured screen at its route (or `at`), wired as App.tsx wires it, over the demo API. */
function open({ schema }: ConfiguredScreen, at = `/${schema.name}`) {
  const catalogue = createSourceCatalogue({ sources: dataSources });
  catalogue.add([schema]);
  const client = createHttpClient({ baseUrl: BASE, getToken: () => readSession()?.token });
  return renderResourcePage(schema, createDataProvider(catalogue, client), at, createQueryClient(catalogue));
}

const goyaRooms = () => getDb().aulas.filter((room) => room.centro === 'GOYA');
const byName = (a: { nombre: string }, b: { nombre: string }) => a.nombre.localeCompare(b.nombre, 'es');
const names = () => bodyRows().map((row) => row.cells[0].textContent);
const sortButton = (name: string) => within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

async function chooseOption(user: UserEvent, dialog: HTMLElement, field: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the classrooms of the example folder, as an administrator', () => {
  beforeEach(() => signInAs('ADMIN'));

  it("lists the user's academy's classrooms by name, with the file's headers, cells and totals", async () => {
    open(classrooms);
    expect(screen.getByRole('heading', { level: 1, name: 'Aulas' })).toBeTruthy();
    const expected = goyaRooms().sort(byName);
    await screen.findByRole('cell', { name: expected[0].nombre });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Planta', 'Capacidad', 'Accesible', 'Alta', 'Opciones']);
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');
    expect(names()).toEqual([...expected.map((room) => room.nombre), 'Total']);

    const first = rowOf(expected[0].nombre) as HTMLTableRowElement;
    const floor = { Baja: 'Planta baja', Primera: 'Primera planta', Segunda: 'Segunda planta' }[expected[0].planta];
    const [year, month, day] = expected[0].alta.split('-');
    const access = expected[0].accesible ? 'Accesible' : 'Sin acceso adaptado';
    expect([...first.cells].slice(1, 5).map((cell) => cell.textContent)).toEqual([floor, String(expected[0].capacidad), access, `${day}/${month}/${year}`]);
    const seats = expected.reduce((sum, room) => sum + room.capacidad, 0);
    expect(bodyRows().at(-1)?.cells[2].textContent).toBe(String(seats));
  });

  it('sorts by a header and searches by name and floor, without asking the server again', async () => {
    const user = userEvent.setup({ delay: null });
    const listCalls = countCalls('/api/core/interno/aula/list');
    open(classrooms);
    const rooms = goyaRooms();
    await screen.findByRole('cell', { name: rooms.sort(byName)[0].nombre });
    expect(listCalls()).toBe(1);

    await user.click(sortButton('Ordenar por capacidad descendente'));
    const bySeats = [...rooms].sort((a, b) => b.capacidad - a.capacidad).map((room) => room.capacidad);
    expect(bodyRows().slice(0, -1).map((row) => Number(row.cells[2].textContent))).toEqual(bySeats);

    await searchFor(user, 'aula 1');
    await waitFor(() => expect(names()).toEqual(['Aula 1', 'Total']));
    await searchFor(user, 'primera');
    const firstFloor = rooms.filter((room) => room.planta === 'Primera');
    expect(firstFloor.length).toBeGreaterThan(0);
    await waitFor(() => expect(names()).toHaveLength(firstFloor.length + 1));
    expect(bodyRows().slice(0, -1).map((row) => row.cells[1].textContent)).toEqual(firstFloor.map(() => 'Primera planta'));
    expect(listCalls()).toBe(1);
    // The view is in the URL, as on every screen.
    await waitFor(() => expect(currentQuery()).toMatchObject({ orden: 'capacidad', sentido: 'desc', buscar: 'primera' }));
  });

  it("downloads 'aulas.csv' with the file's headers, every row and the check's labels", async () => {
    const user = userEvent.setup({ delay: null });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file's blob instead.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:aulas';
    });
    URL.revokeObjectURL = vi.fn();
    const fileNames: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileNames.push(this.download);
    });
    open(classrooms);
    const rooms = goyaRooms().sort(byName);
    await screen.findByRole('cell', { name: rooms[0].nombre });
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(fileNames).toEqual(['aulas.csv']);
    const text = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blobs[0]);
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFNombre;Planta;Capacidad;Accesible;Alta');
    expect(lines.slice(1)).toHaveLength(rooms.length);
    const [year, month, day] = rooms[0].alta.split('-');
    const floor = { Baja: 'Planta baja', Primera: 'Primera planta', Segunda: 'Segunda planta' }[rooms[0].planta];
    expect(lines[1]).toBe(`${rooms[0].nombre};${floor};${rooms[0].capacidad};${rooms[0].accesible ? 'Accesible' : 'Sin acceso adaptado'};${day}/${month}/${year}`);
  });

  it("creates a classroom from 'Nueva aula', says so, and lists it", async () => {
    const user = userEvent.setup({ delay: null });
    open(classrooms, '/administracion/aulas/create');
    const dialog = await screen.findByRole('dialog', { name: 'Nueva aula' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Aula de música');
    await chooseOption(user, dialog, 'Academia', 'GOYA');
    await chooseOption(user, dialog, 'Planta', 'Primera planta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Capacidad' }), '14');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Accesible sin escaleras' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(notifications.current()).toMatchObject({ type: 'success', title: 'Aula creada', content: 'El aula se ha creado correctamente' }));
    await dialogClosed();
    expect(getDb().aulas).toContainEqual(expect.objectContaining({ nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: 14, accesible: true }));
    expect(await screen.findByRole('cell', { name: 'Aula de música' })).toBeTruthy();
  });

  it("edits a classroom from 'Editar aula' with 'Guardar'", async () => {
    const user = userEvent.setup({ delay: null });
    open(classrooms);
    const room = goyaRooms().sort(byName)[0];
    await screen.findByRole('cell', { name: room.nombre });
    await user.click(within(rowOf(room.nombre)).getByRole('link', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar aula' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Aula Magna');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(notifications.current()).toMatchObject({ type: 'success', title: 'Aula actualizada', content: 'El aula se ha actualizado correctamente' }));
    await dialogClosed();
    expect(getDb().aulas.find((stored) => stored.id === room.id)).toMatchObject({ nombre: 'Aula Magna', centro: 'GOYA', capacidad: room.capacidad });
    expect(await screen.findByRole('cell', { name: 'Aula Magna' })).toBeTruthy();
  });

  it("deletes a classroom after '¿Seguro que quieres borrar esta aula?'", async () => {
    const user = userEvent.setup({ delay: null });
    open(classrooms);
    const room = goyaRooms().sort(byName)[0];
    await screen.findByRole('cell', { name: room.nombre });
    await user.click(within(rowOf(room.nombre)).getByRole('button', { name: 'Borrar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Seguro que quieres borrar esta aula?' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));

    await waitFor(() => expect(notifications.current()).toMatchObject({ type: 'success', title: 'Aula borrada', content: 'El aula se ha borrado correctamente' }));
    expect(getDb().aulas.some((stored) => stored.id === room.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('cell', { name: room.nombre })).toBeNull());
  });

  it("shows the server's refusal with its motivo under the file's error title, and keeps the dialog with what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const taken = goyaRooms().sort(byName)[0].nombre;
    const before = getDb().aulas.length;
    open(classrooms, '/administracion/aulas/create');
    const dialog = await screen.findByRole('dialog', { name: 'Nueva aula' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), taken);
    await chooseOption(user, dialog, 'Academia', 'GOYA');
    await chooseOption(user, dialog, 'Planta', 'Planta baja');
    await user.type(within(dialog).getByRole('textbox', { name: 'Capacidad' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(notifications.current()).toMatchObject({ type: 'error', title: 'Error al crear el aula', content: 'Ya existe un aula con ese nombre en el centro' }));
    const still = screen.getByRole('dialog', { name: 'Nueva aula' });
    expect((within(still).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(taken);
    expect(getDb().aulas).toHaveLength(before);
  });
});

describe('who may change a configured screen', () => {
  const canAccess = vi.spyOn(authProvider as Required<AuthProvider>, 'canAccess');
  afterEach(() => canAccess.mockClear());

  /** Whether the screen, once it lists and the auth provider has answered, offers 'Añadir' and the 'Opciones' column. */
  async function writeControls(configuredScreen: ConfiguredScreen, firstName: string): Promise<{ add: boolean; options: boolean }> {
    open(configuredScreen);
    await screen.findByRole('cell', { name: firstName });
    const asked = () => canAccess.mock.calls.flatMap(([params], call) => (params.resource === configuredScreen.schema.name && params.action === 'write' ? [canAccess.mock.results[call].value as Promise<boolean>] : []));
    await waitFor(() => expect(asked()).not.toHaveLength(0));
    const may = (await Promise.all(asked())).every(Boolean);
    if (may) await screen.findByRole('link', { name: 'Añadir' });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    return { add: screen.queryByRole('link', { name: 'Añadir' }) !== null, options: headers.includes('Opciones') };
  }

  const firstSupplier = () => [...getDb().proveedores].sort(byName)[0].nombre;
  const firstRoom = () => goyaRooms().sort(byName)[0].nombre;

  it('lets a CONSULTOR read the classrooms only', async () => {
    signInAs('CONSULTOR');
    expect(await writeControls(classrooms, firstRoom())).toEqual({ add: false, options: false });
  });

  it("lets an ADMIN change the suppliers, whose file says 'write': ['ADMIN']", async () => {
    signInAs('ADMIN');
    expect(await writeControls(suppliers, firstSupplier())).toEqual({ add: true, options: true });
  });

  it.each(['COORDINADOR', 'MARKETING', 'JEFE'])('lets %s, whom the file does not name, read the suppliers only', async (rol) => {
    signInAs(rol);
    expect(await writeControls(suppliers, firstSupplier())).toEqual({ add: false, options: false });
  });

  it('lets a COORDINADOR change the classrooms, whose file does not narrow who writes', async () => {
    signInAs('COORDINADOR');
    expect(await writeControls(classrooms, firstRoom())).toEqual({ add: true, options: true });
  });
});
