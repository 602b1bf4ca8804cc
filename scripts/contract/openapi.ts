// The API contract as OpenAPI 3.1, for the backend team and their tools: every call of the
// contract (src/contract/) with its parameters, its answer as a server should write it, the
// envelope's success and refusal as two shapes, the statuses the console treats apart, and
// examples taken from the demo API.
import { PARAM_FORMATS, type ApiCall, type Param } from '../../src/contract/call';
import { invoicePdf } from '../../src/contract/facturas';
import { CALL_FAMILIES } from '../../src/contract/index';
import { ALL_ACADEMIES, CODE_LISTS, type CodeListName } from '../../src/contract/vocabulary';
import { DEMO_API_ORIGIN, exampleQuery, examplePathValues, shortened, type DemoApi } from './examples';
import { codeListSchema, ref, wireSchemas, type JsonSchema } from './wireSchema';

/** What the console also reads, said once here rather than on every field. */
export const TOLERANCE =
  "The console also reads numbers written as numeric texts ('95,50', '95.50'), ids as their digits, booleans as 'true'/'false', " +
  "days and moments as 'dd/MM/yyyy' or ISO 8601 with any precision and zone, times as 'HH:mm:ss', codes in the spec's other spelling " +
  "('CIENCIAS SALUD'), and a code it does not know as it came; a server should not count on it.";

const EXTENSIONS =
  '`x-console-needs` says, on each field of an answer, whether the console computes with it or only shows it, and what it does without it. ' +
  '`x-assumed` marks what the spec does not show and the console assumes: a field, a code list, a method, a format, a parameter.';

export const INVOICE_PDF_TAG = 'Invoice PDF';

/** `operationId`: the method and the path after /api/core, in camelCase (`getMarketingFeedbackListCrm`). */
export function operationIdOf(call: Pick<ApiCall, 'method' | 'path' | 'external'>): string {
  const words = call.external
    ? [call.external.name]
    : call.path
        .replace(/^\/api\/core\//, '/')
        .split(/[/-]+/)
        .filter(Boolean)
        .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part));
  const camel = words.flatMap((word) => word.split('-')).map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return `${call.method.toLowerCase()}${camel.join('')}`;
}

/** The name a query parameter is sent under: `key[]` for several values. */
export const paramName = (name: string, param: Param) => ('many' in PARAM_FORMATS[param.format] ? `${name}[]` : name);

type Component = (name: string, build: () => JsonSchema) => JsonSchema;

const codeList = (component: Component, name: CodeListName) => component(name, () => codeListSchema(name));

/** The schema of one value of a parameter. */
function paramValueSchema(param: Param, component: Component): JsonSchema {
  const format = PARAM_FORMATS[param.format] as { pattern?: string };
  switch (param.format) {
    case 'academy':
    case 'academies': {
      const academy = codeList(component, 'AcademyName');
      if (!param.orAll) return academy;
      const all = component('AllAcademies', () => ({ const: ALL_ACADEMIES, description: "every academy: the selectors' 'Ver todos'" }));
      return { anyOf: [academy, all] };
    }
    case 'code':
    case 'codes':
      if (!param.codes) throw new Error(`a ${param.format} parameter names its code list`);
      return codeList(component, param.codes);
    case 'id':
    case 'ids':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return { type: 'string', ...(format.pattern ? { pattern: format.pattern } : {}) };
  }
}

function parameters(call: ApiCall, component: Component): JsonSchema[] {
  const examples = examplePathValues(call);
  const inPath = Object.entries(call.pathParams ?? {}).map(([name, values]) => {
    const list = (Object.keys(CODE_LISTS) as CodeListName[]).find((key) => CODE_LISTS[key].codes === values);
    if (!list) throw new Error(`${call.path}: {${name}} takes the codes of a list of the vocabulary`);
    return { name, in: 'path', required: true, schema: codeList(component, list), example: examples[name] };
  });
  const queryExample = exampleQuery(call);
  const inQuery = Object.entries(call.query ?? {}).map(([name, param]) => {
    const format = PARAM_FORMATS[param.format] as { text: string; many?: true; assumed?: string };
    const value = paramValueSchema(param, component);
    const example = queryExample[name];
    // The format's assumption is the value's; the parameter's own (TODOS, its name) the parameter's.
    const valueSchema = format.assumed ? { ...value, 'x-assumed': format.assumed } : value;
    return {
      name: paramName(name, param),
      in: 'query',
      required: param.required,
      description: [format.text, param.note].filter(Boolean).join('. '),
      schema: format.many ? { type: 'array', items: valueSchema } : valueSchema,
      ...(format.many ? { style: 'form', explode: true } : {}),
      ...(example === undefined ? {} : { example }),
      ...(param.assumed ? { 'x-assumed': param.assumed } : {}),
    };
  });
  return [...inPath, ...inQuery];
}

