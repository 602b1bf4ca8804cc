import { MONTH_NAMES } from './format';
import { OptionSelect } from './OptionSelect';

export interface MonthOfYearSelectProps {
  /** 1 (January) to 12 (December). */
  value: number;
  onChange: (month: number) => void;
  /** Defaults to 'Mes'. */
  label?: string;
}

const MONTHS = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));

/** A month of the year, for screens that choose the year with a separate selector. */
export function MonthOfYearSelect({ value, onChange, label = 'Mes' }: MonthOfYearSelectProps) {
  return <OptionSelect label={label} value={value} options={MONTHS} onChange={onChange} minWidth={140} />;
}
