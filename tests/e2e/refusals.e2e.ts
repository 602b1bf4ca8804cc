// A refusal is final (DESIGN.md, "Data and state"): on every screen, declared or bespoke, a list
// the server refuses is asked for once and its load error shows at once. A retry always comes
// before the error is shown, so the notification on screen while the list has been asked for
// once proves that nothing was asked again. A server error (5xx) is asked again as the screen's
// area says: once more in the areas of spec 02, three times more in marketing (spec 01 §9).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, callsTo, eventually, notificationText, setFaults, signIn, useBrowser } from './support/browser';

const MOTIVO = 'Base de datos caída';
const UNREADABLE = 'No se ha podido procesar la petición';

/** A screen, the path of the list it asks for and the title of its load error. */
interface ListScreen {
  route: string;
  call: string;
  loadError: string;
}

const INVOICES: ListScreen = { route: '/contabilidad/facturas', call: '/api/core/interno/documentacion/factura/list', loadError: 'Error al recuperar las facturas' };
const STUDENT_RECORDS: ListScreen = { route: '/clientes/fichas', call: '/api/core/alumnos/alumno/list/new', loadError: 'Error al recuperar los alumnos' };
const SUBJECTS: ListScreen = { route: '/administracion/asignaturas', call: '/api/core/planificacion/asignatura/list', loadError: 'Error al recuperar las asignaturas' };
const STAFF: ListScreen = { route: '/personal/administracion', call: '/api/core/personal/usuario/list', loadError: 'Error al recuperar los usuarios' };
const CRM_LEADS: ListScreen = { route: '/marketing/gestion/leads', call: '/api/core/marketing/feedback/list/CRM', loadError: 'Error al recuperar los leads' };
const ACQUISITION_BY_MONTH: ListScreen = { route: '/marketing/adquisicion/captacion-mes', call: '/api/core/marketing/feedback/list', loadError: 'Error al recuperar los leads' };
const CALENDAR: ListScreen = { route: '/administracion/calendario', call: '/api/core/interno/eventos-calendario/list', loadError: 'Error al recuperar los eventos' };

/** Opens the screen with the list's call answered as `fault` says, once signed in. */
async function openFailing(page: Page, screen: ListScreen, fault: { kind: 'error' | 'forbidden' | 'http500' | 'http500-envelope'; motivo?: string }) {
  await signIn(page, '/dashboard');
  await setFaults(page, [{ path: screen.call, ...fault }]);
  await page.goto(`${baseUrl()}${screen.route}`);
}

/** Waits for the load error's notification with `content`: how many times the list had been asked for by then. */
async function callsWhenNotified(page: Page, screen: ListScreen, content: string): Promise<number> {
  await notificationText(page).toContain(content);
  const calls = await callsTo(page, screen.call);
  await notificationText(page).toContain(screen.loadError);
  return calls;
}

describe('a refusal is asked once and shown at once', () => {
  const page = useBrowser();

  it.each([
    ['a declared list of marketing', CRM_LEADS],
    ['a declared list of accounting', INVOICES],
    ['a declared list of clients', STUDENT_RECORDS],
    ['a declared list of administration', SUBJECTS],
    ['a declared list of personnel', STAFF],
    ['a bespoke page of marketing', ACQUISITION_BY_MONTH],
    ['a bespoke page of administration', CALENDAR],
  ])('%s', async (_what, screen) => {
    await openFailing(page(), screen, { kind: 'error', motivo: MOTIVO });
    expect(await callsWhenNotified(page(), screen, MOTIVO)).toBe(1);
  });

  it('HTTP 403 too', async () => {
    await openFailing(page(), STAFF, { kind: 'forbidden', motivo: 'No tienes permiso' });
    expect(await callsWhenNotified(page(), STAFF, 'No tienes permiso')).toBe(1);
  });
});

describe('a server error is asked again as its area says, the list loading meanwhile', () => {
  const page = useBrowser();

  it('the areas of spec 02: twice', async () => {
    await openFailing(page(), SUBJECTS, { kind: 'http500' });
    expect(await callsWhenNotified(page(), SUBJECTS, UNREADABLE)).toBe(2);
  });

  it('marketing: four times, 1, 2 and 4 s apart, never saying there are no data before the last', async () => {
    await openFailing(page(), ACQUISITION_BY_MONTH, { kind: 'http500-envelope', motivo: MOTIVO });
    // The second call went out once the first failed: the list is waiting for the third.
    await eventually(() => callsTo(page(), ACQUISITION_BY_MONTH.call)).toBe(2);
    const main = page().locator('main');
    expect(await page().getByRole('alert').count()).toBe(0);
    expect(await main.getByRole('progressbar', { name: 'Cargando' }).count()).toBe(1);
    expect(await main.getByText('No hay datos').count()).toBe(0);
    expect(await callsWhenNotified(page(), ACQUISITION_BY_MONTH, MOTIVO)).toBe(4);
  });
});
