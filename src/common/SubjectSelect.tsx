import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { compareSubjects, subjectDisplayName, SUBJECTS_LOAD_ERROR, SUBJECTS_RESOURCE, type Subject } from './subjects';
import { useErrorToast } from './useErrorToast';
import { SELECTOR_MAX_HEIGHT } from './selectMenu';

/**
 * Every subject, sorted by display name, fetched once `enabled` turns true and then kept for
 * the session (subjects rarely change). Selectors that share it share one request.
 * A failed request leaves the list empty and says why.
 */
export function useSubjectOptions(enabled: boolean): { subjects: Subject[]; loaded: boolean; loading: boolean } {
  // The data provider answers this resource whole and ignores useGetList's default pagination.
  const { data, isPending, error } = useGetList<Subject>(SUBJECTS_RESOURCE, {}, { enabled, staleTime: Infinity });
  useErrorToast(error, SUBJECTS_LOAD_ERROR);
  const subjects = useMemo(() => (data ? [...data].sort(compareSubjects) : []), [data]);
  return { subjects, loaded: data !== undefined, loading: enabled && isPending };
}

interface CommonProps {
  /** Defaults to 'Asignatura', or 'Asignaturas' for a multiple choice. */
  label?: string;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: number | null;
  onChange: (id: number | null) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: number[];
  onChange: (ids: number[]) => void;
}

export type SubjectSelectProps = SingleProps | MultipleProps;

/** A searchable subject selector whose value is the subject id (or ids). */
export function SubjectSelect(props: SubjectSelectProps) {
  const [used, setUsed] = useState(false);
  const markUsed = () => setUsed(true);
  const hasValue = props.multiple ? props.value.length > 0 : props.value !== null;
  // The list loads on first use, or at once when a chosen subject needs its name shown.
  const { subjects, loading } = useSubjectOptions(used || hasValue);
  const label = props.label ?? (props.multiple ? 'Asignaturas' : 'Asignatura');

  const shared = {
    options: subjects,
    loading,
    loadingText: 'Cargando asignaturas...',
    noOptionsText: 'No hay asignaturas',
    getOptionLabel: subjectDisplayName,
    getOptionValue: (subject: Subject) => subject.id,
    onOpen: markUsed,
    onFocus: markUsed,
    size: 'small' as const,
    slotProps: { listbox: { sx: { maxHeight: SELECTOR_MAX_HEIGHT } } },
    renderInput: (params: AutocompleteRenderInputParams) => <TextField {...params} label={label} />,
  };

  return props.multiple ? (
    <Autocomplete
      {...shared}
      multiple
      disableCloseOnSelect
      value={props.value}
      onChange={(_event, ids) => props.onChange(ids)}
    />
  ) : (
    <Autocomplete {...shared} value={props.value} onChange={(_event, id) => props.onChange(id)} />
  );
}
