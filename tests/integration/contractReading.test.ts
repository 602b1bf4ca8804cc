// The data provider reads every answer through its call's contract (DESIGN.md, "Reading
// answers"): what a real server may send that the demo never does, on the study centres' list.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../src/authProvider/signIn';
import { notifications } from '../../src/common/notifications';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadDeclarations } from '../../src/screens/registry';
import { setUpMswServer, TEST_API } from '../support/demoApi';

const LIST = `${TEST_API}/api/core/datos/centro-estudios/list`;
const server = setUpMswServer();
const dataProvider = createDataProvider(
  createSourceCatalogue({ sources: await loadDeclarations() }),
  createHttpClient({ baseUrl: TEST_API, getToken: () => 'token' }),
);
const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'nombre', order: 'ASC' as const }, filter: {} };
const answering = (datos: unknown) => server.use(http.get(LIST, () => HttpResponse.json({ resultado: 'ok', datos })));
const list = () => dataProvider.getList('administracion/centros-estudio', params);

let logged: string[];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((message: unknown) => void logged.push(String(message)));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The browser's storage of the session, in memory. */
function stubStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  return stored;
}

describe('an answer that cannot be read', () => {
  it.each([
    ['datos null', null, 'la respuesta'],
    ['an object where a list is expected', { centros: [] }, 'la respuesta'],
    ['items with only an id', [{ id: 1 }], 'elemento 0, campo nombre'],
    ['a name that is an object', [{ id: 1, nombre: 'IES Goya', provincia: 'Madrid' }, { id: 2, nombre: { es: 'IES' } }], 'elemento 1, campo nombre'],
  ])('%s: fails with the unreadable-answer text, and says where once in the console', async (_, datos, where) => {
    answering(datos);
    await expect(list()).rejects.toThrow('No se ha podido procesar la petición');
    await expect(list()).rejects.toThrow('No se ha podido procesar la petición');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('GET /api/core/datos/centro-estudios/list');
    expect(logged[0]).toContain(where);
  });
});

describe('an answer shaped differently but readable', () => {
  it('reads ids and names written as numbers, and leaves an unreadable shown field empty', async () => {
    answering([
      { id: '7', nombre: 1492, provincia: { nombre: 'Madrid' } },
      { id: 8, nombre: 'IES Goya' },
    ]);
    const { data, total } = await list();
    expect(total).toBe(2);
    expect(data).toEqual([
      { id: 7, nombre: '1492', provincia: null },
      { id: 8, nombre: 'IES Goya', provincia: null },
    ]);
    expect(logged).toEqual([]);
  });
});

describe('the sign-in answer', () => {
  it("without a token is a failed sign-in: 'Error iniciando sesión' with the reason, nothing stored", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ resultado: 'ok', datos: { username: 'Ana', foto: 'x.png' } }));
    const stored = stubStorage();
    expect(await signIn('credencial')).toBeUndefined();
    expect(notifications.current()).toMatchObject({ type: 'error', title: 'Error iniciando sesión', content: 'No se ha podido procesar la petición' });
    expect(stored.size).toBe(0);
  });

  it('with a token stores the session and greets the user', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ resultado: 'ok', datos: { token: 'abc', username: 'Ana', centro: 'GOYA' } }));
    const stored = stubStorage();
    expect(await signIn('credencial')).toMatchObject({ token: 'abc', username: 'Ana', centro: 'GOYA', foto: null, rol: null });
    expect(notifications.current()).toMatchObject({ type: 'success', title: 'Sesión iniciada', content: 'Hola, Ana' });
    expect(JSON.parse(stored.get('access_token') ?? '{}')).toMatchObject({ token: 'abc' });
  });
});
