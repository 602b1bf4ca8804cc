// 'Empezar desde una llamada' (issue 42): the dialog asks the named GET call once, through the
// console's HTTP client, against the demo API, and proposes a file from what it answered; a
// refusal's motivo and an unreadable answer are said in Spanish, and nothing is proposed.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../src/authProvider/session';
import { resetDb } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';
import { StartFromCallDialog } from '../../src/screenFile/editor/StartFromCallDialog';
import { serveScreenFolder } from './support/screenFolder';

const CLASSROOMS = '/api/core/interno/aula/list';

const server = setupServer(...handlers);
/** The calls the dialog made to the classrooms' list. */
let asked: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The console calls its API by paths of its own origin: resolved as the browser does.
  serveScreenFolder({});
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === CLASSROOMS) asked.push(url.search);
  });
});
beforeEach(() => {
  asked = [];
  resetDb({ scale: 1 });
  storeSession({ token: 'demo-pruebas', username: 'Ana Demo', centro: 'GOYA', rol: 'ADMIN' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

function renderDialog() {
  const onProposed = vi.fn<(text: string) => void>();
  const onClose = vi.fn();
  render(<StartFromCallDialog open onClose={onClose} onProposed={onProposed} />);
  const dialog = screen.getByRole('dialog', { name: 'Empezar desde una llamada' });
  return { dialog, onProposed, onClose, path: within(dialog).getByRole('combobox', { name: 'Llamada GET de la API' }) };
}

describe('StartFromCallDialog', () => {
  it('offers the contract’s GET calls as the path is typed', async () => {
    const user = userEvent.setup();
    const { path } = renderDialog();
    await user.type(path, '/api/core/personal/prof');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['/api/core/personal/profesor/list']);
  });

  it('asks the call once and proposes a file from all its items', async () => {
    const user = userEvent.setup();
    const { dialog, path, onProposed } = renderDialog();
    await user.type(path, `${CLASSROOMS}?centro=GOYA`);
    await user.click(within(dialog).getByRole('button', { name: 'Proponer pantalla' }));
    await waitFor(() => expect(onProposed).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['?centro=GOYA']);
    const proposed = JSON.parse(onProposed.mock.calls[0][0]) as { $schema: string; route: string; idField: string; fields: Record<string, unknown>; calls: unknown };
    expect(Object.keys(proposed)[0]).toBe('$schema');
    expect(proposed.route).toBe('/administracion/aula');
    expect(proposed.idField).toBe('id');
    expect(proposed.fields).toEqual({
      id: { kind: 'number', use: 'computed' },
      nombre: { kind: 'text', use: 'shown' },
      centro: { kind: 'text', use: 'shown' },
      planta: { kind: 'text', use: 'shown' },
      capacidad: { kind: 'number', use: 'shown' },
      accesible: { kind: 'boolean', use: 'shown' },
      alta: { kind: 'day', use: 'shown' },
    });
    expect(proposed.calls).toEqual({ list: { method: 'GET', path: CLASSROOMS, query: { centro: { format: 'text', value: 'GOYA' } } } });
  });

  it('shows that it is asking, its button disabled until the answer comes', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`*${CLASSROOMS}`, async () => {
        await held;
        return HttpResponse.json({ resultado: 'ok', datos: [{ id: 1, nombre: 'Aula 1' }] });
      }),
    );
    const user = userEvent.setup();
    const { dialog, path, onProposed } = renderDialog();
    await user.type(path, CLASSROOMS);
    const button = within(dialog).getByRole('button', { name: 'Proponer pantalla' });
    await user.click(button);
    expect(await within(dialog).findByRole('progressbar', { name: 'Pidiendo la llamada' })).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() => expect(onProposed).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['']);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('shows a refusal’s motivo and proposes nothing', async () => {
    server.use(http.get(`*${CLASSROOMS}`, () => HttpResponse.json({ resultado: 'error', motivo: 'El centro no existe' })));
    const user = userEvent.setup();
    const { dialog, path, onProposed } = renderDialog();
    await user.type(path, `${CLASSROOMS}?centro=NINGUNO`);
    await user.click(within(dialog).getByRole('button', { name: 'Proponer pantalla' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('El centro no existe');
    expect(onProposed).not.toHaveBeenCalled();
    expect(asked).toEqual(['?centro=NINGUNO']);
  });

  it('says an answer that cannot be read, and one that is not a list, in Spanish', async () => {
    server.use(http.get(`*${CLASSROOMS}`, () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }), { once: true }));
    const user = userEvent.setup();
    const { dialog, path, onProposed } = renderDialog();
    await user.type(path, CLASSROOMS);
    await user.click(within(dialog).getByRole('button', { name: 'Proponer pantalla' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No se ha podido procesar la petición');

    server.use(http.get(`*${CLASSROOMS}`, () => HttpResponse.json({ resultado: 'ok', datos: { total: 3 } }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Proponer pantalla' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('La respuesta no es una lista: una pantalla configurada muestra las listas que responde su llamada.'),
    );
    expect(onProposed).not.toHaveBeenCalled();
    expect(asked).toEqual(['', '']);
  });

  it('asks nothing for what is not a path of the API', async () => {
    const user = userEvent.setup();
    const { dialog, path, onProposed } = renderDialog();
    await user.type(path, 'aulas');
    await user.click(within(dialog).getByRole('button', { name: 'Proponer pantalla' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escribe la ruta de una llamada de la API, que empieza por /api/: /api/core/…');
    expect(onProposed).not.toHaveBeenCalled();
  });
});
