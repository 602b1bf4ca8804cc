// Completion and hover help from the format's JSON Schema (docs/screen.schema.json, written from
// format.ts): the keys an object may have, the values a name from a fixed set may take (icons,
// kinds, formats…), and each key's Spanish description. The schema only helps to write: the
// checking is the console's own checker (screenDiagnostics.ts).
//
// Written here rather than taken from codemirror-json-schema: that package starts a Shiki
// highlighter (WebAssembly, which the console's CSP does not allow) as soon as it is imported.
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { getLocation, parse, type JSONPath } from 'jsonc-parser';

/** The part of JSON Schema that docs/screen.schema.json uses. */
export interface SchemaNode {
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  enum?: readonly unknown[];
  const?: unknown;
  oneOf?: readonly SchemaNode[];
  anyOf?: readonly SchemaNode[];
  required?: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema's alternatives, flattened: each a schema with no oneOf/anyOf of its own. */
function alternatives(schema: SchemaNode): SchemaNode[] {
  const options = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return options.length ? options.flatMap(alternatives) : [schema];
}

/** Whether an alternative fits what an object already says of its fixed names ("type": "money"). */
function fits(schema: SchemaNode, value: unknown): boolean {
  if (!isObject(value)) return true;
  return Object.entries(schema.properties ?? {}).every(([key, property]) => {
    if (!Object.hasOwn(value, key)) return true;
    const fixed = property.const !== undefined ? [property.const] : property.enum;
    return !fixed || fixed.includes(value[key]);
  });
}

/** The alternatives that fit a value; all of them while none does (its distinguishing name is being typed). */
function narrowed(options: SchemaNode[], value: unknown): SchemaNode[] {
  const fitting = options.length > 1 ? options.filter((option) => fits(option, value)) : options;
  return fitting.length ? fitting : options;
}

/** The schemas that may describe the value at `path` of `document` (the text as far as it can be read). */
export function schemasAt(schema: SchemaNode, path: JSONPath, document: unknown): SchemaNode[] {
  let schemas = narrowed(alternatives(schema), document);
  let value = document;
  for (const segment of path) {
    value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    const next = schemas.flatMap((option) => {
      if (typeof segment === 'number') return option.items ? [option.items] : [];
      const property = option.properties?.[segment];
      if (property) return [property];
      return isObject(option.additionalProperties) ? [option.additionalProperties] : [];
    });
    schemas = narrowed(next.flatMap(alternatives), value);
  }
  return schemas;
}

/** The keys the objects at `path` may have, each with its description, required ones first. */
export function keysAt(schema: SchemaNode, path: JSONPath, document: unknown): { key: string; description?: string; required: boolean }[] {
  const keys = new Map<string, { key: string; description?: string; required: boolean }>();
  for (const option of schemasAt(schema, path, document)) {
    for (const [key, property] of Object.entries(option.properties ?? {})) {
      const known = keys.get(key);
      const required = (option.required ?? []).includes(key) || Boolean(known?.required);
      keys.set(key, { key, description: known?.description ?? property.description ?? alternatives(property).find((one) => one.description)?.description, required });
    }
  }
  return [...keys.values()].sort((a, b) => Number(b.required) - Number(a.required));
}

/** The values from a fixed set that the value at `path` may take: enums, constants, true and false. */
export function valuesAt(schema: SchemaNode, path: JSONPath, document: unknown): unknown[] {
  const values = schemasAt(schema, path, document).flatMap((option) => {
    if (option.const !== undefined) return [option.const];
    if (option.enum) return [...option.enum];
    return option.type === 'boolean' ? [true, false] : [];
  });
  return [...new Set(values)];
}

/** The description of the key at `path`. */
export function descriptionAt(schema: SchemaNode, path: JSONPath, document: unknown): string | undefined {
  return schemasAt(schema, path, document)
    .map((option) => option.description)
    .find((description) => description !== undefined);
}

const TOKEN_CHAR = /[^\s"{}[\],:]/;

/** The key or value being typed around `position`: its quotes included when it has them. */
function tokenAround(text: string, position: number): { from: number; to: number } {
  let from = position;
  while (from > 0 && TOKEN_CHAR.test(text[from - 1])) from -= 1;
  if (from > 0 && text[from - 1] === '"') from -= 1;
  let to = position;
  while (to < text.length && TOKEN_CHAR.test(text[to])) to += 1;
  if (text[from] === '"' && text[to] === '"' && to >= position) to += 1;
  return { from, to };
}

/** The completion source of a schema: keys where a key goes, fixed values where a value goes. */
export function schemaCompletion(schema: SchemaNode) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const location = getLocation(text, context.pos);
    const { from, to } = tokenAround(text, context.pos);
    if (from === to && !context.explicit) return null;
    const document: unknown = parse(text);
    if (location.isAtPropertyKey) {
      const objectPath = location.path.slice(0, -1);
      const present = valueAtPath(document, objectPath);
      const typed = location.path.at(-1);
      const options: Completion[] = keysAt(schema, objectPath, document)
        .filter(({ key }) => !(isObject(present) && Object.hasOwn(present, key)) || key === typed)
        .map(({ key, description, required }) => ({
          label: key,
          type: 'property',
          apply: /^\s*:/.test(text.slice(to)) ? JSON.stringify(key) : `${JSON.stringify(key)}: `,
          ...(description ? { info: description } : {}),
          ...(required ? { detail: 'obligatoria', boost: 1 } : {}),
        }));
      return options.length ? { from, to, options, filter: true, validFor: /^"?[^\s"{}[\],:]*"?$/ } : null;
    }
    const values = valuesAt(schema, location.path, document);
    if (!values.length) return null;
    const options = values.map((value): Completion => ({ label: JSON.stringify(value), type: 'enum' }));
    return { from, to, options, filter: true, validFor: /^"?[^\s"{}[\],:]*"?$/ };
  };
}

function valueAtPath(document: unknown, path: JSONPath): unknown {
  return path.reduce<unknown>((value, segment) => (isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined), document);
}

/** The description of the key under the pointer, as a tooltip. */
export function schemaHover(schema: SchemaNode) {
  return hoverTooltip((view, position): Tooltip | null => {
    const text = view.state.doc.toString();
    const location = getLocation(text, position);
    if (!location.isAtPropertyKey || !location.path.at(-1)) return null;
    const description = descriptionAt(schema, location.path, parse(text));
    if (!description) return null;
    const { from, to } = tokenAround(text, position);
    return {
      pos: from,
      end: to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-schema-help';
        dom.textContent = description;
        return { dom };
      },
    };
  });
}
