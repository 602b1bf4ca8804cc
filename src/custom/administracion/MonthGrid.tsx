// The month grid of the four calendar screens: a table of the weeks that hold the month, from
// Monday (spec 02 §9). Each screen draws its days' and items' contents itself, with real buttons,
// so that every day and item is reached and used by keyboard. A table of our own, not
// FullCalendar's month view as DESIGN.md first chose: the screens used none of its interactions,
// and its render (locale set-up, preact, measuring every event's height) took some 200 ms of a
// month's first draw. While the month's items are on their way a progress bar stands in for the
// grid, which would otherwise say 'Sin horario' of days that have hours.
import { Box, LinearProgress, type Theme } from '@mui/material';
import { isSameMonth, isToday } from 'date-fns';
import { useMemo, type ReactNode } from 'react';
import { compareText } from '../../common/compareText';
import { monthName, WEEKDAY_NAMES } from '../../common/format';
import { isoDayOf, monthStart, monthWeeks } from './months';

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

// One style for the whole table: a class per cell would cost a style computation per cell. Its
// colours come from the theme's, so that light and dark pages alike keep the text readable:
// adjacent-month days greyed as a hovered row is, today tinted with the warning orange, items
// with the primary blue.
const GRID_SX = {
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  '& th': { fontWeight: 'bold', py: 0.5 },
  '& th, & td': { border: 1, borderColor: 'divider' },
  '& td': { verticalAlign: 'top', height: '6rem', p: 0 },
  '& td.other-month': { backgroundColor: 'action.hover' },
  '& td[aria-current="date"]': { backgroundColor: (theme: Theme) => theme.alpha(theme.palette.warning.main, 0.12) },
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& li': (theme: Theme) => ({
    m: '2px',
    backgroundColor: theme.alpha(theme.palette.primary.main, 0.1),
    border: `1px solid ${theme.alpha(theme.palette.primary.main, 0.4)}`,
    borderRadius: 1,
    color: 'text.primary',
  }),
} as const;

/** Each day's items in their order, by 'yyyy-MM-dd'. */
function itemsByDay<T extends GridItem>(items: readonly T[], order: (item: T) => string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = days.get(item.fecha);
    if (day) day.push(item);
    else days.set(item.fecha, [item]);
  }
  for (const day of days.values()) day.sort((a, b) => compareText(order(a), order(b)));
  return days;
}

export function MonthGrid<T extends GridItem>({ month, items, order, renderItem, renderDay, loading = false }: MonthGridProps<T>) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDay = useMemo(() => itemsByDay(items, order), [items, order]);
  if (loading) return <LinearProgress aria-label="Cargando" />;
  const start = monthStart(month);
  return (
    <Box component="table" sx={GRID_SX} aria-label={monthName(start)}>
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th key={day.getDay()} scope="col">
              {WEEKDAY_NAMES[day.getDay()]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={isoDayOf(week[0])}>
            {week.map((day) => {
              const inMonth = isSameMonth(day, start);
              const dayItems = byDay.get(isoDayOf(day));
              return (
                <td key={day.getDay()} className={inMonth ? undefined : 'other-month'} aria-current={isToday(day) ? 'date' : undefined}>
                  {renderDay(day, inMonth)}
                  {dayItems && (
                    <ul>
                      {dayItems.map((item) => (
                        <li key={item.id}>{renderItem(item)}</li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
