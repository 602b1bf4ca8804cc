// Every mutation path the console has (the generic create and edit dialogs, and the row actions
// of a declared list: the CRM's lead and last-contact deletes) through every way a call can end other than ok: no success
// notification, no dialog closed as saved. The console is wired as App.tsx wires it (react-admin
// with the real auth provider, data provider, HTTP client and session end) over the demo API.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLayoutEffect, type ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider/authProvider';
import { readSession, storeSession } from '../../src/authProvider/session';
import { endSession } from '../../src/authProvider/sessionEnd';
import { notifications, type Notification } from '../../src/common/notifications';
import { createDataProvider, type ConsoleDataProvider } from '../../src/dataProvider/dataProvider';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { getDb, resetDb } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';
import { i18nProvider } from '../../src/i18n';
import { NotificationHost } from '../../src/layout/NotificationHost';
import { SessionEndRedirect } from '../../src/layout/SessionEndRedirect';
import { declaration as centrosEstudio } from '../../src/screens/administracion/centros-estudio';
import { declaration as leads } from '../../src/screens/marketing/gestion/leads';
import { ViewStateProvider } from '../../src/common/viewState/ViewStateProvider';
import { ResourceListPage } from '../../src/declaration/ResourceListPage';
import { loadAllSources } from '../../src/screens/registry';

const dataSources = await loadAllSources();

vi.setConfig({ testTimeout: 60_000 });

const BASE = 'http://api.test';
const CENTRE_PATH = `${BASE}/api/core/datos/centro-estudios`;
const LEAD_PATH = `${BASE}/api/core/marketing/feedback`;
const LAST_CONTACT_PATH = `${BASE}/api/core/marketing/feedback/contacto/last`;
const UNREADABLE = 'No se ha podido procesar la petición';

const server = setupServer(...handlers);

/** A promise with its resolver. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface Outcome {
  name: string;
  /** The server's answer to the mutation. */
  answer: () => Response | Promise<Response>;
  /** What the user is told: a refusal's notification content, or the session's end. */
  expect: { refused: string } | { sessionEnded: string };
}

/** The answer of the outcome 'the session ended meanwhile' waits for the test to end the session. */
let meanwhile = { arrived: deferred(), release: deferred() };

const OUTCOMES: Outcome[] = [
  {
    name: 'HTTP 401',
    answer: () => HttpResponse.json({ resultado: 'error', motivo: 'Tu sesión ha caducado' }, { status: 401 }),
    expect: { sessionEnded: 'Tu sesión ha caducado' },
  },
  {
    name: 'HTTP 401 without a motivo',
    answer: () => HttpResponse.text('Unauthorized', { status: 401 }),
    expect: { sessionEnded: 'Vuelve a iniciar sesión' },
  },
  {
    name: 'HTTP 403',
    answer: () => HttpResponse.json({ resultado: 'error', motivo: 'Tu usuario solo puede consultar' }, { status: 403 }),
    expect: { refused: 'Tu usuario solo puede consultar' },
  },
  {
    name: 'another HTTP 4xx',
    answer: () => HttpResponse.json({ resultado: 'error', motivo: 'El registro ha cambiado' }, { status: 409 }),
    expect: { refused: 'El registro ha cambiado' },
  },
  {
    name: 'HTTP 500',
    answer: () => HttpResponse.text('Internal Server Error', { status: 500 }),
    expect: { refused: UNREADABLE },
  },
  {
    name: 'an envelope not ok',
    answer: () => HttpResponse.json({ resultado: 'error', motivo: 'No se puede borrar un lead con pagos' }),
    expect: { refused: 'No se puede borrar un lead con pagos' },
  },
  {
    name: 'HTTP 200 with an ok envelope but invalid JSON',
    answer: () => HttpResponse.text('{"resultado":"ok"', { headers: { 'Content-Type': 'application/json' } }),
    expect: { refused: UNREADABLE },
  },
  {
    name: 'a network failure',
    answer: () => HttpResponse.error(),
    expect: { refused: UNREADABLE },
  },
  {
    name: 'ok, after the session ended meanwhile',
    answer: async () => {
      meanwhile.arrived.resolve();
      await meanwhile.release.promise;
      return HttpResponse.json({ resultado: 'ok', datos: { id: 1 } });
    },
    expect: { sessionEnded: 'Sesión cerrada en otra llamada' },
  },
];

