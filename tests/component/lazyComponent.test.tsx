import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/common/lazyComponent';
import { i18nProvider } from '../../src/i18n';
import { PageNotLoaded } from '../../src/layout/rarePages';

const Loading = () => <p>Cargando</p>;
const Failed = () => <p role="alert">No se pudo cargar</p>;
const Greeting = ({ name }: { name: string }) => <h1>Hola, {name}</h1>;

/** A load the test settles by hand. */
function manualLoad() {
  let settle!: { resolve: (component: typeof Greeting) => void; reject: (reason: unknown) => void };
  const load = vi.fn(() => new Promise<typeof Greeting>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle };
}

describe('lazyComponent', () => {
  it('shows Loading until the code is here, then the component with its props; later uses fetch nothing again', async () => {
    const { load, settle } = manualLoad();
    const LazyGreeting = lazyComponent(load, Loading, Failed);
    const { unmount } = render(
      <>
        <LazyGreeting name="Ana" />
        <LazyGreeting name="Luis" />
      </>,
    );
    expect(screen.getAllByText('Cargando')).toHaveLength(2);
    await act(async () => settle().resolve(Greeting));
    expect(screen.getByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hola, Luis' })).toBeTruthy();
    unmount();

    render(<LazyGreeting name="Eva" />);
    expect(screen.getByRole('heading', { name: 'Hola, Eva' })).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows Failed when the code cannot be fetched', async () => {
    const { load, settle } = manualLoad();
    const LazyGreeting = lazyComponent(load, Loading, Failed);
    render(<LazyGreeting name="Ana" />);
    await act(async () => settle().reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('No se pudo cargar');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("says plainly that something went wrong, with a reload button, in a page's place when its code cannot be loaded", async () => {
    const Unreachable = lazyComponent(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), Loading, PageNotLoaded);
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
          <Unreachable />
        </AdminContext>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Algo ha salido mal');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });

  /** A page's place in the console, as react-admin gives it its messages. */
  const inConsole = (page: ReactNode) => (
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
        {page}
      </AdminContext>
    </MemoryRouter>
  );
  const chunkLost = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it("fetches a page's code again with 'Reintentar' after a failure, and shows the page when it comes", async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockImplementationOnce(chunkLost).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(load, Loading, PageNotLoaded);
    render(inConsole(<LazyGreeting name="Ana" />));
    expect((await screen.findByRole('alert')).textContent).toContain('Algo ha salido mal');

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says again that it failed when the retry fails too', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>(chunkLost);
    const LazyGreeting = lazyComponent(load, Loading, PageNotLoaded);
    render(inConsole(<LazyGreeting name="Ana" />));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toContain('Algo ha salido mal');
    expect(screen.queryByRole('heading', { name: 'Hola, Ana' })).toBeNull();
  });

  it('fetches the code again when the page is opened again after a failure, without showing the failure first', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockImplementationOnce(chunkLost).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(load, Loading, Failed);
    const { unmount } = render(<LazyGreeting name="Ana" />);
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo cargar');
    unmount();

    render(<LazyGreeting name="Luis" />);
    expect(screen.getByText('Cargando')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Hola, Luis' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
