import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LeadAnswer as Lead } from '../../src/demo/model/marketing';
import { apiGet, baseUrl, callsTo, checkScreen, choose, downloadCsv, eventually, notificationText, setFaults, signIn, useBrowser, visible } from './support/browser';

/** The texts of the cells of the table row whose first cell is `label`. */
async function rowTexts(page: Page, label: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  return row.getByRole('cell').allTextContents();
}

/** The counts the screens show in their Leads, No válidos and Captados columns. */
const countsOf = (leads: readonly Lead[]) => [
  String(leads.length),
  String(leads.filter((lead) => lead.estado === 'LEAD_NO_VALIDO').length),
  String(leads.filter((lead) => lead.estado === 'CLIENTE_CAPTADO').length),
];
/** The Leads, No válidos and Captados cells of a row. */
const shownCounts = (cells: string[]) => [cells[1], cells[2], cells[5]];

/** The current month as the month selectors start: 'MM/yyyy' and the next one. */
function currentMonthRange(): [string, string] {
  const today = new Date();
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const text = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  return [text(today), text(next)];
}

describe('acquisition funnels (/marketing/adquisicion/…)', () => {
  const page = useBrowser();

  it("captacion-centro counts the academy's academic year as the API answers it", async () => {
    await signIn(page(), '/marketing/adquisicion/captacion-centro');
    await visible(page().getByRole('heading', { level: 1, name: 'Resultados' }));
    await visible(page().getByRole('cell', { name: 'Total (SEM)', exact: true }));
    await checkScreen(page());

    const academy = (await page().getByRole('combobox', { name: 'Academia' }).textContent()) ?? '';
    expect(academy).toBe('GOYA');
    await choose(page(), 'Ejercicio', '2025');
    await visible(page().getByRole('cell', { name: 'Septiembre 2025', exact: true }));

    const leads = await apiGet<Lead[]>(page(), '/api/core/marketing/feedback/list', {
      fecha_inicio: '09/2025',
      fecha_fin: '09/2026',
      'centros[]': academy,
    });
    expect(leads.length).toBeGreaterThan(0);
    await eventually(async () => shownCounts(await rowTexts(page(), 'Total'))).toEqual(countsOf(leads));
    const november = leads.filter((lead) => lead.primerContacto.startsWith('2025-11'));
    expect(november.length).toBeGreaterThan(0);
    expect(shownCounts(await rowTexts(page(), 'Noviembre 2025'))).toEqual(countsOf(november));
    await checkScreen(page());
  });

  it('captacion-mes shows every lead of the current month in its total, Central included', async () => {
    await signIn(page(), '/marketing/adquisicion/captacion-mes');
    await visible(page().getByRole('heading', { level: 1, name: 'Captación por mes' }));
    await visible(page().getByRole('cell', { name: 'Total (SEM)', exact: true }));
    await checkScreen(page());

    const [from, to] = currentMonthRange();
    const leads = await apiGet<Lead[]>(page(), '/api/core/marketing/feedback/list', {
      fecha_inicio: from,
      fecha_fin: to,
      'centros[]': 'TODOS',
      incluir_central: 'true',
    });
    expect(leads.length).toBeGreaterThan(0);
    await eventually(async () => shownCounts(await rowTexts(page(), 'Total'))).toEqual(countsOf(leads));
    const central = leads.filter((lead) => !lead.centro);
    expect((await rowTexts(page(), 'Central'))[1]).toBe(String(central.length));
    expect((await rowTexts(page(), 'GOYA'))[1]).toBe(String(leads.filter((lead) => lead.centro === 'GOYA').length));
  });

  it("analisis-central shows Central's leads of the month, with the Central rows", async () => {
    await signIn(page(), '/marketing/adquisicion/analisis-central');
    await visible(page().getByRole('heading', { level: 1, name: 'Distrubución leads Central' }));
    await visible(page().getByRole('cell', { name: 'Total (SEM)', exact: true }));
    await checkScreen(page());

    const [from, to] = currentMonthRange();
    const leads = await apiGet<Lead[]>(page(), '/api/core/marketing/feedback/list/central', { fecha_inicio: from, fecha_fin: to });
    expect(leads.length).toBeGreaterThan(0);
    await eventually(async () => shownCounts(await rowTexts(page(), 'Total'))).toEqual(countsOf(leads));
    for (const label of ['Central', 'Central (Web)', 'Central (SEM)']) {
      await visible(page().getByRole('cell', { name: label, exact: true }));
    }
    // Only the academies that received some lead have a row.
    const academies = new Set(leads.flatMap((lead) => (lead.centro ? [lead.centro] : [])));
    const groupRows = (await page().getByRole('row').locator('td:first-child').allTextContents()).filter(
      (label) => !label.includes('(') && label !== 'Central' && label !== 'Total',
    );
    expect(new Set(groupRows)).toEqual(academies);
  });

  it('toasts a failed lead load with the server reason and shows no rows', async () => {
    await page().goto(`${baseUrl()}/login`);
    await setFaults(page(), [{ path: '/api/core/marketing/feedback/list', kind: 'error', motivo: 'Servicio de leads en mantenimiento' }]);
    await signIn(page(), '/marketing/adquisicion/captacion-centro');
    await notificationText(page()).toContain('Servicio de leads en mantenimiento');
    // A refusal is final: shown after the one call.
    expect(await callsTo(page(), '/api/core/marketing/feedback/list')).toBe(1);
    await notificationText(page()).toContain('Error al recuperar los leads');
    await visible(page().getByText('No hay datos'));
  });

  it('downloads the table as captacion-centro.csv', async () => {
    await signIn(page(), '/marketing/adquisicion/captacion-centro');
    await visible(page().getByRole('cell', { name: 'Total (SEM)', exact: true }));
    const total = await rowTexts(page(), 'Total');
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('captacion-centro.csv');
    expect(lines[0]).toBe('Mes;Leads;No válidos;Pruebas;Abiertos;Captados;Lead → Prueba;Prueba → Alumno;Lead → Alumno');
    // Twelve months of three rows and the three totals.
    expect(lines).toHaveLength(1 + 39);
    expect(lines[1].startsWith(`Septiembre ${new Date().getFullYear()};`)).toBe(true);
    expect(lines).toContain(total.join(';'));
  });
});
