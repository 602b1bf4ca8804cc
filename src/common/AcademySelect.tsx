import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  ACTIVE_ACADEMIES,
  ALL_ACADEMIES,
  ALL_ACADEMIES_LABEL,
  INACTIVE_ACADEMIES,
  exclusiveAllSelection,
} from './academies';
import { SELECT_MENU_PROPS } from './selectMenu';

interface CommonProps {
  /** Defaults to 'Academia'. */
  label?: string;
  /** Offers 'Ver todos' (value TODOS) first. */
  includeAll?: boolean;
  /** Offers the closed academies after the active ones. */
  includeInactive?: boolean;
  /** Shows the value without offering a change. */
  readOnly?: boolean;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: string;
  onChange: (value: string) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
}

export type AcademySelectProps = SingleProps | MultipleProps;

const academyLabel = (academy: string) => (academy === ALL_ACADEMIES ? ALL_ACADEMIES_LABEL : academy);

export function AcademySelect(props: AcademySelectProps) {
  const { label = 'Academia', includeAll = false, includeInactive = false, readOnly } = props;
  const labelId = useId();
  const academies = [
    ...(includeAll ? [ALL_ACADEMIES] : []),
    ...ACTIVE_ACADEMIES,
    ...(includeInactive ? INACTIVE_ACADEMIES : []),
  ];
  const items = academies.map((academy) => (
    <MenuItem key={academy} value={academy}>
      {academyLabel(academy)}
    </MenuItem>
  ));

  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      {props.multiple ? (
        <Select<string[]>
          multiple
          labelId={labelId}
          label={label}
          readOnly={readOnly}
          value={props.value}
          renderValue={(selected) => selected.map(academyLabel).join(', ')}
          onChange={(event: SelectChangeEvent<string[]>) => {
            // A string only comes from browser autofill of the hidden native input.
            const next = typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
            props.onChange(exclusiveAllSelection(props.value, next));
          }}
          MenuProps={SELECT_MENU_PROPS}
        >
          {items}
        </Select>
      ) : (
        <Select<string>
          labelId={labelId}
          label={label}
          readOnly={readOnly}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          MenuProps={SELECT_MENU_PROPS}
        >
          {items}
        </Select>
      )}
    </FormControl>
  );
}
