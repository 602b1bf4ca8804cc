import { choiceParam, type UrlParam } from '../common/viewState/urlParams';
import type { ListFilter, FilterControl } from './types';

/** No value: the control's 'all' option ('Ver todo'). */
const ALL = '';

/** The URL parameters of a declaration's server filters, each under its source's name (`provincia=Soria`). */
export function filterParams(filters: readonly FilterControl[] = []): Record<string, UrlParam<string>> {
  return Object.fromEntries(
    filters.map((control) => [control.source, choiceParam(control.source, control.choices.map((choice) => choice.id), () => ALL)]),
  );
}

/** The list call's parameters: the filters set, without those on 'all'. */
export function serverFilter(values: Readonly<Record<string, string>>): ListFilter {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ALL));
}
