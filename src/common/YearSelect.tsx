import { OptionSelect } from './OptionSelect';
import { yearOptions } from './periods';

export interface YearSelectProps {
  value: number;
  onChange: (year: number) => void;
  /** First year offered; defaults to 2012. */
  min?: number;
  /** First year not offered; defaults to the current year + 3. */
  maxExclusive?: number;
  /** Defaults to 'Ejercicio'. */
  label?: string;
}

export function YearSelect({ value, onChange, min, maxExclusive, label = 'Ejercicio' }: YearSelectProps) {
  const options = yearOptions({ min, maxExclusive }).map((year) => ({ value: year, label: String(year) }));
  return <OptionSelect label={label} value={value} options={options} onChange={onChange} minWidth={120} />;
}
