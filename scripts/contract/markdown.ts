// The API contract in words, for the backend team: written from the OpenAPI document itself, so
// that the two never disagree. It opens with what every call shares (the envelope, the statuses,
// what is asked again, the formats), then lists the calls, the records and every assumption.
import { PARAM_FORMATS } from '../../src/contract/call';
import { INVOICE_PDF_TAG, TOLERANCE } from './openapi';
import type { JsonSchema } from './wireSchema';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
  description?: string;
  'x-assumed'?: string;
}

interface Operation {
  summary: string;
  tags: string[];
  parameters: Parameter[];
  responses: Record<string, JsonSchema>;
  'x-assumed'?: string;
}

type Document = {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> };
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const anchor = (title: string) => title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
const nameOfRef = (schema: JsonSchema) => (schema.$ref as string | undefined)?.split('/').pop();

const DATE_WORDS: Record<string, string> = { Day: "day `yyyy-MM-dd`", DateTime: "date-time `yyyy-MM-ddTHH:mm:ss`", Time: 'time `HH:mm`' };

/** A schema in words: 'list of [Lead](#lead)', 'text or null'. */
function words(schema: JsonSchema, doc: Document): string {
  const name = nameOfRef(schema);
  if (name) {
    if (DATE_WORDS[name]) return DATE_WORDS[name];
    const component = doc.components.schemas[name] ?? {};
    if ('const' in component) return `\`${JSON.stringify(component.const)}\` (${String(component.description)})`;
    return component.enum ? `code of [${name}](#code-lists)` : `[${name}](#${anchor(name)})`;
  }
  if (schema.anyOf) return (schema.anyOf as JsonSchema[]).map((option) => words(option, doc)).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => words({ type }, doc)).join(' or ');
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  switch (schema.type) {
    case 'array':
      return `list of ${words(schema.items as JsonSchema, doc)}`;
    case 'object':
      return schema.additionalProperties ? `map of ${words(schema.additionalProperties as JsonSchema, doc)}` : 'object';
    case 'string':
      return 'text';
    case 'integer':
      return 'integer';
    case 'null':
      return 'null';
    default:
      return String(schema.type ?? 'anything');
  }
}

/** The rows of a record's fields, nested objects' fields under dotted names. */
function fieldRows(schema: JsonSchema, doc: Document, prefix = ''): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const needs = field['x-console-needs'] as { use: string; without: string } | undefined;
    const marks = [required.includes(name) ? 'always sent' : '', field['x-assumed'] ? '**assumed**' : ''].filter(Boolean).join(', ');
    const row = `| \`${path}\`${marks ? ` (${marks})` : ''} | ${cell(words(field, doc))} | ${needs?.use ?? ''} | ${cell(needs?.without ?? '')} |`;
    const inner = field.type === 'object' && field.properties ? field : (field.items as JsonSchema | undefined)?.properties ? (field.items as JsonSchema) : undefined;
    return [row, ...(inner ? fieldRows(inner, doc, `${path}${inner === field ? '' : '[]'}.`) : [])];
  });
}

interface Call {
  method: string;
  path: string;
  operation: Operation;
}

const callsOf = (doc: Document): Call[] =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => method !== 'servers')
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** A call as the document names it; the invoice PDF is not a path of the API. */
const label = (call: Call) => (call.operation.tags.includes(INVOICE_PDF_TAG) ? 'The invoice PDF' : `\`${call.method} ${call.path}\``);

const okContent = (call: Call) => (call.operation.responses['200'].content as Record<string, JsonSchema> | undefined)?.['application/json'];

/** The answer a call's success carries, in words. */
function answerWords(call: Call, doc: Document): string {
  const content = okContent(call);
  if (!content) return 'a PDF';
  const [success, ...others] = (content.schema as { oneOf: JsonSchema[] }).oneOf;
  if (others.length > 1) return 'the document, in `datos` or at the top of the body';
  const datos = ((success.properties as Record<string, JsonSchema> | undefined)?.datos ?? {}) as JsonSchema;
  return datos.description === 'Not read.' ? 'only `resultado` is read' : words(datos, doc);
}

function parameterWords(parameter: Parameter, doc: Document): string {
  const value = parameter.schema.type === 'array' ? (parameter.schema.items as JsonSchema) : parameter.schema;
  const kind = nameOfRef(value) || value.anyOf ? words(value, doc) : (parameter.description ?? '').split('. ')[0];
  return `\`${parameter.name}\`${parameter.required ? '' : ' (when set)'}: ${kind}`;
}

