/** Where the demo's MSW service worker script is served (public/). */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';
