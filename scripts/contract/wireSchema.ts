// What a server should send, as JSON Schema (OpenAPI 3.1), from the contract's readers: each
// reader's usual form (the first option of a union), never what the console also tolerates. Named
// records, code lists and date formats become component schemas, reached by `$ref`.
import type * as z from 'zod/mini';
import { codeListOf, eitherForm, entityNames, fieldNotes, READERS, shownListItems, type FieldNote } from '../../src/contract/fields';
import { CODE_LISTS, type CodeListName } from '../../src/contract/vocabulary';

export type JsonSchema = Record<string, unknown>;
type Schema = z.ZodMiniType;

interface Def {
  type: string;
  in?: Schema;
  innerType?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  values?: unknown[];
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The date formats of answers: the spec shows none, so each says it is assumed. */
const DATE_FORMATS: Record<string, JsonSchema> = {
  Day: {
    type: 'string',
    format: 'date',
    description: "A day, 'yyyy-MM-dd'.",
    'x-assumed': 'The spec shows no format for days in answers: ISO 8601 (DESIGN.md).',
  },
  DateTime: {
    type: 'string',
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$',
    description: "A moment in the academies' local time, 'yyyy-MM-ddTHH:mm:ss'.",
    'x-assumed': 'The spec shows no format for moments in answers: ISO 8601 (DESIGN.md).',
  },
  Time: {
    type: 'string',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    description: "A time of day, 'HH:mm' (spec 02 §5).",
  },
};

/** Each kind of reader as the server should write it. */
const READER_SCHEMAS: Record<keyof typeof READERS, JsonSchema> = {
  number: { type: 'number' },
  text: { type: 'string' },
  boolean: { type: 'boolean' },
  id: { type: 'integer' },
  day: ref('Day'),
  dateTime: ref('DateTime'),
  time: ref('Time'),
};

const readerNames = new Map<object, keyof typeof READERS>(
  Object.entries(READERS).map(([name, reader]) => [reader._zod.def, name as keyof typeof READERS]),
);

const PRIMITIVES = new Set(['string', 'number', 'boolean']);

/** A value or null: a plain type gains 'null', anything else becomes one of the two. */
function orNull(schema: JsonSchema): JsonSchema {
  const allowsNull = (Array.isArray(schema.type) && schema.type.includes('null')) || (schema.anyOf as JsonSchema[] | undefined)?.some((option) => option.type === 'null');
  if (allowsNull) return schema;
  if (typeof schema.type === 'string' && Object.keys(schema).length === 1) return { type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** What the console does without a field it only shows and says nothing more of. */
const SHOWN_WITHOUT = 'Its cell is empty.';
const COMPUTED_WITHOUT = "The whole answer is unreadable: the screen shows its load error with 'No se ha podido procesar la petición' and no rows.";

/** The console's needs of a field, as the `x-console-needs` extension says them. */
export function consoleNeeds(note: FieldNote): { use: 'computes with it' | 'shows it'; without: string } {
  return note.use === 'computed'
    ? { use: 'computes with it', without: note.without ?? COMPUTED_WITHOUT }
    : { use: 'shows it', without: note.without ?? SHOWN_WITHOUT };
}

export const ASSUMED_FIELD = 'The spec does not name this field.';

/** A code list as a component schema: its codes, and where they come from. */
export function codeListSchema(name: CodeListName): JsonSchema {
  const list = CODE_LISTS[name] as { codes: readonly string[]; spec?: string; assumed?: string };
  return {
    type: 'string',
    enum: [...list.codes],
    ...(list.spec ? { description: `Named by ${list.spec}.` } : { 'x-assumed': list.assumed }),
  };
}

/**
 * The JSON Schema writer of one document: `wire` gives a reader's schema and gathers, in
 * `components`, each named record, code list and date format it reaches.
 */
export function wireSchemas() {
  const components: Record<string, JsonSchema> = {};

  function component(name: string, build: () => JsonSchema): JsonSchema {
    if (!components[name]) {
      // Set before it is built, so that a record reached again from inside itself is a reference.
      components[name] = {};
      Object.assign(components[name], build());
    }
    return ref(name);
  }

  function wire(schema: Schema): JsonSchema {
    const def = defOf(schema);
    const reader = readerNames.get(def);
    if (reader) {
      const schemaOfReader = READER_SCHEMAS[reader];
      const name = (schemaOfReader.$ref as string | undefined)?.split('/').pop();
      return name ? component(name, () => DATE_FORMATS[name]) : { ...schemaOfReader };
    }
    const list = codeListOf.get(def);
    if (list) return component(list, () => codeListSchema(list));
    const entity = entityNames.get(def);
    if (entity) return component(entity, () => objectSchema(def));
    const items = shownListItems.get(schema);
    if (items) return { type: 'array', items: wire(items) };
    switch (def.type) {
      case 'pipe':
        return wire(def.in as Schema);
      case 'optional':
      case 'catch':
        return wire(def.innerType as Schema);
      case 'nullable':
        return orNull(wire(def.innerType as Schema));
      case 'union':
        return unionSchema(schema, def.options as Schema[]);
      case 'object':
        return objectSchema(def);
      case 'array':
        return { type: 'array', items: wire(def.element as Schema) };
      case 'record':
        return { type: 'object', additionalProperties: wire(def.valueType as Schema) };
      case 'literal':
        return { const: (def.values as unknown[])[0] };
      case 'string':
      case 'number':
      case 'boolean':
        return { type: def.type };
      default:
        return {};
    }
  }

  /**
   * A union of plain values, or one whose forms the spec gives both, is any of them; otherwise
   * its first option is the form to send and the others are the console's tolerance.
   */
  function unionSchema(union: Schema, options: Schema[]): JsonSchema {
    const types = options.map((option) => defOf(option).type);
    if (types.every((type) => PRIMITIVES.has(type))) return { type: types };
    return eitherForm.has(union) ? { anyOf: options.map(wire) } : wire(options[0]);
  }

  function objectSchema(def: Def): JsonSchema {
    const shape = def.shape as Record<string, Schema>;
    const properties = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, property(field)]));
    const required = Object.entries(shape)
      .filter(([, field]) => fieldNotes.get(field)?.required)
      .map(([name]) => name);
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  /**
   * A field: its value's schema, with what the console needs of it and whether the spec names it.
   * A field only shown may be null (no value); what the console computes with may not.
   */
  function property(field: Schema): JsonSchema {
    const note = fieldNotes.get(field);
    if (!note) return wire(field);
    const shownReader = note.use === 'shown' && defOf(field).type === 'catch' ? defOf(field).innerType : undefined;
    return {
      ...wire(shownReader ?? field),
      'x-console-needs': consoleNeeds(note),
      ...(note.origin === 'assumed' ? { 'x-assumed': ASSUMED_FIELD } : {}),
      ...(note.required ? { description: `Always sent (${note.required}).` } : {}),
    };
  }

  return { wire, component, components };
}
