// 'Pantallas configuradas' before the folder is read, and with a folder that gave no file: the
// page says which, instead of an empty table.
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { App } from '../../src/App';
import { clearSession, storeSession } from '../../src/authProvider/session';
import { handlers } from '../../src/demo/handlers';
import { configuredScreens } from '../../src/screenFile/configuredScreens';

vi.setConfig({ testTimeout: 60_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  configuredScreens.reset();
});

it('says the folder is being read, then that it gave no screen', async () => {
  storeSession({ token: 'demo-pruebas', username: 'Ana Demo', centro: 'GOYA', rol: 'ADMIN' });
  onTestFinished(clearSession);
  window.history.pushState(null, '', '/administracion/pantallas-configuradas');
  render(<App />);
  expect(await screen.findByText('Leyendo la carpeta de pantallas…', {}, { timeout: 30_000 })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Pantallas configuradas' })).toBeTruthy();

  act(() => configuredScreens.publish({ screens: [], failed: [], misconfigured: [] }));
  expect(
    screen.getByText(
      'La consola no ha leído ninguna pantalla configurada: la carpeta de pantallas no está o su índice no lista ningún archivo. Empieza una con «Nueva pantalla» y descárgala para publicarla.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('link', { name: 'Nueva pantalla' }).getAttribute('href')).toBe('/administracion/pantallas-configuradas/nueva');
});
