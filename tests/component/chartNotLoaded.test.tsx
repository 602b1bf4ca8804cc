// A chart whose code cannot be loaded (offline, or a new version deployed) must not take its
// screen down: the panel says so and the table stays.
import { render, screen } from '@testing-library/react';
import { localStorageStore, StoreContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ChartPanel } from '../../src/common/charts/ChartPanel';

vi.mock('../../src/common/charts/SeriesChart', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a chart that cannot be loaded', () => {
  it('says so in its figure, with the way to see it', async () => {
    render(
      <StoreContextProvider value={localStorageStore()}>
        <ChartPanel
          storeKey="contabilidad/ventas/centro"
          title="Resultados por mes"
          data={{ categories: ['Enero'], series: [{ id: 'ventas', label: 'Ventas', kind: 'bar', format: 'money', values: [10] }] }}
        />
      </StoreContextProvider>,
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('No se ha podido cargar el gráfico. Las cifras están en la tabla; recarga la página para verlo.');
    expect(screen.getByRole('figure', { name: 'Gráfico: Resultados por mes' }).contains(notice)).toBe(true);
  });
});
