import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DayLeadsPage } from '../../src/screens/marketing/comportamiento/lead-entrantes/DayLeadsPage';
import type { AnalysisLead } from '../../src/screens/marketing/leadLabels';
import { DAY_LEADS } from '../../src/screens/marketing/calls';
import { analysisLead } from '../support/leads';
import { currentLocation, currentQuery, renderPage } from './support/resourcePage';

// MUI's date field and react-admin's table are slow to render on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const LEADS: AnalysisLead[] = [
  analysisLead({
    nombreAlumno: null,
    nombreContacto: 'Marta Gil',
    contacto: 'Madre',
    centro: null,
    comoConoce: 'ACUERDOS_CORPORATIVOS',
    formaContacto: null,
    estado: 'LEAD_NO_VALIDO',
    contactos: [
      { estadoFeedback: 'LEAD', asistencia: null },
      { estadoFeedback: 'LEAD_NO_VALIDO', asistencia: null },
    ],
  }),
  analysisLead({ nombreAlumno: 'Lucía Sanz', centro: 'POZUELO', comoConoce: 'PRUEBA_AUTOMATICA', formaContacto: 'WEB', estado: 'PRUEBA' }),
];

function fakeProvider(answer: () => Promise<AnalysisLead[]> = async () => LEADS) {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => {
    const data = await answer();
    return { data, total: data.length };
  });
  return { getList };
}

type Provider = ReturnType<typeof fakeProvider>;

const dayFilters = (provider: Provider) =>
  provider.getList.mock.calls.filter(([resource]) => resource === DAY_LEADS).map(([, params]) => params.filter);

const rowTexts = (name: string) =>
  [...(screen.getByRole('cell', { name }).closest('tr') as HTMLTableRowElement).cells].map((cell) => cell.textContent);

describe('the incoming leads of one day', () => {
  it("asks for today's leads as dd/MM/yyyy and shows them with the lead name rule", async () => {
    const provider = fakeProvider();
    renderPage(<DayLeadsPage />, { dataProvider: provider });
    expect(screen.getByRole('heading', { level: 1, name: 'Leads entrantes del día' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Marta Gil (Madre)' });
    expect(dayFilters(provider)).toEqual([{ fecha: format(new Date(), 'dd/MM/yyyy') }]);

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Lead', 'Centro', 'Cómo nos conoce', 'Forma de contacto', 'Estado', 'Contactos']);
    expect(rowTexts('Marta Gil (Madre)')).toEqual(['Marta Gil (Madre)', '[DESCONOCIDO]', 'ACUERDOS CORPORATIVOS', '[Desconocido]', 'Lead no valido', '2']);
    expect(rowTexts('Lucía Sanz')).toEqual(['Lucía Sanz', 'POZUELO', 'PRUEBA AUTOMATICA', 'WEB', 'Prueba', '1']);
  });

  it('asks again for the day typed, and not while the year is typed digit by digit', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<DayLeadsPage />, { dataProvider: provider });
    await screen.findByRole('cell', { name: 'Marta Gil (Madre)' });
    await user.click(within(screen.getByRole('group', { name: 'Día' })).getByRole('spinbutton', { name: 'Dia' }));
    // Each whole date on the way is asked for: day and month replace today's, keeping its year.
    const thisYear = String(new Date().getFullYear());
    await user.keyboard('0510');
    await waitFor(() => expect(dayFilters(provider).at(-1)).toEqual({ fecha: `05/10/${thisYear}` }));
    // The year passes through 0002, 0020 and 0202 before 2025: none of them is asked for.
    await user.keyboard('2025');
    await waitFor(() => expect(dayFilters(provider).at(-1)).toEqual({ fecha: '05/10/2025' }));
    const years = new Set(dayFilters(provider).map((filter) => String(filter.fecha).slice(-4)));
    expect(years).toEqual(new Set([thisYear, '2025']));
  });

  it("notifies 'Error al recuperar los leads' with the server's reason and shows an empty table", async () => {
    // react-admin also logs the failure to the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<DayLeadsPage />, { dataProvider: fakeProvider(async () => Promise.reject(new Error('Servicio de leads caído'))) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los leads')).toBeTruthy();
    expect(alert.textContent).toContain('Servicio de leads caído');
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    consoleError.mockRestore();
  });
});

describe('the view in the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** What the day field shows, section by section (day, month, year). */
  const shownDay = () =>
    within(screen.getByRole('group', { name: 'Día' }))
      .getAllByRole('spinbutton')
      .map((section) => section.textContent);
  const sortedColumn = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('aria-sort'))
      .map((header) => [header.textContent, header.getAttribute('aria-sort')]);
  const names = () => (within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[]).map((row) => row.cells[0].textContent);

  it('opens on the day and sort of the URL, asking once for that day', async () => {
    const provider = fakeProvider();
    renderPage(<DayLeadsPage />, { dataProvider: provider, path: '/marketing/comportamiento/lead-entrantes?dia=05-10-2025&orden=centro&sentido=desc' });
    await screen.findByRole('cell', { name: 'Marta Gil (Madre)' });
    expect(dayFilters(provider)).toEqual([{ fecha: '05/10/2025' }]);
    expect(shownDay()).toEqual(['05', '10', '2025']);
    expect(sortedColumn()).toEqual([['Centro', 'descending']]);
    expect(names()).toEqual(['Lucía Sanz', 'Marta Gil (Madre)']);
  });

  it('asks for today for a day that does not exist or is not written dd-MM-yyyy', async () => {
    for (const dia of ['31-02-2026', '2025-10-05', '05%2F10%2F2025', '5-10-2025', 'ayer']) {
      const provider = fakeProvider();
      const { unmount } = renderPage(<DayLeadsPage />, { dataProvider: provider, path: `/marketing/comportamiento/lead-entrantes?dia=${dia}&orden=zzz` });
      await screen.findByRole('cell', { name: 'Marta Gil (Madre)' });
      expect(dayFilters(provider)).toEqual([{ fecha: '24/11/2026' }]);
      expect(shownDay()).toEqual(['24', '11', '2026']);
      expect(sortedColumn()).toEqual([['Lead', 'ascending']]);
      unmount();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the day once it is whole, and nothing for today', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DayLeadsPage />, { dataProvider: fakeProvider(), path: '/marketing/comportamiento/lead-entrantes' });
    await screen.findByRole('cell', { name: 'Marta Gil (Madre)' });
    expect(currentLocation.search).toBe('');
    await user.click(within(screen.getByRole('group', { name: 'Día' })).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('0510');
    await waitFor(() => expect(currentLocation.search).toBe('?dia=05-10-2026'));
    await user.keyboard('2025');
    await waitFor(() => expect(currentLocation.search).toBe('?dia=05-10-2025'));
    await user.click(within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name: 'Ordenar por centro descendente' }));
    await waitFor(() => expect(currentQuery()).toEqual({ dia: '05-10-2025', orden: 'centroTexto', sentido: 'desc' }));

    await user.click(within(screen.getByRole('group', { name: 'Día' })).getByRole('spinbutton', { name: 'Dia' }));
    await user.keyboard('24112026');
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'centroTexto', sentido: 'desc' }));
  });
});
