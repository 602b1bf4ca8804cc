import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { yearOptions } from './periods';
import { SELECT_MENU_PROPS } from './selectMenu';

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
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 120 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<number>
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        MenuProps={SELECT_MENU_PROPS}
      >
        {yearOptions({ min, maxExclusive }).map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
