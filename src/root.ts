import { createRoot } from 'react-dom/client';

/** The one React root: the sign-in page renders into it, then the console replaces it. */
export const root = createRoot(document.getElementById('root') as HTMLElement);
