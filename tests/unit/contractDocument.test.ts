// The written contract (docs/openapi.json, docs/api-contract.md): fresh, lint-clean under
// Redocly's recommended rules, valid for swagger-parser, usable by openapi-typescript, and honest
// about what the spec says. `npm run contract` runs this file with --update to write the files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_DAY } from '../../scripts/contract/examples';
import { CONTRACT_FILES, contractFiles } from '../../scripts/contract/files';
import { invoicePdf } from '../../src/contract/facturas';
import { invoicePdfUrl } from '../../src/screens/contabilidad/facturas';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked by path

const bin = (name: string) => path.join('node_modules', '.bin', name);
const METHODS = ['get', 'post', 'put', 'delete'];

let files: Awaited<ReturnType<typeof contractFiles>>;
let doc: Json;
const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method] as Json })),
  );
const operation = (method: string, route: string) => doc.paths[route][method] as Json;
const schemaOf = (name: string) => doc.components.schemas[name] as Json;

beforeAll(async () => {
  // The demo dates what it creates and seeds up to today: the examples are taken on a fixed day.
  vi.useFakeTimers({ now: EXAMPLE_DAY, toFake: ['Date'] });
  try {
    files = await contractFiles();
  } finally {
    vi.useRealTimers();
  }
  doc = JSON.parse(files['docs/openapi.json']);
}, 60_000);

describe('the written contract', () => {
  it.each(CONTRACT_FILES)('%s is up to date (npm run contract writes it)', async (file) => {
    await expect(files[file]).toMatchFileSnapshot(path.resolve(file));
  });

  it("passes Redocly's recommended rules without a problem (redocly.yaml says why one is off)", () => {
    const output = execFileSync(bin('redocly'), ['lint', 'docs/openapi.json', '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const { totals } = JSON.parse(output.slice(output.indexOf('{'))) as { totals: { errors: number; warnings: number } };
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('is valid OpenAPI for swagger-parser', async () => {
    await expect(SwaggerParser.validate(path.resolve('docs/openapi.json'))).resolves.toMatchObject({ openapi: '3.1.0' });
  });

  it('names each of its 76 calls by a stable operationId made of its method and path', () => {
    const ids = operations().map(({ operation: { operationId } }) => operationId as string);
    expect(ids).toHaveLength(77); // the 76 calls of the spec and the invoice PDF service
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|delete)[A-Z][A-Za-z0-9]*$/);
    expect(operation('get', '/api/core/marketing/feedback/list/CRM').operationId).toBe('getMarketingFeedbackListCrm');
    expect(operation('put', '/api/core/contabilidad/{kind}').operationId).toBe('putContabilidadByKind');
    expect(operation('get', '/login/core').operationId).toBe('getLoginCore');
  });

  it('has a server with a variable base URL, and signs in without a bearer token', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '{apiUrl}', variables: { apiUrl: { default: 'http://127.0.0.1:8787' } } })]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/login/core').security).toEqual([]);
    expect(operation('get', '/api/core/datos/centro-estudios/list').security).toBeUndefined();
  });

  it('answers every call with a success or a refusal, and describes 401, other 4xx and 5xx', () => {
    for (const { route, method, operation: { responses } } of operations().filter(({ route }) => route.startsWith('/api/'))) {
      const where = `${method} ${route}`;
      const { oneOf } = responses['200'].content['application/json'].schema;
      expect(oneOf.at(-1), where).toEqual({ $ref: '#/components/schemas/Refusal' });
      for (const success of oneOf.slice(0, -1)) {
        const shape = success.allOf ? success.allOf[1] : success;
        expect(shape.properties.resultado, where).toEqual({ const: 'ok' });
      }
      expect(responses['401'], where).toEqual({ $ref: '#/components/responses/SessionEnded' });
      expect(responses['4XX'], where).toEqual({ $ref: '#/components/responses/Refused' });
      expect(responses['5XX'], where).toEqual({ $ref: '#/components/responses/ServerError' });
    }
    expect(schemaOf('Refusal').properties.resultado.not).toEqual({ const: 'ok' });
  });

  it('requires only what the spec requires: the session\'s token, username and foto', () => {
    const required = Object.entries(doc.components.schemas as Record<string, Json>).flatMap(([name, schema]) =>
      (schema.required ?? []).map((field: string) => `${name}.${field}`),
    );
    expect(required).toEqual(['Refusal.resultado', 'Sesion.token', 'Sesion.username', 'Sesion.foto']);
    // Spec 02 §3: an academy without a closing date is active.
    expect(schemaOf('Academia').properties.fechaCierre['x-console-needs'].use).toBe('computes with it');
  });

  it('marks what the spec does not name as assumed, and what it names as such', () => {
    expect(schemaOf('Attendance')['x-assumed']).toMatch(/VIENE only/);
    expect(schemaOf('Objective')['x-assumed']).toBeDefined();
    expect(schemaOf('EducationLevel')['x-assumed']).toBeDefined();
    expect(schemaOf('ContactMethod')['x-assumed']).toBeDefined();
    expect(schemaOf('PaymentType')['x-assumed']).toBeDefined();
    expect(schemaOf('PromoCompatibility')).toMatchObject({ enum: ['PAGO', 'TARIFA', 'INTENSIVO', 'PACK'], description: 'Named by spec 02 §3.' });
    expect(schemaOf('LeadState')).toMatchObject({ description: 'Named by spec 01 §4.' });
    expect(schemaOf('Asignatura').properties.nombre_completo['x-assumed']).toBeUndefined();
    expect(schemaOf('Sesion').properties.rol['x-assumed']).toBe('The spec does not name this field.');
    expect(operation('delete', '/api/core/marketing/feedback')['x-assumed']).toMatch(/method/);
    expect(schemaOf('Day')['x-assumed']).toBeDefined();
  });

  it('offers TODOS only on centros[] of the reads that send it, never on a single academy', () => {
    const withAll = operations().flatMap(({ route, method, operation: { parameters } }) =>
      (parameters as Json[])
        .filter((parameter) => JSON.stringify(parameter.schema).includes('AllAcademies'))
        .map((parameter) => `${method} ${route} ${parameter.name}${parameter['x-assumed'] ? ' (assumed)' : ''}`),
    );
    expect(withAll).toEqual([
      'get /api/core/marketing/feedback/list centros[]',
      'get /api/core/marketing/feedback/list/analysis centros[] (assumed)',
    ]);
  });

  it('gives every call a request example, an answer from the demo, and a refusal where the demo refuses one', () => {
    let refusals = 0;
    for (const { route, method, operation: { parameters, responses } } of operations().filter(({ route }) => route.startsWith('/'))) {
      for (const parameter of parameters as Json[]) if (parameter.required) expect(parameter.example, `${method} ${route} ${parameter.name}`).toBeDefined();
      const content = responses['200'].content['application/json'];
      if (!content) continue;
      expect(content.examples.ok.value.resultado, `${method} ${route}`).toBe('ok');
      if (content.examples.refusal) {
        refusals += 1;
        expect(content.examples.refusal.value).toEqual({ resultado: 'error', motivo: expect.any(String) });
      }
    }
    expect(refusals).toBeGreaterThan(40);
    expect(operation('get', '/api/core/datos/centro-estudios/list/provincia').parameters[0]).toMatchObject({ name: 'provincia', example: 'Madrid' });
    expect(doc.components.responses.Refused.content['application/json'].examples.demo.value).toEqual({
      resultado: 'error',
      motivo: 'No tienes permiso para realizar esta operación',
    });
  });

  it("describes the CSV document's two spellings and the invoice PDF service", () => {
    const { oneOf } = operation('get', '/api/core/interno/documento-csv').responses['200'].content['application/json'].schema;
    expect(oneOf).toHaveLength(3);
    expect(oneOf[0].allOf[0].properties.datos).toEqual({ $ref: '#/components/schemas/ContenidoDocumentoCsv' });
    expect(oneOf[1].allOf[0]).toEqual({ $ref: '#/components/schemas/ContenidoDocumentoCsv' });

    const pdf = doc.paths['/'];
    expect(pdf.servers[0]).toMatchObject({ url: '{invoicePdfUrl}' });
    expect(pdf.get.parameters.map((parameter: Json) => parameter.name)).toEqual(['academia', 'numero_factura', 'cliente', 'nif', 'referencia', 'fecha_emision', 'concepto', 'importe']);
    // The contract's names are the ones the console writes into the link.
    const link = new URL(invoicePdfUrl({ id: 1, codigo: 'A', fecha: '2026-11-03', importe: 1, nombreAlumno: 'B', centro: 'GOYA', titularFactura: 'C', identificacionCliente: 'D', concepto: 'E', anulada: false }, 'https://pdf.example/f') as string);
    expect([...link.searchParams.keys()]).toEqual(Object.keys(invoicePdf.query ?? {}));
  });

  it('opens the markdown with the envelope, the statuses and the formats, with a table of contents and no internal type names', () => {
    const markdown = files['docs/api-contract.md'];
    const headings = markdown.match(/^## .+$/gm);
    expect(headings?.slice(0, 6)).toEqual(['## Contents', '## Every call', '## The envelope', '## Statuses, and what is asked again', '## Formats', '## Code lists']);
    expect(markdown).not.toMatch(/\b(pipe|union|optional|nullable)\b/);
    expect(markdown.match(/a number is read as its digits/g)).toBeNull();
    expect(markdown.match(/also reads numbers written as numeric texts/g)).toHaveLength(1);
  });
});

