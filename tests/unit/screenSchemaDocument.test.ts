// The screen format's JSON Schema (docs/screen.schema.json, and its copy beside the example
// folder's files) is written from the zod schema and fresh: `npm run contract` runs this file
// with --update to write it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_SCHEMA_FILES, screenSchemaText } from '../../scripts/contract/screenSchema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed JSON Schema, walked by path

describe("the screen format's JSON Schema", () => {
  it.each(SCREEN_SCHEMA_FILES)('%s is up to date (npm run contract writes it)', async (file) => {
    await expect(screenSchemaText()).toMatchFileSnapshot(path.resolve(file));
  });

  it('admits "$schema", requires what every file says, and rejects keys it does not know', () => {
    const schema = JSON.parse(screenSchemaText()) as Json;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties as Json)).toEqual([
      '$schema', 'version', 'route', 'menu', 'readPolicy', 'write', 'idField', 'fields', 'calls', 'list', 'create', 'edit', 'delete',
    ]);
    expect(schema.required).toEqual(['version', 'route', 'menu', 'readPolicy', 'fields', 'calls', 'list']);
    expect(schema.properties.version).toMatchObject({ const: 1 });
    expect(schema.properties.route.pattern).toBe('^\\/(marketing|contabilidad|administracion|personal|clientes)(\\/[a-z0-9]+(-[a-z0-9]+)*)+$');
  });

  it('is the one the example files name', () => {
    for (const file of ['aulas.json', 'proveedores.json']) {
      expect((JSON.parse(readFileSync(`src/demo/pantallas/${file}`, 'utf8')) as Json).$schema, file).toBe('./screen.schema.json');
    }
  });
});
