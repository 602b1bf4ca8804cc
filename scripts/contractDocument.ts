// The API contract as the console reads it, written for the backend team: a Markdown document
// and an OpenAPI 3.1 description, both from the contract's calls and schemas (src/contract/).
import * as z from 'zod/mini';
import { PARAM_FORMATS, type ApiCall, type Param } from '../src/contract/call';
import { fieldNotes, kindOf, shownListItems, type FieldNote } from '../src/contract/fields';
import { CALL_FAMILIES } from '../src/contract/index';

type Schema = z.ZodMiniType;
type JsonObject = Record<string, unknown>;

const WITHOUT: Record<FieldNote['use'], string> = {
  computed: "The whole answer is unreadable: the screen shows its load error with 'No se ha podido procesar la petición' and no rows.",
  shown: 'Its cell is empty.',
};

/** The schema a wrapper reads through: the input side of a pipe, the inside of a catch or a nullable. */
function unwrapped(schema: Schema): Schema {
  const def = schema._zod.def as unknown as { type: string; in?: Schema; innerType?: Schema };
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  if ((def.type === 'catch' || def.type === 'nullable' || def.type === 'optional') && def.innerType) return unwrapped(def.innerType);
  return schema;
}

/** The fields of an answer's items (or of the answer itself), each with its note, by dotted path. */
function fieldRows(schema: Schema, prefix = ''): { path: string; note: FieldNote | undefined }[] {
  const inner = unwrapped(schema);
  const def = inner._zod.def as unknown as { type: string; element?: Schema; shape?: Record<string, Schema>; options?: Schema[] };
  if (def.type === 'array' && def.element) return fieldRows(def.element, prefix ? `${prefix}[]` : '');
  if (def.type === 'union' && def.options) return fieldRows(def.options[0], prefix);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const items = shownListItems.get(field);
    return [{ path, note: fieldNotes.get(field) }, ...fieldRows(items ?? field, items ? `${path}[]` : path)];
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function paramRows(query: Readonly<Record<string, Param>>): string[] {
  return [
    '| Parameter | Format | Required | Example | Note |',
    '|---|---|---|---|---|',
    ...Object.entries(query).map(([name, param]) => {
      const key = param.format === 'academies' || param.format === 'ids' || param.format === 'texts' ? `${name}[]` : name;
      const example = param.example === undefined ? '' : `\`${JSON.stringify(param.example)}\``;
      return `| \`${key}\` | ${cell(PARAM_FORMATS[param.format])} | ${param.required ? 'yes' : 'no'} | ${example} | ${cell(param.note ?? '')} |`;
    }),
  ];
}

function answerRows(answer: Schema): string[] {
  const rows = fieldRows(answer);
  const shape = unwrapped(answer)._zod.def.type === 'array' ? 'A list; each item:' : 'An object:';
  return [
    shape,
    '',
    '| Field | Kind | Named by | The console uses it to | Without it |',
    '|---|---|---|---|---|',
    ...rows.map(({ path, note }) =>
      note
        ? `| \`${path}\` | ${cell(note.kind)} | ${note.origin === 'spec' ? 'the spec' : '**assumed**'} | ${note.use === 'computed' ? 'compute' : 'show'} | ${cell(note.without ?? WITHOUT[note.use])} |`
        : `| \`${path}\` | ${kindOf(unwrapped(answer))} | | | |`,
    ),
  ];
}

function callSection(call: ApiCall): string[] {
  const lines = [`### ${call.method} \`${call.path}\``, '', call.summary, ''];
  for (const [name, values] of Object.entries(call.pathParams ?? {})) {
    lines.push(`\`{${name}}\` is one of: ${values.map((value) => `\`${value}\``).join(', ')}.`, '');
  }
  if (call.query && Object.keys(call.query).length) lines.push(...paramRows(call.query), '');
  if (call.answer) {
    if (call.wholeBody) lines.push('Its fields may come inside `datos` or beside `resultado`, at the top of the body.', '');
    lines.push(...answerRows(call.answer), '');
  } else {
    lines.push('The console reads only whether it succeeded (`resultado: "ok"`).', '');
  }
  return lines;
}

const INTRO = [
  '# The API as the console reads it',
  '',
  'Written by `npm run contract` from `src/contract/`; a test fails when it is stale. The spec names',
  'the calls and most fields; where it is silent, the console assumes, and says so here (**assumed**).',
  '',
  'Every call: the path and a query string (the body is empty for every verb), header',
  '`Authorization: Bearer <token>`. Answers are the envelope `{ resultado, datos, motivo }`:',
  "`resultado: 'ok'` gives `datos` (or the whole body without it); anything else is a refusal whose",
  '`motivo` the user reads. HTTP 401 ends the session.',
  '',
  'How the console reads fields: numbers also as numeric texts (`"95,50"`, `"95.50"`); days as',
  "`yyyy-MM-dd`, ISO date-times or `dd/MM/yyyy`; booleans also as `'true'`/`'false'`; codes also in",
  "the spec's second spelling (`CIENCIAS SALUD`). A field the console **computes** with (a total, a",
  'count, a place in a month) must be readable in every item, or the whole answer is refused, with',
  'the call, the item and the field written to the browser console. A field it only **shows** is left',
  'empty when missing or unreadable. Records without an `id` are numbered by their position.',
  '',
];

export function contractMarkdown(): string {
  const lines = [...INTRO];
  for (const family of CALL_FAMILIES) {
    lines.push(`## ${family.title}`, '');
    for (const call of Object.values(family.calls)) lines.push(...callSection(call));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** JSON Schema of an answer as the server may write it, with each field's note as `x-` keywords. */
function answerJsonSchema(answer: Schema): JsonObject {
  return z.toJSONSchema(answer, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema: reached, jsonSchema }) => {
      const zodSchema = reached as unknown as Schema;
      const note = fieldNotes.get(zodSchema);
      if (note) {
        Object.assign(jsonSchema, { 'x-origin': note.origin, 'x-use': note.use, 'x-without': note.without ?? WITHOUT[note.use] });
      }
      const def = zodSchema._zod.def as unknown as { type: string; shape?: Record<string, Schema> };
      if (def.type === 'object' && def.shape) {
        // Only what the console computes with must be there; shown fields may be missing.
        const required = Object.entries(def.shape).filter(([, field]) => fieldNotes.get(field)?.use === 'computed').map(([name]) => name);
        if (required.length) jsonSchema.required = required;
        else delete jsonSchema.required;
      }
      const items = shownListItems.get(zodSchema);
      if (items) Object.assign(jsonSchema, { type: 'array', items: answerJsonSchema(items) });
    },
  }) as JsonObject;
}