const REFUSAL: JsonSchema = {
  type: 'object',
  required: ['resultado'],
  properties: {
    resultado: { type: 'string', not: { const: 'ok' }, description: "Anything but 'ok'." },
    motivo: { type: 'string', description: 'Why, in Spanish: the console shows it to the user.' },
  },
};

/** The success of a call: `resultado: 'ok'` and its answer in `datos` (or, for a whole-body answer, beside it). */
function successSchemas(call: ApiCall, wire: (schema: never) => JsonSchema): JsonSchema[] {
  const ok = { resultado: { const: 'ok' } };
  if (!call.answer) return [{ type: 'object', required: ['resultado'], properties: { ...ok, datos: { description: 'Not read.' } } }];
  if (!call.wholeBody) return [{ type: 'object', required: ['resultado'], properties: { ...ok, datos: wire(call.answer as never) } }];
  // A whole-body answer's options: each is a body of its own, with resultado beside its fields.
  const options = (call.answer._zod.def as unknown as { options: unknown[] }).options;
  return options.map((option) => ({ allOf: [wire(option as never), { type: 'object', required: ['resultado'], properties: ok }] }));
}

function operation(call: ApiCall, tag: string, examples: OperationExamples, wire: ReturnType<typeof wireSchemas>): JsonSchema {
  const success = successSchemas(call, wire.wire);
  const signIn = !call.path.startsWith('/api/');
  return {
    operationId: operationIdOf(call),
    tags: [tag],
    summary: call.summary,
    ...(call.assumed ? { 'x-assumed': call.assumed } : {}),
    ...(signIn ? { security: [] } : {}),
    parameters: parameters(call, wire.component),
    responses: {
      '200': {
        description: call.wholeBody
          ? "Success, with the document in `datos` or its fields beside `resultado`; or a refusal, whose `motivo` the console shows."
          : 'Success, with the answer in `datos`; or a refusal, whose `motivo` the console shows.',
        content: {
          'application/json': {
            schema: { oneOf: [...success, ref('Refusal')] },
            examples: {
              ok: { summary: 'An answer of the demo API', value: examples.ok },
              ...(examples.refusal ? { refusal: { summary: 'The demo refuses the call without its parameters', value: examples.refusal } } : {}),
            },
          },
        },
      },
      ...(signIn ? {} : { '401': { $ref: '#/components/responses/SessionEnded' } }),
      '4XX': { $ref: '#/components/responses/Refused' },
      '5XX': { $ref: '#/components/responses/ServerError' },
    },
  };
}

interface OperationExamples {
  ok: unknown;
  refusal?: unknown;
}

/** The answer's example: its success as the demo gave it, lists and maps cut to two items. */
async function examplesOf(call: ApiCall, demo: DemoApi, isMap: boolean): Promise<OperationExamples> {
  const answer = await demo.answer(call);
  const body = answer.body as { resultado?: unknown; datos?: unknown };
  if (answer.status !== 200 || body.resultado !== 'ok') {
    throw new Error(`${call.method} ${call.path}: the demo refuses the examples: ${JSON.stringify(body)}`);
  }
  const ok = call.wholeBody ? shortened(body) : { ...body, datos: shortened(body.datos, isMap) };
  const refusal = (await demo.refusal(call))?.body;
  return { ok, refusal };
}

function refusalResponse(description: string, example: unknown): JsonSchema {
  return {
    description,
    content: { 'application/json': { schema: ref('Refusal'), examples: { demo: { summary: 'As the demo API answers it', value: example } } } },
  };
}

