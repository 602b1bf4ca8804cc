import { describe, expect, it } from 'vitest';
import { formatValue, markLabel, type ChartData } from '../../src/common/charts/chartData';
import type { FunnelRow, FunnelRowKind } from '../../src/screens/marketing/adquisicion/funnel';
import { funnelAcademySeries, funnelMonthSeries } from '../../src/screens/marketing/adquisicion/funnelSeries';
import { shareSeries } from '../../src/screens/marketing/adquisicion/leads/shareSeries';
import { balanceSeries } from '../../src/screens/contabilidad/ventas/balanceSeries';
import { balanceMonthName, type BalanceRow } from '../../src/screens/contabilidad/ventas/balances';

/** A funnel row with the counts and the lead → alumno rate given; the other rates do not matter here. */
function row(label: string, kind: FunnelRowKind, leads: number, pruebas: number, captados: number, leadToStudent: number): FunnelRow {
  return { id: label, label, kind, blockKey: label, leads, novalidos: 0, pruebas, abiertos: 0, captados, leadToTrial: 0, trialToStudent: 0, leadToStudent };
}

const valuesOf = (data: ChartData) => Object.fromEntries(data.series.map((series) => [series.id, series.values]));

describe('funnel charts', () => {
  const monthRows = [
    row('Septiembre 2025', 'group', 10, 4, 2, 0.25),
    row('Septiembre 2025 (Web)', 'web', 6, 2, 1, 0.2),
    row('Septiembre 2025 (SEM)', 'sem', 3, 1, 0, 0),
    row('Octubre 2025', 'group', 0, 0, 0, NaN),
    row('Octubre 2025 (Web)', 'web', 0, 0, 0, NaN),
    row('Octubre 2025 (SEM)', 'sem', 0, 0, 0, NaN),
    row('Total', 'total', 10, 4, 2, 0.25),
    row('Total (Web)', 'totalWeb', 6, 2, 1, 0.2),
    row('Total (SEM)', 'totalSem', 3, 1, 0, 0),
  ];

  it('draws the months only, leads, pruebas and captados as bars and lead → alumno as a line, no point where it is 0/0', () => {
    const chart = funnelMonthSeries(monthRows);
    expect(chart.categories).toEqual(['Septiembre 2025', 'Octubre 2025']);
    expect(chart.series.map((series) => [series.label, series.kind])).toEqual([
      ['Leads', 'bar'],
      ['Pruebas', 'bar'],
      ['Captados', 'bar'],
      ['Lead → Alumno', 'line'],
    ]);
    expect(valuesOf(chart)).toEqual({ leads: [10, 0], pruebas: [4, 0], captados: [2, 0], leadToStudent: [0.25, null] });
    expect(markLabel(chart, 3, 0)).toBe('Septiembre 2025, Lead → Alumno: 25.00 %');
    expect(markLabel(chart, 3, 1)).toBeUndefined();
  });

  it('draws the academies and Central in the order the table shows them, leads and captados side by side', () => {
    const sorted = [
      row('RETIRO', 'group', 7, 3, 1, 1 / 7),
      row('RETIRO (Web)', 'web', 2, 1, 0, 0),
      row('Central', 'group', 4, 0, 0, 0),
      row('GOYA', 'group', 12, 5, 3, 0.25),
      row('Total', 'total', 23, 8, 4, 4 / 23),
    ];
    const chart = funnelAcademySeries(sorted);
    expect(chart.categories).toEqual(['RETIRO', 'Central', 'GOYA']);
    expect(valuesOf(chart)).toEqual({ leads: [7, 4, 12], captados: [1, 0, 3] });
    expect(markLabel(chart, 1, 2)).toBe('GOYA, Captados: 3');
  });
});

describe('share charts', () => {
  it("draws each row's share across, in the table's order, no bar where there are no valid leads", () => {
    const chart = shareSeries([
      { id: 'Google', label: 'Google', count: 3, share: 0.75 },
      { id: 'Amigo', label: 'Amigo', count: 1, share: 0.25 },
      { id: 'Otro', label: 'Otro', count: 0, share: NaN },
    ]);
    expect(chart.layout).toBe('horizontal');
    expect(chart.categories).toEqual(['Google', 'Amigo', 'Otro']);
    expect(valuesOf(chart)).toEqual({ share: [0.75, 0.25, null] });
    expect(markLabel(chart, 0, 1)).toBe('Amigo, Porcentaje: 25.00 %');
  });
});

describe('balance charts', () => {
  const balance = (fecha: string, ventas: number, ingresos: number, deuda: number, deudaMes: number, ingresosDesasignados: number): BalanceRow => ({
    id: fecha,
    fecha,
    centro: 'GOYA',
    ventas,
    ventaTeorica: 0,
    deuda,
    deudaMes,
    ingresos,
    ingresosDesasignados,
  });
  // Results (deuda + deuda servicios − ingresos sin asignar): +150,25 €, −30,00 €, 0,00 €.
  const rows = [
    balance('2024-01-01', 1234.5, 1000, 100.25, 80, 30),
    balance('2024-02-01', 500, 530, 0, 0, 30),
    balance('2024-03-01', 0, 0, 10, 0, 10),
  ];

  it('draws the result as bars split by what its sign means (reversed: owed is unfavourable), sales and income as lines', () => {
    const chart = balanceSeries(rows, balanceMonthName);
    expect(chart.categories).toEqual(['Enero', 'Febrero', 'Marzo']);
    expect(chart.series.map((series) => [series.label, series.kind, series.tone, series.stack])).toEqual([
      ['Resultado favorable', 'bar', 'gain', 'resultado'],
      ['Resultado desfavorable', 'bar', 'loss', 'resultado'],
      ['Ventas', 'line', undefined, undefined],
      ['Ingresos', 'line', undefined, undefined],
    ]);
    expect(valuesOf(chart)).toEqual({
      resultadoFavorable: [null, -30, 0],
      resultadoDesfavorable: [150.25, null, null],
      ventas: [1234.5, 500, 0],
      ingresos: [1000, 530, 0],
    });
    expect(markLabel(chart, 1, 0)).toBe('Enero, Resultado: +150,25 €');
    expect(markLabel(chart, 0, 1)).toBe('Febrero, Resultado: -30,00 €');
    expect(markLabel(chart, 0, 0)).toBeUndefined();
    expect(markLabel(chart, 2, 0)).toBe('Enero, Ventas: +1.234,50 €');
  });

  it('names each academy by its row in the order given', () => {
    const chart = balanceSeries([{ ...rows[1], centro: 'RETIRO' }, rows[0]], (balance) => balance.centro ?? '');
    expect(chart.categories).toEqual(['RETIRO', 'GOYA']);
    expect(valuesOf(chart).ventas).toEqual([500, 1234.5]);
  });
});

describe('chart values', () => {
  it('read as the tables write them', () => {
    expect(formatValue('count', 1234)).toBe('1234');
    expect(formatValue('money', 1234.5)).toBe('1.234,50 €');
    expect(formatValue('signedMoney', 1234.5)).toBe('+1.234,50 €');
    expect(formatValue('percent', 0.125)).toBe('12.50 %');
  });
});
