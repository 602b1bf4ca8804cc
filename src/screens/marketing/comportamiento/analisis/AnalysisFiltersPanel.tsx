import { compareSpanish } from '../../../../common/table/clientRows';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { AcademySelect } from '../../../../common/AcademySelect';
import { ViewDateField } from '../../../../common/DateField';
import { joinPresent } from '../../../../common/text';
import { OptionSelect, type Option } from '../../../../common/OptionSelect';
import { normalizeSearchText } from '../../../../common/search';
import { SELECTOR_MAX_HEIGHT } from '../../../../common/selectMenu';
import { SubjectSelect, useSubjectOptions } from '../../../../common/SubjectSelect';
import { subjectDisplayName } from '../../../../common/subjects';
import { useErrorToast } from '../../../../common/useErrorToast';
import { declaration as centrosEstudio, type StudyCentre } from '../../../administracion/centros-estudio';
import { activeFilterLabels, type AnalysisFilterState } from './analysisFilters';
import { HOW_THEY_HEARD, howTheyHeardLabel, LEAD_STATES, OBJECTIVES } from '../../leadLabels';
import { STUDY_CENTRES_LOAD_ERROR } from '../../calls';

const ANY: Option<string> = { value: '', label: 'Ver todos' };
const HOW_THEY_HEARD_OPTIONS: Option<string>[] = [
  ANY,
  ...HOW_THEY_HEARD.map((code) => ({ value: code, label: howTheyHeardLabel(code) })),
];
const OBJECTIVE_OPTIONS: Option<string>[] = [ANY, ...Object.entries(OBJECTIVES).map(([value, label]) => ({ value, label }))];
const LEAD_STATE_OPTIONS: Option<string>[] = [ANY, ...Object.entries(LEAD_STATES).map(([value, label]) => ({ value, label }))];

// The network has hundreds of study centres (thousands at demo scale): the list shows the
// first matches of what is typed rather than drawing every option.
const SHOWN_CENTRES = 100;
const NO_CENTRES: StudyCentre[] = [];

/** Two schools may share a name in different provinces; names may already hold brackets. */
const studyCentreLabel = (centre: StudyCentre) => joinPresent([centre.nombre, centre.provincia], ', ');

// Name then province, without the comma, so that 'maeztu soria' finds 'IES Ramiro de Maeztu,
// Soria'; normalised once per centre rather than on every keystroke.
const searchTexts = new WeakMap<StudyCentre, string>();
function searchText(centre: StudyCentre): string {
  let text = searchTexts.get(centre);
  if (text === undefined) {
    text = normalizeSearchText(joinPresent([centre.nombre, centre.provincia]));
    searchTexts.set(centre, text);
  }
  return text;
}

function matchingCentres(centres: StudyCentre[], { inputValue }: { inputValue: string }): StudyCentre[] {
  const needle = normalizeSearchText(inputValue);
  const found: StudyCentre[] = [];
  for (const centre of centres) {
    if (found.length === SHOWN_CENTRES) break;
    if (searchText(centre).includes(needle)) found.push(centre);
  }
  return found;
}

/**
 * Every study centre, sorted by name, loaded once `enabled` turns true. A failed request
 * leaves the list empty and says why.
 */
function useStudyCentres(enabled: boolean) {
  // The data provider answers the whole list and ignores useGetList's default pagination.
  const { data, isPending, error } = useGetList<StudyCentre>(centrosEstudio.name, {}, { enabled });
  useErrorToast(error, STUDY_CENTRES_LOAD_ERROR);
  const centres = useMemo(
    () => (data ? [...data].sort((a, b) => compareSpanish(studyCentreLabel(a), studyCentreLabel(b))) : NO_CENTRES),
    [data],
  );
  return { centres, loading: enabled && isPending && !error };
}

interface StudyCentreSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  centres: StudyCentre[];
  loading: boolean;
  onUse: () => void;
}

function StudyCentreSelect({ value, onChange, centres, loading, onUse }: StudyCentreSelectProps) {
  return (
    <Autocomplete
      options={centres}
      value={value}
      onChange={(_event, id) => onChange(id)}
      getOptionValue={(centre: StudyCentre) => centre.id}
      getOptionKey={(centre) => centre.id}
      getOptionLabel={studyCentreLabel}
      filterOptions={matchingCentres}
      loading={loading}
      loadingText="Cargando centros de estudio..."
      noOptionsText="No hay centros de estudio"
      onOpen={onUse}
      onFocus={onUse}
      size="small"
      sx={{ width: { xs: '100%', sm: 340 } }}
      slotProps={{ listbox: { sx: { maxHeight: SELECTOR_MAX_HEIGHT } } }}
      renderInput={(params) => <TextField {...params} label="Centro de estudios" />}
    />
  );
}

interface AnalysisFiltersPanelProps {
  value: AnalysisFilterState;
  onChange: (value: AnalysisFilterState) => void;
  onReset: () => void;
}

/**
 * The lead analysis filters behind a 'Filtros' toggle, open at first. While closed, the
 * filters in use are listed beside the toggle.
 */
export function AnalysisFiltersPanel({ value, onChange, onReset }: AnalysisFiltersPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(true);
  const [centresUsed, setCentresUsed] = useState(false);
  const { centres, loading } = useStudyCentres(centresUsed || value.studyCentre !== null);
  // Only for the closed panel's summary: shares the subject selector's cached list.
  const { subjects } = useSubjectOptions(value.subject !== null);
  const set = <K extends keyof AnalysisFilterState>(key: K) => (next: AnalysisFilterState[K]) => onChange({ ...value, [key]: next });

  const subject = subjects.find((candidate) => candidate.id === value.subject);
  const centre = centres.find((candidate) => candidate.id === value.studyCentre);
  const summary = activeFilterLabels(value, {
    subject: subject && subjectDisplayName(subject),
    studyCentre: centre && studyCentreLabel(centre),
  });

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          onClick={() => setOpen((current) => !current)}
          aria-expanded={open}
          aria-controls={panelId}
          startIcon={<FilterListIcon />}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          Filtros
        </Button>
        {!open && (
          <Typography variant="body2" color="text.secondary">
            {summary.join(' · ')}
          </Typography>
        )}
      </Stack>
      <Collapse in={open} id={panelId} unmountOnExit>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 2, alignItems: 'center' }}>
          <ViewDateField label="Fecha de inicio" value={value.start} onChange={set('start')} />
          <ViewDateField label="Fecha de fin" value={value.end} onChange={set('end')} />
          <AcademySelect includeAll value={value.academy} onChange={set('academy')} />
          <Box sx={{ width: { xs: '100%', sm: 300 } }}>
            <SubjectSelect value={value.subject} onChange={set('subject')} />
          </Box>
          <StudyCentreSelect
            value={value.studyCentre}
            onChange={set('studyCentre')}
            centres={centres}
            loading={loading}
            onUse={() => setCentresUsed(true)}
          />
          <OptionSelect label="Cómo nos conoce" value={value.howTheyHeard} options={HOW_THEY_HEARD_OPTIONS} onChange={set('howTheyHeard')} />
          <OptionSelect label="Objetivo" value={value.objective} options={OBJECTIVE_OPTIONS} onChange={set('objective')} minWidth={220} />
          <OptionSelect label="Estado" value={value.leadState} options={LEAD_STATE_OPTIONS} onChange={set('leadState')} minWidth={180} />
          <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={onReset}>
            Restablecer filtros
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
}
