import { OptionSelect } from '../../common/OptionSelect';
import type { FilterControl } from '../types';

const ALL = '';

/** A server-side filter of a list, with its 'all' option first ('Ver todo'). */
export function FilterSelect({
  control,
  value,
  onChange,
}: {
  control: FilterControl;
  value: string | number | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const options = [{ value: ALL, label: control.allLabel }, ...control.choices.map((choice) => ({ value: choice.id, label: choice.name }))];
  return (
    <OptionSelect
      label={control.label}
      value={value === undefined ? ALL : String(value)}
      options={options}
      onChange={(chosen) => onChange(chosen === ALL ? undefined : chosen)}
      minWidth={220}
    />
  );
}
