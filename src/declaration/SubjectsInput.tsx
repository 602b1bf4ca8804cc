import { useInput, type Validator } from 'react-admin';
import { SubjectSelect } from '../common/SubjectSelect';

const NO_IDS: number[] = [];

/** Several subjects of the subject list, with the console's subject selector; the value is their ids. */
export function SubjectsInput({ source, label, validate }: { source: string; label: string; validate: Validator[] }) {
  const { field } = useInput({ source, validate });
  const ids = Array.isArray(field.value) ? (field.value as number[]) : NO_IDS;
  return (
    <SubjectSelect
      multiple
      label={label}
      value={ids}
      onChange={(chosen) => {
        field.onChange(chosen);
        field.onBlur();
      }}
    />
  );
}