function operation(call: ApiCall): JsonObject {
  const pathParameters = Object.entries(call.pathParams ?? {}).map(([name, values]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', enum: values },
  }));
  const queryParameters = Object.entries(call.query ?? {}).map(([name, param]) => {
    const many = param.format === 'academies' || param.format === 'ids' || param.format === 'texts';
    return {
      name: many ? `${name}[]` : name,
      in: 'query',
      required: param.required,
      description: [PARAM_FORMATS[param.format], param.note].filter(Boolean).join('. '),
      schema: many ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
      ...(many ? { style: 'form', explode: true } : {}),
      ...(param.example === undefined ? {} : { example: param.example }),
    };
  });
  const datos = call.answer ? answerJsonSchema(call.answer) : {};
  delete datos.$schema;
  return {
    summary: call.summary,
    parameters: [...pathParameters, ...queryParameters],
    responses: {
      '200': {
        description: call.wholeBody ? 'The envelope; the answer inside `datos` or beside `resultado`.' : 'The envelope; the answer in `datos`.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['resultado'],
              properties: { resultado: { type: 'string', description: "'ok', or a refusal" }, motivo: { type: 'string' }, datos },
            },
          },
        },
      },
    },
  };
}

export function contractOpenApi(): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const family of CALL_FAMILIES) {
    for (const call of Object.values(family.calls)) {
      const byMethod = (paths[call.path] ??= {});
      byMethod[call.method.toLowerCase()] = { tags: [family.title], ...operation(call) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academies API, as the console reads it',
      version: '1',
      description: 'Generated from src/contract/ by `npm run contract`. x-origin says whether the spec names a field or the console assumes it; x-use whether the console computes with it or only shows it; x-without what it does without it.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

export const CONTRACT_FILES = {
  'docs/api-contract.md': () => contractMarkdown(),
  'docs/openapi.json': () => `${JSON.stringify(contractOpenApi(), null, 2)}\n`,
};
