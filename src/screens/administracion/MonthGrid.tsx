// The month grid of the four calendar screens: a table of the weeks that hold the month, from
// Monday (spec 02 §9). Each screen draws its days' and items' contents itself, with real buttons,
// so that every day and item is reached and used by keyboard. A table of our own, not
// FullCalendar's month view as DESIGN.md first chose: the screens used none of its interactions,
// and its render (locale set-up, preact, measuring every event's height) took some 200 ms of a
// month's first draw. While the month's items are on their way a progress bar stands in for the
// grid, which would otherwise say 'Sin horario' of days that have hours.
//
// On a phone seven columns leave some 40 px a day: the month is an agenda instead, a list of its
// days, each with the same contents (and so the same buttons) as its cell of the grid.
import { Box, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { isSameMonth, isToday } from 'date-fns';
import { useMemo, type ReactNode } from 'react';
import { compareText } from '../../common/compareText';
import { monthName, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from '../../common/format';
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
const ITEM_SX = (theme: Theme) => ({
  m: '2px',
  backgroundColor: theme.alpha(theme.palette.primary.main, 0.1),
  border: `1px solid ${theme.alpha(theme.palette.primary.main, 0.4)}`,
  borderRadius: 1,
  color: 'text.primary',
  overflow: 'hidden',
});
const TODAY_SX = (theme: Theme) => ({ backgroundColor: theme.alpha(theme.palette.warning.main, 0.12) });

const GRID_SX = (theme: Theme) =>
  ({
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    '& th': { fontWeight: 'bold', py: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // Under 900 px a column is too narrow for 'Miércoles': the short names stand in.
    '& th .short': { display: 'none' },
    [theme.breakpoints.down('md')]: { '& th .short': { display: 'inline' }, '& th .long': { display: 'none' } },
    '& th, & td': { border: 1, borderColor: 'divider' },
    // A long word breaks rather than run into the next day.
    '& td': { verticalAlign: 'top', height: '6rem', p: 0, overflowWrap: 'anywhere' },
    '& td.other-month': { backgroundColor: 'action.hover' },
    // Spec 02 §2: the items of the other months' days are dimmed and cannot be used (inert).
    '& td.other-month ul': { opacity: 0.6 },
    '& td[aria-current="date"]': TODAY_SX(theme),
    '& ul': { listStyle: 'none', m: 0, p: 0 },
    '& li': ITEM_SX(theme),
    // The items' buttons give their room to the text: MUI's 64 px minimum is more than a column.
    '& li .MuiButton-root': { minWidth: 0, px: 0.5 },
    '& li .MuiButton-startIcon': { ml: 0, mr: 0.5 },
    '& abbr': { textDecoration: 'none' },
  }) as const;

const AGENDA_SX = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': { display: 'flex', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' },
  '& > li[aria-current="date"]': TODAY_SX(theme),
  '& .weekday': { flex: '0 0 2.5rem', fontWeight: 'bold', pt: 0.75, pl: 0.5, textDecoration: 'none' },
  '& .day': { flex: '0 0 auto' },
  '& ul': { listStyle: 'none', m: 0, p: 0, flex: '1 1 0', minWidth: 0 },
  '& ul li': ITEM_SX(theme),
});

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

function DayItems<T extends GridItem>({ items, renderItem, inert }: { items?: T[]; renderItem: (item: T) => ReactNode; inert?: boolean }) {
  if (!items) return null;
  return (
    <ul inert={inert}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

export function MonthGrid<T extends GridItem>(props: MonthGridProps<T>) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const weeks = useMemo(() => monthWeeks(props.month), [props.month]);
  const byDay = useMemo(() => itemsByDay(props.items, props.order), [props.items, props.order]);
  if (props.loading) return <LinearProgress aria-label="Cargando" />;
  return isPhone ? <Agenda {...props} weeks={weeks} byDay={byDay} /> : <Grid {...props} weeks={weeks} byDay={byDay} />;
}

interface LayoutProps<T extends GridItem> extends MonthGridProps<T> {
  weeks: Date[][];
  byDay: Map<string, T[]>;
}

function Grid<T extends GridItem>({ month, renderItem, renderDay, weeks, byDay }: LayoutProps<T>) {
  const start = monthStart(month);
  return (
    <Box component="table" sx={GRID_SX} aria-label={monthName(start)}>
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th key={day.getDay()} scope="col">
              <abbr className="short" title={WEEKDAY_NAMES[day.getDay()]}>
                {WEEKDAY_SHORT_NAMES[day.getDay()]}
              </abbr>
              <span className="long">{WEEKDAY_NAMES[day.getDay()]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={isoDayOf(week[0])}>
            {week.map((day) => {
              const inMonth = isSameMonth(day, start);
              return (
                <td key={day.getDay()} className={inMonth ? undefined : 'other-month'} aria-current={isToday(day) ? 'date' : undefined}>
                  {renderDay(day, inMonth)}
                  <DayItems items={byDay.get(isoDayOf(day))} renderItem={renderItem} inert={!inMonth} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The month's own days one under another: the other months' days of the grid's weeks are left out. */
function Agenda<T extends GridItem>({ month, renderItem, renderDay, weeks, byDay }: LayoutProps<T>) {
  const start = monthStart(month);
  const days = weeks.flat().filter((day) => isSameMonth(day, start));
  return (
    <Box component="ol" sx={AGENDA_SX} aria-label={monthName(start)}>
      {days.map((day) => (
        <li key={day.getDate()} aria-current={isToday(day) ? 'date' : undefined}>
          <abbr className="weekday" title={WEEKDAY_NAMES[day.getDay()]}>
            {WEEKDAY_SHORT_NAMES[day.getDay()]}
          </abbr>
          <div className="day">{renderDay(day, true)}</div>
          <DayItems items={byDay.get(isoDayOf(day))} renderItem={renderItem} />
        </li>
      ))}
    </Box>
  );
}
