// The written contract proved by a server generated from it alone: Prism's mock of
// docs/openapi.json answers the run's real-API build (served by deploy/serve), which signs in,
// shows a list of each area with the rows of the contract's examples, and a refusal's motivo.
// Prism answers each call with its first example; a refusal example is chosen by the `Prefer`
// header, which the console never sends: a proxy in front of Prism adds it for one path.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { notificationText } from './support/browser';
import { get, openServedConsole, type ServedConsole } from './support/hosting';
import { freePort, type RealApiBuild } from './support/realApiBuild';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the contract's examples, walked by path

const contract = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as Json;
const okExample = (route: string) => contract.paths[route].get.responses['200'].content['application/json'].examples.ok.value;
const refusalExample = (route: string) => contract.paths[route].get.responses['200'].content['application/json'].examples.refusal.value;

/** Prism's mock of the contract on a free port, behind a proxy on `port` that asks for the refusal of the paths in `refusing`. */
async function startGeneratedMock(port: number) {
  const prismPort = await freePort();
  const prism: ChildProcess = spawn(path.join('node_modules', '.bin', 'prism'), ['mock', '-h', '127.0.0.1', '-p', String(prismPort), 'docs/openapi.json'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  prism.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => prism.once('exit', resolve));
  const refusing = new Set<string>();
  const proxy = http.createServer((request, response) => {
    const headers = { ...request.headers, host: `127.0.0.1:${prismPort}` };
    if (refusing.has(new URL(request.url ?? '/', 'http://proxy').pathname)) Object.assign(headers, { prefer: 'example=refusal' });
    const forwarded = http.request({ host: '127.0.0.1', port: prismPort, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  await vi.waitFor(
    async () => {
      if (prism.exitCode !== null) throw new Error(`prism stopped: ${errors}`);
      await get(`http://127.0.0.1:${prismPort}/login/core?token=demo`);
    },
    { timeout: 60_000, interval: 200 },
  );
  return {
    refusing,
    async close() {
      await new Promise((resolve) => proxy.close(resolve));
      if (prism.exitCode === null) prism.kill('SIGTERM');
      await exited;
    },
  };
}

const build = inject('realApiBuild') as RealApiBuild | undefined;

describe.runIf(build)('a mock generated from docs/openapi.json alone drives the real-API build', () => {
  let mock: Awaited<ReturnType<typeof startGeneratedMock>>;
  let served: ServedConsole;

  beforeAll(async () => {
    const { dist, apiPort } = build as RealApiBuild;
    mock = await startGeneratedMock(apiPort);
    served = await openServedConsole(dist);
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await mock?.close();
  });

  it("signs in with the session of the contract's example", async () => {
    await served.signIn();
    const stored = JSON.parse((await served.page.evaluate(() => localStorage.getItem('access_token'))) ?? '{}');
    expect(stored).toMatchObject({ token: okExample('/login/core').datos.token });
  });

  it.each([
    ['/marketing/gestion/leads', '/api/core/marketing/feedback/list/CRM', 'email'],
    ['/contabilidad/facturas', '/api/core/interno/documentacion/factura/list', 'codigo'],
    ['/clientes/valoraciones', '/api/core/alumnos/valoracion-alumnos/list', 'alumnoNombre'],
    ['/administracion/centros-estudio', '/api/core/datos/centro-estudios/list', 'nombre'],
    ['/personal/administracion', '/api/core/personal/usuario/list', 'nombre'],
  ])('%s shows the rows of the example of %s', async (screen, route, field) => {
    const { page, origin } = served;
    await page.goto(`${origin}${screen}`);
    const rows = okExample(route).datos as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await page.getByRole('cell', { name: String(row[field]), exact: true }).first().waitFor();
  });

  it("shows a refusal example's motivo as the list's load error", async () => {
    const route = '/api/core/contabilidad/caja/list';
    mock.refusing.add(route);
    const { page, origin } = served;
    await page.goto(`${origin}/contabilidad/cajas`);
    await notificationText(page).toContain('Error al recuperar las cajas');
    await notificationText(page).toContain(refusalExample(route).motivo);
    await page.getByText('No hay datos').waitFor();
  });
});
