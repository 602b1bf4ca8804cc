// Answers shaped as another server might write them (issue: the console meets a real backend):
// what the user sees on a declared list, a funnel screen and a bespoke page.
import { describe, expect, it } from 'vitest';
import { baseUrl, callsTo, notificationText, setFaults, signIn, useBrowser, visible } from './support/browser';

const UNREADABLE = 'No se ha podido procesar la petición';
const CENTRES_CALL = '/api/core/datos/centro-estudios/list';
const LEADS_CALL = '/api/core/marketing/feedback/list';
const EVENTS_CALL = '/api/core/interno/eventos-calendario/list';
/** Texts that mean a value was not read but printed as it came. */
const NEVER_ON_SCREEN = /NaN|∞|Invalid Date|undefined|\bnull\b|\[object Object\]|Algo ha salido mal/;

describe('answers the console cannot read, or reads tolerantly', () => {
  const page = useBrowser();

  it('a declared list: an unreadable answer says so at once and lists nothing; odd types show as text or an empty cell', async () => {
    await signIn(page(), '/dashboard');
    await setFaults(page(), [{ path: CENTRES_CALL, kind: 'answer', datos: { centros: [] } }]);
    await page().goto(`${baseUrl()}/administracion/centros-estudio`);
    await notificationText(page()).toContain(UNREADABLE);
    // Shown after one call: asking again would get the same answer.
    expect(await callsTo(page(), CENTRES_CALL)).toBe(1);
    await notificationText(page()).toContain('Error al recuperar los centros de estudio');
    await visible(page().getByText('No hay datos'));
    await visible(page().getByRole('button', { name: 'Cerrar sesión' }));

    await setFaults(page(), [
      { path: CENTRES_CALL, kind: 'answer', datos: [{ id: '3', nombre: 1492, provincia: { nombre: 'Soria' } }] },
    ]);
    await page().reload();
    const row = page().getByRole('row', { name: /1492/ });
    await visible(row);
    expect(await row.locator('td').allTextContents()).toEqual(['1492', '', expect.any(String)]);
    expect(await page().locator('main').innerText()).not.toMatch(NEVER_ON_SCREEN);
  });

  it('a funnel screen: leads without the fields it counts are unreadable, never a month of zeros', async () => {
    await signIn(page(), '/dashboard');
    await setFaults(page(), [{ path: LEADS_CALL, kind: 'answer', datos: [{ id: 1 }, { id: 2 }] }]);
    await page().goto(`${baseUrl()}/marketing/adquisicion/captacion-mes`);
    await notificationText(page()).toContain(UNREADABLE);
    expect(await callsTo(page(), LEADS_CALL)).toBe(1);
    await notificationText(page()).toContain('Error al recuperar los leads');
    await visible(page().getByText('No hay datos'));
    expect(await page().getByRole('row', { name: /^Total/ }).count()).toBe(0);
    expect(await page().locator('main').innerText()).not.toMatch(NEVER_ON_SCREEN);
  });

  it('a bespoke page: a calendar answer that is no list says so, and the month stays usable', async () => {
    await signIn(page(), '/dashboard');
    await setFaults(page(), [{ path: EVENTS_CALL, kind: 'answer', datos: { eventos: [] } }]);
    await page().goto(`${baseUrl()}/administracion/calendario`);
    await notificationText(page()).toContain(UNREADABLE);
    expect(await callsTo(page(), EVENTS_CALL)).toBe(1);
    await notificationText(page()).toContain('Error al recuperar los eventos');
    await visible(page().getByRole('table'));
    expect(await page().locator('main').innerText()).not.toMatch(NEVER_ON_SCREEN);
  });
});
