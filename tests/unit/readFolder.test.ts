// Reading the folder of configured screens (src/screenFile/readFolder.ts): what the server's
// answers make of it, which files are left out and why, and what is never asked for.
import { describe, expect, it, vi } from 'vitest';
import { problemText } from '../../src/screenFile/check';
import { fileReader, readScreenFolder } from '../../src/screenFile/readFolder';

const COMPILED = ['/administracion/asignaturas', '/administracion/centros-estudio', '/contabilidad/facturas'];

/** A small correct file: a list of one academy's classrooms. */
const classrooms = {
  $schema: './screen.schema.json',
  version: 1,
  route: '/administracion/aulas',
  menu: { title: 'Aulas', icon: 'meeting-room' },
  readPolicy: 'cached',
  idField: 'id',
  fields: { id: { kind: 'number', use: 'computed' }, nombre: { kind: 'text', use: 'shown' }, centro: { kind: 'text', use: 'shown' } },
  calls: { list: { method: 'GET', path: '/api/core/interno/aula/list', query: { centro: { format: 'academy', control: 'centro' } } } },
  list: {
    title: 'Aulas',
    columns: [
      { type: 'text', field: 'nombre', label: 'Nombre' },
      { type: 'text', field: 'centro', label: 'Centro' },
    ],
    search: ['nombre'],
    sort: { column: 'nombre', order: 'ASC' },
    exportName: 'aulas',
    controls: [{ kind: 'academy', name: 'centro', label: 'Academia' }],
    loadErrorTitle: 'Error al cargar las aulas',
  },
};

/** Another, at another route. */
const suppliers = {
  ...classrooms,
  route: '/administracion/proveedores',
  menu: { group: 'Compras', title: 'Proveedores', icon: 'local-shipping' },
  calls: { list: { method: 'GET', path: '/api/core/interno/proveedor/list' } },
  list: { ...classrooms.list, title: 'Proveedores', columns: [{ type: 'text', field: 'nombre', label: 'Nombre' }], controls: undefined, exportName: 'proveedores', loadErrorTitle: 'Error al cargar los proveedores' },
};

const json = (value: unknown) => JSON.stringify(value);

/** A folder whose files are these texts (any other is missing), its reads counted. */
function folderOf(files: Record<string, string>) {
  return vi.fn(async (file: string) => files[file] ?? null);
}

const read = (files: Record<string, string>) => {
  const readFile = folderOf(files);
  return { readFile, folder: readScreenFolder({ compiledRoutes: COMPILED, readFile }) };
};

const routes = (folder: Awaited<ReturnType<typeof readScreenFolder>>) => folder.screens.map(({ screen }) => screen.route);

describe('fileReader', () => {
  const answering = (response: () => Response) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());

  it('asks for /pantallas/<file> on the same origin, revalidated on every load', async () => {
    const fetchFile = answering(() => Response.json({ pantallas: [] }));
    expect(await fileReader(fetchFile)('index.json')).toBe('{"pantallas":[]}');
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile.mock.calls[0][0]).toBe('/pantallas/index.json');
    expect(fetchFile.mock.calls[0][1]).toMatchObject({ cache: 'no-cache', credentials: 'same-origin' });
  });

  it('reads a JSON answer with a charset, or of a +json type', async () => {
    const typed = (type: string) => answering(() => new Response('{}', { headers: { 'Content-Type': type } }));
    expect(await fileReader(typed('application/json; charset=utf-8'))('aulas.json')).toBe('{}');
    expect(await fileReader(typed('application/schema+json'))('aulas.json')).toBe('{}');
  });

  it("counts vite preview's index.html for a missing file as missing, as a 404", async () => {
    const html = answering(() => new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(await fileReader(html)('index.json')).toBeNull();
    const notFound = answering(() => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } }));
    expect(await fileReader(notFound)('index.json')).toBeNull();
    const jsonError = answering(() => Response.json({ error: 'no' }, { status: 500 }));
    expect(await fileReader(jsonError)('index.json')).toBeNull();
  });

  it('counts a file that does not come within its wait as missing', async () => {
    const silent = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect(await fileReader(silent, '/pantallas', 20)('index.json')).toBeNull();
    expect(silent).toHaveBeenCalledTimes(1);
  });

  it('counts a network failure as missing', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fileReader(offline)('index.json')).toBeNull();
  });
});

