// What a user sees on the marketing screens when the server answers ok but otherwise than the
// contract: the pages over the real data provider and HTTP client, the server played by MSW.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcquisitionByMonthPage } from '../../src/screens/marketing/adquisicion/captacion-mes/AcquisitionByMonthPage';
import { declaration as leads } from '../../src/screens/marketing/gestion/leads';
import { declaration as telefonosEntrantes } from '../../src/screens/marketing/gestion/telefonos-entrantes';
import { LeadDetailsPage } from '../../src/screens/marketing/adquisicion/leads/LeadDetailsPage';
import { marketingSources } from '../../src/screens/marketing/calls';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { renderPage, renderResourcePage } from './support/resourcePage';
import { bodyRows } from './support/table';

const BASE = 'http://api.test';
const FEEDBACK = `${BASE}/api/core/marketing/feedback`;
const UNREADABLE = 'No se ha podido procesar la petición';
/** Texts no cell may ever show. */
const NONSENSE = /\[object Object\]|undefined|null|NaN|∞|Invalid Date/;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dataProvider = () =>
  createDataProvider(
    createSourceCatalogue({ lazy: [marketingSources], sources: [leads, telefonosEntrantes] }),
    createHttpClient({ baseUrl: BASE, getToken: () => 't' }),
  );

const answerWith = (path: string, datos: unknown) => server.use(http.get(path, () => HttpResponse.json({ resultado: 'ok', datos })));

beforeEach(() => {
  // The unreadable answer is written to the console for the backend team; not in the test's output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function expectLoadError(title: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(title)).toBeTruthy();
  expect(alert.textContent).toContain(UNREADABLE);
  expect(screen.queryByText('Algo ha salido mal')).toBeNull();
}

const cellTexts = () => bodyRows().flatMap((row) => [...row.cells].map((cell) => cell.textContent ?? ''));

describe('captacion-mes', () => {
  it('items with only an id: the load error, the screen kept, no row of zeros', async () => {
    answerWith(`${FEEDBACK}/list`, [{ id: 1 }, { id: 2 }]);
    renderPage(<AcquisitionByMonthPage />, { dataProvider: dataProvider() });
    await expectLoadError('Error al recuperar los leads');
    expect(screen.getByRole('combobox', { name: 'Mes' })).toBeTruthy();
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Total' })).toBeNull();
  });

  it('a state as an object in one lead: no partial count either', async () => {
    answerWith(`${FEEDBACK}/list`, [
      { id: 1, estado: 'LEAD', prueba: false, primerContacto: '2026-11-02T10:00:00', centro: 'GOYA', origenWeb: false, origenSEM: false },
      { id: 2, estado: { codigo: 'LEAD' }, prueba: false, primerContacto: '2026-11-02T10:00:00', centro: 'GOYA', origenWeb: false, origenSEM: false },
    ]);
    renderPage(<AcquisitionByMonthPage />, { dataProvider: dataProvider() });
    await expectLoadError('Error al recuperar los leads');
    expect(await screen.findByText('No hay datos')).toBeTruthy();
  });
});

describe('lead details', () => {
  it.each([
    ['datos null', null],
    ['an object', { leads: [] }],
  ])("%s: the load error, never 'Hay 0 leads válidos'", async (_case, datos) => {
    answerWith(`${FEEDBACK}/list`, datos);
    renderPage(<LeadDetailsPage />, { dataProvider: dataProvider() });
    await expectLoadError('Error al recuperar los leads');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Cargando leads' })).toBeNull());
    expect(screen.queryByRole('heading', { name: /^Hay / })).toBeNull();
  });
});

describe('the CRM and the incoming phones show what they can read', () => {
  it('CRM: items with only an id and fields of other types are rows with empty cells', async () => {
    answerWith(`${FEEDBACK}/list/CRM`, [
      { id: 1 },
      { id: 2, contacto: { nombre: 'Ana' }, telefono: 600111222, email: ['a@b.es'], contactos: '3', fecha: '30/11/2026', estado: 'PRUEBA' },
    ]);
    renderResourcePage(leads, dataProvider());
    await screen.findByRole('cell', { name: '600111222' });
    const rows = bodyRows().map((row) => [...row.cells].slice(0, 6).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['', '600111222', '', '3', '30/11/2026', 'Prueba'],
      ['', '', '', '', 'Lead cerrado', '[Desconocido]'],
    ]);
    expect(cellTexts().filter((text) => NONSENSE.test(text))).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("incoming phones: a date 'ayer', a name as an object and items with only an id show empty cells", async () => {
    answerWith(`${FEEDBACK}/list/incoming-phone`, [
      { id: 1 },
      { id: 2, contacto: { nombre: 'Ana' }, alumno: 'Lucía Sanz', primer_contacto: 'ayer', telefono_entrante: 910000101, estado: 'LEAD' },
    ]);
    renderResourcePage(telefonosEntrantes, dataProvider());
    await screen.findByRole('cell', { name: 'Lucía Sanz' });
    const rows = bodyRows().map((row) => [...row.cells].map((cell) => cell.textContent));
    expect(rows).toContainEqual(['Lucía Sanz', '[DESCONOCIDO]', '', '910000101', 'Lead']);
    expect(rows).toContainEqual(['', '[DESCONOCIDO]', '', '', '[Desconocido]']);
    expect(cellTexts().filter((text) => NONSENSE.test(text))).toEqual([]);
  });
});
