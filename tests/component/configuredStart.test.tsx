// A compiled screen while the folder of configured screens is read (issue 41): the console
// (App.tsx, started as console.tsx starts it) lists it without waiting for the folder, and when
// the folder comes the screen is neither drawn again from scratch nor asked for again.
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App, readConfiguredScreens } from '../../src/App';
import { demoWithFolder } from './support/demoWithFolder';

vi.setConfig({ testTimeout: 60_000 });

const { server, folder } = demoWithFolder(
  {
    'index.json': JSON.stringify({ pantallas: ['aulas.json'] }),
    'aulas.json': readFileSync('src/demo/pantallas/aulas.json', 'utf8'),
  },
  { holdIndex: true, role: 'ADMIN' },
);

describe('a compiled screen', () => {
  it('lists at once, and is neither drawn again from scratch nor asked for again when the folder comes', async () => {
    let listCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/core/datos/centro-estudios/list') listCalls += 1;
    };
    server.events.on('request:start', count);
    window.history.pushState(null, '', '/administracion/centros-estudio?buscar=complutense');
    readConfiguredScreens();
    render(<App />);
    const cell = await screen.findByRole('cell', { name: 'Universidad Complutense de Madrid' }, { timeout: 30_000 });
    // Listed while the folder's index is still out.
    expect(folder().indexAsked).toBe(true);
    folder().release();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await within(menu).findByRole('link', { name: 'Aulas' });
    expect(cell.isConnected).toBe(true);
    expect(listCalls).toBe(1);
  });
});
