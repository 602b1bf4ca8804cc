// What the view state's setup (nuqs, its react-router adapter and the one rate limit of
// ViewStateProvider) must guarantee every screen: the changes made until the user pauses become
// one replacement of the history entry, the back and forward buttons show each entry's view, and
// a dialog link carries a change made just before the click.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { textParam } from '../../src/common/viewState/urlParams';
import { useUrlState } from '../../src/common/viewState/useUrlState';
import { ViewLink } from '../../src/common/viewState/ViewLink';
import { ViewStateProvider } from '../../src/common/viewState/ViewStateProvider';

const VIEW = { search: textParam('buscar') };

function ListScreen() {
  const [{ search }, setView] = useUrlState(VIEW);
  return (
    <>
      <input type="search" aria-label="Buscar" value={search} onChange={(event) => setView({ search: event.target.value })} />
      <ViewLink pathname="create">Añadir</ViewLink>
      <Link to="/otra">Otra pantalla</Link>
      <Routes>
        <Route path="create" element={<h2>Añadir</h2>} />
      </Routes>
    </>
  );
}

function renderConsole(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <BrowserRouter>
      <ViewStateProvider>
        <Routes>
          <Route path="/lista/*" element={<ListScreen />} />
          <Route path="/otra" element={<h1>Otra pantalla</h1>} />
        </Routes>
      </ViewStateProvider>
    </BrowserRouter>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;
const address = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the view state in the URL', () => {
  it('replaces the history entry once the user pauses, with every keystroke until then', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/lista');
    const entries = window.history.length;
    const replaced: string[] = [];
    const replaceState = window.history.replaceState.bind(window.history);
    vi.spyOn(window.history, 'replaceState').mockImplementation((state, unused, url) => {
      replaced.push(String(url));
      replaceState(state, unused, url);
    });
    vi.spyOn(window.history, 'pushState');

    await user.type(searchBox(), 'garcía');
    expect(searchBox().value).toBe('garcía');
    await waitFor(() => expect(address()).toBe('/lista?buscar=garc%C3%ADa'));
    // No step of the typing was written, and no entry was added.
    expect(new Set(replaced.map((url) => new URL(url, window.location.origin).search))).toEqual(new Set(['?buscar=garc%C3%ADa']));
    expect(window.history.pushState).not.toHaveBeenCalled();
    expect(window.history.length).toBe(entries);
  });

  it('shows the view of each entry the back and forward buttons return to', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/lista?buscar=idioma');
    expect(searchBox().value).toBe('idioma');
    await user.clear(searchBox());
    await user.type(searchBox(), 'letras');
    await waitFor(() => expect(address()).toBe('/lista?buscar=letras'));

    await user.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    await screen.findByRole('heading', { name: 'Otra pantalla' });
    act(() => window.history.back());
    await waitFor(() => expect(searchBox().value).toBe('letras'));
    expect(address()).toBe('/lista?buscar=letras');
    act(() => window.history.forward());
    await screen.findByRole('heading', { name: 'Otra pantalla' });
    act(() => window.history.back());
    await waitFor(() => expect(searchBox().value).toBe('letras'));
  });

  it('takes a change made just before a dialog link is clicked into the dialog and the list’s own entry', async () => {
    renderConsole('/lista?buscar=idioma');
    // Typed and clicked in one go: the pause cannot have ended, the change is only on screen.
    fireEvent.change(searchBox(), { target: { value: 'letras' } });
    expect(address()).toBe('/lista?buscar=idioma');
    expect(screen.getByRole('link', { name: 'Añadir' }).getAttribute('href')).toBe('/lista/create?buscar=idioma');
    fireEvent.click(screen.getByRole('link', { name: 'Añadir' }));

    expect(screen.getByRole('heading', { name: 'Añadir' })).toBeTruthy();
    expect(address()).toBe('/lista/create?buscar=letras');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Añadir' })).toBeNull());
    expect(address()).toBe('/lista?buscar=letras');
    expect(searchBox().value).toBe('letras');
  });
});
