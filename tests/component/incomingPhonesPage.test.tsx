import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { monthOption, previousMonth } from '../support/spec';
import { IncomingPhonesPage } from '../../src/custom/marketing/IncomingPhonesPage';
import type { IncomingPhone } from '../../src/custom/marketing/leads';
import { INCOMING_PHONES } from '../../src/custom/marketing/sources';
import { fakeDataProvider, renderPage } from './support/resourcePage';
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

describe('IncomingPhonesPage', () => {
  it("shows the current month's incoming phones, newest first, with the shown texts", async () => {
    const provider = fakeDataProvider(PHONES);
    renderPage(<IncomingPhonesPage />, { dataProvider: provider });
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
    expect(provider.getList.mock.calls[0][0]).toBe(INCOMING_PHONES);
    expect(provider.getList.mock.calls[0][1].filter).toEqual({ mes: monthOption(new Date()).value });
  });

  it('searches lead, centre and state ignoring accents, without refetching', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(PHONES);
    renderPage(<IncomingPhonesPage />, { dataProvider: provider });
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
    renderPage(<IncomingPhonesPage />, { dataProvider: provider });
    await screen.findByRole('cell', { name: 'Begoña Núñez' });
    const previous = previousMonth();
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: previous.label }));
    await waitFor(() => expect(provider.getList.mock.calls.at(-1)?.[1].filter).toEqual({ mes: previous.value }));
  });

  it('notifies a load failure with its reason and shows the empty table', async () => {
    const provider = fakeDataProvider(PHONES, { getList: vi.fn(async () => Promise.reject(new Error('Mes no disponible'))) });
    renderPage(<IncomingPhonesPage />, { dataProvider: provider });
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los teléfonos')).toBeTruthy();
    expect(alert.textContent).toContain('Mes no disponible');
  });
});
