// 'Pantallas configuradas' (issue 42) in the whole console: an ADMIN finds it in the menu and
// sees every file the console read, with its state and fingerprint; the editor previews a file
// with the real list page over the demo API, its write controls disabled, and a misspelled
// column's problem with the nearest name; anyone else finds neither the entry nor the page.
import { readFileSync } from 'node:fs';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfiguredScreens } from '../../src/App';
import { STARTING_FILE } from '../../src/screens/administracion/pantallas-configuradas/startingFile';
import { signInAs } from './support/demoSession';
import { demoWithFolder, openConsoleAt as openAt } from './support/demoWithFolder';

vi.setConfig({ testTimeout: 60_000 });

const classrooms = readFileSync('src/demo/pantallas/aulas.json', 'utf8');
/** The classrooms at another route, with a column naming a field the answer does not declare. */
const broken = classrooms
  .replace('"route": "/administracion/aulas"', '"route": "/administracion/aulas-viejas"')
  .replace('{ "type": "text", "field": "nombre", "label": "Nombre" }', '{ "type": "text", "field": "nombr", "label": "Nombre" }');

demoWithFolder({
  'index.json': JSON.stringify({ pantallas: ['aulas.json', 'aulas-viejas.json'] }),
  'aulas.json': classrooms,
  'aulas-viejas.json': broken,
});
beforeAll(() => {
  // jsdom lays nothing out and has no Range.getClientRects, which the code editor measures with.
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('div').getBoundingClientRect();
  // The folder is read once a page load, as console.tsx starts the console: this file's tests share it.
  readConfiguredScreens();
});
afterEach(() => localStorage.clear());

const LONG = { timeout: 30_000 };

