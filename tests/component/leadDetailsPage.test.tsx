import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadDetailsPage } from '../../src/screens/marketing/adquisicion/leads/LeadDetailsPage';
import type { Lead } from '../../src/screens/marketing/leadLabels';
import { LEADS } from '../../src/screens/marketing/calls';
import { lead } from '../support/leads';
import { currentLocation, currentQuery, fakeDataProvider, renderPage, type FakeDataProvider } from './support/resourcePage';

// What the leads of the month say of themselves unless a lead says otherwise.
const PROFILE: Partial<Lead> = {
  comoConoce: 'GOOGLE_MAPS',
  objetivos: 'MEJORAR_ASIGNATURA',
  tipologiaAcademica: 'ESO',
  asignaturas: ['Matemáticas'],
  centroEstudios: 'IES Goya',
};
const monthLead = (fields: Partial<Lead> = {}) => lead({ ...PROFILE, ...fields });

// 20 valid leads (threshold max(2, 5 % of 20) = 2) and 2 invalid ones. Goals: 'Mejorar en una
// asignatura' 12, unknown 6 (null or '--'), 'Mejorar un idioma' 2 (hidden at the threshold).
// Results: 3 captured with a trial class, 17 not closed without.
const LEADS_OF_MONTH: Lead[] = [
  ...Array.from({ length: 3 }, () => monthLead({ estado: 'CLIENTE_CAPTADO', prueba: true })),
  ...Array.from({ length: 9 }, () => monthLead()),
  ...Array.from({ length: 3 }, () => monthLead({ objetivos: null })),
  ...Array.from({ length: 3 }, () => monthLead({ objetivos: '--' })),
  ...Array.from({ length: 2 }, () => monthLead({ objetivos: 'MEJORAR_IDIOMA' })),
  ...Array.from({ length: 2 }, () => monthLead({ estado: 'LEAD_NO_VALIDO', objetivos: 'MEJORAR_IDIOMA' })),
];

const TABLE_TITLES = [
  'Resultado por clase de prueba',
  'Cómo nos han conocido',
  'Objetivo académico',
  'Nivel educativo',
  'Asignaturas de interés',
  'Centro de estudios actual',
  'Causa de pérdida',
];

/** The cell texts of the body rows of the table under a heading. */
function tableRows(title: string): string[][] {
  const rows = within(screen.getByRole('region', { name: title })).getAllByRole('row').slice(1) as HTMLTableRowElement[];
  return rows.map((row) => Array.from(row.cells, (cell) => cell.textContent ?? ''));
}

const lastFilter = (provider: FakeDataProvider<Lead>) => provider.getList.mock.calls.at(-1)?.[1].filter;

