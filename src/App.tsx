import { Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
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
import { theme } from './layout/theme';
import { ResourceListPage } from './resources/generic/ResourceListPage';
import { dataSources, resourceSchemas, screens } from './resources/registry';

const { dataProvider, askEarly } = withEarlyList(createDataProvider(dataSources, api));
const queryClient = createQueryClient();

// The list the address opens is asked for now, while react-admin starts, not once its screen
// has rendered. Its screen starts without a server filter.
const openedList = resourceSchemas.find(({ name }) => location.pathname === `/${name}` || location.pathname.startsWith(`/${name}/`));
if (openedList) askEarly(openedList.name);

/** The console: react-admin with the registry's resources and screens, on real URL paths. */
export function App() {
  return (
    <BrowserRouter>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        layout={AppLayout}
        loginPage={AppLoginPage}
        dashboard={Home}
        notification={RaNotificationBridge}
        theme={theme}
        title="Consola de academias"
        requireAuth
        disableTelemetry
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
                  ) : (
                    <NotAvailablePage title={screen.title} />
                  )
                }
              />
            ))}
        </CustomRoutes>
      </Admin>
      <NotificationHost />
    </BrowserRouter>
  );
}