/** The example request of a call: its path with the example values of its parameters. */
function exampleRequest(call: Call): string {
  let path = call.path;
  const query: string[] = [];
  for (const parameter of call.operation.parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(parameter.example));
    else for (const value of [parameter.example].flat()) query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value))}`);
  }
  return `${call.method} ${path}${query.length ? `?${query.join('&')}` : ''}`;
}

function callsSection(doc: Document): string[] {
  const calls = callsOf(doc);
  return doc.tags.filter((tag) => tag.name !== INVOICE_PDF_TAG).flatMap((tag) => {
    const ofTag = calls.filter((call) => call.operation.tags.includes(tag.name));
    return [
      `### ${tag.name}`,
      '',
      tag.description,
      '',
      '| Call | What it does | Parameters | Answer | Example |',
      '|---|---|---|---|---|',
      ...ofTag.map(
        (call) =>
          `| \`${call.method} ${call.path}\`${call.operation['x-assumed'] ? ' (**assumed**)' : ''} | ${cell(call.operation.summary)} | ${cell(call.operation.parameters.map((parameter) => parameterWords(parameter, doc)).join('; '))} | ${cell(answerWords(call, doc))} | \`${cell(exampleRequest(call))}\` |`,
      ),
      '',
    ];
  });
}

/** The first example item of each record, from the calls' answers. */
function recordExamples(doc: Document): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const call of callsOf(doc)) {
    const content = okContent(call);
    const success = (content?.schema as { oneOf?: JsonSchema[] } | undefined)?.oneOf?.[0];
    const datos = (success?.properties as Record<string, JsonSchema> | undefined)?.datos;
    const name = datos && (nameOfRef(datos) ?? nameOfRef((datos.items ?? {}) as JsonSchema));
    const value = ((content?.examples as Record<string, { value: { datos?: unknown } }> | undefined)?.ok.value.datos);
    const item = Array.isArray(value) ? value[0] : value;
    if (name && item !== undefined && !found.has(name)) found.set(name, item);
  }
  return found;
}

function recordsSection(doc: Document): string[] {
  const examples = recordExamples(doc);
  return Object.entries(doc.components.schemas)
    .filter(([, schema]) => schema.type === 'object' && schema.properties && nameOfRefless(schema))
    .flatMap(([name, schema]) => [
      `### ${name}`,
      '',
      '| Field | Type | The console | Without it |',
      '|---|---|---|---|',
      ...fieldRows(schema, doc),
      '',
      ...(examples.has(name) ? [`Example: \`${JSON.stringify(examples.get(name))}\``, ''] : []),
    ]);
}

/** The envelope's refusal is described above, not among the records. */
const nameOfRefless = (schema: JsonSchema) => !(schema.properties as Record<string, unknown>).motivo;

function codeListsSection(doc: Document): string[] {
  return [
    '| List | Codes | Named by |',
    '|---|---|---|',
    ...Object.entries(doc.components.schemas)
      .filter(([, schema]) => schema.enum)
      .map(([name, schema]) => `| ${name} | ${(schema.enum as string[]).map((code) => `\`${code}\``).join(', ')} | ${cell(schema.description ? String(schema.description).replace(/^Named by |\.$/g, '') : '**assumed**')} |`),
  ];
}

/** Every `x-assumed` of the document, where it is. */
function assumptionsSection(doc: Document): string[] {
  const lines: string[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    if (schema['x-assumed']) lines.push(`- ${schema.enum ? 'Code list' : 'Format'} ${name}: ${schema['x-assumed']}`);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const fields = Object.entries(properties).filter(([, field]) => field['x-assumed']).map(([field]) => `\`${field}\``);
    if (fields.length) lines.push(`- Fields of [${name}](#${anchor(name)}) the spec does not name: ${fields.join(', ')}.`);
  }
  for (const [name, format] of Object.entries(PARAM_FORMATS)) {
    const { assumed } = format as { assumed?: string };
    if (assumed) lines.push(`- Parameter format ${name}: ${assumed}`);
  }
  for (const call of callsOf(doc)) {
    if (call.operation['x-assumed']) lines.push(`- ${label(call)}: ${call.operation['x-assumed']}`);
    for (const parameter of call.operation.parameters) {
      if (parameter['x-assumed']) lines.push(`- ${label(call)}, \`${parameter.name}\`: ${parameter['x-assumed']}`);
    }
  }
  return lines;
}

function formatsTable(): string[] {
  return [
    '| Parameter format | Written as | Assumed |',
    '|---|---|---|',
    ...Object.entries(PARAM_FORMATS).map(([name, format]) => {
      const note = format as { text: string; assumed?: string };
      return `| ${name} | ${cell(note.text)} | ${cell(note.assumed ?? '')} |`;
    }),
  ];
}

const json = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'];

