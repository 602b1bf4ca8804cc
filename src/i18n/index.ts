import polyglotI18nProvider from 'ra-i18n-polyglot';
import { spanishMessages } from './es';

export { spanishMessages };

/**
 * Proveedor de traducciones de la consola: solo español.
 *
 * `allowMissing: false` hace que polyglot avise por consola de cualquier clave
 * ausente en lugar de sustituirla en silencio; no hay catálogo inglés de
 * respaldo, así que nunca aparece un texto en inglés por una clave olvidada.
 */
export const i18nProvider = polyglotI18nProvider(
  () => spanishMessages,
  'es',
  [{ locale: 'es', name: 'Español' }],
  { allowMissing: false },
);
