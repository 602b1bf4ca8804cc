import { LoginPage } from './authProvider/LoginPage';
import { NotificationHost } from './layout/NotificationHost';
import { root } from './root';

interface LoginHistoryState {
  nextPathname?: string;
}

/** The sign-in page at /login, remembering where the user was going; then the console. */
export function showSignIn() {
  if (location.pathname !== '/login') {
    const state: LoginHistoryState = { nextPathname: `${location.pathname}${location.search}` };
    history.replaceState(state, '', '/login');
  }
  root.render(
    <>
      <LoginPage
        onSignedIn={() => {
          const next = (history.state as LoginHistoryState | null)?.nextPathname ?? '/';
          history.replaceState(null, '', next);
          void import('./console').then(({ showConsole }) => showConsole());
        }}
      />
      <NotificationHost />
    </>,
  );
}
