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

/** Where the demo API answers invoice PDFs in the page, standing in for the external document service. */
export const DEMO_INVOICE_PDF_PATH = '/servicio-documentos/factura';

/**
 * Base URL of the external document service's invoice PDF, without a trailing slash (the
 * console adds the invoice's query); empty when not set. A demo build without one uses the
 * demo API's stand-in.
 */
export const INVOICE_PDF_URL = (import.meta.env.VITE_INVOICE_PDF_URL ?? (DEMO_MODE ? DEMO_INVOICE_PDF_PATH : '')).replace(/\/+$/, '');

/**
 * The invoice PDFs come from the demo API, which answers inside the page only: the console
 * fetches each one and opens it from memory rather than linking to it.
 */
export const INVOICE_PDF_IN_PAGE = DEMO_MODE && !import.meta.env.VITE_INVOICE_PDF_URL;

/** Base URL of the external student record pages, without a trailing slash; empty when not set. */
export const STUDENT_RECORD_URL = (import.meta.env.VITE_STUDENT_RECORD_URL ?? '').replace(/\/+$/, '');