function exampleOf(response: JsonSchema): unknown {
  const content = (response.content as Record<string, JsonSchema>)['application/json'];
  return Object.values(content.examples as Record<string, { value: unknown }>)[0].value;
}

const SECTIONS = ['Every call', 'The envelope', 'Statuses, and what is asked again', 'Formats', 'Code lists', 'Assumptions', 'Calls', 'Records', 'The invoice PDF'];

export function contractMarkdown(doc: Document): string {
  const { responses } = doc.components;
  const studyCentres = okContent(callsOf(doc).find((call) => call.path === '/api/core/datos/centro-estudios/list') as Call) as JsonSchema;
  const okExample = (studyCentres.examples as Record<string, { value: unknown }>).ok.value;
  const pdf = callsOf(doc).find((call) => !okContent(call)) as Call;
  const lines = [
    '# The academies API, as the console calls and reads it',
    '',
    'Written by `npm run contract` from the console\'s contract (`src/contract/`), with',
    '[`openapi.json`](openapi.json), the same for tools (OpenAPI 3.1); a test fails when either is stale.',
    'The examples are the answers of the demo API (`npm run demo:api`). What the spec does not show',
    'and the console assumes is marked **assumed** and listed under [Assumptions](#assumptions).',
    '',
    '## Contents',
    '',
    ...SECTIONS.map((title) => `- [${title}](#${anchor(title)})`),
    '',
    '## Every call',
    '',
    'A path and a query string: parameters travel in the query only, for every method, and the body',
    'is empty. Arrays are repeated keys with brackets (`centros[]=GOYA&centros[]=POZUELO`), booleans',
    '`true`/`false`; a parameter without a value is left out. Every call but the sign-in',
    '(`GET /login/core`) sends `Authorization: Bearer <token>`, the token the sign-in gave.',
    '',
    '## The envelope',
    '',
    "Every answer is a JSON object. A success is `resultado: \"ok\"` with the answer in `datos` (the console",
    'reads the whole body when `datos` is missing):',
    '',
    ...json(okExample),
    '',
    "A refusal is any other `resultado`, with `motivo`, the reason in Spanish, which the user reads:",
    '',
    ...json(exampleOf(responses.Refused)),
    '',
    '## Statuses, and what is asked again',
    '',
    '| Answer | What the console does |',
    '|---|---|',
    "| 2xx, `resultado: \"ok\"` | Success: the answer is read (below); a change reports success. |",
    '| 2xx, another `resultado` | A refusal: the call\'s error with the `motivo`. |',
    `| 401 | ${cell(String(responses.SessionEnded.description))} |`,
    `| Any other 4xx (403…) | ${cell(String(responses.Refused.description))} |`,
    `| 5xx | ${cell(String(responses.ServerError.description))} |`,
    "| No answer, or a body that is not JSON | 'No se ha podido procesar la petición'. |",
    '',
    'Asked again: only reads, and only after a failure that may pass (no answer, 5xx, a body that is not',
    'JSON, an answer that cannot be read as below): marketing up to 3 times, 1 s doubling to at most',
    '30 s; the other areas once. Never a change (POST, PUT, DELETE), never a refusal.',
    '',
    '## Formats',
    '',
    "What a server should send: days as `yyyy-MM-dd`, moments as `yyyy-MM-ddTHH:mm:ss` (ISO 8601, the",
    "academies' local time), times as `HH:mm`, numbers and ids as JSON numbers, booleans as JSON",
    'booleans, codes as their lists write them. A field the console only **shows** may be missing or',
    'null: its cell is empty. A field it **computes with** (a total, a count, a place in a month) must be',
    'readable in every item, or the whole answer is refused, with the call, the item and the field',
    'written to the browser console. Records without an `id` are numbered by their position.',
    '',
    TOLERANCE,
    '',
    ...formatsTable(),
    '',
    '## Code lists',
    '',
    ...codeListsSection(doc),
    '',
    '## Assumptions',
    '',
    ...assumptionsSection(doc),
    '',
    '## Calls',
    '',
    ...callsSection(doc),
    '## Records',
    '',
    'Each with what the console does with each field and without it; the spec requires none of them',
    'but where a field says "always sent". An example from the demo follows each.',
    '',
    ...recordsSection(doc),
    '## The invoice PDF',
    '',
    `${pdf.operation.summary} Not the API: the document service at the build setting`,
    '`VITE_INVOICE_PDF_URL`, which the console links to (a new tab, without the bearer token) with the',
    `invoice in the query: ${pdf.operation.parameters.map((parameter) => `\`${parameter.name}\``).join(', ')}. Without the setting an invoice`,
    'has no link. For example:',
    '',
    `- \`${exampleRequest(pdf)}\``,
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
