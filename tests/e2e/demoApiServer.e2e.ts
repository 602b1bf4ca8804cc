// Trying the production build locally, as the README says: the run's real-API build served by
// deploy/serve, its API answered by `npm run demo:api <port>` in a process of its own. The user
// signs in through Google's button (answered by the test with the demo's credential), and a
// screen shows the demo's data over HTTP; the tables served for configured screens (issue 41)
// answer over HTTP too; a fault set on the demo API shows its motivo.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationText } from './support/browser';
import { openServedConsole, startDemoApi, type ServedConsole } from './support/hosting';
import type { RealApiBuild } from './support/realApiBuild';

const build = inject('realApiBuild') as RealApiBuild | undefined;

describe.runIf(build)('the real-API build against npm run demo:api', () => {
  let demoApi: Awaited<ReturnType<typeof startDemoApi>>;
  let served: ServedConsole;
  const { dist, apiOrigin, apiPort } = build ?? ({} as RealApiBuild);

  beforeAll(async () => {
    demoApi = await startDemoApi(apiOrigin, apiPort);
    served = await openServedConsole(dist);
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await demoApi?.stop();
  });

  it('signs in with the demo credential and shows the demo’s study centres', async () => {
    const { page, origin } = served;
    await served.signIn();
    await notificationText(page).toContain('Hola, Ana Demo');

    await page.goto(`${origin}/administracion/centros-estudio?buscar=complutense`);
    await page.getByRole('cell', { name: 'Universidad Complutense de Madrid', exact: true }).waitFor();
  });

  it('serves over HTTP the tables of configured screens too: a list, a create, the list again', async () => {
    const signIn = (await (await fetch(`${apiOrigin}/login/core?token=demo`)).json()) as { datos: { token: string } };
    const headers = { Authorization: `Bearer ${signIn.datos.token}` };
    const classrooms = (await (await fetch(`${apiOrigin}/api/core/interno/aula/list?centro=GOYA`, { headers })).json()) as { resultado: string; datos: { centro: string }[] };
    expect(classrooms.resultado).toBe('ok');
    expect(classrooms.datos.length).toBeGreaterThanOrEqual(4);
    expect(new Set(classrooms.datos.map((room) => room.centro))).toEqual(new Set(['GOYA']));

    const supplier = 'nombre=Limpiezas%20Vallecas%20S.L.&cif=B28765432&email=info%40limpiezasvallecas.es&telefono=915%20000%20111&categoria=LIMPIEZA';
    const created = (await (await fetch(`${apiOrigin}/api/core/interno/proveedor?${supplier}`, { method: 'POST', headers })).json()) as { datos: { id: number } };
    const suppliers = (await (await fetch(`${apiOrigin}/api/core/interno/proveedor/list`, { headers })).json()) as { datos: { id: number; cif: string }[] };
    expect(suppliers.datos).toContainEqual(expect.objectContaining({ id: created.datos.id, cif: 'B28765432' }));
  });

  it("answers with the fault set on it over HTTP, and the screen shows its motivo", async () => {
    const rules = [{ path: '/api/core/datos/centro-estudios/list', kind: 'error', motivo: 'Base de datos en mantenimiento' }];
    const set = await fetch(`${apiOrigin}/__demo/faults`, { method: 'PUT', body: JSON.stringify(rules) });
    expect(set.status).toBe(204);
    await served.page.reload();
    await notificationText(served.page).toContain('Base de datos en mantenimiento');
    expect((await fetch(`${apiOrigin}/__demo/faults`, { method: 'DELETE' })).status).toBe(204);
  });
});
