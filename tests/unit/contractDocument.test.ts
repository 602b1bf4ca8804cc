import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES, contractOpenApi } from '../../scripts/contractDocument';

describe('the contract documents', () => {
  it.each(Object.entries(CONTRACT_FILES))('%s is up to date (npm run contract writes it)', (file, write) => {
    expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run contract`).toBe(write());
  });

  it('describe the sign-in as OpenAPI 3.1: its query, and its assumed fields marked', () => {
    const openapi = contractOpenApi() as { openapi: string; paths: Record<string, { get: { parameters: { name: string }[]; responses: unknown } }> };
    expect(openapi.openapi).toBe('3.1.0');
    const signIn = openapi.paths['/login/core'].get;
    expect(signIn.parameters.map((parameter) => parameter.name)).toEqual(['token']);
    const datos = (signIn.responses as { 200: { content: { 'application/json': { schema: { properties: { datos: { properties: Record<string, Record<string, string>>; required: string[] } } } } } } })[200]
      .content['application/json'].schema.properties.datos;
    expect(datos.required).toEqual(['token']);
    expect(datos.properties.rol['x-origin']).toBe('assumed');
    expect(datos.properties.username['x-origin']).toBe('spec');
    expect(datos.properties.token['x-use']).toBe('computed');
  });
});
