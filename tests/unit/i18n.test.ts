import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { spanishMessages } from '../../src/i18n/es';
import { i18nProvider } from '../../src/i18n';
import { createTranslator } from '../../src/i18n/translate';

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

describe('createTranslator (polyglot syntax)', () => {
  const missing: string[] = [];
  const translate = createTranslator(
    {
      a: { plain: 'Hola', named: 'Hola, %{name}', plural: '1 fila |||| %{smart_count} filas', counted: 'Página %{page} de %{total}' },
    },
    (key) => missing.push(key),
  );

  it('fills placeholders and leaves one without a value as written', () => {
    expect(translate('a.plain')).toBe('Hola');
    expect(translate('a.named', { name: 'Ana' })).toBe('Hola, Ana');
    expect(translate('a.named')).toBe('Hola, %{name}');
    expect(translate('a.counted', { page: 2, total: 0 })).toBe('Página 2 de 0');
  });

  it('chooses the Spanish plural form: one for exactly 1, the other for 0, 2 and more', () => {
    expect(translate('a.plural', { smart_count: 1 })).toBe('1 fila');
    expect(translate('a.plural', { smart_count: 0 })).toBe('0 filas');
    expect(translate('a.plural', { smart_count: 2 })).toBe('2 filas');
    expect(translate('a.plural', { smart_count: ['x', 'y', 'z'] })).toBe('3 filas');
    expect(translate('a.plural')).toBe('1 fila');
  });

  it('gives the default text for a missing key, else the key itself, reported', () => {
    expect(translate('a.absent', { _: 'Por defecto %{n}', n: 3 })).toBe('Por defecto 3');
    expect(missing).toEqual([]);
    expect(translate('a.absent')).toBe('a.absent');
    expect(missing).toEqual(['a.absent']);
  });
});
