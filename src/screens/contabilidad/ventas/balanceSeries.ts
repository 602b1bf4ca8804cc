// The chart of the balance screens, from the rows their table shows (without the totals row),
// in the table's order: the result as bars coloured as the table colours it (reversed: money
// still owed is a loss), sales and income as lines.
import type { ChartData } from '../../../common/charts/chartData';
import { signTone } from '../../../common/money';
import { balanceResult, type BalanceRow } from './balances';

/** The result's bars, split by what their sign means, so that the legend names each colour. */
const RESULT_TONES = [
  { id: 'resultadoFavorable', label: 'Resultado favorable', tone: 'gain' },
  { id: 'resultadoDesfavorable', label: 'Resultado desfavorable', tone: 'loss' },
] as const;

export function balanceSeries(rows: readonly BalanceRow[], categoryOf: (row: BalanceRow) => string): ChartData {
  const results = rows.map(balanceResult);
  // A zero result is drawn with the favourable ones: it owes nothing.
  const toneOf = (result: number) => (signTone(result, true) === 'loss' ? 'loss' : 'gain');
  return {
    categories: rows.map(categoryOf),
    series: [
      ...RESULT_TONES.map(({ id, label, tone }) => ({
        id,
        label,
        name: 'Resultado',
        kind: 'bar' as const,
        format: 'signedMoney' as const,
        stack: 'resultado',
        tone,
        values: results.map((result) => (toneOf(result) === tone ? result : null)),
      })),
      // Signed, as the table shows them.
      { id: 'ventas', label: 'Ventas', kind: 'line', format: 'signedMoney', values: rows.map((row) => row.ventas) },
      { id: 'ingresos', label: 'Ingresos', kind: 'line', format: 'signedMoney', values: rows.map((row) => row.ingresos) },
    ],
  };
}
