// A few hundred random files in the folder of configured screens (documents derived from the
// example classrooms by random edits, and texts that are not JSON), read as the console reads
// the folder, never break the shell: the console (App.tsx, over the demo API) draws its menu with
// the example screens and every file that passed, a compiled screen lists, a configured one
// lists, and an accepted random screen draws inside the shell.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App, readConfiguredScreens } from '../../src/App';
import { configuredScreens } from '../../src/screenFile/configuredScreens';
import { readScreenFolder } from '../../src/screenFile/readFolder';
import { screens } from '../../src/screens/registry';
import { generator, mutate, type Node } from '../support/screenFuzz';
import { demoWithFolder } from './support/demoWithFolder';

vi.setConfig({ testTimeout: 120_000 });

const EXAMPLES = path.resolve('src/demo/pantallas');
const example = (file: string) => readFileSync(path.join(EXAMPLES, file), 'utf8');
const ROUNDS = 300;

/** The folder: the two examples, then ROUNDS random files, each at a route of its own before its edits. */
function randomFolder(): Record<string, string> {
  const random = generator(4141);
  const original = JSON.parse(example('aulas.json')) as Record<string, Node>;
  const files: Record<string, string> = { 'aulas.json': example('aulas.json'), 'proveedores.json': example('proveedores.json') };
  for (let round = 0; round < ROUNDS; round += 1) {
    const document = { ...structuredClone(original), route: `/administracion/aulas-${String(round)}`, menu: { title: `Aulas ${String(round)}`, icon: 'school' } };
    const edits = 1 + Math.floor(random() * 3);
    for (let edit = 0; edit < edits; edit += 1) mutate(document, random);
    const text = JSON.stringify(document);
    // One in ten is cut short: not JSON at all.
    files[`azar-${String(round)}.json`] = random() < 0.1 ? text.slice(0, Math.floor(random() * text.length)) : text;
  }
  return { ...files, 'index.json': JSON.stringify({ pantallas: Object.keys(files) }) };
}

const files = randomFolder();
const folder = await readScreenFolder({ compiledRoutes: screens.map((compiled) => compiled.path), readFile: async (file) => files[file] ?? null });
const accepted = folder.screens.filter(({ screen: shown }) => shown.file.startsWith('azar-'));

demoWithFolder(files, { role: 'ADMIN' });

describe(`${String(ROUNDS)} random files in the folder`, () => {
  it('are each a screen or a file left out with its problems, and leave the examples alone', () => {
    expect(folder.screens.length + folder.failed.length).toBe(ROUNDS + 2);
    expect(folder.screens.slice(0, 2).map(({ screen: shown }) => shown.route)).toEqual(['/administracion/aulas', '/contabilidad/proveedores']);
    for (const failed of folder.failed) expect(failed.problems.length, failed.file).toBeGreaterThan(0);
    // Some edits leave a valid file, most do not.
    expect(accepted.length).toBeGreaterThan(10);
    expect(folder.failed.length).toBeGreaterThan(ROUNDS / 2);
  });

  it('never break the shell: the menu lists what passed, and a compiled and a configured screen list', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.pushState(null, '', '/administracion/centros-estudio?buscar=complutense');
    // As console.tsx starts the console: the folder's reading, not awaited, and the app.
    readConfiguredScreens();
    render(<App />);
    expect(await screen.findByRole('cell', { name: 'Universidad Complutense de Madrid' }, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(configuredScreens.current().read).toBe(true));
    const read = configuredScreens.current();
    // The same folder as read above: the same screens, the same files left out.
    expect(read.read && read.screens.map(({ screen: shown }) => shown.route)).toEqual(folder.screens.map(({ screen: shown }) => shown.route));
    expect(read.read && read.failed.map((failed) => failed.file)).toEqual(folder.failed.map((failed) => failed.file));

    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    const administration = within(menu).getAllByRole('link').map((link) => link.getAttribute('href'));
    const configuredHere = folder.screens.map(({ screen: shown }) => shown.route).filter((route) => route.startsWith('/administracion/'));
    for (const route of configuredHere) expect(administration).toContain(route);
    for (const failed of folder.failed) if (failed.route) expect(administration).not.toContain(failed.route);

    await user.click(within(menu).getByRole('link', { name: 'Aulas' }));
    expect(await screen.findByRole('cell', { name: 'Aula 1' }, { timeout: 30_000 })).toBeTruthy();

    // An accepted random screen draws inside the shell (its page, or the screen's error in the frame).
    const [first] = accepted;
    await user.click(within(menu).getByRole('link', { name: first.screen.menu.title }));
    await waitFor(() => expect(window.location.pathname).toBe(first.screen.route));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
  });
});
