// The checks of a screen file and of its folder's index, the same in the console and offline
// (`npm run screens:check`): pure, no React, never throwing whatever a file holds. A file that
// passes compiles into its screen; one that does not is left out with each of its problems.
import * as z from 'zod/mini';
import { compileScreen, fingerprintOf, type ConfiguredScreen } from './compile';
import { KNOWN_FORMAT_VERSIONS, screenFile, screenIndex } from './format';
import { asWritten, jsonPath, listed, NOTHING, problemText, type ScreenProblem } from './problems';
import { referenceProblems } from './references';
import { schemaProblems } from './schemaProblems';

export { problemText, type ScreenProblem, type ConfiguredScreen };

export type CheckedScreen =
  | { ok: true; screen: ConfiguredScreen }
  | { ok: false; file: string; route?: string; title?: string; problems: ScreenProblem[]; fingerprint?: string };

export interface CheckOptions {
  /** The compiled screens' routes: a file may not take one (the compiled screen wins). */
  compiledRoutes: readonly string[];
  /** The file's text as it was read, for its fingerprint; by default the content written as JSON. */
  text?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a broken file says of itself, when it says it readably: its route and its menu title. */
function identity(content: unknown): { route?: string; title?: string } {
  if (!isObject(content)) return {};
  const { route, menu } = content;
  const title = isObject(menu) ? menu.title : undefined;
  return { ...(typeof route === 'string' ? { route } : {}), ...(typeof title === 'string' ? { title } : {}) };
}

function problemsOf(file: string, content: unknown, options: CheckOptions): ScreenProblem[] | ReturnType<typeof compileScreen> {
  if (!isObject(content)) return [{ file, path: '$', expected: 'un objeto JSON { … } con la pantalla', received: asWritten(content) }];
  // A file of another version may say anything: only its version is judged.
  const { version } = content;
  if (typeof version === 'number' && !KNOWN_FORMAT_VERSIONS.includes(version)) {
    return [{ file, path: jsonPath(['version']), expected: `una versión del formato que esta consola conoce (${listed(KNOWN_FORMAT_VERSIONS)})`, received: asWritten(version) }];
  }
  const parsed = z.safeParse(screenFile, content);
  if (!parsed.success) return schemaProblems(screenFile, content, parsed.error.issues, file);
  const problems = referenceProblems(file, parsed.data, options.compiledRoutes);
  return problems.length ? problems : compileScreen(file, parsed.data, options.text ?? JSON.stringify(content));
}

/** Checks one screen file (its parsed JSON) and, when it passes, compiles it. */
export function checkScreenFile(file: string, content: unknown, options: CheckOptions): CheckedScreen {
  const result = problemsOf(file, content, options);
  return Array.isArray(result) ? { ok: false, file, ...identity(content), problems: result } : { ok: true, screen: result };
}

const INDEX = 'index.json';

/** The place in a text of a JSON.parse error, when the engine says it: 'línea 3, columna 5'. */
function whereUnparsable(text: string, error: unknown): string {
  const position = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
  if (!position) return '';
  const before = text.slice(0, Number(position[1])).split('\n');
  return ` (línea ${String(before.length)}, columna ${String((before.at(-1)?.length ?? 0) + 1)})`;
}

/** The problem of a file that is not in the folder. */
const missing = (file: string): ScreenProblem => ({ file, path: '$', expected: 'el archivo, que no está en la carpeta', received: NOTHING });

/** A file's text as JSON, or the problem of a file that is missing (null) or is not JSON. */
function parsed(file: string, text: string | null): { ok: true; content: unknown } | { ok: false; problem: ScreenProblem } {
  if (text === null) return { ok: false, problem: missing(file) };
  try {
    return { ok: true, content: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problem: { file, path: '$', expected: 'un documento JSON', received: `un texto que no es JSON${whereUnparsable(text, error)}` } };
  }
}

/**
 * Checks a screen file as the folder gave it: its text, or null when it is not there (a 404). A
 * file left out that is there carries its text's fingerprint too, so that support can tell its
 * versions apart.
 */
export function checkScreenText(file: string, text: string | null, options: Omit<CheckOptions, 'text'>): CheckedScreen {
  if (text === null) return { ok: false, file, problems: [missing(file)] };
  const read = parsed(file, text);
  const checked: CheckedScreen = read.ok ? checkScreenFile(file, read.content, { ...options, text }) : { ok: false, file, problems: [read.problem] };
  return checked.ok ? checked : { ...checked, fingerprint: fingerprintOf(text) };
}

/** Checks the folder's index.json as it came: its text, or null when it is not there. */
export function checkScreenIndexText(text: string | null): ReturnType<typeof checkScreenIndex> {
  const read = parsed(INDEX, text);
  return read.ok ? checkScreenIndex(read.content) : { ok: false, problems: [read.problem] };
}

/** Checks a folder's index.json: the list of its screens' files, each named once. */
export function checkScreenIndex(content: unknown): { ok: true; files: string[] } | { ok: false; problems: ScreenProblem[] } {
  if (!isObject(content)) return { ok: false, problems: [{ file: INDEX, path: '$', expected: 'un objeto JSON { "pantallas": [ … ] }', received: asWritten(content) }] };
  const parsed = z.safeParse(screenIndex, content);
  if (!parsed.success) return { ok: false, problems: schemaProblems(screenIndex, content, parsed.error.issues, INDEX) };
  const files = parsed.data.pantallas;
  const problems = files.flatMap((name, index): ScreenProblem[] => {
    if (name === INDEX) return [{ file: INDEX, path: jsonPath(['pantallas', index]), expected: 'el archivo de una pantalla, no el propio índice', received: asWritten(name) }];
    if (files.indexOf(name) !== index) return [{ file: INDEX, path: jsonPath(['pantallas', index]), expected: 'un archivo que la lista no tenga ya', received: asWritten(name) }];
    return [];
  });
  return problems.length ? { ok: false, problems } : { ok: true, files };
}
