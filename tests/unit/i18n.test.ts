import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { spanishMessages } from '../../src/i18n/es';
import { i18nProvider } from '../../src/i18n';

type Flat = Record<string, unknown>;

/** Flattens a nested catalogue into `{ 'ra.action.save': 'Save', ... }`. */
function flatten(node: unknown, prefix = '', out: Flat = {}): Flat {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out[prefix] = node;
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const pluralSeparators = (text: string): number => text.split('||||').length - 1;

/** True when nothing translatable remains once placeholders are removed. */
const isPlaceholderOnly = (text: string): boolean =>
  !/\p{L}/u.test(text.replace(/%\{[^}]+\}/g, ''));

/**
 * Keys whose Spanish text is legitimately identical to the English one.
 * Keep this list tiny: every entry needs a reason.
 */
const SAME_AS_ENGLISH: Record<string, string> = {
  // "No" is spelt the same in Spanish (boolean false label).
  'ra.boolean.false': 'No',
  // "No" is spelt the same in Spanish (negative answer button).
  'ra.message.no': 'No',
  // "Inspector" is also the Spanish word for the configuration inspector.
  'ra.configurable.inspector.title': 'Inspector',
};

const english = flatten(englishMessages);
const spanish = flatten(spanishMessages);

describe('Spanish react-admin catalogue', () => {
  it('has exactly the same keys as ra-language-english', () => {
    const missing = Object.keys(english).filter((k) => !(k in spanish));
    const extra = Object.keys(spanish).filter((k) => !(k in english));
    expect({ missing, extra }, `missing: ${missing.join(', ') || '-'}; extra: ${extra.join(', ') || '-'}`).toEqual({
      missing: [],
      extra: [],
    });
    expect(Object.keys(spanish).length).toBeGreaterThan(0);
  });

  it('has a non-empty string for every key', () => {
    const bad = Object.entries(spanish)
      .filter(([, value]) => typeof value !== 'string' || value.length === 0)
      .map(([key]) => key);
    expect(bad, `non-string or empty values: ${bad.join(', ')}`).toEqual([]);
  });

  it('keeps the same placeholders and plural forms as the English text', () => {
    const problems: string[] = [];
    for (const [key, en] of Object.entries(english)) {
      const es = spanish[key];
      if (typeof en !== 'string' || typeof es !== 'string') continue;
      const enVars = placeholders(en).join(' ');
      const esVars = placeholders(es).join(' ');
      if (enVars !== esVars) problems.push(`${key}: placeholders [${esVars}] ≠ English [${enVars}]`);
      const enPlural = pluralSeparators(en);
      const esPlural = pluralSeparators(es);
      if (enPlural !== esPlural) problems.push(`${key}: ${esPlural} '||||' ≠ English ${enPlural}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('translates every text (only allow-listed words may match the English)', () => {
    const untranslated = Object.entries(english)
      .filter(([key, en]) => {
        if (typeof en !== 'string' || spanish[key] !== en) return false;
        // Pure templates such as '%{name}' or the blank null label have nothing to translate.
        if (isPlaceholderOnly(en)) return false;
        return SAME_AS_ENGLISH[key] !== en;
      })
      .map(([key]) => key);
    expect(untranslated, `identical to English: ${untranslated.join(', ')}`).toEqual([]);
  });
});

describe('i18nProvider', () => {
  it('uses Spanish as its only locale', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'es', name: 'Español' }]);
  });

  it('translates react-admin keys into Spanish', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('ra.action.search')).toBe('Buscar');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Cerrar sesión');
  });

  it('interpolates and pluralises', () => {
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 elemento seleccionado');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
    expect(
      i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
    ).toBe('1-10 de 42');
  });
});
