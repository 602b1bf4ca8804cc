import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';
import { App } from '../../../src/App';
import { clearSession } from '../../../src/authProvider/session';
import { resetDb } from '../../../src/demo/db';
import { handlers } from '../../../src/demo/handlers';
import { configuredScreens } from '../../../src/screenFile/configuredScreens';
import { storeDemoSession } from './demoSession';
import { serveScreenFolder } from './screenFolder';

/**
 * For a whole test file: the demo API behind MSW (its data made once), `files` served as the
 * folder of configured screens (see serveScreenFolder) and, with `role`, a staff session. Undone
 * after the file, the folder as read forgotten.
 */
export function demoWithFolder(files: Readonly<Record<string, string>>, { holdIndex = false, role }: { holdIndex?: boolean; role?: string } = {}) {
  const server = setupServer(...handlers);
  let folder: ReturnType<typeof serveScreenFolder> | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    folder = serveScreenFolder(files, { holdIndex });
    resetDb({ scale: 1 });
    if (role) storeDemoSession(role);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    server.close();
    clearSession();
    configuredScreens.reset();
  });
  return {
    server,
    /** The folder as served: whether its index was asked for, and its release when held. */
    folder: () => {
      if (!folder) throw new Error('the folder is served from the first beforeAll on');
      return folder;
    },
  };
}

/** The whole console (App.tsx) at the address `path`. */
export function openConsoleAt(path: string): void {
  window.history.pushState(null, '', path);
  render(createElement(App));
}
