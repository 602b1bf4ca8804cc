import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams, RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcquisitionByCentrePage } from '../../src/screens/marketing/adquisicion/captacion-centro/AcquisitionByCentrePage';
import { AcquisitionByMonthPage } from '../../src/screens/marketing/adquisicion/captacion-mes/AcquisitionByMonthPage';
import { CentralDistributionPage } from '../../src/screens/marketing/adquisicion/analisis-central/CentralDistributionPage';
import { CENTRAL_LEADS, LEADS, WEB_REQUESTS } from '../../src/screens/marketing/calls';
import { lead, webRequest } from '../support/leads';
import { currentLocation, currentQuery, fakeDataProvider, renderPage } from './support/resourcePage';
import { bodyRows } from './support/table';

// The download is caught here: jsdom cannot save files.
const downloads = vi.hoisted(() => [] as { name: string; csv: string }[]);
vi.mock('../../src/common/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/common/csv')>()),
  downloadCsv: (name: string, csv: string) => downloads.push({ name, csv }),
}));

const today = new Date();
const YEAR = today.getFullYear();
const MONTH = today.getMonth() + 1;
const pad2 = (n: number) => String(n).padStart(2, '0');
const thisMonthRange = {
  fecha_inicio: `${pad2(MONTH)}/${YEAR}`,
  fecha_fin: MONTH === 12 ? `01/${YEAR + 1}` : `${pad2(MONTH + 1)}/${YEAR}`,
};

type Lists = Record<string, readonly RaRecord[]>;
/** The server's refusal of a call, by resource and filter; undefined to answer. */
type Failure = (resource: string, filter: Record<string, unknown>) => string | undefined;

/** A data provider answering each resource with its list, or refusing with the failure's reason. */
function providerOf(lists: Lists, failure: Failure = () => undefined) {
  return fakeDataProvider<RaRecord>([], {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      const reason = failure(resource, params.filter ?? {});
      if (reason) throw new Error(reason);
      const data = lists[resource] ?? [];
      return { data, total: data.length };
    }),
  });
}
type Provider = ReturnType<typeof providerOf>;

const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
const labels = () => bodyRows().map((row) => row.cells[0].textContent);
const rowCells = (label: string) => {
  const row = bodyRows().find((candidate) => candidate.cells[0].textContent === label);
  if (!row) throw new Error(`No row ${label}`);
  return [...row.cells].map((cell) => cell.textContent);
};
const filtersAskedFor = (provider: Provider, resource: string) =>
  provider.getList.mock.calls.filter(([name]) => name === resource).map(([, params]) => (params as GetListParams).filter);

