// The screen finder's dialog whose code cannot be fetched (offline, or a new version deployed):
// the user is told and the finder closes; opening it again fetches the code again.
import { act, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotification, notifications } from '../../src/common/notifications';
import { i18nProvider } from '../../src/i18n';
import { NotificationHost } from '../../src/layout/NotificationHost';
import { finderState } from '../../src/layout/finder/finderState';
import { ScreenFinder } from '../../src/layout/finder/ScreenFinder';

/** Whether the dialog's code is out of reach; when it is not, a stand-in dialog is drawn. */
const dialogCode = vi.hoisted(() => ({ lost: true, fetches: 0 }));
vi.mock('../../src/layout/finder/FinderDialog', () => {
  dialogCode.fetches++;
  if (dialogCode.lost) throw new Error('Failed to fetch dynamically imported module');
  return { default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Buscar pantalla" /> : null) };
});

afterEach(() => {
  const shown = notifications.current();
  if (shown) act(() => dismissNotification(shown.key));
});

describe('a screen finder whose dialog cannot be loaded', () => {
  it('says so and closes, and opening it again fetches the dialog again', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
          <ScreenFinder />
          <NotificationHost />
        </AdminContext>
      </MemoryRouter>,
    );
    act(() => finderState.open());
    expect((await screen.findByRole('alert')).textContent).toContain('No se ha podido cargar el buscador de pantallas; recarga la página para usarlo');
    expect(finderState.isOpen()).toBe(false);
    expect(dialogCode.fetches).toBe(1);

    dialogCode.lost = false;
    act(() => finderState.open());
    expect(await screen.findByRole('dialog', { name: 'Buscar pantalla' })).toBeTruthy();
    expect(dialogCode.fetches).toBe(2);
  });
});
