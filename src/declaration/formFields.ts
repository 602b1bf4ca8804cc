// The pure side of the dialogs' fields and rules: which fields are shown, what counts as filled
// in, which rule fails. FieldInput and ResourceFormDialog draw what these decide.
import { isUsableDay } from '../common/dateRange';
import { isValidTime, parseIsoDate } from '../common/parse';
import type { Choice, FormField, FormRule, FormValues, SelectFormField } from './types';

export const TIME_FORMAT_MESSAGE = 'La hora debe estar en formato HH:MM';
export const INVALID_DATE_MESSAGE = 'La fecha debe estar en formato dd/mm/aaaa, entre 1900 y 2099';

export function isShown(field: FormField, values: FormValues): boolean {
  return !field.visible || field.visible(values);
}

/** Empty as a required field sees it: nothing, '' or no item chosen. */
export function isBlank(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** True when every required field that is shown has a value. */
export function requiredFilled(fields: readonly FormField[], values: FormValues): boolean {
  return fields.every((field) => !field.required || !isShown(field, values) || !isBlank(values[field.source]));
}

/** The failing rules' texts, in the declaration's order. */
export function failedRules(rules: readonly FormRule[], values: FormValues): { title?: string; message: string }[] {
  return rules.flatMap((rule) => {
    const message = rule.check(values);
    return message ? [{ title: rule.title, message }] : [];
  });
}

export function choicesOf(field: SelectFormField): readonly Choice[] {
  return typeof field.choices === 'function' ? field.choices() : field.choices;
}

/** A time field's value: empty, or 'HH:mm' in 24 hours. */
export function timeProblem(value: unknown): string | undefined {
  return isBlank(value) || (typeof value === 'string' && isValidTime(value)) ? undefined : TIME_FORMAT_MESSAGE;
}

/** A date field's value: empty, or an ISO day within the pickers' range. */
export function dateProblem(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && isUsableDay(parseIsoDate(value)) ? undefined : INVALID_DATE_MESSAGE;
}
