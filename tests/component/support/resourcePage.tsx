import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider/authProvider';
import { clearSession, readSession, storeSession } from '../../../src/authProvider/session';
import { createQueryClient } from '../../../src/dataProvider/queryClient';
import { createSourceCatalogue } from '../../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../../src/screens/registry';
import { i18nProvider } from '../../../src/i18n';
import { NotificationHost } from '../../../src/layout/NotificationHost';
import { ResourceListPage } from '../../../src/declaration/ResourceListPage';
import { ViewStateProvider } from '../../../src/common/viewState/ViewStateProvider';
import type { ResourceSchema } from '../../../src/declaration/types';

const dataSources = await loadAllSources();

type Mock = ReturnType<typeof vi.fn>;

/**
 * A data provider over fixed rows whose methods are spies a test can inspect or replace.
 * `matches` plays the server's filtering of getList (none by default).
 */
export function fakeDataProvider<R extends RaRecord>(
  rows: readonly R[],
  overrides: Partial<Record<keyof DataProvider, Mock>> = {},
  matches: (row: R, filter: Record<string, unknown>) => boolean = () => true,
) {
  return {
    getList: vi.fn(async (_resource: string, params: GetListParams) => {
      const data = rows.filter((row) => matches(row, params.filter ?? {})).map((row) => ({ ...row }));
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (_resource: string, params: { id: unknown }) => ({
      data: { ...rows.find((row) => String(row.id) === String(params.id)) },
    })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, params: { data: Partial<R> }) => ({ data: { ...params.data, id: 99 } })),
    update: vi.fn(async (_resource: string, params: { data: Partial<R> }) => ({ data: params.data })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async () => ({ data: { id: 0 } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...overrides,
  };
}

export type FakeDataProvider<R extends RaRecord> = ReturnType<typeof fakeDataProvider<R>>;

/**
 * Where the router is: `currentLocation.path` and its query string `currentLocation.search`
 * ('' or '?…'), written after each render that changes them.
 */
export const currentLocation = { path: '', search: '' };
/** The router's query string as a record (`{ academia: 'QUEVEDO' }`). */
export const currentQuery = () => Object.fromEntries(new URLSearchParams(currentLocation.search));

/** The browser's back button, for the router of the page on screen. */
export const history = { back: () => undefined as void };

function LocationSpy() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Written as the commit lands, so that a waitFor woken by the same commit's DOM change reads it.
  useLayoutEffect(() => {
    currentLocation.path = pathname;
    currentLocation.search = search;
  }, [pathname, search]);
  useEffect(() => {
    history.back = () => void navigate(-1);
  }, [navigate]);
  return null;
}

/**
 * Signs in until the test ends, as `rol` when given (the sign-in answer's staff role): the pages
 * rendered then ask the console's auth provider what this user may do.
 */
export function signInAs(rol?: string, academy = 'GOYA') {
  storeSession({ token: 't', username: 'Ana Demo', centro: academy, ...(rol === undefined ? {} : { rol }) });
  onTestFinished(clearSession);
}

/**
 * `page` at `path` inside react-admin's context and the browser's router (the URL of the test's
 * page, where the view state lives), with the notifications, as the app mounts it; with the
 * console's auth provider when someone is signed in (signInAs), else without one, where
 * react-admin lets everyone do everything.
 */
function renderInApp(page: ReactNode, dataProvider: object, path: string, queryClient: QueryClient) {
  window.history.pushState(null, '', path);
  return render(
    <BrowserRouter>
      <ViewStateProvider>
        <AdminContext
          dataProvider={dataProvider as DataProvider}
          authProvider={readSession() ? authProvider : undefined}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
        >
          {page}
        </AdminContext>
        <NotificationHost />
      </ViewStateProvider>
    </BrowserRouter>,
  );
}

/** A declared resource's list page at `path`, as the app mounts it, with the notifications. */
export function renderResourcePage<R extends RaRecord>(
  schema: ResourceSchema<R>,
  provider: object,
  path = `/${schema.name}`,
  // The schema's own read policy, as the app looks it up for a registered source.
  queryClient: QueryClient = createQueryClient(createSourceCatalogue({ sources: [...dataSources, schema] })),
) {
  return renderInApp(
    <>
      <Routes>
        <Route
          path={`/${schema.name}/*`}
          element={
            <ResourceContextProvider value={schema.name}>
              <ResourceListPage schema={schema} />
            </ResourceContextProvider>
          }
        />
      </Routes>
      <LocationSpy />
    </>,
    provider,
    path,
    queryClient,
  );
}

interface PageOptions {
  /** A fake data provider: the methods the page calls. */
  dataProvider: object;
  /** The signed-in user's own academy, the default of the academy selectors. */
  academy?: string;
  /** The URL the page opens at, with its query string (`/?mes=10-2026`); '/' by default. */
  path?: string;
  /** The signed-in user's staff role; none by default. */
  rol?: string;
}

/**
 * A bespoke page (one that is no declared resource) as the app mounts it, with the notifications,
 * for a user of `academy` (and `rol`) signed in until the test ends, at `path`; the router's
 * location is in `currentLocation`.
 */
export function renderPage(page: ReactElement, { dataProvider, academy = 'GOYA', path = '/', rol }: PageOptions) {
  signInAs(rol, academy);
  return renderInApp(
    <>
      {page}
      <LocationSpy />
    </>,
    dataProvider,
    path,
    createQueryClient(createSourceCatalogue({ sources: dataSources })),
  );
}
