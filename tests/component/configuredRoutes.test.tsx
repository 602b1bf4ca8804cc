// The routes the folder of configured screens adds to the console (App.tsx): a configured
// screen's address opened directly waits for the folder, never saying 'not found' meanwhile, nor
// holding up a compiled screen; a file left out shows its problems at its route to an ADMIN and
// the ordinary not-found page to anyone else.
import { readFileSync } from 'node:fs';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfiguredScreens } from '../../src/App';
import { clearSession } from '../../src/authProvider/session';
import { signInAs } from './support/demoSession';
import { demoWithFolder, openConsoleAt as openAt } from './support/demoWithFolder';

vi.setConfig({ testTimeout: 60_000 });

const classrooms = readFileSync('src/demo/pantallas/aulas.json', 'utf8');
/** The classrooms at another route, with a column naming a field the answer does not declare. */
const broken = classrooms.replace('"route": "/administracion/aulas"', '"route": "/administracion/aulas-viejas"').replace('{ "type": "text", "field": "nombre", "label": "Nombre" }', '{ "type": "text", "field": "nombr", "label": "Nombre" }');
const FILES: Record<string, string> = {
  'index.json': JSON.stringify({ pantallas: ['aulas.json', 'aulas-viejas.json'] }),
  'aulas.json': classrooms,
  'aulas-viejas.json': broken,
};

/** The folder beside the console, its index answered only once released. */
const { folder } = demoWithFolder(FILES, { holdIndex: true });
// The folder is read once a page load, as console.tsx starts the console: this file's tests share it.
beforeAll(() => readConfiguredScreens());
afterEach(clearSession);

describe('a configured screen opened by its address', () => {
  beforeEach(() => signInAs('ADMIN'));

  it('waits for the folder without saying the page does not exist, then shows the screen', async () => {
    openAt('/administracion/aulas');
    await waitFor(() => expect(folder().indexAsked).toBe(true));
    // The shell is drawn while the folder is out: the menu is there, the page waits.
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.queryByText('No encontrado')).toBeNull();
    folder().release();
    expect(await screen.findByRole('cell', { name: 'Aula 1' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Aulas' })).toBeTruthy();
    expect(screen.queryByText('No encontrado')).toBeNull();
  });
});

describe('the address of a file left out', () => {
  beforeAll(async () => {
    await vi.waitFor(() => expect(folder().indexAsked).toBe(true));
    folder().release();
  });

  it("shows an ADMIN 'Pantalla mal configurada' with each problem", async () => {
    signInAs('ADMIN');
    openAt('/administracion/aulas-viejas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantalla mal configurada' }, { timeout: 30_000 })).toBeTruthy();
    const problems = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toEqual([
      'aulas-viejas.json, $.list.columns[0].field: se esperaba un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "nombr". ¿Quería decir "nombre"?',
      'aulas-viejas.json, $.list.sort.column: se esperaba la clave de una columna ("nombr", "planta", "capacidad", "accesible", "alta"); llegó "nombre". ¿Quería decir "nombr"?',
    ]);
    expect(screen.getByText('El archivo aulas-viejas.json de la carpeta de pantallas no se ha cargado. El resto de la consola funciona; corrige lo siguiente y recarga la página:')).toBeTruthy();
  });

  it.each(['COORDINADOR', 'CONSULTOR', 'JEFE'])('shows %s the not-found page, with no trace of the file', async (rol) => {
    signInAs(rol);
    openAt('/administracion/aulas-viejas');
    expect(await screen.findByText('No encontrado', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText('Pantalla mal configurada')).toBeNull();
    expect(screen.queryByText(/aulas-viejas/)).toBeNull();
  });
});
