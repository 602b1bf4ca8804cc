// The shared student picker: it searches only from 3 characters, says when it is searching and
// when nothing matched, and is driven by the keyboard; the choice goes into the screen's URL.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ModifyPaymentPage } from '../../src/screens/contabilidad/pagos/modificar/ModifyPaymentPage';
import { currentQuery, fakeDataProvider, renderPage } from './support/resourcePage';

const STUDENTS = [
  { id: 7, nombre: 'Lucía', apellidos: 'García Ruiz', centro: 'GOYA', dni: '12345678Z' },
  { id: 8, nombre: 'Lucas', apellidos: 'García Soto', centro: 'POZUELO', dni: null },
];

/** A search that answers the students whose name holds the filter, and no hirings. */
function searchProvider() {
  const provider = fakeDataProvider(STUDENTS);
  provider.getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource !== 'contabilidad/alumnos') return { data: [], total: 0 };
    const filtro = String(params.filter.filtro).toLowerCase();
    const data = STUDENTS.filter((student) => `${student.nombre} ${student.apellidos}`.toLowerCase().includes(filtro));
    return { data, total: data.length };
  });
  return provider;
}

const searches = (provider: ReturnType<typeof searchProvider>) =>
  provider.getList.mock.calls.filter(([resource]) => resource === 'contabilidad/alumnos').map(([, params]) => params.filter.filtro);

describe('StudentPicker', () => {
  it('asks nothing under 3 characters, then searches the text typed once the user pauses', async () => {
    const user = userEvent.setup();
    const provider = searchProvider();
    renderPage(<ModifyPaymentPage />, { dataProvider: provider });
    const picker = screen.getByRole('combobox', { name: 'Alumno' });
    await user.type(picker, 'ga');
    expect(await screen.findByText('Escribe al menos 3 caracteres')).toBeTruthy();
    await user.type(picker, 'rcía');
    expect(await screen.findByRole('option', { name: /Lucía García Ruiz/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Lucas García Soto/ }).textContent).toContain('POZUELO');
    expect(searches(provider)).toEqual(['garcía']);
  });

  it("says 'No hay alumnos' when nothing matched", async () => {
    const user = userEvent.setup();
    renderPage(<ModifyPaymentPage />, { dataProvider: searchProvider() });
    await user.type(screen.getByRole('combobox', { name: 'Alumno' }), 'zzz');
    expect(await screen.findByText('No hay alumnos')).toBeTruthy();
  });

  it('chooses a student with the keyboard and writes id and name into the URL', async () => {
    const user = userEvent.setup();
    renderPage(<ModifyPaymentPage />, { dataProvider: searchProvider() });
    await user.type(screen.getByRole('combobox', { name: 'Alumno' }), 'lucas');
    await screen.findByRole('option', { name: /Lucas García Soto/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentQuery().alumno).toBe('8-Lucas García Soto'));
    expect(await screen.findByText('No hay contrataciones')).toBeTruthy();
  });

  it('shows the student of the URL without searching', async () => {
    const provider = searchProvider();
    renderPage(<ModifyPaymentPage />, { dataProvider: provider, path: '/?alumno=7-Luc%C3%ADa+Garc%C3%ADa+Ruiz' });
    expect((screen.getByRole('combobox', { name: 'Alumno' }) as HTMLInputElement).value).toBe('Lucía García Ruiz');
    await screen.findByText('No hay contrataciones');
    expect(searches(provider)).toEqual([]);
    const kinds = provider.getList.mock.calls.map(([resource, params]) => `${resource} ${JSON.stringify(params.filter)}`);
    expect(kinds).toEqual([
      'contabilidad/contrataciones/pago {"alumno":7}',
      'contabilidad/contrataciones/pago-tarifa {"alumno":7}',
      'contabilidad/contrataciones/pago-intensivo {"alumno":7}',
      'contabilidad/contrataciones/pago-pack-horas {"alumno":7}',
    ]);
  });
});