describe('LeadDetailsPage', () => {
  beforeEach(() => {
    // Only Date is faked: December shows that a month range ends in the next year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows valid and incoming leads, and tables of counts and percentages of valid leads', async () => {
    renderPage(<LeadDetailsPage />, { dataProvider: fakeDataProvider(LEADS_OF_MONTH), academy: 'POZUELO' });
    expect(screen.getByRole('heading', { level: 1, name: 'Detalles leads' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Cargando leads' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hay 20 leads válidos (Sobre 22 leads entrantes)' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Cargando leads' })).toBeNull();

    for (const title of TABLE_TITLES) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(tableRows('Resultado por clase de prueba')).toEqual([
      ['Captado', 'Si', '3', '15.00 %'],
      ['Captado', 'No', '0', '0.00 %'],
      ['Perdido', 'Si', '0', '0.00 %'],
      ['Perdido', 'No', '0', '0.00 %'],
      ['Sin Cerrar', 'Si', '0', '0.00 %'],
      ['Sin Cerrar', 'No', '17', '85.00 %'],
    ]);
    const objectives = within(screen.getByRole('region', { name: 'Objetivo académico' }));
    expect(objectives.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Objetivo', 'Leads', 'Porcentaje']);
    expect(tableRows('Objetivo académico')).toEqual([
      ['Mejorar en una asignatura', '12', '60.00 %'],
      ['[Desconocido]', '6', '30.00 %'],
    ]);
    expect(objectives.queryByRole('cell', { name: 'Mejorar un idioma' })).toBeNull();
    expect(tableRows('Cómo nos han conocido')).toEqual([['GOOGLE MAPS', '20', '100.00 %']]);
    expect(within(screen.getByRole('region', { name: 'Causa de pérdida' })).getByText('No hay datos')).toBeTruthy();
  });

  it("asks for the current month of the user's academy, then for every academy with 'Ver todos'", async () => {
    const user = userEvent.setup();
    const provider = fakeDataProvider(LEADS_OF_MONTH);
    renderPage(<LeadDetailsPage />, { dataProvider: provider, academy: 'POZUELO' });
    await screen.findByRole('heading', { name: /^Hay 20 leads válidos/ });
    expect(provider.getList.mock.calls[0][0]).toBe(LEADS);
    expect(lastFilter(provider)).toEqual({ fecha_inicio: '12/2026', fecha_fin: '01/2027', centros: ['POZUELO'] });
    expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe('Diciembre');
    expect(screen.getByRole('combobox', { name: 'Ejercicio' }).textContent).toBe('2026');

    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'Ver todos' }));
    await waitFor(() => expect(lastFilter(provider)).toEqual({ fecha_inicio: '12/2026', fecha_fin: '01/2027', centros: ['TODOS'] }));

    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Marzo' }));
    await waitFor(() => expect(lastFilter(provider)).toEqual({ fecha_inicio: '03/2026', fecha_fin: '04/2026', centros: ['TODOS'] }));
  });

  it("notifies 'Error al recuperar los leads' with the server's reason and shows no data", async () => {
    const provider = fakeDataProvider(LEADS_OF_MONTH, {
      getList: vi.fn(async () => Promise.reject(new Error('Base de datos no disponible'))),
    });
    renderPage(<LeadDetailsPage />, { dataProvider: provider, academy: 'POZUELO' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los leads')).toBeTruthy();
    expect(alert.textContent).toContain('Base de datos no disponible');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Cargando leads' })).toBeNull());
    for (const title of TABLE_TITLES) {
      expect(within(screen.getByRole('region', { name: title })).getByText('No hay datos')).toBeTruthy();
    }
    expect(screen.queryByRole('heading', { name: /^Hay / })).toBeNull();
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

  const selectorTexts = () => ['Mes', 'Ejercicio', 'Academia'].map((name) => screen.getByRole('combobox', { name }).textContent);

  it("opens on the month, year and academy of the URL, 'Ver todos' included, asking once for them", async () => {
    const provider = fakeDataProvider(LEADS_OF_MONTH);
    renderPage(<LeadDetailsPage />, { dataProvider: provider, academy: 'POZUELO', path: '/marketing/adquisicion/leads?mes=03-2025&academia=TODOS' });
    expect(selectorTexts()).toEqual(['Marzo', '2025', 'Ver todos']);
    await screen.findByRole('heading', { name: /^Hay 20 leads válidos/ });
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(lastFilter(provider)).toEqual({ fecha_inicio: '03/2025', fecha_fin: '04/2025', centros: ['TODOS'] });
  });

  it("shows the user's academy and the current month for nonsense, without asking with any of it", async () => {
    const provider = fakeDataProvider(LEADS_OF_MONTH);
    // RETIRO is closed: not offered here. '3-2025' is not MM-yyyy.
    renderPage(<LeadDetailsPage />, { dataProvider: provider, academy: 'POZUELO', path: '/marketing/adquisicion/leads?mes=3-2025&academia=RETIRO' });
    await screen.findByRole('heading', { name: /^Hay 20 leads válidos/ });
    expect(selectorTexts()).toEqual(['Noviembre', '2026', 'POZUELO']);
    expect(provider.getList.mock.calls.map(([, params]) => params.filter)).toEqual([
      { fecha_inicio: '11/2026', fecha_fin: '12/2026', centros: ['POZUELO'] },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the academy and the month into the URL; the sorts of its tables stay out of it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadDetailsPage />, { dataProvider: fakeDataProvider(LEADS_OF_MONTH), academy: 'POZUELO', path: '/marketing/adquisicion/leads' });
    await screen.findByRole('heading', { name: /^Hay 20 leads válidos/ });

    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'Ver todos' }));
    await waitFor(() => expect(currentLocation.search).toBe('?academia=TODOS'));
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Marzo' }));
    await waitFor(() => expect(currentQuery()).toEqual({ academia: 'TODOS', mes: '03-2026' }));
    await screen.findByRole('heading', { name: /^Hay 20 leads válidos/ });

    // Seven tables share the screen: sorting one is not part of the link.
    const objectives = within(screen.getByRole('region', { name: 'Objetivo académico' }));
    await user.click(objectives.getByRole('button', { name: 'Ordenar por leads ascendente' }));
    await waitFor(() => expect(tableRows('Objetivo académico')[0][0]).toBe('[Desconocido]'));
    expect(currentQuery()).toEqual({ academia: 'TODOS', mes: '03-2026' });

    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'POZUELO' }));
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Noviembre' }));
    await waitFor(() => expect(currentLocation.search).toBe(''));
  });
});
