// The one drawing of every chart beside a table (MUI X Charts): bars and lines over the
// categories, one value axis per kind of figure. It is the only module that imports
// @mui/x-charts, and ChartPanel loads it lazily: the library comes with the first chart shown.
import { useTheme } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkElement, MarkPlot, type MarkElementProps } from '@mui/x-charts/LineChart';
import type { BarSeriesType, LineSeriesType, XAxis, YAxis } from '@mui/x-charts/models';
import { createContext, useContext, useMemo } from 'react';
import { signColour } from '../../layout/theme';
import { formatValue, markLabel, type ChartData, type ChartSeries, type ValueFormat } from './chartData';

const CHART_HEIGHT = 360;
/**
 * Series without a sign's meaning take these (Material blue, orange, purple and teal; 800 on a
 * light page, 200 on a dark one, where the dark shades fade into it): no red or green, which
 * the tables and the result's bars keep for what a sign means.
 */
const PALETTES = {
  light: ['#1565c0', '#ef6c00', '#6a1b9a', '#00695c'],
  dark: ['#90caf9', '#ffcc80', '#ce93d8', '#80cbc4'],
};
const BAND_AXIS = 'categories';

/** Money signed or not shares one axis: a result's bars and the sales' line are both euros. */
const axisOf = (format: ValueFormat) => (format === 'signedMoney' ? 'money' : format);

// The library hides its drawing from assistive technology, which reads the chart through its
// keyboard navigation (Tab to the chart, then the arrow keys: 'Enero; Ventas; +1.234,50 €') and
// has the table. Each drawn mark also carries what it shows, as the table writes it, in
// `data-label` ('Enero, Ventas: +1.234,50 €'): what the end-to-end tests compare with the cells.
type MarkNamer = (seriesId: string | number, dataIndex: number) => string | undefined;
const MarkNames = createContext<MarkNamer>(() => undefined);

function LabelledMark(props: MarkElementProps) {
  const label = useContext(MarkNames)(props.seriesId, props.dataIndex);
  return <MarkElement {...props} data-label={label} />;
}

/** The library's one text that reaches the user here: a value missing from the keyboard navigation's description. */
const LOCALE_TEXT = { a11yNoValue: 'sin valor' };

export default function SeriesChart({ data }: { data: ChartData }) {
  const theme = useTheme();
  const horizontal = data.layout === 'horizontal';
  const axes = useMemo(() => [...new Set(data.series.map((series) => axisOf(series.format)))], [data.series]);

  const toneColour = (series: ChartSeries) => (series.tone ? signColour(theme, series.tone) : undefined);

  const series = data.series.map((one) => {
    const common = {
      id: one.id,
      label: one.label,
      data: [...one.values],
      color: toneColour(one),
      valueFormatter: (value: number | null) => (value == null ? null : formatValue(one.format, value)),
    };
    const axisKey = axisOf(one.format);
    if (one.kind === 'line') return { ...common, type: 'line', yAxisId: axisKey, xAxisId: BAND_AXIS, showMark: true, curve: 'linear' } satisfies LineSeriesType;
    return horizontal
      ? ({ ...common, type: 'bar', layout: 'horizontal', stack: one.stack, xAxisId: axisKey, yAxisId: BAND_AXIS } satisfies BarSeriesType)
      : ({ ...common, type: 'bar', stack: one.stack, xAxisId: BAND_AXIS, yAxisId: axisKey } satisfies BarSeriesType);
  });

  const bandAxis = { id: BAND_AXIS, scaleType: 'band' as const, data: [...data.categories], valueFormatter: (category: string) => category };
  const valueAxes = axes.map((axis, index) => ({
    id: axis,
    scaleType: 'linear' as const,
    valueFormatter: (value: number) => formatValue(axis, value),
    // Counts are whole: no tick at 2.5 leads.
    tickMinStep: axis === 'count' ? 1 : undefined,
    index,
  }));
  const xAxis: XAxis[] = horizontal
    ? valueAxes.map(({ index, ...axis }) => ({ ...axis, position: index === 0 ? 'bottom' : 'top' }))
    : [{ ...bandAxis, height: 70, tickLabelStyle: { angle: -30, textAnchor: 'end' } }];
  const yAxis: YAxis[] = horizontal
    ? [{ ...bandAxis, width: 160 }]
    : valueAxes.map(({ index, ...axis }) => ({ ...axis, position: index === 0 ? 'left' : 'right', width: axis.id === 'money' ? 100 : 60 }));

  const nameOf: MarkNamer = (seriesId, dataIndex) =>
    markLabel(
      data,
      data.series.findIndex((one) => one.id === seriesId),
      dataIndex,
    );

  return (
    <MarkNames.Provider value={nameOf}>
      <ChartsDataProvider series={series} xAxis={xAxis} yAxis={yAxis} height={CHART_HEIGHT} colors={PALETTES[theme.palette.mode]} localeText={LOCALE_TEXT} skipAnimation>
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid horizontal={!horizontal} vertical={horizontal} />
            <BarPlot slotProps={{ bar: ({ seriesId, dataIndex }) => ({ 'data-label': nameOf(seriesId, dataIndex) }) }} />
            <LinePlot />
            <ChartsAxisHighlight x={horizontal ? 'none' : 'band'} y={horizontal ? 'band' : 'none'} />
            <ChartsAxis />
            <MarkPlot slots={{ mark: LabelledMark }} />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
    </MarkNames.Provider>
  );
}
