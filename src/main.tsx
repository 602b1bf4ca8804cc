import { readSession } from './authProvider/session';
import { waitForApi } from './dataProvider/apiReady';

// The entry only decides what to load, so that the browser fetches the screen it leads to
// (with React and MUI) and the demo API at once, in parallel. The sign-in page must not wait
// for the admin framework (DESIGN.md budgets it at 200 KB gzip), nor the console for the
// sign-in page.

// Tested here on the literal that Vite replaces at build time, not through config.ts: only
// then does a real-API build leave the demo chunk out (an imported constant is not folded).
// The screens render while the demo API starts; their calls wait for it (apiReady.ts).
if (!import.meta.env.VITE_API_URL) {
  waitForApi(import('./demo/browser').then(({ startDemoApi }) => startDemoApi()));
  // Earlier builds of the demo answered through a service worker. One still registered in this
  // browser would stay between the page and every request: its script is no longer served.
  // No service worker outside a secure context (a plain http host), whatever the DOM's types say.
  (navigator.serviceWorker as ServiceWorkerContainer | undefined)
    ?.getRegistrations()
    .then((registrations) => registrations.forEach((registration) => void registration.unregister()))
    .catch(() => undefined);
}

if (readSession()) {
  if (location.pathname === '/login') history.replaceState(null, '', '/');
  void import('./console').then(({ showConsole }) => showConsole());
} else {
  // Without a session: the sign-in page, whatever the path (it remembers it for afterwards).
  void import('./signInScreen').then(({ showSignIn }) => showSignIn());
}