describe("the list 'Pantallas configuradas'", () => {
  it('shows an ADMIN, from the menu, each file with its title, route, state and fingerprint', async () => {
    signInAs('ADMIN');
    openAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Administración' }));
    fireEvent.click(await within(menu).findByRole('link', { name: 'Pantallas configuradas' }, LONG));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantallas configuradas' }, LONG)).toBeTruthy();

    const passed = (await screen.findByRole('cell', { name: 'aulas.json' }, LONG)).closest('tr') as HTMLElement;
    expect(within(passed).getByRole('cell', { name: 'Aulas' })).toBeTruthy();
    expect(within(passed).getByRole('link', { name: '/administracion/aulas' }).getAttribute('href')).toBe('/administracion/aulas');
    expect(within(passed).getByRole('cell', { name: 'Correcta' })).toBeTruthy();
    expect(within(passed).getByRole('cell', { name: 'ffd313a3' })).toBeTruthy();

    const failed = screen.getByRole('cell', { name: 'aulas-viejas.json' }).closest('tr') as HTMLElement;
    expect(within(failed).getByRole('link', { name: '/administracion/aulas-viejas' })).toBeTruthy();
    expect(within(failed).getByText('Pantalla mal configurada')).toBeTruthy();
    expect(within(failed).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'aulas-viejas.json, $.list.columns[0].field: se esperaba un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "nombr". ¿Quería decir "nombre"?',
      'aulas-viejas.json, $.list.sort.column: se esperaba la clave de una columna ("nombr", "planta", "capacidad", "accesible", "alta"); llegó "nombre". ¿Quería decir "nombr"?',
    ]);
    expect(within(failed).getByRole('cell', { name: /^[0-9a-f]{8}$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir aulas.json en el editor' }).getAttribute('href')).toBe('/administracion/pantallas-configuradas/archivo/aulas');
  });

  it("marks a file with a draft in this browser 'Borrador'", async () => {
    signInAs('ADMIN');
    localStorage.setItem('pantallas-configuradas:borrador:aulas.json', classrooms.replace('"title": "Aulas"', '"title": "Aulas nuevas"'));
    openAt('/administracion/pantallas-configuradas');
    const row = (await screen.findByRole('cell', { name: 'aulas.json Borrador' }, LONG)).closest('tr') as HTMLElement;
    // The draft is not the screen: the list shows the served file's title.
    expect(within(row).getByRole('cell', { name: 'Aulas' })).toBeTruthy();
  });

  it.each(['CONSULTOR', 'COORDINADOR'])('is not there for a %s: no menu entry, and its address is not found', async (rol) => {
    signInAs(rol);
    openAt('/administracion/pantallas-configuradas');
    expect(await screen.findByText('No encontrado', {}, LONG)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pantallas configuradas' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Administración' }));
    expect(await within(menu).findByRole('link', { name: 'Calendario' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Pantallas configuradas' })).toBeNull();
  });
});

describe('the editor of a file', () => {
  it('previews its rows from the API, reading only', async () => {
    signInAs('ADMIN');
    openAt('/administracion/pantallas-configuradas/archivo/aulas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar aulas.json' }, LONG)).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(await within(preview).findByRole('cell', { name: 'Aula 1' }, LONG)).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: /^Aulas/ })).toBeTruthy();
    const add = within(preview).getByRole('button', { name: 'Añadir' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.parentElement?.getAttribute('title')).toBe('Vista previa: solo lectura');
    const edits = within(preview).getAllByRole('button', { name: 'Editar' });
    expect(edits.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it("starts 'Nueva pantalla' from a file that passes, previewed, downloaded under its route's name", async () => {
    signInAs('ADMIN');
    openAt('/administracion/pantallas-configuradas');
    fireEvent.click(await screen.findByRole('link', { name: 'Nueva pantalla' }, LONG));
    const preview = await screen.findByRole('region', { name: 'Vista previa' }, LONG);
    expect(window.location.pathname).toBe('/administracion/pantallas-configuradas/nueva');
    // The page's heading, and the previewed list's.
    expect(screen.getAllByRole('heading', { level: 1, name: 'Nueva pantalla' })[0].closest('section')).toBeNull();
    expect(await within(preview).findByRole('heading', { level: 1, name: 'Nueva pantalla' }, LONG)).toBeTruthy();
    expect(within(preview).queryByText('Pantalla mal configurada')).toBeNull();
    expect(within(preview).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Alumno', 'Centro', 'Fecha']);
    expect((screen.getByRole('button', { name: 'Descargar nueva-pantalla.json' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Borrador')).toBeNull();

    // Named after its route as a file the folder has, it says publishing it would replace that one.
    const editor = screen.getByRole('textbox', { name: 'Archivo nueva-pantalla.json' });
    const view = EditorView.findFromDOM(editor);
    view?.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: STARTING_FILE.replace('/administracion/nueva-pantalla', '/contabilidad/aulas') } });
    expect(
      await screen.findByText('La carpeta de pantallas ya tiene un archivo aulas.json: publicar este lo sustituiría. Cambia la última parte de la ruta para darle otro nombre.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar aulas.json' })).toBeTruthy();
    expect(screen.getByText('Borrador')).toBeTruthy();
  });

  it('says so at the address of a file the folder lacks, its empty text checked as such', async () => {
    signInAs('ADMIN');
    openAt('/administracion/pantallas-configuradas/archivo/taquillas');
    expect(await screen.findByText('La carpeta de pantallas no tiene el archivo taquillas.json.', undefined, LONG)).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(await within(preview).findByRole('heading', { name: 'Pantalla mal configurada' })).toBeTruthy();
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['taquillas.json, $: se esperaba un documento JSON; llegó un texto que no es JSON.']);
    expect(screen.queryByText('Borrador')).toBeNull();
  });

  it('shows a misspelled column with its nearest field, and keeps the text as a draft', async () => {
    signInAs('ADMIN');
    openAt('/administracion/pantallas-configuradas/archivo/aulas');
    const editor = await screen.findByRole('textbox', { name: 'Archivo aulas.json' }, LONG);
    await within(screen.getByRole('region', { name: 'Vista previa' })).findByRole('cell', { name: 'Aula 1' }, LONG);
    const misspelled = classrooms.replace('{ "type": "number", "field": "capacidad"', '{ "type": "number", "field": "capacdad"');
    const view = EditorView.findFromDOM(editor);
    view?.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: misspelled } });
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(await within(preview).findByRole('heading', { name: 'Pantalla mal configurada' })).toBeTruthy();
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'aulas.json, $.list.columns[2].field: se esperaba un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "capacdad". ¿Quería decir "capacidad"?',
    );
    expect(screen.getByText('Borrador')).toBeTruthy();
    expect(localStorage.getItem('pantallas-configuradas:borrador:aulas.json')).toBe(misspelled);
    fireEvent.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    expect(screen.queryByText('Borrador')).toBeNull();
    expect(localStorage.getItem('pantallas-configuradas:borrador:aulas.json')).toBeNull();
    await waitFor(() => expect(view?.state.doc.toString()).toBe(classrooms));
    expect(localStorage.getItem('pantallas-configuradas:borrador:aulas.json')).toBeNull();
  });
});
