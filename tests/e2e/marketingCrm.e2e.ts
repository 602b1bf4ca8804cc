import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentMonth, monthOptions, type MonthOption } from '../../src/common/periods';
import type { IncomingPhoneAnswer as IncomingPhone, LeadAnswer as Lead } from '../../src/demo/model/marketing';
import {
  apiCall,
  apiGet,
  baseUrl,
  checkScreen,
  downloadCsv,
  eventually,
  hidden,
  notificationText,
  setFaults,
  signIn,
  useBrowser,
  visible,
} from './support/browser';

const CRM_PATH = '/marketing/gestion/leads';
const PHONES_PATH = '/marketing/gestion/telefonos-entrantes';
const CRM_CALL = '/api/core/marketing/feedback/list/CRM';
const PHONES_CALL = '/api/core/marketing/feedback/list/incoming-phone';

// Plain re-statements of the spec's rules, independent of the screens' code.
const STATE_LABELS: Record<string, string> = {
  LEAD: 'Lead',
  LEAD_NO_VALIDO: 'Lead no valido',
  PRUEBA: 'Prueba',
  LEAD_CUALIFICADO: 'Lead cualificado',
  CLIENTE_CAPTADO: 'Cliente Captado',
  CLIENTE_PERDIDO: 'Cliente Perdido',
};
const nameOf = (lead: { alumno: string | null; contacto: string }) => lead.alumno?.trim() || lead.contacto;
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const searchable = (text: string) => withoutAccents(text).toLowerCase().replace(/\s+/g, '');
const pagerOf = (page: Page) => page.getByText(/^\d+-\d+ de \d+$/);

const sessionAcademy = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}').centro as string);
const crmLeads = (page: Page, month: string, academy: string) => apiGet<Lead[]>(page, CRM_CALL, { mes: month, centro: academy });
const incomingPhones = (page: Page, month: string) => apiGet<IncomingPhone[]>(page, PHONES_CALL, { mes: month });

/**
 * The newest month of the selector, from the current one back, whose answer `fits` the test
 * (the demo's leads are random): chosen on screen when it is not the default one.
 */
async function chooseMonth<T>(page: Page, load: (month: string) => Promise<T[]>, fits: (rows: T[]) => boolean) {
  for (const month of monthOptions({ back: 12, forward: 1 }).filter(isNotFuture)) {
    const rows = await load(month.value);
    if (!fits(rows)) continue;
    if (month.value !== currentMonth()) {
      await page.getByRole('combobox', { name: 'Mes' }).click();
      await page.getByRole('option', { name: month.label }).click();
    }
    await eventually(() => pagerOf(page).textContent()).toMatch(new RegExp(` de ${rows.length}$`));
    return { month, rows };
  }
  throw new Error('No month of the selector has the rows this test needs');
}

/** 'MM/yyyy' compared as a month: the selector also offers next month, which has no leads yet. */
function isNotFuture(option: MonthOption): boolean {
  const [month, year] = option.value.split('/').map(Number);
  const [currentMonthNumber, currentYear] = currentMonth().split('/').map(Number);
  return year * 12 + month <= currentYear * 12 + currentMonthNumber;
}

const uniquePhone = (leads: Lead[]) => (lead: Lead) => leads.filter((other) => other.telefono === lead.telefono).length === 1;

/** Searches a lead by its phone, which only that lead has, and returns its row. */
async function rowOfPhone(page: Page, phone: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(phone);
  await eventually(() => pagerOf(page).textContent()).toBe('1-1 de 1');
  return page.getByRole('row').filter({ hasText: phone });
}

