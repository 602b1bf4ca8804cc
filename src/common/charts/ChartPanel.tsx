// A chart beside its table: a heading, the button that hides or shows it (remembered per
// screen in react-admin's store, which the console keeps in localStorage) and the chart, a
// figure named after its heading whose text alternative is the table on the same screen.
// No region of its own: the table's region (or the page) is where it stands.
import BarChartIcon from '@mui/icons-material/BarChart';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useStore } from 'react-admin';
import { lazyComponent, type RetryProps } from '../lazyComponent';
import { RETRY_LABEL } from '../../layout/ScreenError';
import type { ChartData } from './chartData';

// With the legend above the plot.
const FIGURE_HEIGHT = 400;

/** In place of a chart whose code could not be loaded (offline, or a new version deployed): the table stays. */
function ChartNotLoaded({ retry }: RetryProps) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        No se ha podido cargar el gráfico. Las cifras están en la tabla; recarga la página para verlo.
      </Typography>
      <Button size="small" onClick={retry}>
        {RETRY_LABEL}
      </Button>
    </Box>
  );
}

const ChartLoading = () => <Skeleton variant="rectangular" height={FIGURE_HEIGHT} aria-hidden />;

const SeriesChart = lazyComponent(
  () => import('./SeriesChart').then((module) => module.default),
  ChartLoading,
  ChartNotLoaded,
);

/** The store key of a chart's visibility: 'charts.<key>.visible'. */
export const chartVisibilityKey = (key: string) => `charts.${key}.visible`;

interface ChartPanelProps {
  /** Names the chart in the store: one per chart of the console (e.g. its screen's path). */
  storeKey: string;
  /** The heading; the figure is named 'Gráfico: <title>'. */
  title: string;
  data: ChartData;
  /** The heading's level: one below the heading of what the chart stands beside. */
  level?: 2 | 3 | 4;
}

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export function ChartPanel({ storeKey, title, data, level = 2 }: ChartPanelProps) {
  const [visible, setVisible] = useStore<boolean>(chartVisibilityKey(storeKey), true);
  const figureId = useId();
  const captionId = useId();
  // Nothing to compare (no rows, a failed load): the table says so on its own.
  if (data.categories.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component={HEADINGS[level]} sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<BarChartIcon />}
          aria-expanded={visible}
          aria-controls={visible ? figureId : undefined}
          onClick={() => setVisible(!visible)}
        >
          {visible ? 'Ocultar gráfico' : 'Mostrar gráfico'}
        </Button>
      </Stack>
      {visible && (
        <Box component="figure" id={figureId} aria-label={`Gráfico: ${title}`} aria-describedby={captionId} sx={{ m: 0, mt: 1 }}>
          <Box sx={{ minHeight: FIGURE_HEIGHT }}>
            <SeriesChart data={data} />
          </Box>
          <Typography component="figcaption" id={captionId} variant="caption" color="text.secondary">
            Las mismas cifras, en la tabla de esta pantalla.
          </Typography>
        </Box>
      )}
    </Box>
  );
}

export default ChartPanel;
