import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

/** A boolean form field drawn as a checkbox, as the spec's dialogs show their flags. */
export function CheckboxInput({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) {
  const { field } = useInput({ source, type: 'checkbox' });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
