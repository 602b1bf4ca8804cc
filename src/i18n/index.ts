import type { I18nProvider } from 'ra-core';
import { spanishMessages } from './es';
import { createTranslator } from './translate';

export { spanishMessages };

/**
 * The console's translations: Spanish only, so no locale switching and no English fallback (a
 * forgotten key shows as itself, with a warning in the console, never as English text). Our own
 * few lines instead of ra-i18n-polyglot: polyglot brings polyfills of Object.entries and
 * String.prototype.trim that every browser the console supports has, about 7 KB of gzip on the
 * first screen.
 */
export const i18nProvider: I18nProvider = {
  translate: createTranslator(spanishMessages, (key) => console.warn(`Missing translation for key: "${key}"`)),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'es',
  getLocales: () => [{ locale: 'es', name: 'Español' }],
};
