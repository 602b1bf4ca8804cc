// The values of a list's controls (academy, month, year, day, a choice from a call), each one a
// URL parameter of the kind bespoke pages use for the same selector (urlParams.ts): the same
// defaults, ranges and readings. useListControlValues is the one place that holds them for a screen.
import { useCallback, useMemo } from 'react';
import { DEFAULT_YEARS_AHEAD } from '../common/periods';
import { academyParam, dayTextParam, monthNumberParam, monthParam, urlParam, yearParam, type UrlParam } from '../common/viewState/urlParams';
import { useUrlState } from '../common/viewState/useUrlState';
import type { ListControl, ListFilter, YearControl } from './types';

/** A control's value; null for none (a choice not made). */
export type ControlValue = string | number | null;
export type ControlValues = Readonly<Record<string, ControlValue>>;

/** The years a year control offers, both ends included: the maximum is by default the current year + 2. */
export function yearBounds(control: YearControl, today: Date): { min: number; max: number } {
  return { min: control.min, max: control.max ?? today.getFullYear() + DEFAULT_YEARS_AHEAD - 1 };
}

/** A choice among a call's records: its id, none by default. */
const choiceIdParam = (key: string) => urlParam<string | null>(key, { parse: (text) => text || null, serialize: String }, () => null);

/**
 * A control's URL parameter, under its source's name: defaults (today's, the user's academy)
 * worked out when read, defaults left out of the URL, nonsense read as the default.
 */
export function controlParam(control: ListControl): UrlParam<string> | UrlParam<number> | UrlParam<string | null> {
  const { source } = control;
  switch (control.kind) {
    case 'academy':
      return academyParam(source, control);
    case 'month':
      return monthParam(source, control);
    case 'year':
      return yearParam(source, { min: control.min, maxExclusive: control.max === undefined ? undefined : control.max + 1 });
    case 'monthOfYear':
      return monthNumberParam(source);
    case 'day':
      return dayTextParam(source);
    case 'choice':
      return choiceIdParam(source);
  }
}

const hasValue = (value: ControlValue | undefined): value is string | number => value !== undefined && value !== null && value !== '';

/** True when every required control has a value: only then is the list asked for. */
export function controlsReady(controls: readonly ListControl[], values: ControlValues): boolean {
  return controls.every((control) => !control.required || hasValue(values[control.source]));
}

/** The list call's filter: each control's value under its source, those without one left out. */
export function controlFilter(controls: readonly ListControl[], values: ControlValues): ListFilter {
  const filter: ListFilter = {};
  for (const control of controls) {
    const value = values[control.source];
    if (hasValue(value)) filter[control.source] = value;
  }
  return filter;
}

const NO_CONTROLS: readonly ListControl[] = [];

// Each control's parameter holds one kind of value; the record holds any of them.
const controlParams = (controls: readonly ListControl[]) =>
  Object.fromEntries(controls.map((control) => [control.source, controlParam(control)])) as Readonly<Record<string, UrlParam<ControlValue>>>;

/** The one place a list screen keeps its controls' values: the URL (`useUrlState`). */
export function useListControlValues(controls: readonly ListControl[] = NO_CONTROLS) {
  const params = useMemo(() => controlParams(controls), [controls]);
  const [values, setView] = useUrlState(params);
  const setValue = useCallback((source: string, value: ControlValue) => setView({ [source]: value }), [setView]);
  const filter = useMemo(() => controlFilter(controls, values), [controls, values]);
  const ready = useMemo(() => controlsReady(controls, values), [controls, values]);
  return { values, setValue, filter, ready };
}
