import { CssBaseline } from '@mui/material';
import { Suspense } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, Loading, LoadingPage, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { api } from './dataProvider/api';
import { createDataProvider } from './dataProvider/dataProvider';
import { withEarlyList } from './dataProvider/earlyList';
import { createQueryClient } from './dataProvider/queryClient';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppLoginPage } from './layout/AppLoginPage';
import { Home } from './layout/Home';
import { NotAvailablePage } from './layout/NotAvailablePage';
import { NotificationHost } from './layout/NotificationHost';
import { RaNotificationBridge } from './layout/RaNotificationBridge';
import { SessionEndRedirect } from './layout/SessionEndRedirect';
import { AccessDenied, AuthCallback, AuthenticationError, CatchAll, ErrorPage } from './layout/rarePages';
import { theme } from './layout/theme';
import { serverFilterOfUrl } from './resources/generic/filterParams';
import { controlFilterOfUrl } from './resources/generic/listControls';
import { ResourceListPage } from './resources/generic/ResourceListPage';
import { TabbedListPage } from './resources/generic/TabbedListPage';
import { isWithin } from './resources/menu';
import { dataSources, resourceSchemas, screens } from './resources/registry';

const queryClient = createQueryClient(dataSources);
const { dataProvider, askEarly } = withEarlyList(createDataProvider(dataSources, api), queryClient);
const store = localStorageStore();

// The list the address opens is asked for now, while react-admin starts, not once its screen
// has rendered, with the server filter the address holds: its filters' and its controls' values
// (in the order the screen puts them together), once every required control has one.
const openedList = resourceSchemas.find(({ name }) => isWithin(`/${name}`, location.pathname));
const openedControls = openedList && controlFilterOfUrl(openedList.list.controls, location.search);
if (openedList && openedControls) {
  askEarly(openedList.name, { ...serverFilterOfUrl(openedList.list.filters, location.search), ...openedControls });
}

/**
 * The console: react-admin with the registry's resources and screens, on real URL paths. Put
 * together as react-admin's <Admin> does, but without the defaults it imports for what this
 * console brings its own of: its login form (react-hook-form and react-admin's forms, which
 * then load with the dialogs instead) and its English messages. The first screen's JavaScript
 * is about 80 KB smaller.
 */
export function App() {
  return (
    <BrowserRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store}>
        <CssBaseline enableColorScheme />
        <CoreAdminUI
          layout={AppLayout}
          loginPage={AppLoginPage}
          dashboard={Home}
          title="Consola de academias"
          requireAuth
          disableTelemetry
          catchAll={CatchAll}
          loading={LoadingPage}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
        >
          {resourceSchemas.map((schema) => (
            <Resource
              key={schema.name}
              name={schema.name}
              list={<ResourceListPage schema={schema} />}
            />
          ))}
          <CustomRoutes>
            {screens
              .filter((screen) => !screen.resource)
              .map((screen) => (
                <Route
                  key={screen.path}
                  path={screen.path}
                  element={
                    screen.page ? (
                      <Suspense fallback={<Loading />}>
                        <screen.page />
                      </Suspense>
                    ) : screen.tabs ? (
                      <TabbedListPage lists={screen.tabs} />
                    ) : (
                      <NotAvailablePage title={screen.title} />
                    )
                  }
                />
              ))}
          </CustomRoutes>
        </CoreAdminUI>
        <RaNotificationBridge />
        <SessionEndRedirect />
      </AdminContext>
      <NotificationHost />
    </BrowserRouter>
  );
}