async function choose(combobox: string, option: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

const HEADERS = ['Leads', 'No válidos', 'Pruebas', 'Abiertos', 'Captados', 'Lead → Prueba', 'Prueba → Alumno', 'Lead → Alumno'];

beforeEach(() => {
  downloads.length = 0;
});

describe('AcquisitionByCentrePage (captacion-centro)', () => {
  const leads = [
    lead({ primerContacto: `${YEAR}-09-01T09:00:00`, estado: 'LEAD' }),
    lead({ primerContacto: `${YEAR}-09-02T09:00:00`, estado: 'LEAD_CUALIFICADO' }),
    lead({ primerContacto: `${YEAR}-09-05T09:00:00`, estado: 'CLIENTE_CAPTADO', prueba: true }),
    lead({ primerContacto: `${YEAR}-09-09T09:00:00`, estado: 'LEAD_NO_VALIDO' }),
    lead({ primerContacto: `${YEAR}-09-10T09:00:00`, estado: 'PRUEBA', prueba: true }),
    lead({ primerContacto: `${YEAR}-09-11T09:00:00`, estado: 'CLIENTE_PERDIDO' }),
    lead({ primerContacto: `${YEAR + 1}-02-14T09:00:00`, estado: 'LEAD_NO_VALIDO', prueba: true }),
  ];
  const webRequests = [
    webRequest({ primerContacto: `${YEAR}-09-03T09:00:00`, estado: 'CLIENTE_CAPTADO', prueba: true, origenSEM: true }),
    webRequest({ primerContacto: `${YEAR}-09-04T09:00:00`, estado: 'LEAD' }),
  ];
  const lists = { [LEADS]: leads, [WEB_REQUESTS]: webRequests };

  it("shows the months of the user's academy and the current year, with their Web and SEM rows and the totals", async () => {
    const provider = providerOf(lists);
    renderPage(<AcquisitionByCentrePage />, { dataProvider: provider, academy: 'POZUELO' });
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeTruthy();
    await screen.findByText('Total (SEM)');

    const yearQuery = { fecha_inicio: `09/${YEAR}`, fecha_fin: `09/${YEAR + 1}`, centros: ['POZUELO'] };
    expect(filtersAskedFor(provider, LEADS)).toEqual([yearQuery]);
    expect(filtersAskedFor(provider, WEB_REQUESTS)).toEqual([yearQuery]);
    expect(screen.queryByRole('searchbox')).toBeNull();

    expect(headers()).toEqual(['Mes', ...HEADERS]);
    expect(bodyRows()).toHaveLength(39);
    expect(labels().slice(0, 4)).toEqual([`Septiembre ${YEAR}`, `Septiembre ${YEAR} (Web)`, `Septiembre ${YEAR} (SEM)`, `Octubre ${YEAR}`]);
    expect(labels().slice(-6)).toEqual([
      `Agosto ${YEAR + 1}`, `Agosto ${YEAR + 1} (Web)`, `Agosto ${YEAR + 1} (SEM)`, 'Total', 'Total (Web)', 'Total (SEM)',
    ]);
    expect(rowCells(`Septiembre ${YEAR}`)).toEqual([`Septiembre ${YEAR}`, '6', '1', '2', '3', '1', '40.00 %', '50.00 %', '20.00 %']);
    expect(rowCells(`Septiembre ${YEAR} (Web)`)).toEqual([`Septiembre ${YEAR} (Web)`, '2', '0', '1', '1', '1', '50.00 %', '100.00 %', '50.00 %']);
    expect(rowCells(`Septiembre ${YEAR} (SEM)`)).toEqual([`Septiembre ${YEAR} (SEM)`, '1', '0', '1', '0', '1', '100.00 %', '100.00 %', '100.00 %']);
    expect(rowCells(`Octubre ${YEAR}`)).toEqual([`Octubre ${YEAR}`, '0', '0', '0', '0', '0', '0.00 %', '0.00 %', '0.00 %']);
    expect(rowCells(`Febrero ${YEAR + 1}`)).toEqual([`Febrero ${YEAR + 1}`, '1', '1', '1', '0', '0', '∞', '0.00 %', '0.00 %']);
    expect(rowCells('Total')).toEqual(['Total', '7', '2', '3', '3', '1', '60.00 %', '33.33 %', '20.00 %']);
    expect(rowCells('Total (Web)')).toEqual(['Total (Web)', '2', '0', '1', '1', '1', '50.00 %', '100.00 %', '50.00 %']);
  });

  it('asks again for another year or academy, and shows that year', async () => {
    const provider = providerOf(lists);
    renderPage(<AcquisitionByCentrePage />, { dataProvider: provider, academy: 'POZUELO' });
    await screen.findByText('Total (SEM)');

    await choose('Ejercicio', String(YEAR - 1));
    await screen.findByText(`Septiembre ${YEAR - 1}`);
    const lastYearQuery = { fecha_inicio: `09/${YEAR - 1}`, fecha_fin: `09/${YEAR}`, centros: ['POZUELO'] };
    expect(filtersAskedFor(provider, LEADS).at(-1)).toEqual(lastYearQuery);
    expect(filtersAskedFor(provider, WEB_REQUESTS).at(-1)).toEqual(lastYearQuery);
    // The same answer holds nothing of that academic year.
    expect(rowCells('Total')).toEqual(['Total', '0', '0', '0', '0', '0', '0.00 %', '0.00 %', '0.00 %']);

    await choose('Academia', 'GOYA');
    await waitFor(() =>
      expect(filtersAskedFor(provider, LEADS).at(-1)).toEqual({ ...lastYearQuery, centros: ['GOYA'] }),
    );
    expect(filtersAskedFor(provider, WEB_REQUESTS).at(-1)).toEqual({ ...lastYearQuery, centros: ['GOYA'] });
  });

  it('downloads every row as shown, named captacion-centro', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AcquisitionByCentrePage />, { dataProvider: providerOf(lists), academy: 'POZUELO' });
    await screen.findByText('Total (SEM)');
    await user.click(screen.getByRole('button', { name: 'Descargar' }));

    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe('captacion-centro');
    const lines = downloads[0].csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Mes;Leads;No válidos;Pruebas;Abiertos;Captados;Lead → Prueba;Prueba → Alumno;Lead → Alumno');
    expect(lines).toHaveLength(40);
    expect(lines[1]).toBe(`Septiembre ${YEAR};6;1;2;3;1;40.00 %;50.00 %;20.00 %`);
    expect(lines.at(-3)).toBe('Total;7;2;3;3;1;60.00 %;33.33 %;20.00 %');
  });

  it('toasts a failed web request load and shows no rows', async () => {
    const provider = providerOf(lists, (resource) => (resource === WEB_REQUESTS ? 'Peticiones web no disponibles' : undefined));
    renderPage(<AcquisitionByCentrePage />, { dataProvider: provider, academy: 'POZUELO' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al recuperar las peticiones web');
    expect(alert.textContent).toContain('Peticiones web no disponibles');
    expect(await screen.findByText('No hay datos')).toBeTruthy();
  });
});

describe('AcquisitionByMonthPage (captacion-mes)', () => {
  const leads = [
    lead({ centro: 'GOYA', estado: 'CLIENTE_CAPTADO', prueba: true, origenWeb: true, origenSEM: true }),
    lead({ centro: 'GOYA', estado: 'LEAD', origenWeb: true }),
    lead({ centro: 'HERNANI', estado: 'LEAD_NO_VALIDO' }),
    lead({ centro: null, estado: 'PRUEBA', prueba: true, origenWeb: true }),
  ];

  it('shows every academy in the listed order and Central for the current month, and asks again for another month or year', async () => {
    const provider = providerOf({ [LEADS]: leads });
    renderPage(<AcquisitionByMonthPage />, { dataProvider: provider });
    expect(screen.getByRole('heading', { level: 1, name: 'Captación por mes' })).toBeTruthy();
    await screen.findByText('Central (SEM)');
    expect(filtersAskedFor(provider, LEADS)).toEqual([{ ...thisMonthRange, centros: ['TODOS'], incluir_central: true }]);

    expect(headers()).toEqual(['Centro', ...HEADERS]);
    expect(bodyRows()).toHaveLength(48);
    expect(labels().slice(0, 7)).toEqual(['HERNANI', 'HERNANI (Web)', 'HERNANI (SEM)', 'QUEVEDO', 'QUEVEDO (Web)', 'QUEVEDO (SEM)', 'GOYA']);
    expect(labels().slice(-9)).toEqual([
      'CLASSFY', 'CLASSFY (Web)', 'CLASSFY (SEM)', 'Central', 'Central (Web)', 'Central (SEM)', 'Total', 'Total (Web)', 'Total (SEM)',
    ]);
    expect(rowCells('GOYA')).toEqual(['GOYA', '2', '0', '1', '1', '1', '50.00 %', '100.00 %', '50.00 %']);
    expect(rowCells('GOYA (SEM)')).toEqual(['GOYA (SEM)', '1', '0', '1', '0', '1', '100.00 %', '100.00 %', '100.00 %']);
    expect(rowCells('HERNANI')).toEqual(['HERNANI', '1', '1', '0', '0', '0', '0.00 %', '0.00 %', '0.00 %']);
    expect(rowCells('Central (Web)')).toEqual(['Central (Web)', '1', '0', '1', '1', '0', '100.00 %', '0.00 %', '0.00 %']);
    expect(rowCells('Total')).toEqual(['Total', '4', '1', '2', '2', '1', '66.67 %', '50.00 %', '33.33 %']);

    await choose('Mes', 'Marzo');
    await waitFor(() =>
      expect(filtersAskedFor(provider, LEADS).at(-1)).toEqual({ fecha_inicio: `03/${YEAR}`, fecha_fin: `04/${YEAR}`, centros: ['TODOS'], incluir_central: true }),
    );
    await choose('Ejercicio', String(YEAR - 1));
    await waitFor(() =>
      expect(filtersAskedFor(provider, LEADS).at(-1)).toEqual({
        fecha_inicio: `03/${YEAR - 1}`,
        fecha_fin: `04/${YEAR - 1}`,
        centros: ['TODOS'],
        incluir_central: true,
      }),
    );
    await screen.findByText('Central (SEM)');
  });

  it('sorts by the first column block by block, descending first, keeping the totals last', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AcquisitionByMonthPage />, { dataProvider: providerOf({ [LEADS]: leads }) });
    await screen.findByText('Central (SEM)');
    const groups = () => labels().filter((label) => !label?.includes('('));
    const header = within(screen.getAllByRole('rowgroup')[0]);

    await user.click(header.getByRole('button', { name: 'Ordenar por centro descendente' }));
    await waitFor(() => expect(labels()[0]).toBe('VALLADOLID'));
    expect(labels().slice(0, 6)).toEqual(['VALLADOLID', 'VALLADOLID (Web)', 'VALLADOLID (SEM)', 'QUEVEDO', 'QUEVEDO (Web)', 'QUEVEDO (SEM)']);
    expect(groups()).toEqual([
      'VALLADOLID', 'QUEVEDO', 'POZUELO', 'MAJADAHONDA', 'LOPEZ DE HOYOS', 'HERNANI', 'GOYA', 'ESQUERDO', 'DELICIAS',
      'CORDOBA', 'CLASSFY', 'Central', 'ALCORCON', 'ALCOBENDAS', 'ALCALA', 'Total',
    ]);
    expect(labels().slice(-3)).toEqual(['Total', 'Total (Web)', 'Total (SEM)']);
    expect(rowCells('GOYA')).toEqual(['GOYA', '2', '0', '1', '1', '1', '50.00 %', '100.00 %', '50.00 %']);

    await user.click(header.getByRole('button', { name: 'Ordenar por centro ascendente' }));
    await waitFor(() => expect(labels()[0]).toBe('ALCALA'));
    expect(groups().slice(0, 5)).toEqual(['ALCALA', 'ALCOBENDAS', 'ALCORCON', 'Central', 'CLASSFY']);
    expect(labels().slice(-3)).toEqual(['Total', 'Total (Web)', 'Total (SEM)']);

    // The download follows the order on screen.
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(downloads.at(-1)?.name).toBe('captacion-mes');
    const lines = downloads.at(-1)?.csv.split('\r\n') ?? [];
    expect(lines.slice(1, 3)).toEqual(['ALCALA;0;0;0;0;0;0.00 %;0.00 %;0.00 %', 'ALCALA (Web);0;0;0;0;0;0.00 %;0.00 %;0.00 %']);
    expect(lines).toHaveLength(49);
  });

  it('toasts a failed load with the server reason, shows no rows, and loads again when the year changes', async () => {
    const provider = providerOf({ [LEADS]: leads }, (_resource, filter) =>
      filter.fecha_inicio === thisMonthRange.fecha_inicio ? 'Servicio de leads en mantenimiento' : undefined,
    );
    renderPage(<AcquisitionByMonthPage />, { dataProvider: provider });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al recuperar los leads');
    expect(alert.textContent).toContain('Servicio de leads en mantenimiento');
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Total' })).toBeNull();

    await choose('Ejercicio', String(YEAR - 1));
    expect(await screen.findByText('Total')).toBeTruthy();
    expect(rowCells('Total')[1]).toBe('4');
  });
});

