import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, Loading, LoadingPage, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { lazyComponent } from './common/lazyComponent';
import { runWhenIdle } from './common/idle';
import { once } from './common/once';
import { api } from './dataProvider/api';
import { createDataProvider } from './dataProvider/dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { createSourceCatalogue } from './dataProvider/sourceCatalogue';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppLoginPage } from './layout/AppLoginPage';
import { Home } from './screens/dashboard/Home';
import { NotAvailablePage } from './layout/NotAvailablePage';
import { NotificationHost } from './layout/NotificationHost';
import { RaNotificationBridge } from './layout/RaNotificationBridge';
import { SessionEndRedirect } from './layout/SessionEndRedirect';
import { AccessDenied, AuthCallback, AuthenticationError, PageNotLoaded } from './layout/rarePages';
import { ScreenError } from './layout/ScreenError';
import { darkTheme, lightTheme } from './layout/theme';
import { ResourceListPage } from './declaration/ResourceListPage';
import { declarationIn, sourcesOf, type DeclaredArea } from './declaration/declaredArea';
import { declaredNames, pageSources, screens } from './screens/registry';
import type { MenuScreen } from './declaration/menu';
import { RequireAccess } from './layout/RequireAccess';
import { ViewStateProvider } from './common/viewState/ViewStateProvider';
import { configuredScreens, useConfiguredScreens } from './screenFile/configuredScreens';
import { readScreenFolder } from './screenFile/readFolder';
import { CatchAllOnceRead, FailedScreenPage } from './screenFile/screenFileRoutes';

const catalogue = createSourceCatalogue({ lazy: pageSources, declared: declaredNames });
const queryClient = createQueryClient(catalogue);
const dataProvider = createDataProvider(catalogue, api);
const store = localStorageStore();

/** A declared list, or declared lists in tabs, shown once its area's declarations are loaded. */
function declaredListPage(area: DeclaredArea, name: string) {
  return lazyComponent(
    () =>
      area.declarations().then(async ({ schemas, tabbed }) => {
        const tabs = tabbed?.[name];
        if (!tabs) return () => <ResourceListPage schema={declarationIn(schemas, name)} />;
        // Only a few screens show tabs: MUI's Tabs load with them, not with the first screen.
        const { TabbedListPage } = await import('./declaration/TabbedListPage');
        return () => <TabbedListPage lists={tabs} />;
      }),
    Loading,
    PageNotLoaded,
  );
}
/**
 * How long the folder of configured screens may wait for the browser to be idle. Read at once,
 * its checker's chunk, its checks and the routes drawn again fell inside the first screen's load:
 * read when idle, the study-centre list's first row was 10 % sooner in 12 of 15 paired loads
 * (bench/MEASUREMENTS.md).
 */
const FOLDER_WAIT = 3000;

const DeclaredLists = new Map(declaredNames.map(({ name, area }) => [name, declaredListPage(area, name)]));

/** A registry screen's page, for the users its `access` lets open it (every user when it has none). */
function ScreenPage({ screen }: { screen: MenuScreen }) {
  const page = screen.page ? <screen.page /> : <NotAvailablePage title={screen.title} />;
  return screen.access === undefined ? page : <RequireAccess action={screen.access} resource={screen.path.slice(1)}>{page}</RequireAccess>;
}

/**
 * Reads the folder of configured screens beside the console, once a page load, when the browser
 * is first idle after the console starts (at the latest FOLDER_WAIT ms after): the first screen's
 * own work comes first. Its screens' calls join the catalogue before the routes and the menu
 * show them.
 */
export const readConfiguredScreens = once(() => {
  runWhenIdle(() => {
    void readScreenFolder({ compiledRoutes: screens.map((screen) => screen.path) }).then((folder) => {
      catalogue.add(sourcesOf(folder.screens.map(({ screen }) => screen.schema)));
      configuredScreens.publish(folder);
    });
  }, FOLDER_WAIT);
});

/**
 * The console: react-admin with the registry's resources and screens, and the configured
 * screens once their folder is read (a file left out keeps its route for FailedScreenPage), on
 * real URL paths. Put together as react-admin's <Admin> does, but without the defaults it
 * imports for what this console brings its own of: its login form (react-hook-form and
 * react-admin's forms, which then load with the dialogs instead) and its English messages. The
 * first screen's JavaScript is about 80 KB smaller.
 */
export function App() {
  const folder = useConfiguredScreens();
  return (
    <BrowserRouter>
      <ViewStateProvider>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} lightTheme={lightTheme} darkTheme={darkTheme} store={store}>
          <CssBaseline enableColorScheme />
          <CoreAdminUI
            layout={AppLayout}
            loginPage={AppLoginPage}
            dashboard={Home}
            title="Consola de academias"
            requireAuth
            disableTelemetry
            catchAll={CatchAllOnceRead}
            loading={LoadingPage}
            error={ScreenError}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            authCallbackPage={AuthCallback}
          >
            {[...DeclaredLists].map(([name, DeclaredList]) => (
              <Resource key={name} name={name} list={<DeclaredList />} />
            ))}
            {folder.read &&
              folder.screens.map(({ screen }) => <Resource key={screen.schema.name} name={screen.schema.name} list={<ResourceListPage schema={screen.schema} />} />)}
            <CustomRoutes>
              {screens
                .filter((screen) => !screen.declaredIn)
                .map((screen) => (
                  <Route key={screen.path} path={screen.subpages ? `${screen.path}/*` : screen.path} element={<ScreenPage screen={screen} />} />
                ))}
              {folder.read && folder.misconfigured.map((failed) => <Route key={failed.route} path={`${failed.route}/*`} element={<FailedScreenPage failed={failed} />} />)}
            </CustomRoutes>
          </CoreAdminUI>
          <RaNotificationBridge />
          <SessionEndRedirect />
        </AdminContext>
        <NotificationHost />
      </ViewStateProvider>
    </BrowserRouter>
  );
}
