// Message lookup with polyglot's syntax, which react-admin's catalogues are written in:
// '%{name}' placeholders, and plural forms separated by '||||' chosen by the 'smart_count'
// option. Spanish has two forms: one for exactly 1, the other for every other count.
import { plainText } from '../common/text';

type Messages = { [key: string]: string | Messages | undefined };
export type TranslateOptions = { _?: string; smart_count?: number | unknown[] } & Record<string, unknown>;

const PLURAL_SEPARATOR = '||||';
const PLACEHOLDER = /%\{([^}]+)\}/g;

function flatten(messages: Messages, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value) flatten(value, path, into);
  }
  return into;
}

/** The count polyglot accepts: a number, or a list's length. */
const countOf = (smartCount: number | unknown[]) => (Array.isArray(smartCount) ? smartCount.length : smartCount);

/** The phrase with its plural form chosen and its placeholders filled; a placeholder without a value stays as written. */
export function formatPhrase(phrase: string, options: TranslateOptions = {}): string {
  const forms = phrase.split(PLURAL_SEPARATOR).map((form) => form.trim());
  const count = options.smart_count === undefined ? undefined : countOf(options.smart_count);
  const chosen = count === undefined || forms.length === 1 ? forms[0] : forms[count === 1 ? 0 : 1];
  const values: Record<string, unknown> = count === undefined ? options : { ...options, smart_count: count };
  return chosen.replace(PLACEHOLDER, (placeholder, name: string) => (values[name] == null ? placeholder : plainText(values[name])));
}

/**
 * A translate function over a nested catalogue. A missing key gives the `_` option when there is
 * one (react-admin passes its own default text so), else the key itself, reported to `onMissing`.
 */
export function createTranslator(messages: Messages, onMissing: (key: string) => void) {
  const phrases = flatten(messages, '', new Map());
  return (key: string, options: TranslateOptions = {}): string => {
    const phrase = phrases.get(key) ?? options._;
    if (phrase !== undefined) return formatPhrase(phrase, options);
    onMissing(key);
    return key;
  };
}
