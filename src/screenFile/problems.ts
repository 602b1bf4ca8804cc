// A problem of a screen file, said the same way in the console ('Pantalla mal configurada') and in
// `npm run screens:check`: the file, the place in it as a JSON path, what was expected, what
// came, and the nearest valid name for a misspelled one.

export interface ScreenProblem {
  /** The file's name in its folder: 'aulas.json' (or 'index.json'). */
  file: string;
  /** Where in the file: '$.list.columns[2].field'. */
  path: string;
  /** What was expected, in Spanish: 'un campo declarado en "fields" (id, nombre…)'. */
  expected: string;
  /** What came, as written in the file ('"nombr"'), or NOTHING. */
  received: string;
  /** The nearest valid name, for a misspelled one. */
  suggestion?: string;
}

/** What `received` says when the place is empty: the key is missing. */
export const NOTHING = 'nada';

/** One Spanish line per problem, the same in the console and in the CLI. */
export function problemText(problem: ScreenProblem): string {
  const came = problem.received === NOTHING ? 'no llegó nada' : `llegó ${problem.received}`;
  const hint = problem.suggestion === undefined ? '' : ` ¿Quería decir "${problem.suggestion}"?`;
  return `${problem.file}, ${problem.path}: se esperaba ${problem.expected}; ${came}.${hint}`;
}

/** A JSON path as editors and jq write it: `$.list.columns[1].field`, `$.fields["dos palabras"]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((part) => {
      if (typeof part === 'number') return `[${String(part)}]`;
      const key = String(part);
      return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    })
    .reduce((written, part) => written + part, '$');
}

const LONGEST = 60;

/** A value as it is written in the file, short enough for one line. */
export function asWritten(value: unknown): string {
  if (value === undefined) return NOTHING;
  let written: string;
  try {
    // JSON has no text for a function or a symbol: undefined, whatever its type says.
    const json = JSON.stringify(value) as string | undefined;
    written = json ?? typeof value;
  } catch {
    // Only a value that is not JSON (a cycle, a BigInt) gets here: a caller's, never a file's.
    written = typeof value;
  }
  return written.length > LONGEST ? `${written.slice(0, LONGEST - 1)}…` : written;
}

/** The value at a path of a parsed document; undefined where there is none. */
export function valueAt(document: unknown, path: readonly PropertyKey[]): unknown {
  let value = document;
  for (const part of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * Edits between two names (insertions, deletions, substitutions and swaps of two neighbours),
 * ignoring case: the optimal string alignment distance.
 */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[x.length][y.length];
}

/** The valid name nearest to a misspelled one: a third of its letters wrong at most (one for short names). */
export function nearest(name: string, valid: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(name.length / 3));
  let best: { name: string; edits: number } | undefined;
  for (const candidate of valid) {
    const edits = distance(name, candidate);
    if (edits <= allowed && (!best || edits < best.edits)) best = { name: candidate, edits };
  }
  return best?.name;
}

/** Names as a problem lists them: quoted, the first few, '…' for the rest. */
export function listed(names: readonly (string | number | boolean)[], most = 8): string {
  const shown = names.slice(0, most).map((name) => JSON.stringify(name));
  return names.length > most ? `${shown.join(', ')}…` : shown.join(', ');
}

/** The valid names a problem offers, in parentheses; `none` there when there are none. */
export const among = (names: readonly (string | number | boolean)[], none = 'no hay ninguno'): string => `(${names.length ? listed(names) : none})`;
