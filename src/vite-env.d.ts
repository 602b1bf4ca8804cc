/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_DEMO_SCALE?: string;
  readonly VITE_TRAINING_RECORD_URL?: string;
  readonly VITE_INVOICE_PDF_URL?: string;
  readonly VITE_STUDENT_RECORD_URL?: string;
}