describe('incoming leads, the CRM (/marketing/gestion/leads)', () => {
  const page = useBrowser();

  it("shows the month's leads of the user's academy, finds accented names typed without accents and downloads them", async () => {
    await signIn(page(), CRM_PATH);
    await visible(page().getByRole('heading', { level: 1, name: 'Leads entrantes' }));
    const academy = await sessionAcademy(page());
    expect(await page().getByRole('combobox', { name: 'Academia' }).textContent()).toBe(academy);
    const accented = (leads: Lead[]) => leads.find((lead) => withoutAccents(nameOf(lead)) !== nameOf(lead));
    const { rows: leads } = await chooseMonth(page(), (month) => crmLeads(page(), month, academy), (rows) => accented(rows) !== undefined);
    expect(await page().getByRole('columnheader').allTextContents()).toEqual([
      'Lead',
      'Teléfono',
      'Email',
      'Contactos',
      'Próximo contacto',
      'Estado',
      'Opciones',
    ]);
    await checkScreen(page());

    const target = accented(leads) as Lead;
    const query = withoutAccents(nameOf(target)).toLowerCase();
    await page().getByRole('searchbox', { name: 'Buscar' }).fill(query);
    await visible(page().getByRole('cell', { name: nameOf(target), exact: true }).first());
    const matching = leads.filter((lead) =>
      [nameOf(lead), lead.telefono, lead.email, STATE_LABELS[lead.estado]].some((field) => searchable(field).includes(searchable(query))),
    );
    await eventually(() => pagerOf(page()).textContent()).toBe(`1-${matching.length} de ${matching.length}`);
    await checkScreen(page());

    await page().getByRole('searchbox', { name: 'Buscar' }).fill('');
    await eventually(() => pagerOf(page()).textContent()).toMatch(new RegExp(` de ${leads.length}$`));
    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('leads-mes.csv');
    expect(lines[0]).toBe('Nombre Lead;Teléfono;Email;Total Contactos;Próximo Contacto;Estado Lead');
    expect(lines).toHaveLength(leads.length + 1);
  });

  it("deletes a lead's last contact, and shows the server's refusal for a lead with one contact", async () => {
    await signIn(page(), CRM_PATH);
    const academy = await sessionAcademy(page());
    const candidates = (leads: Lead[]) => ({
      several: leads.find((lead) => lead.contactos >= 2 && uniquePhone(leads)(lead)),
      single: leads.find((lead) => lead.contactos === 1 && uniquePhone(leads)(lead)),
    });
    const { month, rows: leads } = await chooseMonth(
      page(),
      (value) => crmLeads(page(), value, academy),
      (rows) => Object.values(candidates(rows)).every(Boolean),
    );
    const { several, single } = candidates(leads) as { several: Lead; single: Lead };

    let row = await rowOfPhone(page(), several.telefono);
    await row.getByRole('button', { name: 'Borrar último contacto' }).click();
    const dialog = page().getByRole('dialog', { name: 'Confirmar borrado del último contacto' });
    await visible(dialog);
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Borrar contacto' }).click();
    await notificationText(page()).toContain('Contacto borrado');
    await notificationText(page()).toContain('El último contacto ha sido borrado correctamente');
    await hidden(dialog);
    const after = await crmLeads(page(), month.value, academy);
    expect(after.find((lead) => lead.id === several.id)?.contactos).toBe(several.contactos - 1);
    await eventually(() => row.getByRole('cell').nth(3).textContent()).toBe(String(several.contactos - 1));

    // The server's own reason, asked directly: a refused deletion changes nothing.
    const refusal = await apiCall(page(), '/api/core/marketing/feedback/contacto/last', { id: String(single.id) }, 'DELETE');
    expect(refusal.resultado).not.toBe('ok');
    const motivo = refusal.motivo ?? '';
    expect(motivo).not.toBe('');

    row = await rowOfPhone(page(), single.telefono);
    await row.getByRole('button', { name: 'Borrar último contacto' }).click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Borrar contacto' }).click();
    await notificationText(page()).toContain('Error al borrar el contacto');
    await notificationText(page()).toContain(motivo);
    await hidden(dialog);
    await eventually(() => row.getByRole('cell').nth(3).textContent()).toBe('1');
  });

  it('deletes a lead: it leaves the table and the API', async () => {
    await signIn(page(), CRM_PATH);
    const academy = await sessionAcademy(page());
    const { month, rows: leads } = await chooseMonth(
      page(),
      (value) => crmLeads(page(), value, academy),
      (rows) => rows.some(uniquePhone(rows)),
    );
    const target = leads.find(uniquePhone(leads)) as Lead;

    const row = await rowOfPhone(page(), target.telefono);
    await row.getByRole('button', { name: 'Borrar lead' }).click();
    const dialog = page().getByRole('dialog', { name: 'Confirmar borrado de lead' });
    await visible(dialog);
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Borrar lead' }).click();
    await notificationText(page()).toContain('Lead borrado');
    await notificationText(page()).toContain('El lead ha sido borrado correctamente');
    await hidden(dialog);
    await visible(page().getByText('No hay datos'));
    // The search is kept after the refetch.
    expect(await page().getByRole('searchbox', { name: 'Buscar' }).inputValue()).toBe(target.telefono);

    const after = await crmLeads(page(), month.value, academy);
    expect(after.some((lead) => lead.id === target.id)).toBe(false);
    expect(after).toHaveLength(leads.length - 1);
    await page().getByRole('searchbox', { name: 'Buscar' }).fill('');
    await eventually(() => pagerOf(page()).textContent()).toMatch(new RegExp(` de ${leads.length - 1}$`));
  });

  it("shows the load error with the server's reason and an empty table", async () => {
    await page().goto(`${baseUrl()}/login`);
    await setFaults(page(), [{ path: CRM_CALL, kind: 'error', motivo: 'CRM en mantenimiento' }]);
    await signIn(page(), CRM_PATH);
    await notificationText(page()).toContain('Error al recuperar los leads');
    await notificationText(page()).toContain('CRM en mantenimiento');
    await visible(page().getByText('No hay datos'));
    await checkScreen(page());
  });
});

describe('incoming phones (/marketing/gestion/telefonos-entrantes)', () => {
  const page = useBrowser();

  it("shows the month's incoming phones, searches them and downloads them", async () => {
    await signIn(page(), PHONES_PATH);
    await visible(page().getByRole('heading', { level: 1, name: 'Resultados' }));
    const { rows: phones } = await chooseMonth(page(), (month) => incomingPhones(page(), month), (rows) => rows.length > 0);
    expect(await page().getByRole('columnheader').allTextContents()).toEqual(['Lead', 'Centro', 'Fecha', 'Teléfono Entrante', 'Estado Lead']);
    await checkScreen(page());

    const target = phones.find((phone) => withoutAccents(nameOf(phone)) !== nameOf(phone)) ?? phones[0];
    const query = withoutAccents(nameOf(target)).toUpperCase();
    await page().getByRole('searchbox', { name: 'Buscar' }).fill(query);
    await visible(page().getByRole('cell', { name: nameOf(target), exact: true }).first());
    const matching = phones.filter((phone) =>
      [nameOf(phone), phone.centro?.trim() || '[DESCONOCIDO]', STATE_LABELS[phone.estado]].some((field) =>
        searchable(field).includes(searchable(query)),
      ),
    );
    await eventually(() => pagerOf(page()).textContent()).toBe(`1-${matching.length} de ${matching.length}`);

    const { fileName, lines } = await downloadCsv(page());
    expect(fileName).toBe('telefonos-entrantes.csv');
    expect(lines[0]).toBe('Lead;Centro;Fecha;Teléfono Entrante;Estado Lead');
    // The download holds the rows of the current search.
    expect(lines).toHaveLength(matching.length + 1);
  });
});