describe('CentralDistributionPage (analisis-central)', () => {
  it('asks for the month only and shows only the academies with leads, always Central', async () => {
    const provider = providerOf({
      [CENTRAL_LEADS]: [
        lead({ centro: 'GOYA', estado: 'CLIENTE_CAPTADO', prueba: true }),
        lead({ centro: 'ALCALA', estado: 'LEAD', origenWeb: true, origenSEM: true }),
        lead({ centro: 'ALCALA', estado: 'LEAD', origenWeb: true }),
      ],
    });
    renderPage(<CentralDistributionPage />, { dataProvider: provider });
    expect(screen.getByRole('heading', { level: 1, name: 'Distrubución leads Central' })).toBeTruthy();
    await screen.findByText('Central (SEM)');
    expect(filtersAskedFor(provider, CENTRAL_LEADS)).toEqual([thisMonthRange]);
    expect(provider.getList.mock.calls.every(([resource]) => resource === CENTRAL_LEADS)).toBe(true);

    expect(headers()).toEqual(['Centro', ...HEADERS]);
    expect(labels()).toEqual([
      'GOYA', 'ALCALA', 'ALCALA (Web)', 'ALCALA (SEM)', 'Central', 'Central (Web)', 'Central (SEM)', 'Total', 'Total (Web)', 'Total (SEM)',
    ]);
    expect(rowCells('ALCALA (Web)')).toEqual(['ALCALA (Web)', '2', '0', '0', '2', '0', '0.00 %', '0.00 %', '0.00 %']);
    expect(rowCells('Central')).toEqual(['Central', '0', '0', '0', '0', '0', '0.00 %', '0.00 %', '0.00 %']);
    expect(rowCells('Total')).toEqual(['Total', '3', '0', '1', '2', '1', '33.33 %', '100.00 %', '33.33 %']);
  });
});