/** Where the router is, and the state it carries (react-admin's nextPathname after a logout). */
const where = { path: '', state: undefined as unknown };
function LocationSpy() {
  const location = useLocation();
  // Written as the commit lands, so that a waitFor woken by the same commit's DOM change reads it.
  useLayoutEffect(() => {
    where.path = `${location.pathname}${location.search}`;
    where.state = location.state;
  }, [location]);
  return null;
}

/** How each change the console asked of its data provider ended, in order. */
let changes: ('done' | 'failed')[] = [];
const CHANGES = new Set(['create', 'update', 'delete', 'action']);

/** The data provider, with every change it makes recorded in `changes` once it settles. */
function recordingChanges(provider: ConsoleDataProvider): ConsoleDataProvider {
  return new Proxy(provider, {
    get(target, name, receiver) {
      const method: unknown = Reflect.get(target, name, receiver);
      if (typeof name !== 'string' || !CHANGES.has(name) || typeof method !== 'function') return method;
      return async (...args: unknown[]) => {
        try {
          const result: unknown = await method.apply(target, args);
          changes.push('done');
          return result;
        } catch (error) {
          changes.push('failed');
          throw error;
        }
      };
    },
  });
}

/** The console at `path`, wired as App.tsx wires it, over the demo API at BASE. */
function renderConsole(path: string) {
  const client = createHttpClient({ baseUrl: BASE, getToken: () => readSession()?.token, onSessionEnd: endSession });
  const catalogue = createSourceCatalogue({ sources: dataSources });
  const screenOf = (page: ReactNode, resource: string) => <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>;
  window.history.pushState(null, '', path);
  render(
    <BrowserRouter>
      <ViewStateProvider>
        <AdminContext
          dataProvider={recordingChanges(createDataProvider(catalogue, client))}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={createQueryClient(catalogue)}
        >
          <Routes>
            <Route path="/login" element={<h1>Inicio de sesión</h1>} />
            <Route path="/administracion/centros-estudio/*" element={screenOf(<ResourceListPage schema={centrosEstudio} />, centrosEstudio.name)} />
            <Route path="/marketing/gestion/leads/*" element={screenOf(<ResourceListPage schema={leads} />, leads.name)} />
          </Routes>
          <SessionEndRedirect />
          <LocationSpy />
        </AdminContext>
        <NotificationHost />
      </ViewStateProvider>
    </BrowserRouter>,
  );
}

let published: Notification[] = [];
let unsubscribe = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb({ scale: 1 });
  storeSession({ token: 'demo-pruebas', username: 'Ana Demo', centro: 'GOYA' });
  meanwhile = { arrived: deferred(), release: deferred() };
  published = [];
  changes = [];
  const subscription = notifications.subscribe((notification) => {
    if (notification) published.push(notification);
  });
  unsubscribe = () => void subscription();
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** Answers `method` on `url` as the outcome says, once the user has confirmed. */
function answerWith(method: 'post' | 'put' | 'delete', url: string, outcome: Outcome) {
  server.use(http[method](url, () => outcome.answer()));
}

/** Ends the session while the call of 'the session ended meanwhile' is out, then lets it answer. */
async function endSessionMeanwhile(outcome: Outcome) {
  const expected = outcome.expect;
  if (!('sessionEnded' in expected) || !outcome.name.includes('meanwhile')) return;
  await meanwhile.arrived.promise;
  act(() => endSession(expected.sessionEnded));
  meanwhile.release.resolve();
}

