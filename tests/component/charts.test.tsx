// The chart beside a table: its panel (heading, remembered toggle, named figure) and a declared
// list's chart, fed with the rows the table shows. jsdom lays out no SVG: the drawing itself is
// checked end to end (tests/e2e/charts.e2e.ts).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore, StoreContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../src/authProvider/session';
import { ChartPanel } from '../../src/common/charts/ChartPanel';
import type { ChartData } from '../../src/common/charts/chartData';
import type { BalanceRow } from '../../src/screens/contabilidad/ventas/balances';
import { declaration as ventasCentro } from '../../src/screens/contabilidad/ventas/centro';
import { fakeDataProvider, renderResourcePage } from './support/resourcePage';
import { bodyRows } from './support/table';

const DATA: ChartData = {
  categories: ['Enero', 'Febrero'],
  series: [{ id: 'ventas', label: 'Ventas', kind: 'bar', format: 'money', values: [10, 20] }],
};

/** The panel as the console mounts it: its store kept in localStorage, a new store per page load. */
function renderPanel(data: ChartData = DATA) {
  return render(
    <StoreContextProvider value={localStorageStore()}>
      <ChartPanel storeKey="contabilidad/ventas/centro" title="Resultados por mes" data={data} />
    </StoreContextProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('ChartPanel', () => {
  it('shows the chart under its heading as a figure named after it, described as the table on screen', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados por mes' })).toBeTruthy();
    const figure = screen.getByRole('figure', { name: 'Gráfico: Resultados por mes' });
    const description = document.getElementById(figure.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Las mismas cifras, en la tabla de esta pantalla.');
    const toggle = screen.getByRole('button', { name: 'Ocultar gráfico' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(figure.id);
  });

  it('hides the chart and remembers it over a reload of the page, until shown again', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Ocultar gráfico' }));
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar gráfico' }).getAttribute('aria-expanded')).toBe('false');
    first.unmount();

    renderPanel();
    expect(screen.queryByRole('figure')).toBeNull();
    const show = screen.getByRole('button', { name: 'Mostrar gráfico' });
    show.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('figure', { name: 'Gráfico: Resultados por mes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ocultar gráfico' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows nothing without rows to draw: the table says so on its own', () => {
    const { container } = renderPanel({ categories: [], series: [] });
    expect(container.textContent).toBe('');
  });
});

const balance = (fecha: string, ventas: number, deuda: number): BalanceRow => ({
  id: fecha,
  fecha,
  centro: 'GOYA',
  ventas,
  deuda,
  ventaTeorica: 0,
  deudaMes: 0,
  ingresos: 0,
  ingresosDesasignados: 0,
});

describe('a declared list with a chart (ventas/centro)', () => {
  afterEach(clearSession);

  it("draws the rows the table shows, in its order from the URL's sort and search, without the totals row", async () => {
    storeSession({ token: 't', username: 'Ana Demo', centro: 'GOYA' });
    const series = vi.fn(ventasCentro.list.chart?.series);
    const schema = { ...ventasCentro, list: { ...ventasCentro.list, chart: { title: 'Resultados por mes', series } } };
    const rows = [balance('2026-01-01', 100, 5), balance('2026-02-01', 300, 0), balance('2026-03-01', 200, 7), balance('2026-04-01', 50, 1)];
    renderResourcePage(schema, fakeDataProvider(rows), '/contabilidad/ventas/centro?orden=ventas&sentido=desc&buscar=o');

    await screen.findByRole('figure', { name: 'Gráfico: Resultados por mes' });
    // 'o' is in Enero, Febrero and Marzo, not in Abril; by sales, highest first.
    // The last row is the totals row.
    expect(bodyRows().map((row) => row.cells[0].textContent)).toEqual(['Febrero', 'Marzo', 'Enero', 'Total']);
    const drawn = series.mock.results.at(-1)?.value as ChartData;
    expect(drawn.categories).toEqual(['Febrero', 'Marzo', 'Enero']);
    expect(drawn.series.find((one) => one.id === 'ventas')?.values).toEqual([300, 200, 100]);
    expect(drawn.series.find((one) => one.id === 'resultadoDesfavorable')?.values).toEqual([null, 7, 5]);
  });

  it('shows no chart while the list has no rows', async () => {
    storeSession({ token: 't', username: 'Ana Demo', centro: 'GOYA' });
    renderResourcePage(ventasCentro, fakeDataProvider<BalanceRow>([]));
    await screen.findByText('No hay datos');
    await waitFor(() => expect(screen.queryByRole('figure')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Ocultar gráfico' })).toBeNull();
  });
});