/** The invoice PDF service: a path of its own, on its own server. */
function invoicePdfPath(wire: ReturnType<typeof wireSchemas>): JsonSchema {
  const external = invoicePdf.external as NonNullable<ApiCall['external']>;
  return {
    servers: [
      {
        url: '{invoicePdfUrl}',
        description: `The document service's invoice address: the build setting ${external.setting}.`,
        variables: { invoicePdfUrl: { default: external.example } },
      },
    ],
    get: {
      operationId: operationIdOf(invoicePdf),
      tags: [INVOICE_PDF_TAG],
      summary: invoicePdf.summary,
      description: 'A link the console opens in a new tab, without the bearer token; without the build setting the invoice has no link.',
      'x-assumed': invoicePdf.assumed,
      security: [],
      parameters: parameters(invoicePdf, wire.component),
      responses: {
        '200': { description: 'The invoice as a PDF.', content: { 'application/pdf': { schema: { type: 'string', contentEncoding: 'binary' } } } },
        '4XX': { description: 'No document: the new tab shows what the service answers.' },
      },
    },
  };
}

/** The whole document; examples come from the demo API (see examples.ts for the clock). */
export async function contractOpenApi(demo: DemoApi): Promise<JsonSchema> {
  const wire = wireSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: JsonSchema[] = [];
  for (const family of CALL_FAMILIES) {
    tags.push({ name: family.title, description: `The ${family.title.toLowerCase()} calls (${family.spec}).` });
    for (const call of Object.values(family.calls)) {
      const byMethod = (paths[call.path] ??= {});
      const isMap = Boolean(call.answer && 'additionalProperties' in wire.wire(call.answer as never));
      byMethod[call.method.toLowerCase()] = operation(call, family.title, await examplesOf(call, demo, isMap), wire);
    }
  }
  tags.push({ name: INVOICE_PDF_TAG, description: 'The external document service that writes an invoice as a PDF (spec 02 §7).' });
  paths[invoicePdf.path] = invoicePdfPath(wire);

  const someRead = CALL_FAMILIES[1].calls[Object.keys(CALL_FAMILIES[1].calls)[0]];
  wire.component('Refusal', () => REFUSAL);
  // The envelope's shapes are referenced before they are built: built here, whatever the calls reached.
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academies API, as the console calls and reads it',
      version: '1',
      description: [
        'Written by `npm run contract` from the console\'s contract (src/contract/); a test fails when it is stale.',
        "Every call sends its parameters in the query string (the body is empty for every method) and `Authorization: Bearer <token>` but the sign-in's.",
        "Every answer is the envelope: `resultado: 'ok'` with `datos`, or a refusal with `motivo`. Dates are ISO 8601, numbers JSON numbers, booleans JSON booleans, codes as their lists write them.",
        TOLERANCE,
        EXTENSIONS,
      ].join('\n\n'),
    },
    servers: [
      {
        url: '{apiUrl}',
        description: 'The API: the build setting VITE_API_URL. The default is the demo API over HTTP (`npm run demo:api`).',
        variables: { apiUrl: { default: DEMO_API_ORIGIN } },
      },
    ],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "The session's token, as the sign-in (`GET /login/core`) gives it." },
      },
      responses: {
        SessionEnded: refusalResponse(
          "The session is missing, expired or not valid: the console ends it and sends the user to /login, which shows the `motivo`, and returns after the sign-in.",
          (await demo.withoutSession(someRead)).body,
        ),
        Refused: refusalResponse(
          "Any other 4xx is a refusal like one sent with 200: the call's error with the `motivo`; the session stays. A read-only role (CONSULTOR) meets 403 on a write. Never asked again.",
          (await demo.underFault(someRead, 'forbidden')).body,
        ),
        ServerError: refusalResponse(
          "A failure: the call's error with the `motivo` when the body is the envelope, else 'No se ha podido procesar la petición'. A read is asked again (marketing up to 3 times, the other areas once); a change never.",
          (await demo.underFault(someRead, 'http500-envelope')).body,
        ),
      },
      schemas: Object.fromEntries(Object.entries(wire.components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
