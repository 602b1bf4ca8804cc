import { Autocomplete, Box, CircularProgress, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { formatQuantity } from '../../../common/format';
import { usePaused } from '../../../common/usePaused';
import { useErrorToast } from '../../../common/useErrorToast';
import type { StudentRef } from '../../../common/viewState/urlParams';
import { STUDENTS, STUDENTS_LOAD_ERROR, studentRefOf, type FoundStudent } from '../calls';

/** The search runs from this many characters (spec 02 §5, §9). */
export const SEARCH_MIN_CHARACTERS = 3;
/** The pause after a keystroke before the search runs, so that typing a name asks once. */
const SEARCH_DELAY_MS = 300;

interface Option extends StudentRef {
  /** The academy (and ID) that tells two students of the same name apart. */
  detalle?: string;
}

const optionOf = (student: FoundStudent): Option => ({
  ...studentRefOf(student),
  detalle: [student.centro, student.dni].filter(Boolean).join(' · '),
});

/**
 * Chooses a student by searching the API (from 3 characters): a combo box the keyboard drives,
 * which says when it is searching, when nothing matched and when the text is still too short.
 * Shared by the payment change and student income screens.
 */
export function StudentPicker({ value, onChange }: { value: StudentRef | null; onChange: (student: StudentRef | null) => void }) {
  const [input, setInput] = useState(value?.nombre ?? '');
  const filtro = usePaused(input.trim(), SEARCH_DELAY_MS);
  const searching = filtro.length >= SEARCH_MIN_CHARACTERS && filtro !== value?.nombre;
  const { data, isFetching, error } = useGetList<FoundStudent>(STUDENTS, { filter: { filtro } }, { enabled: searching });
  useErrorToast(error, STUDENTS_LOAD_ERROR);
  const options = useMemo<Option[]>(() => {
    const found = searching && data ? data.map(optionOf) : [];
    // The chosen student stays an option, as MUI expects of the value.
    return value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  }, [data, searching, value]);
  const tooShort = input.trim().length < SEARCH_MIN_CHARACTERS;

  return (
    <Autocomplete<Option>
      sx={{ minWidth: 320 }}
      value={value}
      onChange={(_event, chosen) => onChange(chosen && { id: chosen.id, nombre: chosen.nombre })}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      // The server has filtered them.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.nombre}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={searching && (isFetching || filtro !== input.trim())}
      loadingText="Cargando alumnos..."
      noOptionsText={tooShort ? `Escribe al menos ${formatQuantity(SEARCH_MIN_CHARACTERS)} caracteres` : 'No hay alumnos'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
          {option.nombre}
          {option.detalle && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
              {option.detalle}
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Alumno"
          placeholder="Nombre, apellidos, DNI o e-mail"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {searching && isFetching && <CircularProgress color="inherit" size={18} aria-label="Cargando alumnos..." />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
