// What the format's schema found wrong, said in Spanish: each zod issue becomes a problem with a
// JSON path, what was expected, what came and, for a misspelled key or name, the nearest valid one.
import * as z from 'zod/mini';
import { asWritten, jsonPath, listed, nearest, valueAt, type ScreenProblem } from './problems';

type Issue = z.core.$ZodIssue;
type Schema = z.core.$ZodType;

/** What a value of each JSON type is called in a problem. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'true o false',
  object: 'un objeto { … }',
  array: 'una lista [ … ]',
};

const written = (value: unknown): string => asWritten(value);

/**
 * The schema that describes the value at `path` of `document`: through optionals, arrays, maps
 * and, for a union told apart by a key, the option that key chooses.
 */
function schemaAt(root: Schema, path: readonly PropertyKey[], document: unknown): Schema | undefined {
  let schema: Schema | undefined = root;
  let value = document;
  for (let depth = 0; schema; ) {
    if (schema instanceof z.ZodMiniOptional) {
      schema = schema._zod.def.innerType;
    } else if (schema instanceof z.ZodMiniDiscriminatedUnion) {
      const chosen: unknown = valueAt(value, [schema._zod.def.discriminator]);
      const key: string = schema._zod.def.discriminator;
      schema = (schema._zod.def.options as readonly Schema[]).find((option) => option._zod.propValues?.[key]?.has(chosen as z.core.util.Primitive));
    } else if (depth === path.length) {
      return schema;
    } else {
      const part = path[depth];
      value = valueAt(value, [part]);
      depth += 1;
      if (schema instanceof z.ZodMiniObject) schema = (schema._zod.def.shape as Record<string, Schema>)[String(part)];
      else if (schema instanceof z.ZodMiniArray) schema = schema._zod.def.element;
      else if (schema instanceof z.ZodMiniRecord) schema = schema._zod.def.valueType;
      else return undefined;
    }
  }
  return undefined;
}

/** The keys an object of the format admits at `path`. */
function keysAt(root: Schema, path: readonly PropertyKey[], document: unknown): string[] {
  const schema = schemaAt(root, path, document);
  return schema instanceof z.ZodMiniObject ? Object.keys(schema._zod.def.shape) : [];
}

function unknownKeys(issue: Extract<Issue, { code: 'unrecognized_keys' }>, root: Schema, document: unknown, file: string): ScreenProblem[] {
  const valid = keysAt(root, issue.path, document);
  const present = Object.keys(valueAt(document, issue.path) ?? {});
  const absent = valid.filter((key) => !present.includes(key));
  return issue.keys.map((key) => ({
    file,
    path: jsonPath([...issue.path, key]),
    expected: `una clave de las que admite este objeto (${listed(valid, 12)})`,
    received: JSON.stringify(key),
    suggestion: nearest(key, absent) ?? nearest(key, valid),
  }));
}

function bounded(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const limit = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const more = issue.code === 'too_small';
  switch (issue.origin) {
    case 'string':
      return issue.code === 'too_small' && limit === '1' ? 'un texto que no esté vacío' : `un texto de ${more ? 'al menos' : 'como mucho'} ${limit} caracteres`;
    case 'array':
      return `una lista de ${more ? 'al menos' : 'como mucho'} ${limit} ${limit === '1' ? 'elemento' : 'elementos'}`;
    default:
      return `un número ${more ? 'mayor' : 'menor'} ${issue.inclusive ? 'o igual ' : ''}que ${limit}`;
  }
}

/** What each form of a union without a key to tell them apart expected, one after the other. */
function unionExpected(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const names = issue.errors.flatMap((branch) => {
    const first = branch[0] as Issue | undefined;
    return first?.code === 'invalid_type' && first.path.length === 0 ? [TYPE_NAMES[first.expected] ?? first.expected] : [];
  });
  const unique = [...new Set(names)];
  return unique.length ? unique.join(' o ') : 'un valor de otra forma';
}

function issueProblems(issue: Issue, root: Schema, document: unknown, file: string): ScreenProblem[] {
  const received = valueAt(document, issue.path);
  const at = (expected: string, suggestion?: string): ScreenProblem[] => [
    { file, path: jsonPath(issue.path), expected, received: written(received), ...(suggestion === undefined ? {} : { suggestion }) },
  ];
  switch (issue.code) {
    case 'unrecognized_keys':
      return unknownKeys(issue, root, document, file);
    case 'invalid_type':
      return at(TYPE_NAMES[issue.expected] ?? issue.expected);
    case 'invalid_value': {
      const values = issue.values.filter((value): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value));
      const strings = values.filter((value): value is string => typeof value === 'string');
      const expected = values.length === 1 ? written(values[0]) : `uno de: ${listed(values, 30)}`;
      return at(expected, typeof received === 'string' ? nearest(received, strings) : undefined);
    }
    case 'invalid_union': {
      if (issue.discriminator === undefined) return at(unionExpected(issue));
      const options = ('options' in issue ? (issue.options ?? []) : []).filter((option): option is string => typeof option === 'string');
      return at(`uno de: ${listed(options, 30)}`, typeof received === 'string' ? nearest(received, options) : undefined);
    }
    case 'too_small':
    case 'too_big':
      return at(bounded(issue));
    case 'invalid_key':
      // A map's key: what came is the key itself, and its issues say what a key must be.
      return [
        {
          file,
          path: jsonPath(issue.path),
          expected: issue.issues[0]?.message ?? 'otra clave',
          received: JSON.stringify(String(issue.path.at(-1))),
        },
      ];
    default:
      // The format's own checks carry their Spanish text as the message (regex, integers).
      return at(issue.message === 'Invalid input' ? 'otro valor' : issue.message);
  }
}

/** The problems of a document the schema refused, in the order the schema met them. */
export function schemaProblems(schema: Schema, document: unknown, issues: readonly Issue[], file: string): ScreenProblem[] {
  return issues.flatMap((issue) => issueProblems(issue, schema, document, file));
}
