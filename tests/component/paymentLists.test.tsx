// The declared payment lists: the pending payments with their types and totals, and the modified
// payments with the history of changes in a tooltip the keyboard reaches (the column `tooltip`).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { modifiedPayment, pendingPayment } from '../../src/contract/pagos';
import { declaration as pagosModificados } from '../../src/screens/contabilidad/pagos/modificaciones';
import { readAs } from '../support/contract';
import { declarationOf } from '../support/declarations';
import { monthOption, SPEC_ACTIVE_ACADEMIES } from '../support/spec';
import { fakeDataProvider, renderResourcePage } from './support/resourcePage';
import { bodyRows } from './support/table';

/** The pending payments' screen, compiled from its file (pendientes.json). */
const pagosPendientes = await declarationOf('contabilidad/pagos/pendientes');

// Named by their position, as the data provider names records the spec gives no id.
const PENDING = readAs(pendingPayment, [
  { alumno: 'Lucía García', concepto: 'Clases noviembre', centro: 'GOYA', tipo: 'PAGO', importe: 120.1, deuda: 60.05 },
  { alumno: 'Ana Ruiz', concepto: 'Pack 10 horas', centro: 'GOYA', tipo: 'PACK', importe: '0,20', deuda: '0.1' },
]).map((payment, id) => ({ ...payment, id }));
const MODIFIED = readAs(modifiedPayment, [
  {
    alumno: 'Lucía García', concepto: 'Tarifa Bachillerato', fecha: '2026-11-03', importe: 95, modificacion: -25,
    modificaciones: ['04/11/2026 - 10:00: -30,00 € (Descuento por hermanos)', { fecha: '2026-11-05T12:00:00', importe: 5, justificacion: 'Ajuste por cambio de horario' }],
  },
]).map((payment, id) => ({ ...payment, id }));

describe('pending payments', () => {
  // Without a session, the academy selector starts on the first academy of the spec's list.
  it('ask for the academy and month, show the types in Spanish and total the amounts in cents', async () => {
    const provider = fakeDataProvider(PENDING);
    renderResourcePage(pagosPendientes, provider);
    await screen.findByRole('cell', { name: 'Lucía García' });
    expect(provider.getList.mock.calls[0][1].filter).toEqual({ academia: SPEC_ACTIVE_ACADEMIES[0], mes: monthOption(new Date()).value });
    expect(bodyRows().map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['Ana Ruiz', 'Pack 10 horas', 'Pack de horas', '0,20 €', '0,10 €'],
      ['Lucía García', 'Clases noviembre', 'Pago', '120,10 €', '60,05 €'],
      ['Total', '', '', '120,30 €', '60,15 €'],
    ]);
  });
});

describe('the academy of a link to a declared list', () => {
  // As on the bespoke pages (the CRM's `academia=quevedo`): a link's academy is read whatever its case.
  it('selects GOYA for ?academia=goya, and asks for its payments', async () => {
    const provider = fakeDataProvider(PENDING);
    renderResourcePage(pagosPendientes, provider, `/${pagosPendientes.name}?academia=goya`);
    await screen.findByRole('cell', { name: 'Lucía García' });
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');
    expect(provider.getList.mock.calls.map(([, params]) => params.filter)).toEqual([{ academia: 'GOYA', mes: monthOption(new Date()).value }]);
  });
});

describe('modified payments', () => {
  it('show the history of changes in a tooltip when the keyboard reaches the modification', async () => {
    const user = userEvent.setup();
    renderResourcePage(pagosModificados, fakeDataProvider(MODIFIED));
    const cell = await screen.findByRole('cell', { name: '-25,00 €' });
    // The tooltip loads apart, on the first list that has one.
    const target = await waitFor(() => {
      const focusable = cell.querySelector<HTMLElement>('[tabindex="0"]');
      expect(focusable?.textContent).toBe('-25,00 €');
      return focusable!;
    });
    for (let presses = 0; presses < 30 && document.activeElement !== target; presses++) await user.tab();
    expect(document.activeElement).toBe(target);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '04/11/2026 - 10:00: -30,00 € (Descuento por hermanos)',
      '05/11/2026 - 12:00: +5,00 € (Ajuste por cambio de horario)',
    ]);
    expect(target.getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});
