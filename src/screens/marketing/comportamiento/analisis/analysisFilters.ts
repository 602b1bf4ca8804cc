// The lead analysis filter panel's state, and whether it makes a request (spec 01 §5: the
// analysis loads only once both dates are set).
import { startOfDay } from 'date-fns';
import { isUsableDay } from '../../../../common/dateRange';
import { formatDate } from '../../../../common/format';
import { ALL_ACADEMIES, ALL_ACADEMIES_LABEL } from '../../../../common/academies';
import { academyParam, choiceParam, dayParam, idParam, readView } from '../../../../common/viewState/urlParams';
import { HOW_THEY_HEARD, howTheyHeardLabel, LEAD_STATES, leadStateLabel, OBJECTIVES, objectiveLabel } from '../../leadLabels';
import type { AnalysisFilters } from '../../calls';

/** What the panel's controls hold: the filters, with dates that may be missing. */
export type AnalysisFilterState = Omit<AnalysisFilters, 'start' | 'end'> & { start: Date | null; end: Date | null };

export const MISSING_DATES_HINT = 'Elige la fecha de inicio y la de fin para ver los leads.';
export const END_BEFORE_START_HINT = 'La fecha de fin no puede ser anterior a la de inicio.';

/** Any value: the option 'Ver todos'. */
const ANY = '';

/**
 * The filters in the URL. By default: no dates, the user's academy, nothing else chosen, which
 * is also what 'Restablecer filtros' goes back to.
 */
export const ANALYSIS_FILTER_PARAMS = {
  start: dayParam('desde', () => null),
  end: dayParam('hasta', () => null),
  academy: academyParam('academia', { includeAll: true }),
  subject: idParam('asignatura'),
  studyCentre: idParam('centro-estudios'),
  howTheyHeard: choiceParam<string>('como-conoce', [ANY, ...HOW_THEY_HEARD], () => ANY),
  objective: choiceParam<string>('objetivo', [ANY, ...Object.keys(OBJECTIVES)], () => ANY),
  leadState: choiceParam<string>('estado', [ANY, ...Object.keys(LEAD_STATES)], () => ANY),
};

/** Every filter at its default, as a URL without filters shows them. */
export const defaultAnalysisFilters = (): AnalysisFilterState => readView(ANALYSIS_FILTER_PARAMS, new URLSearchParams());

/** The request the panel makes, or why it makes none (the hint shown instead of the table). */
export type AnalysisRequest = { filters: AnalysisFilters; hint: null } | { filters: null; hint: string };

export function analysisRequest(state: AnalysisFilterState): AnalysisRequest {
  const { start, end, ...rest } = state;
  if (!isUsableDay(start) || !isUsableDay(end)) return { filters: null, hint: MISSING_DATES_HINT };
  // By day: a date chosen in the calendar may carry the time of the value it replaced.
  if (startOfDay(end) < startOfDay(start)) return { filters: null, hint: END_BEFORE_START_HINT };
  return { filters: { start, end, ...rest }, hint: null };
}

/** The names of the chosen subject and study centre, when known. */
interface FilterNames {
  subject?: string;
  studyCentre?: string;
}

/**
 * Short texts of the filters in use, shown while the panel is closed, e.g.
 * ['Desde 01/10/2026', 'Hasta 31/10/2026', 'Academia: GOYA', 'Cómo nos conoce: REDES SOCIALES'].
 */
export function activeFilterLabels(state: AnalysisFilterState, names: FilterNames = {}): string[] {
  const labels: string[] = [];
  if (isUsableDay(state.start)) labels.push(`Desde ${formatDate(state.start)}`);
  if (isUsableDay(state.end)) labels.push(`Hasta ${formatDate(state.end)}`);
  labels.push(`Academia: ${state.academy === ALL_ACADEMIES ? ALL_ACADEMIES_LABEL : state.academy}`);
  if (state.subject !== null && names.subject) labels.push(`Asignatura: ${names.subject}`);
  if (state.studyCentre !== null && names.studyCentre) labels.push(`Centro de estudios: ${names.studyCentre}`);
  if (state.howTheyHeard) labels.push(`Cómo nos conoce: ${howTheyHeardLabel(state.howTheyHeard)}`);
  if (state.objective) labels.push(`Objetivo: ${objectiveLabel(state.objective)}`);
  if (state.leadState) labels.push(`Estado: ${leadStateLabel(state.leadState)}`);
  return labels;
}