describe('the view in the URL', () => {
  // 24 November 2026: the year selector offers 2012 to 2028.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sortedColumn = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('aria-sort'))
      .map((header) => [header.textContent, header.getAttribute('aria-sort')]);
  const selectorTexts = (...names: string[]) => names.map((name) => screen.getByRole('combobox', { name }).textContent);
  const monthLeads = [lead({ centro: 'GOYA', estado: 'LEAD' }), lead({ centro: 'HERNANI', estado: 'PRUEBA', prueba: true })];

  describe('AcquisitionByCentrePage (captacion-centro)', () => {
    const lists = { [LEADS]: [], [WEB_REQUESTS]: [] };

    it('opens on the academy, year and sort of the URL, asking once for that academic year', async () => {
      const provider = providerOf(lists);
      renderPage(<AcquisitionByCentrePage />, {
        dataProvider: provider,
        academy: 'POZUELO',
        path: '/marketing/adquisicion/captacion-centro?academia=QUEVEDO&ejercicio=2024&orden=mes&sentido=desc',
      });
      expect(selectorTexts('Academia', 'Ejercicio')).toEqual(['QUEVEDO', '2024']);
      await screen.findByText('Total (SEM)');
      const yearQuery = { fecha_inicio: '09/2024', fecha_fin: '09/2025', centros: ['QUEVEDO'] };
      expect(filtersAskedFor(provider, LEADS)).toEqual([yearQuery]);
      expect(filtersAskedFor(provider, WEB_REQUESTS)).toEqual([yearQuery]);
      // Months descending, block by block; the totals stay last.
      expect(sortedColumn()).toEqual([['Mes', 'descending']]);
      expect(labels().slice(0, 4)).toEqual(['Agosto 2025', 'Agosto 2025 (Web)', 'Agosto 2025 (SEM)', 'Julio 2025']);
      expect(labels().at(-3)).toBe('Total');
    });

    it('shows the defaults for nonsense values, without asking with any of them', async () => {
      const provider = providerOf(lists);
      // 'Ver todos' and the closed RETIRO are not offered here; 2011 is before the first year.
      for (const path of ['?academia=TODOS&ejercicio=2011&orden=leads&sentido=desc', '?academia=RETIRO&ejercicio=20x6&orden=mes&sentido=DESCENDENTE']) {
        const { unmount } = renderPage(<AcquisitionByCentrePage />, { dataProvider: provider, academy: 'POZUELO', path: `/marketing/adquisicion/captacion-centro${path}` });
        await screen.findByText('Total (SEM)');
        expect(selectorTexts('Academia', 'Ejercicio')).toEqual(['POZUELO', '2026']);
        expect(labels()[0]).toBe('Septiembre 2026');
        unmount();
      }
      const yearQuery = { fecha_inicio: '09/2026', fecha_fin: '09/2027', centros: ['POZUELO'] };
      // The second page found the first one's answer in its own cache: one call or two, never another year.
      for (const filter of [...filtersAskedFor(provider, LEADS), ...filtersAskedFor(provider, WEB_REQUESTS)]) expect(filter).toEqual(yearQuery);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('writes the academy and the year into the URL, and nothing for the defaults', async () => {
      renderPage(<AcquisitionByCentrePage />, { dataProvider: providerOf(lists), academy: 'POZUELO', path: '/marketing/adquisicion/captacion-centro' });
      await screen.findByText('Total (SEM)');
      await choose('Ejercicio', '2024');
      await waitFor(() => expect(currentLocation.search).toBe('?ejercicio=2024'));
      await choose('Academia', 'LOPEZ DE HOYOS');
      await waitFor(() => expect(currentQuery()).toEqual({ ejercicio: '2024', academia: 'LOPEZ DE HOYOS' }));
      expect(currentLocation.search).toBe('?ejercicio=2024&academia=LOPEZ+DE+HOYOS');
      await choose('Ejercicio', '2026');
      await choose('Academia', 'POZUELO');
      await waitFor(() => expect(currentLocation.search).toBe(''));
    });
  });

  describe('AcquisitionByMonthPage (captacion-mes)', () => {
    it('opens on the month, year and sort of the URL, asking once for that month', async () => {
      const provider = providerOf({ [LEADS]: monthLeads });
      renderPage(<AcquisitionByMonthPage />, {
        dataProvider: provider,
        path: '/marketing/adquisicion/captacion-mes?mes=03-2025&orden=centro&sentido=desc',
      });
      expect(selectorTexts('Mes', 'Ejercicio')).toEqual(['Marzo', '2025']);
      await screen.findByText('Central (SEM)');
      expect(filtersAskedFor(provider, LEADS)).toEqual([{ fecha_inicio: '03/2025', fecha_fin: '04/2025', centros: ['TODOS'], incluir_central: true }]);
      expect(sortedColumn()).toEqual([['Centro', 'descending']]);
      expect(labels().slice(0, 4)).toEqual(['VALLADOLID', 'VALLADOLID (Web)', 'VALLADOLID (SEM)', 'QUEVEDO']);
    });

    it('asks for the current month for nonsense months: a 13th month, a year not offered, a date', async () => {
      for (const mes of ['13-2026', '12-2029', '12-2011', '2026-03', '24-11-2026']) {
        const provider = providerOf({ [LEADS]: monthLeads });
        const { unmount } = renderPage(<AcquisitionByMonthPage />, { dataProvider: provider, path: `/marketing/adquisicion/captacion-mes?mes=${mes}` });
        await screen.findByText('Central (SEM)');
        expect(selectorTexts('Mes', 'Ejercicio')).toEqual(['Noviembre', '2026']);
        expect(filtersAskedFor(provider, LEADS)).toEqual([{ fecha_inicio: '11/2026', fecha_fin: '12/2026', centros: ['TODOS'], incluir_central: true }]);
        unmount();
      }
    });

    it('writes the month and the year as one parameter, and the sort', async () => {
      const user = userEvent.setup({ delay: null });
      renderPage(<AcquisitionByMonthPage />, { dataProvider: providerOf({ [LEADS]: monthLeads }), path: '/marketing/adquisicion/captacion-mes' });
      await screen.findByText('Central (SEM)');
      await choose('Mes', 'Marzo');
      await waitFor(() => expect(currentLocation.search).toBe('?mes=03-2026'));
      await choose('Ejercicio', '2025');
      await waitFor(() => expect(currentLocation.search).toBe('?mes=03-2025'));
      await user.click(within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name: 'Ordenar por centro descendente' }));
      await waitFor(() => expect(currentQuery()).toEqual({ mes: '03-2025', orden: 'label', sentido: 'desc' }));
      await choose('Mes', 'Noviembre');
      await choose('Ejercicio', '2026');
      await waitFor(() => expect(currentQuery()).toEqual({ orden: 'label', sentido: 'desc' }));
    });
  });

  describe('CentralDistributionPage (analisis-central)', () => {
    it('opens on the month of the URL, and falls back to the current month for nonsense', async () => {
      const provider = providerOf({ [CENTRAL_LEADS]: monthLeads });
      const { unmount } = renderPage(<CentralDistributionPage />, { dataProvider: provider, path: '/marketing/adquisicion/analisis-central?mes=12-2025' });
      expect(selectorTexts('Mes', 'Ejercicio')).toEqual(['Diciembre', '2025']);
      await screen.findByText('Central (SEM)');
      expect(filtersAskedFor(provider, CENTRAL_LEADS)).toEqual([{ fecha_inicio: '12/2025', fecha_fin: '01/2026' }]);
      unmount();

      const fallback = providerOf({ [CENTRAL_LEADS]: monthLeads });
      renderPage(<CentralDistributionPage />, { dataProvider: fallback, path: '/marketing/adquisicion/analisis-central?mes=diciembre&orden=%3Cscript%3E' });
      await screen.findByText('Central (SEM)');
      expect(selectorTexts('Mes', 'Ejercicio')).toEqual(['Noviembre', '2026']);
      expect(filtersAskedFor(fallback, CENTRAL_LEADS)).toEqual([{ fecha_inicio: '11/2026', fecha_fin: '12/2026' }]);
      expect(labels()).toEqual(['HERNANI', 'GOYA', 'Central', 'Central (Web)', 'Central (SEM)', 'Total', 'Total (Web)', 'Total (SEM)']);
    });

    it('writes the month chosen into the URL', async () => {
      renderPage(<CentralDistributionPage />, { dataProvider: providerOf({ [CENTRAL_LEADS]: monthLeads }), path: '/marketing/adquisicion/analisis-central' });
      await screen.findByText('Central (SEM)');
      await choose('Ejercicio', '2025');
      await waitFor(() => expect(currentLocation.search).toBe('?mes=11-2025'));
    });
  });
});
