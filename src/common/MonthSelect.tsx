import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { monthOptions } from './periods';
import { SELECT_MENU_PROPS } from './selectMenu';

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
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string>
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        MenuProps={SELECT_MENU_PROPS}
      >
        {monthOptions({ back, forward }).map((month) => (
          <MenuItem key={month.value} value={month.value}>
            {month.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
