// Starts the demo API in the browser. The database is seeded on the first request, not here,
// so that starting costs only the service worker's registration.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { DEMO_WORKER_URL } from './workerUrl';

export async function startDemoApi(): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: DEMO_WORKER_URL },
  });
}
