// The month grid of the four calendar screens: FullCalendar's month view in Spanish, weeks
// from Monday (spec 02 §9). Each screen draws its days' and items' contents itself, with real
// buttons, so that every day and item is reached and used by keyboard; FullCalendar's own
// links and event anchors stay inert (no navLinks, no eventClick). While the month's items are
// on their way a progress bar stands in for the grid: FullCalendar draws a month in some 150 ms,
// and an empty grid shown first would be drawn twice.
import esLocale from '@fullcalendar/core/locales/es';
import type { DayCellContentArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { Box, LinearProgress } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { isoDayOf, monthStart } from './months';

/** Something shown on one day. */
export interface GridItem {
  id: string | number;
  /** 'yyyy-MM-dd'. */
  fecha: string;
}

export interface MonthGridProps<T extends GridItem> {
  /** 'MM/yyyy'. */
  month: string;
  items: readonly T[];
  /** Orders a day's items. */
  order: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The top of a day's cell; `inMonth` is false for the days of the weeks' ends in other months. */
  renderDay: (day: Date, inMonth: boolean) => ReactNode;
  /** The month's items are still on their way. */
  loading?: boolean;
}

const PLUGINS = [dayGridPlugin];

// FullCalendar's defaults fail contrast: other months' days at 30 % opacity, white on light blue.
const GRID_SX = {
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
  '& .fc .fc-day-other': { backgroundColor: 'grey.100' },
  '& .fc .fc-daygrid-day-top': { flexDirection: 'row' },
  '& .fc .fc-daygrid-event': { whiteSpace: 'normal', cursor: 'default' },
  '& .fc .fc-col-header-cell-cushion': { textTransform: 'capitalize' },
};

export function MonthGrid<T extends GridItem>({ month, items, order, renderItem, renderDay, loading = false }: MonthGridProps<T>) {
  const start = monthStart(month);
  const events = useMemo(
    () => items.map((item) => ({ id: String(item.id), start: item.fecha, allDay: true, title: order(item), extendedProps: { item } })),
    [items, order],
  );
  if (loading) return <LinearProgress aria-label="Cargando" />;
  return (
    <Box sx={GRID_SX}>
      <FullCalendar
        // A new month is a new grid: the month is the screen's, not FullCalendar's.
        key={month}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={isoDayOf(start)}
        locale={esLocale}
        firstDay={1}
        headerToolbar={false}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={false}
        eventOrder="title"
        eventBackgroundColor="#e8f0fa"
        eventBorderColor="#9bbbe0"
        eventTextColor="#10263f"
        events={events}
        dayCellContent={(arg: DayCellContentArg) => renderDay(arg.date, !arg.isOther)}
        eventContent={(arg: EventContentArg) => renderItem(arg.event.extendedProps.item as T)}
      />
    </Box>
  );
}