describe('the types openapi-typescript generates from it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compile, with a named type per record and no field typed as a number or a text at once', () => {
    const types = path.join(dir, 'api.d.ts');
    execFileSync(bin('openapi-typescript'), ['docs/openapi.json', '-o', types], { stdio: 'pipe' });
    const generated = readFileSync(types, 'utf8');
    expect(generated.match(/string \| number \| null/g)).toBeNull();
    // A client written against the named types: it compiles only if they exist with these fields.
    writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { components, operations } from './api';",
        "type Schemas = components['schemas'];",
        "export const lead: Pick<Schemas['Lead'], 'estado' | 'primerContacto'> = { estado: 'CLIENTE_CAPTADO', primerContacto: '2026-10-01T09:44:37' };",
        "export const invoice: Schemas['Factura']['importe'] = 95.5;",
        "export const cashState: Schemas['Caja']['estado'] = 'ABIERTA';",
        "export const session: Pick<Schemas['Sesion'], 'token' | 'username' | 'foto'> = { token: 't', username: 'Ana', foto: null };",
        "export type CrmQuery = operations['getMarketingFeedbackListCrm']['parameters']['query'];",
        "export const query: CrmQuery = { mes: '11/2026', centro: 'GOYA' };",
      ].join('\n'),
    );
    expect(() => execFileSync(bin('tsc'), ['--noEmit', '--strict', '--skipLibCheck', path.join(dir, 'client.ts')], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
