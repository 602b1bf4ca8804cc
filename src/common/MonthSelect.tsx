import { OptionSelect } from './OptionSelect';
import { monthOptions } from './periods';

export interface MonthSelectProps {
  /** 'MM/yyyy'. */
  value: string;
  onChange: (month: string) => void;
  /** Months offered before the current one; defaults to 12. */
  back?: number;
  /** Months offered after the current one; defaults to 1. */
  forward?: number;
  /** Defaults to 'Mes'. */
  label?: string;
}

/** A month among the recent ones, newest first (spec 01 §9: 12 back and 1 forward by default). */
export function MonthSelect({ value, onChange, back = 12, forward = 1, label = 'Mes' }: MonthSelectProps) {
  return <OptionSelect label={label} value={value} options={monthOptions({ back, forward })} onChange={onChange} minWidth={180} />;
}
