import { MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { SELECT_MENU_PROPS } from '../../common/selectMenu';
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
  const id = useId();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={control.label}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{
        // The 'all' option's value is '': without these MUI would draw an empty field.
        select: { displayEmpty: true, MenuProps: SELECT_MENU_PROPS },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value={ALL}>{control.allLabel}</MenuItem>
      {control.choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
