import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { yearCalendarClasses } from '@mui/x-date-pickers/YearCalendar';
import { esES } from '@mui/x-date-pickers/locales';
import { es } from 'date-fns/locale/es';
import { useState, type ReactNode } from 'react';
import { isUsableDay, MAX_DATE, MIN_DATE } from './dateRange';

// Spec 01 §9: Spanish names, with weeks starting on Sunday as in the shared date formatting.
const LOCALE = { ...es, options: { ...es.options, weekStartsOn: 0 as const } };
const LOCALE_TEXT = esES.components.MuiLocalizationProvider.defaultProps.localeText;

// Spec 01 §9: a 358 px calendar and a year grid of at most 304 px (the library's are smaller).
const LAYOUT_SX = {
  [`& .${dateCalendarClasses.root}`]: { height: 358, maxHeight: 358 },
  [`& .${yearCalendarClasses.root}`]: { maxHeight: 304 },
};

export interface DateFieldProps {
  label: string;
  value: Date | null;
  /** While a date is typed only in part, the picker reports an Invalid Date (date-fns `isValid`). */
  onChange: (date: Date | null) => void;
  /** In a form: a field of the dialog, with its validation message. */
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
}

/** Only the props a form gives: an `error: undefined` would hide the picker's own error state. */
function formProps<P extends object>(props: P): Partial<P> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<P>;
}

/**
 * A Spanish day picker, 'dd/MM/yyyy', from 1900 to 2099. It brings its own localization so
 * that only screens with a date picker load the picker code.
 */
export function DateField({ label, value, onChange, onBlur, name, required, disabled, readOnly, error, helperText, fullWidth }: DateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={LOCALE} localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        format="dd/MM/yyyy"
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        yearsPerRow={3}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        slotProps={{ textField: { size: 'small', ...formProps({ onBlur, required, error, helperText, fullWidth }) }, layout: { sx: LAYOUT_SX } }}
      />
    </LocalizationProvider>
  );
}

const sameDate = (a: Date | null, b: Date | null) => a === b || (a !== null && b !== null && a.getTime() === b.getTime());

/**
 * A day picker whose day is part of a view (a filter, kept in the URL): `onChange` gets a whole
 * day within range, or none when the field is emptied. A day typed only in part stays in the
 * picker, shown as typed, until it is whole or the view's day changes otherwise (a reset, the
 * back button).
 */
export function ViewDateField({ value, onChange, ...props }: DateFieldProps) {
  const [typed, setTyped] = useState<{ date: Date; over: Date | null } | null>(null);
  const shown = typed && sameDate(typed.over, value) ? typed.date : value;
  const change = (date: Date | null) => {
    if (date === null || isUsableDay(date)) {
      setTyped(null);
      onChange(date);
    } else setTyped({ date, over: value });
  };
  return <DateField {...props} value={shown} onChange={change} />;
}
