import { memo, useMemo } from 'react';
import { OptionSelect } from '../common/OptionSelect';
import type { FilterControl } from './types';

const ALL = '';

interface FilterSelectProps {
  control: FilterControl;
  value: string | number | undefined;
  /** Keep it stable: the select then renders again only when its own value changes. */
  onChange: (source: string, value: string | undefined) => void;
}

/**
 * A server-side filter of a list, with its 'all' option first ('Ver todo'). Memoised: its menu
 * of every choice is not rebuilt on each keystroke of the list's search.
 */
export const FilterSelect = memo(function FilterSelect({ control, value, onChange }: FilterSelectProps) {
  const options = useMemo(
    () => [{ value: ALL, label: control.allLabel }, ...control.choices.map((choice) => ({ value: choice.id, label: choice.name }))],
    [control],
  );
  return (
    <OptionSelect
      label={control.label}
      value={value === undefined ? ALL : String(value)}
      options={options}
      onChange={(chosen) => onChange(control.source, chosen === ALL ? undefined : chosen)}
      minWidth={220}
    />
  );
});
