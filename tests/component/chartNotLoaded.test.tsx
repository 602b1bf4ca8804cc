// A chart whose code cannot be loaded (offline, or a new version deployed) must not take its
// screen down: the panel says so and the table stays; the code is fetched again on request.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore, StoreContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartData } from '../../src/common/charts/chartData';

/** Whether the chart's code is out of reach; when it is not, a stand-in says what it would draw. */
const chartCode = { lost: true };

const NOT_LOADED = 'No se ha podido cargar el gráfico. Las cifras están en la tabla; recarga la página para verlo.';

async function renderPanel() {
  // Fresh modules per test: what the panel remembers of its chart's code starts anew.
  vi.resetModules();
  vi.doMock('../../src/common/charts/SeriesChart', () => {
    if (chartCode.lost) throw new Error('Failed to fetch dynamically imported module');
    return { default: ({ data }: { data: ChartData }) => <p>Barras: {data.categories.join(', ')}</p> };
  });
  const { ChartPanel } = await import('../../src/common/charts/ChartPanel');
  render(
    <StoreContextProvider value={localStorageStore()}>
      <ChartPanel
        storeKey="contabilidad/ventas/centro"
        title="Resultados por mes"
        data={{ categories: ['Enero'], series: [{ id: 'ventas', label: 'Ventas', kind: 'bar', format: 'money', values: [10] }] }}
      />
    </StoreContextProvider>,
  );
}

describe('a chart that cannot be loaded', () => {
  beforeEach(() => {
    localStorage.clear();
    chartCode.lost = true;
  });

  it('says so in its figure, with the way to see it', async () => {
    await renderPanel();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(NOT_LOADED);
    expect(screen.getByRole('figure', { name: 'Gráfico: Resultados por mes' }).contains(notice)).toBe(true);
  });

  it("draws the chart when 'Reintentar' finds its code", async () => {
    await renderPanel();
    await screen.findByRole('status');
    chartCode.lost = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Barras: Enero')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('fetches the code again when the chart is hidden and shown again', async () => {
    await renderPanel();
    await screen.findByRole('status');
    chartCode.lost = false;
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar gráfico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar gráfico' }));
    expect(await screen.findByText('Barras: Enero')).toBeTruthy();
    expect(screen.queryByText(NOT_LOADED)).toBeNull();
  });
});
