import { lazy, Suspense, useMemo } from 'react';
import { email, required, SelectArrayInput, SelectInput, TextInput, type Validator } from 'react-admin';
import { sanitizeDecimal } from '../common/sanitize';
import type { FormField } from './types';
import { CheckboxInput } from './CheckboxInput';
import { choicesOf, dateProblem, timeProblem } from './formFields';
import { SubjectsInput } from './SubjectsInput';

// The date picker brings the date library: only a dialog with a date field loads it.
const DayInput = lazy(() => import('./DayInput').then((module) => ({ default: module.DayInput })));

const requiredRule = required();
const emailRule = email();
const timeRule: Validator = (value) => timeProblem(value);
const dateRule: Validator = (value) => dateProblem(value);

function validatorsOf(field: FormField): Validator[] {
  const rules: Validator[] = field.required ? [requiredRule] : [];
  if (field.kind === 'email') rules.push(emailRule);
  if (field.kind === 'time') rules.push(timeRule);
  if (field.kind === 'date') rules.push(dateRule);
  return rules;
}

/** One field of a create or edit dialog, drawn with react-admin's input for its kind. */
export function FieldInput({ field }: { field: FormField }) {
  const validate = useMemo(() => validatorsOf(field), [field]);
  const common = {
    source: field.source,
    label: field.label,
    validate,
    readOnly: field.readOnly,
    disabled: field.disabled,
    helperText: field.helperText,
    fullWidth: true,
  };
  switch (field.kind) {
    case 'checkbox':
      return <CheckboxInput source={field.source} label={field.label} disabled={field.disabled || field.readOnly} />;
    case 'select':
      return <SelectInput {...common} choices={[...choicesOf(field)]} emptyText="Ninguno" />;
    case 'multiselect':
      return <SelectArrayInput {...common} choices={[...choicesOf(field)]} />;
    case 'subjects':
      return <SubjectsInput source={field.source} label={field.label} validate={validate} />;
    case 'date':
      return (
        <Suspense fallback={null}>
          <DayInput {...common} required={field.required} />
        </Suspense>
      );
    case 'time':
      return <TextInput {...common} placeholder="HH:MM" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />;
    case 'decimal':
      return (
        <TextInput
          {...common}
          parse={(typed: string) => sanitizeDecimal(typed, { noNegatives: field.noNegatives })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} parse={field.transform} />;
    case 'email':
      return <TextInput {...common} type="email" parse={field.transform} />;
    default:
      return <TextInput {...common} parse={field.transform} />;
  }
}