describe('readScreenFolder', () => {
  it('finds no screens and no problems without a folder, and asks for nothing but the index', async () => {
    const { readFile, folder } = read({});
    expect(await folder).toEqual({ screens: [], failed: [], misconfigured: [] });
    expect(readFile.mock.calls).toEqual([['index.json']]);
  });

  it('reads every listed file, in the index order, into screens', async () => {
    const { readFile, folder } = read({
      'index.json': json({ pantallas: ['proveedores.json', 'aulas.json'] }),
      'aulas.json': json(classrooms),
      'proveedores.json': json(suppliers),
    });
    const result = await folder;
    expect(routes(result)).toEqual(['/administracion/proveedores', '/administracion/aulas']);
    expect(result.failed).toEqual([]);
    const aulas = result.screens[1].screen;
    expect(aulas.schema.name).toBe('administracion/aulas');
    expect(aulas.menu).toEqual({ title: 'Aulas', icon: 'meeting-room' });
    expect(result.screens[0].screen.menu).toEqual({ group: 'Compras', title: 'Proveedores', icon: 'local-shipping' });
    expect(readFile).toHaveBeenCalledTimes(3);
  });

  it('leaves a broken file out alone, with its problems, and keeps its route for them', async () => {
    const misspelled = { ...classrooms, route: '/administracion/aulas-rotas', list: { ...classrooms.list, columns: [{ type: 'text', field: 'nombr', label: 'Nombre' }] } };
    const { folder } = read({
      'index.json': json({ pantallas: ['aulas.json', 'rotas.json', 'proveedores.json'] }),
      'aulas.json': json(classrooms),
      'rotas.json': json(misspelled),
      'proveedores.json': json(suppliers),
    });
    const result = await folder;
    expect(routes(result)).toEqual(['/administracion/aulas', '/administracion/proveedores']);
    expect(result.failed).toHaveLength(1);
    const [failed] = result.failed;
    expect(failed).toMatchObject({ file: 'rotas.json', route: '/administracion/aulas-rotas' });
    expect(failed.problems).toContainEqual(expect.objectContaining({ file: 'rotas.json', path: '$.list.columns[0].field', received: '"nombr"', suggestion: 'nombre' }));
    expect(result.misconfigured.map((file) => file.route)).toEqual(['/administracion/aulas-rotas']);
  });

  it("leaves out a file that takes a compiled screen's route, or one under it, and shows nothing there: the compiled screen wins", async () => {
    const { folder } = read({
      'index.json': json({ pantallas: ['asignaturas.json', 'dentro.json', 'aulas.json'] }),
      'asignaturas.json': json({ ...classrooms, route: '/administracion/asignaturas' }),
      'dentro.json': json({ ...classrooms, route: '/contabilidad/facturas/rectificativas' }),
      'aulas.json': json(classrooms),
    });
    const result = await folder;
    expect(routes(result)).toEqual(['/administracion/aulas']);
    expect(result.failed.map((failed) => failed.file)).toEqual(['asignaturas.json', 'dentro.json']);
    expect(result.failed[1].problems).toEqual([
      {
        file: 'dentro.json',
        path: '$.route',
        expected: 'una ruta libre: "/contabilidad/facturas" es de una pantalla compilada, que tiene preferencia',
        received: '"/contabilidad/facturas/rectificativas"',
      },
    ]);
    expect(result.misconfigured).toEqual([]);
  });

  it('gives a route two files name, or one under it, to the first listed', async () => {
    const { folder } = read({
      'index.json': json({ pantallas: ['aulas.json', 'aulas-bis.json', 'aulas-planta.json'] }),
      'aulas.json': json(classrooms),
      'aulas-bis.json': json({ ...classrooms, menu: { title: 'Aulas bis', icon: 'school' } }),
      'aulas-planta.json': json({ ...classrooms, route: '/administracion/aulas/planta' }),
    });
    const result = await folder;
    expect(result.screens.map(({ screen }) => screen.file)).toEqual(['aulas.json']);
    expect(result.failed).toEqual([
      {
        ok: false,
        file: 'aulas-bis.json',
        route: '/administracion/aulas',
        title: 'Aulas bis',
        problems: [{ file: 'aulas-bis.json', path: '$.route', expected: 'una ruta libre: "/administracion/aulas" es de aulas.json, que va antes en el índice', received: '"/administracion/aulas"' }],
        fingerprint: 'c93af1aa',
      },
      {
        ok: false,
        file: 'aulas-planta.json',
        route: '/administracion/aulas/planta',
        title: 'Aulas',
        problems: [{ file: 'aulas-planta.json', path: '$.route', expected: 'una ruta libre: "/administracion/aulas" es de aulas.json, que va antes en el índice', received: '"/administracion/aulas/planta"' }],
        fingerprint: 'd419efc6',
      },
    ]);
    expect(result.misconfigured).toEqual([]);
  });

  it("keeps a broken file's route for its problems only when it is well written and no other screen's", async () => {
    const broken = (route: unknown) => json({ ...classrooms, route, list: { ...classrooms.list, columns: [{ type: 'text', field: 'nombr', label: 'Nombre' }] } });
    const { folder } = read({
      'index.json': json({ pantallas: ['a.json', 'b.json', 'c.json', 'd.json', 'e.json', 'f.json'] }),
      'a.json': broken('/administracion/rotas'),
      'b.json': broken('/administracion/rotas'),
      'c.json': broken('/*'),
      'd.json': broken('/administracion/:id'),
      'e.json': broken('/administracion/asignaturas'),
      'f.json': broken(42),
    });
    const result = await folder;
    expect(result.failed.map((failed) => failed.file)).toEqual(['a.json', 'b.json', 'c.json', 'd.json', 'e.json', 'f.json']);
    expect(result.misconfigured.map((failed) => [failed.file, failed.route])).toEqual([['a.json', '/administracion/rotas']]);
  });

  it('says which listed file is missing and which is not JSON, and reads the rest', async () => {
    const { folder } = read({
      'index.json': json({ pantallas: ['aulas.json', 'perdida.json', 'texto.json'] }),
      'aulas.json': json(classrooms),
      'texto.json': '{ "version": 1, ',
    });
    const result = await folder;
    expect(routes(result)).toEqual(['/administracion/aulas']);
    expect(result.failed.map((failed) => failed.file)).toEqual(['perdida.json', 'texto.json']);
    expect(result.failed.map((failed) => failed.problems.map(problemText))).toEqual([
      ['perdida.json, $: se esperaba el archivo, que no está en la carpeta; no llegó nada.'],
      [expect.stringMatching(/^texto\.json, \$: se esperaba un documento JSON; llegó un texto que no es JSON/)],
    ]);
  });

  it('reports a broken index as the problem of index.json, and reads no file', async () => {
    for (const index of ['pantallas: aulas.json', json({ pantalla: ['aulas.json'] }), json({ pantallas: ['../secreto.json'] })]) {
      const { readFile, folder } = read({ 'index.json': index, 'aulas.json': json(classrooms) });
      const result = await folder;
      expect(result.screens).toEqual([]);
      expect(result.failed).toHaveLength(1);
      expect(result.failed[0].file).toBe('index.json');
      expect(result.failed[0].problems.length).toBeGreaterThan(0);
      expect(readFile).toHaveBeenCalledTimes(1);
    }
  });
});
