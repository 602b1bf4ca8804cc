// Build-time settings. `import.meta.env.VITE_*` is replaced by Vite at build time, so a
// real-API build can drop every demo branch as dead code.

/** Base URL of the real API, without a trailing slash; empty in demo mode. */
export const API_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/** Demo mode: no real API configured; the built-in demo API answers at the same origin. */
export const DEMO_MODE = !import.meta.env.VITE_API_URL;

/** OAuth client id for Google sign-in; required by a real-API build. */
export const GOOGLE_CLIENT_ID = import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '';

/** Base URL of the external training record pages, without a trailing slash; empty when not set. */
export const TRAINING_RECORD_URL = (import.meta.env.VITE_TRAINING_RECORD_URL ?? '').replace(/\/+$/, '');

/** Base URL of the external student record pages, without a trailing slash; empty when not set. */
export const STUDENT_RECORD_URL = (import.meta.env.VITE_STUDENT_RECORD_URL ?? '').replace(/\/+$/, '');
