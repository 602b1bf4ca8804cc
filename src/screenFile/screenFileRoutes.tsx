// The pages the configured screens' folder adds to the routes besides the screens themselves.
import { Loading } from 'react-admin';
import { CONFIGURE_ACTION } from '../authProvider/access';
import { lazyComponent } from '../common/lazyComponent';
import { CatchAll, PageNotLoaded } from '../layout/rarePages';
import { RequireAccess } from '../layout/RequireAccess';
import { useConfiguredScreens, type FailedScreen, type RoutedFailure } from './configuredScreens';

const Misconfigured = lazyComponent<{ failed: FailedScreen }>(
  () => import('./MisconfiguredScreen').then((module) => module.MisconfiguredScreen),
  Loading,
  PageNotLoaded,
);

/**
 * At the route of a file that was left out: its problems for whoever may configure screens
 * (an ADMIN), and for anyone else the console's page for an unknown address, with no trace.
 */
export function FailedScreenPage({ failed }: { failed: RoutedFailure }) {
  return (
    <RequireAccess action={CONFIGURE_ACTION} resource={failed.route.slice(1)}>
      <Misconfigured failed={failed} />
    </RequireAccess>
  );
}

/** The page for an unknown address, once the folder is read: until then it may be a configured screen's. */
export function CatchAllOnceRead() {
  return useConfiguredScreens().read ? <CatchAll /> : <Loading />;
}
