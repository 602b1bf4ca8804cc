import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dismissNotification, notifications, notify } from '../../src/common/notifications';
import { inFlight } from '../../src/dataProvider/inFlight';
import { i18nProvider } from '../../src/i18n';
import { AppLayout } from '../../src/layout/AppLayout';
import { BusyIndicator } from '../../src/layout/BusyIndicator';
import { Clock } from '../../src/layout/Clock';
import { NotificationHost } from '../../src/layout/NotificationHost';
import { SideMenu } from '../../src/layout/SideMenu';
import { TopBar } from '../../src/layout/TopBar';
import { dialogClosed } from './support/dialogs';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const shown = notifications.current();
  if (shown) act(() => dismissNotification(shown.key));
  while (inFlight.get() > 0) act(() => inFlight.end());
});

/** The window as a phone's: every "narrower than" query of 600 px and up matches. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const below = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: below !== null && Number(below[1]) >= 599,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

describe('TopBar', () => {
  function renderAt(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
          <TopBar />
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it("opens 'Información' with 'Hola' on /dashboard, and closes", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ayuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(dialog).getByText('Hola')).toBeTruthy();
    expect(within(dialog).queryByText('Esta sección no tiene un panel de ayuda')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await dialogClosed();
  });

  it('says there is no help panel on any other route', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/administracion/asignaturas');
    await user.click(screen.getByRole('button', { name: 'Ayuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(dialog).getByText('Esta sección no tiene un panel de ayuda')).toBeTruthy();
    expect(within(dialog).queryByText('Hola')).toBeNull();

    await user.keyboard('{Escape}');
    await dialogClosed();
  });

  it("shows every button in the bar on a wide screen, spec 01 §2's in its order after the finder and the theme switch, and no overflow menu", () => {
    renderAt('/dashboard');
    const names = within(screen.getByRole('banner'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Buscar pantalla', 'Cambiar entre modo claro y oscuro', 'Ayuda', 'Menú', 'Recargar', 'Cerrar sesión']);
  });

  it("on a phone keeps 'Menú' in the bar and the other buttons under 'Más opciones', where they work", async () => {
    asPhone();
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard');
    const bar = within(screen.getByRole('banner'));
    expect(bar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Menú', 'Más opciones']);

    await user.click(bar.getByRole('button', { name: 'Más opciones' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Buscar pantalla',
      'Cambiar entre modo claro y oscuro',
      'Ayuda',
      'Recargar',
      'Cerrar sesión',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Ayuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(dialog).getByText('Hola')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Clock', () => {
  /** The clock's whole text (on a phone its date part is hidden, but it is still there). */
  const clockShows = (text: string) => screen.queryByText((_, element) => element?.tagName === 'TIME' && element.textContent === text) !== null;

  it('shows HH:MM:SS | DD/MM/YYYY and moves on every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 9, 8, 5, 58));
    render(<Clock />);
    expect(clockShows('08:05:58 | 09/03/2025')).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(clockShows('08:05:59 | 09/03/2025')).toBe(true);
    expect(clockShows('08:05:58 | 09/03/2025')).toBe(false);

    act(() => vi.advanceTimersByTime(1000));
    expect(clockShows('08:06:00 | 09/03/2025')).toBe(true);
  });

  it('rolls over to the next day and year', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 11, 31, 23, 59, 59));
    render(<Clock />);
    expect(clockShows('23:59:59 | 31/12/2025')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(clockShows('00:00:00 | 01/01/2026')).toBe(true);
  });

  it('stops its timer when unmounted', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Clock />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('BusyIndicator', () => {
  it('shows how many requests are in flight, and nothing when idle', () => {
    render(<BusyIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();

    act(() => inFlight.start());
    expect(screen.getByRole('status', { name: '1 petición en curso' }).textContent).toBe('1');
    act(() => inFlight.start());
    expect(screen.getByRole('status', { name: '2 peticiones en curso' }).textContent).toBe('2');

    act(() => inFlight.end());
    expect(screen.getByRole('status', { name: '1 petición en curso' }).textContent).toBe('1');
    act(() => inFlight.end());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('status', { name: /[12] petici/ })).toBeNull();

    // An extra end never makes the count negative.
    act(() => inFlight.end());
    act(() => inFlight.start());
    expect(screen.getByRole('status', { name: '1 petición en curso' }).textContent).toBe('1');
  });
});

describe('SideMenu', () => {
  function renderAt(path: string) {
    const dataProvider = {} as DataProvider;
    render(
      <MemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <SideMenu />
        </AdminContext>
      </MemoryRouter>,
    );
    return screen.getByRole('navigation', { name: 'Menú principal' });
  }

  const group = (menu: HTMLElement, name: string) => within(menu).getByRole('button', { name });

  it('opens the groups of the current route by themselves', () => {
    const menu = renderAt('/administracion/horarios/clases');
    expect(group(menu, 'Administración').getAttribute('aria-expanded')).toBe('true');
    expect(group(menu, 'Horarios').getAttribute('aria-expanded')).toBe('true');
    const clases = within(menu).getByRole('link', { name: 'Clases' });
    expect(clases.getAttribute('href')).toBe('/administracion/horarios/clases');
    expect(clases.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Asignaturas' }).getAttribute('href')).toBe('/administracion/asignaturas');

    // Other groups stay closed: their entries are not rendered.
    expect(group(menu, 'Marketing').getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('button', { name: 'Adquisición' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Facturas' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
  });

  it('expands a group on click, down to the third level', async () => {
    const user = userEvent.setup({ delay: null });
    const menu = renderAt('/administracion/horarios/clases');

    await user.click(group(menu, 'Marketing'));
    expect(group(menu, 'Marketing').getAttribute('aria-expanded')).toBe('true');
    const acquisition = await within(menu).findByRole('button', { name: 'Adquisición' });
    expect(acquisition.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Captación por mes' })).toBeNull();

    await user.click(acquisition);
    const monthly = await within(menu).findByRole('link', { name: 'Captación por mes' });
    expect(monthly.getAttribute('href')).toBe('/marketing/adquisicion/captacion-mes');
    expect(within(menu).getByRole('link', { name: 'Detalles leads' }).getAttribute('href')).toBe('/marketing/adquisicion/leads');
    // Opening Marketing does not close Administración.
    expect(within(menu).getByRole('link', { name: 'Clases' })).toBeTruthy();
  });

  it('closes an open group on click, and opens it again', async () => {
    const user = userEvent.setup({ delay: null });
    const menu = renderAt('/administracion/horarios/clases');

    await user.click(group(menu, 'Horarios'));
    expect(group(menu, 'Horarios').getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Clases' })).toBeNull());
    expect(within(menu).getByRole('link', { name: 'Asignaturas' })).toBeTruthy();

    await user.click(group(menu, 'Horarios'));
    expect(await within(menu).findByRole('link', { name: 'Clases' })).toBeTruthy();

    await user.click(group(menu, 'Administración'));
    expect(group(menu, 'Administración').getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Asignaturas' })).toBeNull());
    expect(within(menu).queryByRole('button', { name: 'Horarios' })).toBeNull();
  });

  it('moves to the screen of a link', async () => {
    const user = userEvent.setup({ delay: null });
    const menu = renderAt('/administracion/horarios/clases');
    await user.click(group(menu, 'Marketing'));
    await user.click(await within(menu).findByRole('button', { name: 'Adquisición' }));
    await user.click(await within(menu).findByRole('link', { name: 'Captación por mes' }));
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Captación por mes' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(group(menu, 'Marketing').getAttribute('aria-expanded')).toBe('true');
    expect(group(menu, 'Adquisición').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('NotificationHost', () => {
  it('shows only notifications that have a title and a content, one at a time', async () => {
    render(<NotificationHost />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => notify('success', 'Asignatura creada', ''));
    act(() => notify('error', '', 'Fallo del servidor'));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => notify('success', 'Asignatura creada', 'La asignatura se ha creado correctamente'));
    const first = screen.getByRole('alert');
    expect(within(first).getByText('Asignatura creada')).toBeTruthy();
    expect(first.textContent).toContain('La asignatura se ha creado correctamente');

    act(() => notify('error', 'Error al crear la asignatura', 'Ya existe una asignatura con ese nombre y nivel'));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0]).getByText('Error al crear la asignatura')).toBeTruthy();
    expect(alerts[0].textContent).toContain('Ya existe una asignatura con ese nombre y nivel');
    expect(screen.queryByText('Asignatura creada')).toBeNull();

    // A notification without content does not replace the one on screen.
    act(() => notify('info', 'Aviso', ''));
    expect(within(screen.getByRole('alert')).getByText('Error al crear la asignatura')).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<NotificationHost />);
    act(() => notify('info', 'Sesión cerrada', 'Se ha cerrado la sesión correctamente'));
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('hides itself after 4000 ms', () => {
    vi.useFakeTimers();
    render(<NotificationHost />);
    act(() => notify('warning', 'Atención', 'Revisa los datos'));
    expect(screen.getByRole('alert')).toBeTruthy();
    const shown = Date.now();
    // The timers run one at a time until the notification is gone: the one that hid it ran at 4000 ms.
    for (let timer = 0; timer < 20 && screen.queryByRole('alert'); timer++) act(() => vi.advanceTimersToNextTimer());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Date.now() - shown).toBe(4000);
  });
});

describe('AppLayout', () => {
  let broken = false;
  /** A screen that fails to draw while it is broken. */
  function Fragile(): ReactNode {
    if (broken) throw new Error('roto');
    return <h1>Pantalla recuperada</h1>;
  }

  function renderLayoutAt(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
          <AppLayout>
            <Routes>
              <Route path="/roto" element={<Fragile />} />
              <Route path="/dashboard" element={<h1>Pantalla sana</h1>} />
            </Routes>
          </AppLayout>
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it("shows 'No se ha podido mostrar esta pantalla' inside the frame, and 'Reintentar' draws the screen again", async () => {
    // React reports the error it caught to the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderLayoutAt('/roto');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No se ha podido mostrar esta pantalla' })).toBeTruthy();
    expect(screen.queryByText('Algo ha salido mal')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();

    broken = false;
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla recuperada' })).toBeTruthy();
  });

  it('leaves a failed screen behind when the user goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderLayoutAt('/roto');
    await screen.findByRole('alert');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.setup({ delay: null }).click(within(menu).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla sana' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
