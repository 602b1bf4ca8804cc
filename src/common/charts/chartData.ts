// What a chart draws, as plain data built from the rows its table shows: the categories along
// the band axis and the series over them. Pure: the builders beside each screen make it, one
// drawing component (SeriesChart) draws it, and tests read it without a browser.
import { formatEuros, formatPercent, formatSignedEuros } from '../format';
import type { SignTone } from '../money';

/** How a series' values read: counts ('12'), money ('1.234,50 €', signed '+1.234,50 €') or ratios ('12.50 %'). */
export type ValueFormat = 'count' | 'money' | 'signedMoney' | 'percent';

export interface ChartSeries {
  /** Unique in its chart. */
  id: string;
  /** The legend's text. */
  label: string;
  /** What a mark calls its value, when not the legend's text (a series split by sign). */
  name?: string;
  kind: 'bar' | 'line';
  /** One per category; null where there is nothing to draw (no bar, a gap in the line). */
  values: readonly (number | null)[];
  format: ValueFormat;
  /** Bars of one stack share a slot: a series split in two by sign. */
  stack?: string;
  /** The colour of a sign's meaning, as the tables colour amounts. */
  tone?: SignTone;
}

export interface ChartData {
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** 'horizontal' lists the categories down the side (long labels such as distributions). */
  layout?: 'vertical' | 'horizontal';
}

export function formatValue(format: ValueFormat, value: number): string {
  switch (format) {
    case 'money':
      return formatEuros(value);
    case 'signedMoney':
      return formatSignedEuros(value);
    case 'percent':
      return formatPercent(value);
    default:
      return String(value);
  }
}

/** A ratio the chart can place: 0/0 (NaN) and x/0 (Infinity) have no point. */
export const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** What a drawn mark shows: 'Enero 2026, Leads: 12'; nothing for a value not drawn. */
export function markLabel(data: ChartData, seriesIndex: number, dataIndex: number): string | undefined {
  // The chart may ask about a mark it no longer has.
  const series = data.series.at(seriesIndex);
  const value = series?.values[dataIndex];
  if (!series || value == null) return undefined;
  return `${data.categories[dataIndex]}, ${series.name ?? series.label}: ${formatValue(series.format, value)}`;
}
