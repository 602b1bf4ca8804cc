import { format, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { LeadAnswer as Lead } from '../../src/demo/model/marketing';
import { apiGet, baseUrl, callsTo, checkScreen, downloadCsv, eventually, notificationText, setFaults, signIn, useBrowser, visible, watchApiCalls } from './support/browser';

const PATH = '/marketing/adquisicion/leads';
const SUMMARY = /^Hay \d+ leads válidos \(Sobre \d+ leads entrantes\)$/;
/** A whole month of leads: the current one has only its first days, which may hold no lost lead. */
const LAST_MONTH = format(subMonths(new Date(), 1), 'MM-yyyy');

describe('lead details (/marketing/adquisicion/leads)', () => {
  const page = useBrowser();

  it("counts every academy's leads of the month as the demo API sends them, and downloads the tables", async () => {
    await signIn(page(), `${PATH}?mes=${LAST_MONTH}`);
    await visible(page().getByRole('heading', { level: 1, name: 'Detalles leads' }));
    await visible(page().getByRole('heading', { name: SUMMARY }));
    await visible(page().getByRole('region', { name: 'Causa de pérdida' }).getByRole('table'));
    await checkScreen(page());

    const calls = await watchApiCalls(page());
    await page().getByRole('combobox', { name: 'Academia' }).click();
    await page().getByRole('option', { name: 'Ver todos' }).click();
    const url = await calls.next((url) => url.includes('/api/core/marketing/feedback/list?') && url.includes('centros%5B%5D=TODOS'));

    // The same call again, counted here with plain code independent of the screen's logic.
    const leads = await apiGet<Lead[]>(page(), url);
    const counts = {
      incoming: leads.length,
      valid: leads.filter((lead) => lead.estado !== 'LEAD_NO_VALIDO').length,
      capturedWithTrial: leads.filter((lead) => lead.estado === 'CLIENTE_CAPTADO' && lead.prueba).length,
    };
    expect(counts.incoming).toBeGreaterThan(0);

    await eventually(() => page().getByRole('heading', { name: SUMMARY }).textContent()).toBe(
      `Hay ${counts.valid} leads válidos (Sobre ${counts.incoming} leads entrantes)`,
    );
    const percent = counts.valid ? `${((counts.capturedWithTrial / counts.valid) * 100).toFixed(2)} %` : '0.00 %';
    const firstResult = page().getByRole('region', { name: 'Resultado por clase de prueba' }).getByRole('row').nth(1);
    await eventually(() => firstResult.getByRole('cell').allTextContents()).toEqual([
      'Captado',
      'Si',
      String(counts.capturedWithTrial),
      percent,
    ]);
    await checkScreen(page());

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('detalles-leads.csv');
    expect(lines[0]).toBe('Tabla;Valor;Leads;Porcentaje');
    expect(lines[1]).toBe(`Resultado por clase de prueba;Captado - Si;${counts.capturedWithTrial};${percent}`);
  });

  it("shows the load error with the server's reason and no data", async () => {
    await page().goto(`${baseUrl()}/login`);
    await setFaults(page(), [{ path: '/api/core/marketing/feedback/list', kind: 'error', motivo: 'Servicio de leads en mantenimiento' }]);
    await signIn(page(), PATH);
    await notificationText(page()).toContain('Servicio de leads en mantenimiento');
    // A refusal is final: shown after the one call.
    expect(await callsTo(page(), '/api/core/marketing/feedback/list')).toBe(1);
    await notificationText(page()).toContain('Error al recuperar los leads');
    await visible(page().getByRole('region', { name: 'Objetivo académico' }).getByText('No hay datos'));
    expect(await page().getByRole('heading', { name: SUMMARY }).count()).toBe(0);
    await checkScreen(page());
  });
});
