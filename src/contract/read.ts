// Reading an answer through its schema, and saying in words what did not fit: the one place
// that runs the validation library, so that the console's shell needs none of it (the schemas
// and this reader load with the areas that make the calls).
import * as z from 'zod/mini';

export type AnswerRead<T = unknown> = { ok: true; value: T } | { ok: false; problems: readonly string[]; count: number };

/** Where an issue is, as whoever reports it to the backend team reads it. */
function whereOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'la respuesta';
  const [first, ...rest] = path;
  const item = `${typeof first === 'number' ? 'elemento' : 'campo'} ${String(first)}`;
  return rest.length ? `${item}, campo ${rest.map(String).join('.')}` : item;
}

/** What was received, short enough for one line. */
function shortly(value: unknown): string {
  const written = value === undefined ? 'nada' : JSON.stringify(value);
  return written.length > 60 ? `${written.slice(0, 57)}…` : written;
}

/**
 * The issues that say most: a union (a list or a map, a text or a number) fails as a whole, so
 * the branch whose issues went deepest into the answer is reported, with its own paths.
 */
function deepest(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = (issues: z.core.$ZodIssue[]) => Math.max(...issues.map((inner) => inner.path.length));
  const branch = issue.errors.reduce((best, candidate) => (depth(candidate) > depth(best) ? candidate : best));
  if (depth(branch) === 0) return [issue];
  return branch.flatMap((inner) => deepest({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** An issue as one line: where, what was expected, what came. */
function lineOf(issue: z.core.$ZodIssue): string {
  const expected = issue.code === 'invalid_type' ? `se esperaba ${issue.expected}` : issue.message;
  return `${whereOf(issue.path)}: ${expected}; recibido ${shortly(issue.input)}`;
}

export function readThrough<T>(schema: z.ZodMiniType, answer: unknown): AnswerRead<T> {
  const read = z.safeParse(schema, answer, { reportInput: true });
  if (read.success) return { ok: true, value: read.data as T };
  const issues = read.error.issues.flatMap(deepest);
  return { ok: false, problems: issues.slice(0, 10).map(lineOf), count: issues.length };
}

/** The schema of one item of a list answer, when the answer is a plain list. */
export function itemOf(schema: z.ZodMiniType | undefined): z.ZodMiniType | undefined {
  return schema instanceof z.ZodMiniArray ? (schema._zod.def.element as z.ZodMiniType) : undefined;
}
