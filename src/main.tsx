import { createRoot } from 'react-dom/client';
import { LoginPage } from './authProvider/LoginPage';
import { readSession } from './authProvider/session';
import { waitForApi } from './dataProvider/apiReady';
import { NotificationHost } from './layout/NotificationHost';

// The entry decides between the sign-in page and the console before loading the admin
// framework: the sign-in page must not wait for it (DESIGN.md budgets it at 200 KB gzip).
const root = createRoot(document.getElementById('root') as HTMLElement);

interface LoginHistoryState {
  nextPathname?: string;
}

async function start() {
  // Tested here on the literal that Vite replaces at build time, not through config.ts: only
  // then does a real-API build leave the demo chunk out (an imported constant is not folded).
  // The screens render while the demo API starts; their calls wait for it (apiReady.ts).
  if (!import.meta.env.VITE_API_URL) {
    waitForApi(import('./demo/browser').then(({ startDemoApi }) => startDemoApi()));
  }
  if (readSession()) {
    if (location.pathname === '/login') history.replaceState(null, '', '/');
    await showConsole();
    return;
  }
  // Without a session every path goes to /login, remembering where the user was going.
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
          void showConsole();
        }}
      />
      <NotificationHost />
    </>,
  );
}

async function showConsole() {
  const { App } = await import('./App');
  root.render(<App />);
}

void start();
