import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { MONTH_NAMES } from './periods';
import { SELECT_MENU_PROPS } from './selectMenu';

export interface MonthOfYearSelectProps {
  /** 1 (January) to 12 (December). */
  value: number;
  onChange: (month: number) => void;
  /** Defaults to 'Mes'. */
  label?: string;
}


/** A month of the year, for screens that choose the year with a separate selector. */
export function MonthOfYearSelect({ value, onChange, label = 'Mes' }: MonthOfYearSelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<number>
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        MenuProps={SELECT_MENU_PROPS}
      >
        {MONTH_NAMES.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
