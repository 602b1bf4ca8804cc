// The values of a list's controls (academy, month, year, day, a choice from a call): their
// defaults, ranges and the reading of a value from text. useListControlValues is the one place
// that holds them for a screen.
import { useCallback, useMemo } from 'react';
import { ACTIVE_ACADEMIES, ALL_ACADEMIES, defaultAcademy, INACTIVE_ACADEMIES } from '../../common/academies';
import { toDayParam } from '../../common/apiParams';
import { isUsableDay } from '../../common/dateRange';
import { parseDay } from '../../common/parse';
import { currentMonth, DEFAULT_YEARS_AHEAD, monthOptions } from '../../common/periods';
import { readView, type UrlParam } from '../../common/viewState/urlParams';
import { useUrlState } from '../../common/viewState/useUrlState';
import type { ListControl, ListFilter, YearControl } from '../types';

export type ControlValue = string | number | undefined;
export type ControlValues = Readonly<Record<string, ControlValue>>;

/** What the defaults depend on: the day, and the signed-in user's own academy. */
export interface ControlContext {
  today: Date;
  ownAcademy: string;
}

/** The years a year control offers, both ends included: the maximum is by default the current year + 2. */
export function yearBounds(control: YearControl, today: Date): { min: number; max: number } {
  return { min: control.min, max: control.max ?? today.getFullYear() + DEFAULT_YEARS_AHEAD - 1 };
}

function academiesOf(control: Extract<ListControl, { kind: 'academy' }>): readonly string[] {
  return [...(control.includeAll ? [ALL_ACADEMIES] : []), ...ACTIVE_ACADEMIES, ...(control.includeInactive ? INACTIVE_ACADEMIES : [])];
}

/** A control's value before the user chooses one. */
export function controlDefault(control: ListControl, { today, ownAcademy }: ControlContext): ControlValue {
  switch (control.kind) {
    case 'academy':
      return academiesOf(control).includes(ownAcademy) ? ownAcademy : ACTIVE_ACADEMIES[0];
    case 'month':
      return currentMonth(today);
    case 'year': {
      const { min, max } = yearBounds(control, today);
      return Math.min(Math.max(today.getFullYear(), min), max);
    }
    case 'monthOfYear':
      return today.getMonth() + 1;
    case 'day':
      return toDayParam(today);
    case 'choice':
      return undefined;
  }
}

/**
 * A control's value read from text (a link, a stored view): the value when the control offers
 * it, else its default. Never throws: any text at all gives a value the control can show.
 */
export function parseControlValue(control: ListControl, text: string | null | undefined, context: ControlContext): ControlValue {
  const fallback = controlDefault(control, context);
  if (!text) return fallback;
  switch (control.kind) {
    case 'academy':
      return academiesOf(control).includes(text) ? text : fallback;
    case 'month':
      return monthOptions({ back: control.back, forward: control.forward, today: context.today }).some((option) => option.value === text)
        ? text
        : fallback;
    case 'year': {
      const { min, max } = yearBounds(control, context.today);
      const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
      return year >= min && year <= max ? year : fallback;
    }
    case 'monthOfYear': {
      const month = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
      return month >= 1 && month <= 12 ? month : fallback;
    }
    case 'day':
      return isUsableDay(parseDay(text)) ? text : fallback;
    case 'choice':
      return text;
  }
}

export function controlDefaults(controls: readonly ListControl[], context: ControlContext): ControlValues {
  return Object.fromEntries(controls.map((control) => [control.source, controlDefault(control, context)]));
}

/** True when every required control has a value: only then is the list asked for. */
export function controlsReady(controls: readonly ListControl[], values: ControlValues): boolean {
  return controls.every((control) => !control.required || (values[control.source] !== undefined && values[control.source] !== ''));
}

/** The list call's filter: each control's value under its source, those without one left out. */
export function controlFilter(controls: readonly ListControl[], values: ControlValues): ListFilter {
  const filter: ListFilter = {};
  for (const control of controls) {
    const value = values[control.source];
    if (value !== undefined && value !== '') filter[control.source] = value;
  }
  return filter;
}

const NO_CONTROLS: readonly ListControl[] = [];

/** Months and days travel in the URL with '-' ('10-2026', '24-11-2026'): a '/' would be escaped. */
const hasSlashes = (control: ListControl) => control.kind === 'month' || control.kind === 'day';

/** A control's URL parameter, under its source's name: defaults left out, nonsense read as the default. */
function controlParam(control: ListControl): UrlParam<ControlValue> {
  const context = (): ControlContext => ({ today: new Date(), ownAcademy: defaultAcademy() });
  return {
    key: control.source,
    fallback: () => controlDefault(control, context()),
    parse: (text) => parseControlValue(control, hasSlashes(control) ? text.replaceAll('-', '/') : text, context()),
    format: (value) => (value === undefined ? '' : hasSlashes(control) ? String(value).replaceAll('/', '-') : String(value)),
  };
}

const controlParams = (controls: readonly ListControl[]) => Object.fromEntries(controls.map((control) => [control.source, controlParam(control)]));

/**
 * The list call's filter that a URL's query string gives a list's controls, as its screen will
 * read it; undefined while a required control has no value (the screen will not ask then).
 */
export function controlFilterOfUrl(controls: readonly ListControl[] = NO_CONTROLS, search: string): ListFilter | undefined {
  const values = readView(controlParams(controls), new URLSearchParams(search));
  return controlsReady(controls, values) ? controlFilter(controls, values) : undefined;
}

/** The one place a list screen keeps its controls' values: the URL (`useUrlState`). */
export function useListControlValues(controls: readonly ListControl[] = NO_CONTROLS) {
  const params = useMemo(() => controlParams(controls), [controls]);
  const [values, setView] = useUrlState(params);
  const setValue = useCallback((source: string, value: ControlValue) => setView({ [source]: value }), [setView]);
  const filter = useMemo(() => controlFilter(controls, values), [controls, values]);
  const ready = useMemo(() => controlsReady(controls, values), [controls, values]);
  return { values, setValue, filter, ready };
}
