// The student income screen: which row actions each income offers (spec 02 §4), the confirmed
// unassignment and deletion, and the 'Editar ingreso' dialog (spec 02 §2, §5).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { income as incomeSchema } from '../../src/contract/ingresosAlumno';
import { StudentIncomesPage } from '../../src/screens/contabilidad/pagos/ingresos/StudentIncomesPage';
import { readAs } from '../support/contract';
import { fakeDataProvider, renderPage } from './support/resourcePage';

/** An income as the data provider reads it: the spec's fields, and `asignado: false` unless told otherwise. */
function income(id: number, fields: Partial<z.input<typeof incomeSchema>>) {
  const [read] = readAs(incomeSchema, [{
    id, importe: 80, concepto: `Ingreso ${id}`, formaPago: 'EFECTIVO', fechaIngreso: `2026-11-0${id}T10:15:00`, fecha: `2026-11-0${id}`, hora: '10:15',
    centro: 'GOYA', asignado: false, ...fields,
  }]);
  return read;
}

const INCOMES = [
  income(1, { concepto: 'Libre' }),
  income(2, { concepto: 'Asignado', asignado: true }),
  income(3, { concepto: 'Facturado', codigoFactura: 'F2026-000012' }),
];
const PATH = '/?alumno=7-Luc%C3%ADa+Garc%C3%ADa';

function open(incomes = INCOMES) {
  const provider = { ...fakeDataProvider(incomes), action: vi.fn(async () => ({})) };
  renderPage(<StudentIncomesPage />, { dataProvider: provider, path: PATH });
  return provider;
}

const rowOf = async (concepto: string) => (await screen.findByRole('cell', { name: concepto })).closest('tr')!;
const actionsOf = async (concepto: string) => within(await rowOf(concepto)).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('StudentIncomesPage', () => {
  it("lists the URL's student incomes with the spec's columns", async () => {
    const provider = open();
    await screen.findByRole('cell', { name: 'Libre' });
    expect(provider.getList.mock.calls[0][1].filter).toEqual({ alumno: 7 });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Concepto', 'Fecha', 'Hora', 'Importe', 'Forma Pago', 'Centro', 'Opciones']);
    expect(Array.from((await rowOf('Libre')).cells, (cell) => cell.textContent).slice(0, 6)).toEqual(['Libre', '01/11/2026', '10:15', '80,00 €', 'Efectivo', 'GOYA']);
  });

  it('offers deletion only without invoice and not assigned, and unassignment only when assigned', async () => {
    open();
    expect(await actionsOf('Libre')).toEqual(['Editar', 'Borrar']);
    expect(await actionsOf('Asignado')).toEqual(['Desasignar', 'Editar']);
    expect(await actionsOf('Facturado')).toEqual(['Editar']);
  });

  it("offers 'Desasignar' and 'Borrar' for an income as the spec gives it, without asignado nor an invoice", async () => {
    const [spec] = readAs(incomeSchema, [{ id: 4, importe: '95,50', concepto: 'Según la especificación', formaPago: 'TARJETA', fechaIngreso: '2026-11-04T09:00:00', fecha: '2026-11-04', hora: '09:00', observaciones: null, centro: 'GOYA' }]);
    open([spec]);
    expect(await actionsOf('Según la especificación')).toEqual(['Desasignar', 'Editar', 'Borrar']);
    expect(Array.from((await rowOf('Según la especificación')).cells, (cell) => cell.textContent).slice(3, 5)).toEqual(['95,50 €', 'Tarjeta']);
  });

  it('leaves the cells of what the answer could not read empty', async () => {
    open([income(5, { concepto: 'Raro', formaPago: { codigo: 'EFECTIVO' } as never, hora: 'tarde', centro: ['GOYA'] as never })]);
    expect(Array.from((await rowOf('Raro')).cells, (cell) => cell.textContent).slice(0, 6)).toEqual(['Raro', '05/11/2026', '', '80,00 €', '', '']);
  });

  it('unassigns and deletes after their confirmations', async () => {
    const user = userEvent.setup();
    const provider = open();
    await user.click(within(await rowOf('Asignado')).getByRole('button', { name: 'Desasignar' }));
    const unassign = await screen.findByRole('dialog', { name: '¿Seguro que quieres desasignar este ingreso?' });
    expect(provider.action).not.toHaveBeenCalled();
    await user.click(within(unassign).getByRole('button', { name: 'Desasignar' }));
    await waitFor(() => expect(provider.action).toHaveBeenCalledWith('contabilidad/pagos/ingresos', 'desasignar', expect.objectContaining({ id: 2 })));
    expect(await screen.findByText('Ingreso desasignado')).toBeTruthy();

    await user.click(within(await rowOf('Libre')).getByRole('button', { name: 'Borrar' }));
    const remove = await screen.findByRole('dialog', { name: '¿Seguro que quieres borrar este ingreso?' });
    await user.click(within(remove).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('contabilidad/pagos/ingresos', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('Ingreso borrado')).toBeTruthy();
  });

  it("edits an income: date and time only for a transfer, 'Actualizar' only with concepto", async () => {
    const user = userEvent.setup();
    const provider = open();
    await user.click(within(await rowOf('Libre')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar ingreso' });
    expect(within(dialog).getByText('La fecha solo se puede cambiar en los ingresos por transferencia.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Hora' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /Forma de pago/ }));
    await user.click(await screen.findByRole('option', { name: 'Transferencia' }));
    expect(await within(dialog).findByRole('textbox', { name: /Hora/ })).toBeTruthy();

    const concepto = within(dialog).getByRole('textbox', { name: /Concepto/ });
    const update = within(dialog).getByRole('button', { name: 'Actualizar' });
    await user.clear(concepto);
    expect(update).toHaveProperty('disabled', true);
    await user.type(concepto, 'Transferencia de noviembre');
    expect(update).toHaveProperty('disabled', false);
    await user.click(update);
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data).toMatchObject({ id: 1, concepto: 'Transferencia de noviembre', formaPago: 'TRANSFERENCIA', fecha: '2026-11-01', hora: '10:15' });
    expect(await screen.findByText('Ingreso actualizado')).toBeTruthy();
  });
});
