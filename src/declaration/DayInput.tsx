import { useState } from 'react';
import { useInput, ValidationError, type Validator } from 'react-admin';
import { toDateTimeParam } from '../common/apiParams';
import { DateField } from '../common/DateField';
import { isUsableDay } from '../common/dateRange';
import { parseIsoDate } from '../common/parse';

/** What the form holds while a day is typed only in part: no date, and not an empty field either. */
const INCOMPLETE = 'incompleta';

interface DayInputProps {
  source: string;
  label: string;
  validate: Validator[];
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string;
}

/**
 * A date field of a dialog: the console's Spanish picker ('dd/MM/yyyy', 1900-2099), holding the
 * API's ISO day ('yyyy-MM-dd') in the form, as records bring their dates.
 */
export function DayInput({ source, label, validate, required, disabled, readOnly, helperText }: DayInputProps) {
  const { field, fieldState } = useInput({ source, validate });
  // The picker's own invalid date while a day is typed in part: handing it back keeps the
  // sections typed so far (null would clear them).
  const [partial, setPartial] = useState<Date | null>(null);
  const value = field.value === INCOMPLETE ? partial : typeof field.value === 'string' ? parseIsoDate(field.value) : null;
  const message = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <DateField
      label={label}
      name={field.name}
      value={value}
      onChange={(date) => {
        if (date !== null && !isUsableDay(date)) setPartial(date);
        field.onChange(date === null ? null : isUsableDay(date) ? toDateTimeParam(date).slice(0, 10) : INCOMPLETE);
      }}
      onBlur={field.onBlur}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      error={message ? true : undefined}
      helperText={message ? <ValidationError error={message} /> : helperText}
      fullWidth
    />
  );
}
