/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_DEMO_SCALE?: string;
  readonly VITE_TRAINING_RECORD_URL?: string;
  readonly VITE_INVOICE_PDF_URL?: string;
  readonly VITE_STUDENT_RECORD_URL?: string;
}

/**
 * The compiled screens' menu entries and each area's declaration modules, read at build time
 * (build/declaredScreens.ts). An ambient module cannot name the console's types: each module's
 * own exports are typed (`menu: ScreenMenu`), and src/screens/declaredScreens.ts says so.
 */
declare module 'virtual:declared-screens' {
  export const declaredScreens: readonly { route: string; area: string; menu: unknown }[];
  export const areaModules: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, unknown>> }>>>;
}