/** What every outcome shares: no success was ever shown; then the refusal's or the session's end. */
async function expectNoSuccess(outcome: Outcome, errorTitle: string, from: string) {
  if ('sessionEnded' in outcome.expect) {
    const content = outcome.expect.sessionEnded;
    await waitFor(() => expect(where.path).toBe('/login'));
    // Waited for, not read at once: the closed dialog gives the page back to assistive technology
    // (removes its aria-hidden) in an effect that may run a moment after the address changes.
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión' })).toBeTruthy();
    expect(readSession()).toBeUndefined();
    // react-admin's logout state: after signing in, back where the user was.
    expect(where.state).toMatchObject({ nextPathname: from.split('?')[0] });
    expect(notifications.current()).toMatchObject({ type: 'error', title: 'Sesión caducada', content });
  } else {
    const content = outcome.expect.refused;
    await waitFor(() => expect(notifications.current()).toMatchObject({ type: 'error', title: errorTitle, content }));
    expect(readSession()?.token).toBe('demo-pruebas');
    expect(where.path).toBe(from);
  }
  // The change has ended, and failed: a success is only ever notified of a change that was done.
  await waitFor(() => expect(changes).toEqual(['failed']));
  expect(published.filter((notification) => notification.type === 'success')).toEqual([]);
}

async function chooseProvince(user: UserEvent, dialog: HTMLElement, province: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Provincia' }));
  await user.click(await screen.findByRole('option', { name: province }));
}

describe.each(OUTCOMES)('a mutation answered with $name', (outcome) => {
  it('does not report the new study centre as created, nor close its dialog as saved', async () => {
    const user = userEvent.setup({ delay: null });
    const before = getDb().centrosEstudio.length;
    answerWith('post', CENTRE_PATH, outcome);
    renderConsole('/administracion/centros-estudio/create');
    const dialog = await screen.findByRole('dialog', { name: 'Añadir centro de estudios' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Colegio Nuevo');
    await chooseProvince(user, dialog, 'Soria');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await endSessionMeanwhile(outcome);

    await expectNoSuccess(outcome, 'Error al crear el centro', '/administracion/centros-estudio/create');
    if ('refused' in outcome.expect) {
      const open = screen.getByRole('dialog', { name: 'Añadir centro de estudios' });
      expect((within(open).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Colegio Nuevo');
      expect(within(open).getByRole('combobox', { name: 'Provincia' }).textContent).toBe('Soria');
    }
    expect(getDb().centrosEstudio).toHaveLength(before);
  });

  it('does not report the study centre as updated, nor close its dialog as saved', async () => {
    const user = userEvent.setup({ delay: null });
    const centre = getDb().centrosEstudio[0];
    answerWith('put', CENTRE_PATH, outcome);
    renderConsole(`/administracion/centros-estudio/${centre.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Editar centro de estudios' });
    const name = (await within(dialog).findByDisplayValue(centre.nombre)) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Nombre cambiado');
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await endSessionMeanwhile(outcome);

    await expectNoSuccess(outcome, 'Error al actualizar el centro', `/administracion/centros-estudio/${centre.id}`);
    if ('refused' in outcome.expect) {
      const open = screen.getByRole('dialog', { name: 'Editar centro de estudios' });
      expect((within(open).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Nombre cambiado');
    }
    expect(getDb().centrosEstudio[0].nombre).toBe(centre.nombre);
  });

  it.each([
    ['lead', 'Borrar lead', 'Confirmar borrado de lead', 'Borrar lead', LEAD_PATH, 'Error al borrar el lead'],
    ['last contact', 'Borrar último contacto', 'Confirmar borrado del último contacto', 'Borrar contacto', LAST_CONTACT_PATH, 'Error al borrar el contacto'],
  ])('does not report the %s as deleted', async (_what, rowButton, dialogTitle, confirmLabel, path, errorTitle) => {
    const user = userEvent.setup({ delay: null });
    answerWith('delete', path, outcome);
    renderConsole('/marketing/gestion/leads');
    const [first] = await screen.findAllByRole('button', { name: rowButton }, { timeout: 10_000 });
    const leadsBefore = getDb().leads.length;
    const contactsBefore = getDb().leads.map((lead) => lead.contactos.length);
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
    await endSessionMeanwhile(outcome);

    await expectNoSuccess(outcome, errorTitle, '/marketing/gestion/leads');
    expect(getDb().leads).toHaveLength(leadsBefore);
    expect(getDb().leads.map((lead) => lead.contactos.length)).toEqual(contactsBefore);
  });
});
