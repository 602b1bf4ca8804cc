// The marketing calls (spec 01 §7) as data sources of the data provider, and the one place
// that turns what a screen's controls hold into each call's query parameters.
import { academicYearRange, monthRange, toDayParam, type MonthRangeParams } from '../../common/apiParams';
import { ALL_ACADEMIES } from '../../common/academies';
import type { MonthOfYear } from '../../common/viewState/urlParams';
import type { QueryParams } from '../../dataProvider/query';
import type { LazySources } from '../../declaration/types';

export const LEADS = 'marketing/feedback';
export const WEB_REQUESTS = 'marketing/peticiones-web';
export const CENTRAL_LEADS = 'marketing/feedback-central';
export const ANALYSIS_LEADS = 'marketing/analisis';
export const DAY_LEADS = 'marketing/leads-dia';

/** The marketing calls, with their contracts, loaded with the first of them. */
export const marketingSources: LazySources = {
  names: [LEADS, WEB_REQUESTS, CENTRAL_LEADS, ANALYSIS_LEADS, DAY_LEADS],
  load: () => import('./dataSources').then((module) => module.marketingDataSources),
};

// Load error titles (spec 01 §8).
export const LEADS_LOAD_ERROR = 'Error al recuperar los leads';
export const WEB_REQUESTS_LOAD_ERROR = 'Error al recuperar las peticiones web';
export const STUDY_CENTRES_LOAD_ERROR = 'Error al recuperar los centros de estudio';


const rangeOf = ({ month, year }: MonthOfYear): MonthRangeParams => monthRange(new Date(year, month - 1, 1));

/** Acquisition by centre: the academic year from September, leads and web requests alike. */
export const academicYearQuery = (academy: string, year: number): QueryParams => ({
  ...academicYearRange(year),
  centros: [academy],
});

/** Acquisition by month: every academy, and the leads still at Central. */
export const monthOfAllAcademiesQuery = (period: MonthOfYear): QueryParams => ({
  ...rangeOf(period),
  centros: [ALL_ACADEMIES],
  incluir_central: true,
});

/** Central distribution: only the month. */
export const centralMonthQuery = (period: MonthOfYear): QueryParams => ({ ...rangeOf(period) });

/** Lead details: one academy or TODOS for the month. */
export const monthOfAcademyQuery = (period: MonthOfYear, academy: string): QueryParams => ({
  ...rangeOf(period),
  centros: [academy],
});

/** The lead analysis filters; the dates are required before the screen asks. */
export interface AnalysisFilters {
  start: Date;
  end: Date;
  academy: string;
  subject: number | null;
  studyCentre: number | null;
  /** A HOW_THEY_HEARD code, or '' for any. */
  howTheyHeard: string;
  /** An OBJECTIVES code, or '' for any. */
  objective: string;
  /** A LEAD_STATES code, or '' for any. */
  leadState: string;
}

export const analysisQuery = (filters: AnalysisFilters): QueryParams => ({
  fecha_inicio: toDayParam(filters.start),
  fecha_fin: toDayParam(filters.end),
  asignatura: filters.subject,
  centros: filters.academy ? [filters.academy] : [],
  como_conoce: filters.howTheyHeard,
  objetivo: filters.objective,
  centro_estudios: filters.studyCentre,
  estado: filters.leadState,
});

/** Incoming leads of one day. */
export const dayQuery = (day: Date): QueryParams => ({ fecha: toDayParam(day) });
