// The payment change screen on a chosen hiring: its details, the result's percentage, and when
// the delete-payment link is offered (spec 02 §4-§5).
import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { ModifyPaymentPage } from '../../src/screens/contabilidad/pagos/modificar/ModifyPaymentPage';
import * as z from 'zod/mini';
import { paymentDetails, type PaymentDetails } from '../../src/contract/pagos';
import { readAs } from '../support/contract';
import { fakeDataProvider, renderPage } from './support/resourcePage';

const today = format(new Date(), 'yyyy-MM-dd');
type DetailsAnswer = z.input<typeof paymentDetails>;

/** The details as the data provider reads them, from an answer with every field and `fields` over it. */
function details(fields: Partial<DetailsAnswer> = {}, resultado: Record<string, unknown> = {}): PaymentDetails {
  const [read] = readAs(paymentDetails, [{
    id: 31,
    tipo: 'PAGO',
    concepto: 'Clases de noviembre',
    centro: 'GOYA',
    fecha: today,
    codigosPromocionales: ['HERMANOS10'],
    importePago: 120,
    modificacion: -20,
    matricula: false,
    ingresos: [],
    modificaciones: [{ fecha: `${today}T10:00:00`, importe: -20, justificacion: 'Descuento por hermanos' }],
    resultado: {
      importeAlternativo: null,
      justificacionImporte: null,
      resultados: [
        { precio: 25, explicacion: 'Clase individual', asistencia: { id: 1, fecha: today, hora: '17:00', asignatura: 'Física', nivel: 'BACHILLERATO', clase: 'Individual' } },
      ],
      ventaTeorica: 200,
      deudaMes: 25,
      ...resultado,
    },
    ...fields,
  }]);
  return read;
}

/** The screen opened on hiring 31 of `kind` of a student, as a link opens it, with `payment` as its details. */
function open(payment: PaymentDetails, kind = 'pago') {
  const provider = fakeDataProvider([], { getOne: vi.fn(async () => ({ data: payment })) });
  const view = renderPage(<ModifyPaymentPage />, { dataProvider: provider, path: `/?alumno=7-Luc%C3%ADa+Garc%C3%ADa&contratacion=${kind}-31` });
  return { provider, unmount: view.unmount };
}

describe('ModifyPaymentPage', () => {
  it('shows the payment, its modifications and the result with deudaMes × 100 / ventaTeorica', async () => {
    const { provider } = open(details());
    await screen.findByRole('heading', { name: 'Resultado del pago' });
    expect(provider.getOne).toHaveBeenCalledWith('contabilidad/contrataciones/pago', expect.objectContaining({ id: 31 }));
    expect(screen.getByText('Clases de noviembre')).toBeTruthy();
    expect(screen.getByText('HERMANOS10')).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'Modificaciones realizadas' });
    expect(within(changes).getByText('-20,00 €')).toBeTruthy();
    expect(within(changes).getByText('Descuento por hermanos')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Ingresos recibidos' })).getByText('No hay datos')).toBeTruthy();
    expect(screen.getByText('Venta teórica').nextSibling?.textContent).toBe('200,00 €');
    expect(screen.getByText('Porcentaje de modificación').nextSibling?.textContent).toBe('12,50 %');
    expect(screen.getByRole('button', { name: 'Borrar pago' })).toBeTruthy();
  });

  it('leaves the percentage empty when ventaTeorica is 0', async () => {
    open(details({}, { ventaTeorica: 0 }));
    await screen.findByRole('heading', { name: 'Resultado del pago' });
    expect(screen.getByText('Porcentaje de modificación').nextSibling?.textContent).toBe('—');
  });

  it('offers no deletion of another kind, of a past month, within an enrolment or with income', async () => {
    const income = { concepto: 'Pago', centro: 'GOYA', fecha: `${today}T10:00:00`, importePago: 120, importe: 50 };
    for (const [payment, kind] of [
      [details(), 'pago-tarifa'],
      [details({ fecha: '2020-01-15' }), 'pago'],
      [details({ matricula: true }), 'pago'],
      [details({ ingresos: [income] }), 'pago'],
    ] as const) {
      const { unmount } = open(payment, kind);
      await screen.findByRole('heading', { name: 'Resultado del pago' });
      expect(screen.queryByRole('button', { name: 'Borrar pago' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Añadir modificación' })).toBeTruthy();
      unmount();
    }
  });

  it("offers 'Borrar pago' and the modification for a payment as the spec gives it, without matricula, ventaTeorica or deudaMes", async () => {
    const [spec] = readAs(paymentDetails, [{
      id: 31, tipo: 'PAGO', concepto: 'Clases de noviembre', centro: 'GOYA', fecha: today, codigosPromocionales: [], importePago: '120,50', modificacion: 0,
      ingresos: [],
      modificaciones: [`${format(new Date(), 'dd/MM/yyyy')} - 10:00: -20,00 € (Descuento por hermanos)`],
      // The spec's result has no ventaTeorica nor deudaMes, which the contract's input type lists.
      resultado: { importeAlternativo: null, justificacionImporte: null, resultados: [] } as unknown as DetailsAnswer['resultado'],
    }]);
    open(spec);
    await screen.findByRole('heading', { name: 'Resultado del pago' });
    expect(screen.getByRole('button', { name: 'Borrar pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir modificación' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Detalles del pago' })).getByText('Importe').nextSibling?.textContent).toBe('120,50 €');
    expect(within(screen.getByRole('table', { name: 'Modificaciones realizadas' })).getByText(/Descuento por hermanos/)).toBeTruthy();
    for (const label of ['Venta teórica', 'Deuda del mes', 'Porcentaje de modificación']) expect(screen.getByText(label).nextSibling?.textContent).toBe('—');
  });

  it('shows a payment whose result the answer could not read, with its actions', async () => {
    open(details({ resultado: 'pendiente' as never, codigosPromocionales: 'HERMANOS10' as never }));
    await screen.findByRole('heading', { name: 'Resultado del pago' });
    expect(within(screen.getByRole('table', { name: 'Resultado del pago' })).getByText('No hay datos')).toBeTruthy();
    expect(screen.queryByText('Venta teórica')).toBeNull();
    expect(screen.getByText('Códigos promocionales').nextSibling?.textContent).toBe('—');
    expect(screen.getByRole('button', { name: 'Borrar pago' })).toBeTruthy();
  });
});
