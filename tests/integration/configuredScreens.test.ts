// The example folder's screens, compiled from their files, read and write the demo API's
// classrooms and suppliers through the console's data provider (issue 41): the same calls, the
// same contract reading and the same refusals as a compiled screen's.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { resetDb } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';
import { checkScreenText } from '../../src/screenFile/check';
import { failure } from '../support/failures';
import { setUpMswServer } from '../support/demoApi';

function screenOf(file: string) {
  const checked = checkScreenText(file, readFileSync(`src/demo/pantallas/${file}`, 'utf8'), { compiledRoutes: [] });
  if (!checked.ok) throw new Error(`${file} refused`);
  return checked.screen.schema;
}

const CLASSROOMS = 'administracion/aulas';
const SUPPLIERS = 'contabilidad/proveedores';
const catalogue = createSourceCatalogue({ sources: [screenOf('aulas.json'), screenOf('proveedores.json')] });
const server = setUpMswServer(...handlers);
/** The demo trusts any bearer token it could have issued ('demo-…'). */
const dataProvider = createDataProvider(catalogue, createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'demo-pruebas' }));
const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'nombre', order: 'ASC' as const } };

let seen: string[] = [];
beforeEach(() => {
  resetDb({ scale: 1 });
  seen = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

describe('the classrooms screen, from its file', () => {
  it("lists the chosen academy's rooms, each read through the file's fields", async () => {
    const { data } = await dataProvider.getList(CLASSROOMS, { ...page, filter: { centro: 'GOYA' } });
    expect(seen).toEqual(['GET /api/core/interno/aula/list?centro=GOYA']);
    expect(data.length).toBeGreaterThanOrEqual(4);
    for (const room of data) {
      expect(Object.keys(room).sort()).toEqual(['accesible', 'alta', 'capacidad', 'centro', 'id', 'nombre', 'planta']);
      expect(room).toMatchObject({ id: expect.any(Number), centro: 'GOYA', capacidad: expect.any(Number), accesible: expect.any(Boolean) });
      expect(room.alta).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("creates, updates and deletes a room with the dialogs' values in the API's formats", async () => {
    const values = { nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: '14', accesible: true, alta: '2025-09-15' };
    const { data: created } = await dataProvider.create(CLASSROOMS, { data: values });
    expect(seen).toEqual(['POST /api/core/interno/aula?nombre=Aula%20de%20m%C3%BAsica&centro=GOYA&planta=Primera&capacidad=14&accesible=true&alta=15%2F09%2F2025']);
    expect(created).toEqual({ id: expect.any(Number), nombre: 'Aula de música', centro: 'GOYA', planta: 'Primera', capacidad: 14, accesible: true, alta: '2025-09-15' });

    seen = [];
    const { data: updated } = await dataProvider.update(CLASSROOMS, { id: created.id, data: { ...created, capacidad: '16' }, previousData: created });
    expect(seen).toEqual([`PUT /api/core/interno/aula?id=${String(created.id)}&nombre=Aula%20de%20m%C3%BAsica&centro=GOYA&planta=Primera&capacidad=16&accesible=true&alta=15%2F09%2F2025`]);
    expect(updated).toMatchObject({ id: created.id, capacidad: 16 });

    seen = [];
    await dataProvider.delete(CLASSROOMS, { id: created.id, previousData: updated });
    expect(seen).toEqual([`DELETE /api/core/interno/aula?id=${String(created.id)}`]);
    const { data } = await dataProvider.getList(CLASSROOMS, { ...page, filter: { centro: 'GOYA' } });
    expect(data.map((room) => room.id)).not.toContain(created.id);
  });

  it("shows the server's refusal with its motivo, after the one call", async () => {
    const refusal = await failure(dataProvider.create(CLASSROOMS, { data: { nombre: 'Salón', centro: 'GOYA', planta: 'Baja', capacidad: '300' } }));
    expect(refusal.message).toBe('La capacidad debe ser un número entero entre 1 y 200');
    expect(seen).toHaveLength(1);
  });
});

describe('the suppliers screen, from its file', () => {
  it('lists every supplier with its yearly amount as a number', async () => {
    const { data } = await dataProvider.getList(SUPPLIERS, { ...page, filter: {} });
    expect(seen).toEqual(['GET /api/core/interno/proveedor/list']);
    expect(data.length).toBeGreaterThan(0);
    for (const supplier of data) expect(supplier).toMatchObject({ id: expect.any(Number), importe_anual: expect.any(Number), activo: expect.any(Boolean) });
  });
});
