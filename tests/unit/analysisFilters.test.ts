import { describe, expect, it } from 'vitest';
import {
  activeFilterLabels,
  analysisRequest,
  defaultAnalysisFilters,
  END_BEFORE_START_HINT,
  MISSING_DATES_HINT,
  type AnalysisFilterState,
} from '../../src/screens/marketing/comportamiento/analisis/analysisFilters';
import { analysisQuery } from '../../src/screens/marketing/calls';

const OCTOBER_1 = new Date(2026, 9, 1);
const OCTOBER_31 = new Date(2026, 9, 31);

const withDates = (start: Date | null, end: Date | null, more: Partial<AnalysisFilterState> = {}): AnalysisFilterState => ({
  ...defaultAnalysisFilters(),
  academy: 'GOYA',
  start,
  end,
  ...more,
});

describe('the default analysis filters', () => {
  it("have no dates, the user's academy (the first one without a session) and nothing else chosen", () => {
    expect(defaultAnalysisFilters()).toEqual({
      start: null,
      end: null,
      academy: 'HERNANI',
      subject: null,
      studyCentre: null,
      howTheyHeard: '',
      objective: '',
      leadState: '',
    });
  });

  it('ask nothing and say why: both dates are needed', () => {
    expect(analysisRequest(defaultAnalysisFilters())).toEqual({ filters: null, hint: MISSING_DATES_HINT });
  });
});

describe('analysisRequest', () => {
  it('asks nothing while either date is missing', () => {
    expect(analysisRequest(withDates(OCTOBER_1, null)).filters).toBeNull();
    expect(analysisRequest(withDates(null, OCTOBER_31)).filters).toBeNull();
    expect(analysisRequest(withDates(OCTOBER_1, null)).hint).toBe(MISSING_DATES_HINT);
  });

  it('asks nothing for a date typed in part (Invalid Date or a year still being typed)', () => {
    expect(analysisRequest(withDates(new Date(Number.NaN), OCTOBER_31))).toEqual({ filters: null, hint: MISSING_DATES_HINT });
    const yearTwo = new Date(0);
    yearTwo.setFullYear(2, 9, 31);
    expect(analysisRequest(withDates(OCTOBER_1, yearTwo)).hint).toBe(MISSING_DATES_HINT);
  });

  it('refuses an end before the start', () => {
    expect(analysisRequest(withDates(OCTOBER_31, OCTOBER_1))).toEqual({ filters: null, hint: END_BEFORE_START_HINT });
  });

  it('compares days, not times: the same day twice is a one-day range', () => {
    const morning = new Date(2026, 9, 5, 9, 0);
    const midnight = new Date(2026, 9, 5);
    expect(analysisRequest(withDates(morning, midnight)).filters).not.toBeNull();
  });

  it('gives every filter to the query, dates as dd/MM/yyyy and the academy in centros', () => {
    const request = analysisRequest(
      withDates(OCTOBER_1, OCTOBER_31, { academy: 'TODOS', subject: 7, studyCentre: 12, howTheyHeard: 'GOOGLE_MAPS', objective: 'APROBAR_EXAMEN_ESPECIFICO', leadState: 'CLIENTE_PERDIDO' }),
    );
    expect(request.hint).toBeNull();
    expect(request.filters && analysisQuery(request.filters)).toEqual({
      fecha_inicio: '01/10/2026',
      fecha_fin: '31/10/2026',
      centros: ['TODOS'],
      asignatura: 7,
      centro_estudios: 12,
      como_conoce: 'GOOGLE_MAPS',
      objetivo: 'APROBAR_EXAMEN_ESPECIFICO',
      estado: 'CLIENTE_PERDIDO',
    });
  });

  it("leaves the filters not chosen empty, so that the query omits them", () => {
    const request = analysisRequest(withDates(OCTOBER_1, OCTOBER_31));
    expect(request.filters && analysisQuery(request.filters)).toMatchObject({
      centros: ['GOYA'],
      asignatura: null,
      centro_estudios: null,
      como_conoce: '',
      objetivo: '',
      estado: '',
    });
  });
});

describe('activeFilterLabels', () => {
  it('lists the dates, the academy and the filters chosen', () => {
    const state = withDates(OCTOBER_1, OCTOBER_31, { academy: 'TODOS', subject: 7, studyCentre: 12, howTheyHeard: 'GOOGLE_MAPS', objective: 'APROBAR_EXAMEN_ESPECIFICO', leadState: 'CLIENTE_PERDIDO' });
    expect(activeFilterLabels(state, { subject: 'Química (Bachillerato)', studyCentre: 'IES Goya, Madrid' })).toEqual([
      'Desde 01/10/2026',
      'Hasta 31/10/2026',
      'Academia: Ver todos',
      'Asignatura: Química (Bachillerato)',
      'Centro de estudios: IES Goya, Madrid',
      'Cómo nos conoce: GOOGLE MAPS',
      'Objetivo: Aprobar un examen específico',
      'Estado: Cliente Perdido',
    ]);
  });

  it('lists only the academy for the defaults', () => {
    expect(activeFilterLabels({ ...defaultAnalysisFilters(), academy: 'GOYA' })).toEqual(['Academia: GOYA']);
  });
});
