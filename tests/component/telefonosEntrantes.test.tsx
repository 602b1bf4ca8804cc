import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthOption, previousMonth } from '../support/spec';
import { declaration as telefonosEntrantes } from '../../src/screens/marketing/gestion/telefonos-entrantes';
import type { IncomingPhone } from '../../src/screens/marketing/leadLabels';
import { currentLocation, currentQuery, fakeDataProvider, renderResourcePage } from './support/resourcePage';
import { bodyRows, searchFor, shownNames } from './support/table';

function phone(id: number, fields: Partial<IncomingPhone>): IncomingPhone {
  return {
    id,
    contacto: `Contacto ${id}`,
    alumno: null,
    centro: 'GOYA',
    primer_contacto: '2026-11-02T10:00:00',
    ultimo_contacto: '2026-11-02T10:00:00',
    telefono_entrante: '910000000',
    estado: 'LEAD',
    como_conoce: null,
    ...fields,
  };
}

const PHONES: IncomingPhone[] = [
  phone(1, { alumno: 'Begoña Núñez', centro: 'GOYA', primer_contacto: '2026-11-03T09:05:00', telefono_entrante: '911111111', estado: 'PRUEBA' }),
  phone(2, { contacto: 'Raúl Ortega', centro: null, primer_contacto: '2026-11-10T17:30:00', telefono_entrante: '922222222', estado: 'CLIENTE_CAPTADO' }),
  phone(3, { alumno: 'Carlos Pérez', centro: 'POZUELO', primer_contacto: '2026-11-07T12:00:00', telefono_entrante: '933333333', estado: 'LEAD_NO_VALIDO' }),
];

const open = (dataProvider: object, path?: string) => renderResourcePage(telefonosEntrantes, dataProvider, path);

describe('the incoming phones (/marketing/gestion/telefonos-entrantes)', () => {
  it("shows the current month's incoming phones, newest first, with the shown texts", async () => {
    const provider = fakeDataProvider(PHONES);
    open(provider);
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Begoña Núñez' });

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Lead', 'Centro', 'Fecha', 'Teléfono Entrante', 'Estado Lead']);
    expect(bodyRows().map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['Raúl Ortega', '[DESCONOCIDO]', '10/11/2026 - 17:30', '922222222', 'Cliente Captado'],
      ['Carlos Pérez', 'POZUELO', '07/11/2026 - 12:00', '933333333', 'Lead no valido'],
      ['Begoña Núñez', 'GOYA', '03/11/2026 - 09:05', '911111111', 'Prueba'],
    ]);
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList.mock.calls[0][0]).toBe('marketing/gestion/telefonos-entrantes');
    expect(provider.getList.mock.calls[0][1].filter).toEqual({ mes: monthOption(new Date()).value });
  });

  it('searches lead, centre and state ignoring accents, without refetching', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(PHONES);
    open(provider);
    await screen.findByRole('cell', { name: 'Begoña Núñez' });

    const expectations: [string, string[]][] = [
      ['nunez', ['Begoña Núñez']],
      ['pozuelo', ['Carlos Pérez']],
      ['desconocido', ['Raúl Ortega']],
      ['no valido', ['Carlos Pérez']],
      ['CAPTADO', ['Raúl Ortega']],
    ];
    for (const [query, names] of expectations) {
      await searchFor(user, query);
      await waitFor(() => expect(shownNames()).toEqual(names));
    }
    // The incoming number is shown but not searched (spec 01 §5).
    await searchFor(user, '933333333');
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('asks again for the chosen month', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(PHONES);
    open(provider);
    await screen.findByRole('cell', { name: 'Begoña Núñez' });
    const previous = previousMonth();
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: previous.label }));
    await waitFor(() => expect(provider.getList.mock.calls.at(-1)?.[1].filter).toEqual({ mes: previous.value }));
  });

  it('notifies a load failure with its reason and shows the empty table', async () => {
    const provider = fakeDataProvider(PHONES, { getList: vi.fn(async () => Promise.reject(new Error('Mes no disponible'))) });
    open(provider);
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los teléfonos')).toBeTruthy();
    expect(alert.textContent).toContain('Mes no disponible');
    // Shown after the one call: a refusal is never asked again.
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });
});

describe('the view in the URL', () => {
  // 24 November 2026: the month selector offers December 2026 back to November 2025.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const twoDigits = (n: number) => String(n).padStart(2, '0');
  // 28 calls of 'Llamada' leads (two pages of matches) besides the three above.
  const MANY_PHONES = [
    ...PHONES,
    ...Array.from({ length: 28 }, (_, index) => phone(10 + index, { alumno: `Llamada ${twoDigits(index + 1)}` })),
  ];
  const sortedColumn = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('aria-sort'))
      .map((header) => [header.textContent, header.getAttribute('aria-sort')]);
  const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;

  it('opens on the month, search, sort and page of the URL, asking once for that month', async () => {
    const provider = fakeDataProvider(MANY_PHONES);
    open(provider, '/marketing/gestion/telefonos-entrantes?mes=10-2026&buscar=llamada&orden=lead&sentido=asc&pagina=2');
    expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe('Octubre 2026');
    expect(searchBox().value).toBe('llamada');
    await screen.findByRole('cell', { name: 'Llamada 26' });
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList.mock.calls[0][1].filter).toEqual({ mes: '10/2026' });
    expect(shownNames()).toEqual(['Llamada 26', 'Llamada 27', 'Llamada 28']);
    expect(sortedColumn()).toEqual([['Lead', 'ascending']]);
    expect(screen.getByText('26-28 de 28')).toBeTruthy();
  });

  it('shows the defaults for nonsense values, without asking with any of them', async () => {
    const provider = fakeDataProvider(PHONES);
    open(provider, '/marketing/gestion/telefonos-entrantes?mes=99-2026&orden=telefono&sentido=&pagina=0&filas=1000');
    await screen.findByRole('cell', { name: 'Begoña Núñez' });
    expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe('Noviembre 2026');
    expect(provider.getList.mock.calls.map(([, params]) => params.filter)).toEqual([{ mes: '11/2026' }]);
    // Newest calls first, the default.
    expect(sortedColumn()).toEqual([['Fecha', 'descending']]);
    expect(shownNames()).toEqual(['Raúl Ortega', 'Carlos Pérez', 'Begoña Núñez']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the month, search and sort into the URL, and nothing for the defaults', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(PHONES);
    open(provider, '/marketing/gestion/telefonos-entrantes');
    await screen.findByRole('cell', { name: 'Begoña Núñez' });

    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Octubre 2026' }));
    await waitFor(() => expect(currentLocation.search).toBe('?mes=10-2026'));
    expect(provider.getList.mock.calls.at(-1)?.[1].filter).toEqual({ mes: '10/2026' });

    await searchFor(user, 'pozuelo');
    await user.click(within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name: 'Ordenar por teléfono Entrante descendente' }));
    // Descending is the list's default direction (newest calls first): only the column is written.
    await waitFor(() => expect(currentQuery()).toEqual({ mes: '10-2026', buscar: 'pozuelo', orden: 'telefono_entrante' }));

    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Noviembre 2026' }));
    await searchFor(user, '');
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'telefono_entrante' }));
    expect(currentLocation.path).toBe('/marketing/gestion/telefonos-entrantes');
  });
});
