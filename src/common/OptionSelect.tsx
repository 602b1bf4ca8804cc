import { MenuItem, TextField } from '@mui/material';
import { SELECT_MENU_PROPS } from './selectMenu';

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

interface OptionSelectProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  minWidth?: number;
}

/** A labelled drop-down of fixed options: the one look of the console's toolbar selectors. */
export function OptionSelect<V extends string | number>({ label, value, options, onChange, minWidth = 160 }: OptionSelectProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      // MUI hands back the chosen MenuItem's value; find the option to keep its type.
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        if (chosen) onChange(chosen.value);
      }}
      sx={{ minWidth }}
      slotProps={{
        // An option may have '' as its value ('Ver todo'): draw it instead of an empty field.
        select: { displayEmpty: true, MenuProps: SELECT_MENU_PROPS },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
