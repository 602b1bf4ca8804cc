import { endOfMonth, format, startOfMonth, subMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnalysisLeadAnswer as AnalysisLead } from '../../src/demo/model/marketing';
import { apiCalls, apiGet, callsTo, checkScreen, downloadCsv, eventually, hidden, notificationText, setFaults, signIn, useBrowser, visible, watchApiCalls } from './support/browser';

const ANALYSIS_CALL = '/api/core/marketing/feedback/list/analysis';
const DAY_CALL = '/api/core/marketing/feedback/list/day';
const MISSING_DATES = 'Elige la fecha de inicio y la de fin para ver los leads.';

/** Types 'ddMMyyyy' into the date field with that label, section by section. */
async function typeDate(page: Page, label: string, date: Date) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(format(date, 'ddMMyyyy'));
}

/** The total of the table's pager ('1-25 de 312'). */
async function pagerTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+-\d+ de \d+$/).textContent();
  return Number(text?.split(' de ')[1]);
}

// The spec's rule for a lead's name on these screens, written out independently of the app.
const expectedName = (lead: AnalysisLead) => lead.nombreAlumno?.trim() || `${lead.nombreContacto} (${lead.contacto})`;

describe('lead analysis (/marketing/comportamiento/analisis)', () => {
  const page = useBrowser();

  it('asks nothing until both dates are set, then shows every lead the API answers, filters and resets', async () => {
    await signIn(page(), '/marketing/comportamiento/analisis');
    await visible(page().getByRole('heading', { level: 1, name: 'Análisis de leads' }));
    await visible(page().getByText(MISSING_DATES));
    await eventually(() => page().getByRole('button', { name: 'Filtros', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await checkScreen(page());

    const lastMonth = subMonths(new Date(), 1);
    const start = startOfMonth(lastMonth);
    const end = endOfMonth(lastMonth);
    await page().getByRole('combobox', { name: 'Academia' }).click();
    await page().getByRole('option', { name: 'Ver todos' }).click();
    await typeDate(page(), 'Fecha de inicio', start);
    await visible(page().getByText(MISSING_DATES));
    const asked = async () => (await apiCalls(page())).filter((url) => url.includes(ANALYSIS_CALL)).map(decodeURIComponent);
    expect(await asked()).toEqual([]);

    await typeDate(page(), 'Fecha de fin', end);
    await visible(page().getByRole('columnheader', { name: 'Próximo contacto' }));
    expect(await asked()).toHaveLength(1);
    const dates = { fecha_inicio: format(start, 'dd/MM/yyyy'), fecha_fin: format(end, 'dd/MM/yyyy') };
    const range = `fecha_inicio=${dates.fecha_inicio}&fecha_fin=${dates.fecha_fin}`;
    const [call] = await asked();
    expect(call).toContain(range);
    expect(call).toContain('centros[]=TODOS');

    const all = await apiGet<AnalysisLead[]>(page(), ANALYSIS_CALL, { ...dates, 'centros[]': 'TODOS' });
    expect(all.length).toBeGreaterThan(25);
    await eventually(() => pagerTotal(page())).toBe(all.length);
    await checkScreen(page());

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('analisis-leads.csv');
    expect(lines[0]).toBe('Lead;Teléfono;Email;Contactos;Próximo contacto;Estado');
    expect(lines.length - 1).toBe(all.length);

    const calls = await watchApiCalls(page());
    await page().getByRole('combobox', { name: 'Cómo nos conoce' }).click();
    await page().getByRole('option', { name: 'FORMULARIO WEB' }).click();
    await calls.next((url) => url.includes(ANALYSIS_CALL) && url.includes('como_conoce=FORMULARIO_WEB'));
    const fromWebForm = await apiGet<AnalysisLead[]>(page(), ANALYSIS_CALL, { ...dates, 'centros[]': 'TODOS', como_conoce: 'FORMULARIO_WEB' });
    expect(fromWebForm.length).toBeLessThan(all.length);
    await eventually(() => pagerTotal(page()).catch(() => 0)).toBe(fromWebForm.length);

    await page().getByRole('combobox', { name: 'Estado' }).click();
    await page().getByRole('option', { name: 'Lead cualificado' }).click();
    await calls.next((url) => url.includes(ANALYSIS_CALL) && url.includes('estado=LEAD_CUALIFICADO'));
    const qualified = await apiGet<AnalysisLead[]>(page(), ANALYSIS_CALL, {
      ...dates,
      'centros[]': 'TODOS',
      como_conoce: 'FORMULARIO_WEB',
      estado: 'LEAD_CUALIFICADO',
    });
    expect(qualified.every((lead) => lead.estado === 'LEAD_CUALIFICADO')).toBe(true);
    await eventually(() => pagerTotal(page()).catch(() => 0)).toBe(qualified.length);

    await page().getByRole('button', { name: 'Restablecer filtros' }).click();
    await visible(page().getByText(MISSING_DATES));
    await hidden(page().getByRole('table'));
    expect(await page().getByRole('combobox', { name: 'Cómo nos conoce' }).textContent()).toBe('Ver todos');
    expect(await page().getByRole('combobox', { name: 'Academia' }).textContent()).toBe('GOYA');
  });

  it("says 'Error al recuperar los leads' with the server's reason and shows no rows", async () => {
    await signIn(page(), '/marketing/comportamiento/analisis');
    await setFaults(page(), [{ path: ANALYSIS_CALL, kind: 'error', motivo: 'El análisis de leads no está disponible' }]);
    const lastMonth = subMonths(new Date(), 1);
    await typeDate(page(), 'Fecha de inicio', startOfMonth(lastMonth));
    await typeDate(page(), 'Fecha de fin', endOfMonth(lastMonth));
    await notificationText(page()).toContain('El análisis de leads no está disponible');
    // A refusal is final: shown after the one call.
    expect(await callsTo(page(), ANALYSIS_CALL)).toBe(1);
    await notificationText(page()).toContain('Error al recuperar los leads');
    await visible(page().getByText('No hay datos'));
  });
});

describe('incoming leads of one day (/marketing/comportamiento/lead-entrantes)', () => {
  const page = useBrowser();

  it("shows a chosen day's leads named by the rule, downloads them, and says why when the call fails", async () => {
    // Today's leads first; today may have none (a Sunday), so the table may be empty.
    await signIn(page(), '/marketing/comportamiento/lead-entrantes');
    await visible(page().getByRole('heading', { level: 1, name: 'Leads entrantes del día' }));
    const dayCalls = async () => (await apiCalls(page())).filter((url) => url.includes(DAY_CALL)).map(decodeURIComponent);
    await eventually(dayCalls).toEqual([expect.stringContaining(`fecha=${format(new Date(), 'dd/MM/yyyy')}`)]);
    await visible(page().getByRole('group', { name: 'Día' }));
    await checkScreen(page());

    // A weekday of last month with a page of leads or less, preferably one named after its contact.
    const lastMonth = startOfMonth(subMonths(new Date(), 1));
    let chosen: { day: Date; leads: AnalysisLead[] } | undefined;
    for (let date = lastMonth; date <= endOfMonth(lastMonth); date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1)) {
      if (date.getDay() === 0 || date.getDay() === 6) continue;
      const leads = await apiGet<AnalysisLead[]>(page(), DAY_CALL, { fecha: format(date, 'dd/MM/yyyy') });
      if (leads.length === 0 || leads.length > 25) continue;
      if (!chosen) chosen = { day: date, leads };
      if (leads.some((lead) => !lead.nombreAlumno?.trim())) {
        chosen = { day: date, leads };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { day, leads } = chosen as { day: Date; leads: AnalysisLead[] };

    const calls = await watchApiCalls(page());
    await typeDate(page(), 'Día', day);
    await calls.next((url) => url.includes(`${DAY_CALL}?fecha=${encodeURIComponent(format(day, 'dd/MM/yyyy'))}`));
    await visible(page().getByRole('columnheader', { name: 'Forma de contacto' }));
    const names = leads.map(expectedName);
    await eventually(async () => (await page().locator('tbody tr td:first-child').allTextContents()).sort()).toEqual([...names].sort());
    const byContact = leads.find((lead) => !lead.nombreAlumno?.trim());
    if (byContact) await visible(page().getByRole('cell', { name: `${byContact.nombreContacto} (${byContact.contacto})` }).first());
    await checkScreen(page());

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('leads-dia.csv');
    expect(lines[0]).toBe('Lead;Centro;Cómo nos conoce;Forma de contacto;Estado;Contactos');
    expect(lines.length - 1).toBe(leads.length);

    await setFaults(page(), [{ path: DAY_CALL, kind: 'error', motivo: 'Los leads del día no están disponibles' }]);
    // A year back: no date the field passes through as it is typed is that day, which is asked for once.
    const refusedDay = new Date(day.getFullYear() - 1, day.getMonth(), 15);
    await typeDate(page(), 'Día', refusedDay);
    await notificationText(page()).toContain('Los leads del día no están disponibles');
    // A refusal is final: shown after the one call for that day.
    const refusedCall = `${DAY_CALL}?fecha=${encodeURIComponent(format(refusedDay, 'dd/MM/yyyy'))}`;
    expect((await apiCalls(page())).filter((url) => url.endsWith(refusedCall))).toHaveLength(1);
    await notificationText(page()).toContain('Error al recuperar los leads');
    await visible(page().getByText('No hay datos'));
  });
});
