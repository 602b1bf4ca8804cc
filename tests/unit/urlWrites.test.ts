import type { Location, NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelUrlWrites, chosenNow, scheduleUrlWrite, stillCurrent, type UrlWriter } from '../../src/common/viewState/urlWrites';

// The writes wait for a frame, then for a task: both run on fake timers here.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const at = (key: string, search = '', state: unknown = null): Location => ({ pathname: '/lista', search, hash: '', state, key });

/** Writes `buscar` from `location` as a screen does, and gives the location the router makes of it. */
function write(location: Location, buscar: string, newKey: string): Location {
  const navigate = vi.fn();
  const writer = { current: { location, navigate: navigate as unknown as NavigateFunction } satisfies UrlWriter };
  scheduleUrlWrite(writer, { at: chosenNow(location), write: (query) => query.set('buscar', buscar) });
  vi.runAllTimers();
  expect(navigate).toHaveBeenCalledTimes(1);
  const [to, options] = navigate.mock.calls[0] as [{ pathname: string; search: string }, { replace: boolean; state: unknown }];
  expect(to.pathname).toBe('/lista');
  expect(options.replace).toBe(true);
  return at(newKey, to.search, options.state);
}

describe('the history entry values were chosen on', () => {
  it('is the location they were chosen on, and every location written from it', () => {
    const first = at('a');
    const chosen = chosenNow(first);
    const written = write(first, 'garcia', 'b');
    expect(written.search).toBe('?buscar=garcia');
    const chosenAgain = chosenNow(written);
    const writtenAgain = write(written, 'garcía', 'c');
    expect(stillCurrent(chosen, first)).toBe(true);
    expect(stillCurrent(chosen, written)).toBe(true);
    expect(stillCurrent(chosen, writtenAgain)).toBe(true);
    expect(stillCurrent(chosenAgain, writtenAgain)).toBe(true);
  });

  it('is not another entry: a link, or one written before (the list before a dialog)', () => {
    const listBefore = write(at('a'), 'idioma', 'b');
    const listAfterDialog = at('d', '?buscar=idioma');
    // A new search typed on the list after the dialog, then back twice.
    const chosen = chosenNow(listAfterDialog);
    const listSearchedAgain = write(listAfterDialog, 'letras', 'e');
    expect(stillCurrent(chosen, listSearchedAgain)).toBe(true);
    expect(stillCurrent(chosen, at('z', '?buscar=idioma'))).toBe(false);
    expect(stillCurrent(chosen, listBefore)).toBe(false);
    expect(stillCurrent(chosenNow(listBefore), listSearchedAgain)).toBe(false);
  });

  it('keeps the state the location had besides its mark', () => {
    const written = write(at('a', '', { from: 'menu' }), 'x', 'b');
    expect(written.state).toMatchObject({ from: 'menu' });
  });

  it('drops a write whose entry was left before the frame came', () => {
    const navigate = vi.fn();
    const first = at('a');
    const writer = { current: { location: first, navigate: navigate as unknown as NavigateFunction } };
    scheduleUrlWrite(writer, { at: chosenNow(first), write: (query) => query.set('buscar', 'x') });
    writer.current = { location: at('b'), navigate: navigate as unknown as NavigateFunction };
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('adds to the last write even when the screen has not rendered its location yet', () => {
    // The router renders a new location in a transition, which a click's own update may come
    // before: the screen's next write is then made from the location before the last write.
    const navigate = vi.fn();
    const first = at('q', '?provincia=Madrid');
    const writer = { current: { location: first, navigate: navigate as unknown as NavigateFunction } };
    scheduleUrlWrite(writer, { at: chosenNow(first), write: (query) => query.set('buscar', 'ies') });
    vi.runAllTimers();
    scheduleUrlWrite(writer, { at: chosenNow(first), write: (query) => query.set('sentido', 'desc') });
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate.mock.calls[1][0]).toMatchObject({ search: '?provincia=Madrid&buscar=ies&sentido=desc' });

    // Once the screen is left, its entry's location is the one to write from again.
    cancelUrlWrites(writer);
    scheduleUrlWrite(writer, { at: chosenNow(first), write: (query) => query.set('pagina', '2') });
    vi.runAllTimers();
    expect(navigate.mock.calls[2][0]).toMatchObject({ search: '?provincia=Madrid&pagina=2' });
  });
});
