// Lead details of a month (spec 01 §2 screen 4): the result by trial class and the
// distributions of valid leads, counted in one pass over the month's leads.
import { compareSpanish } from '../../../../common/table/clientRows';
import { howTheyHeardLabel, objectiveLabel, valueOrUnknown, type Lead } from '../../leadLabels';

export interface ShareRow {
  id: string;
  label: string;
  count: number;
  /** count / valid leads, a ratio; NaN when there are no valid leads. */
  share: number;
}

type TrialResult = 'Captado' | 'Perdido' | 'Sin Cerrar';
type TrialDone = 'Si' | 'No';

export interface TrialResultRow extends ShareRow {
  result: TrialResult;
  trial: TrialDone;
}

export interface LeadDetails {
  /** M: every lead of the answer. */
  incoming: number;
  /** N: the leads whose estado is not LEAD_NO_VALIDO. */
  valid: number;
  /** Always six rows: each result with a trial class ('Si') and without ('No'). */
  trialResults: TrialResultRow[];
  howTheyHeard: ShareRow[];
  /** Thresholded (spec 01 §5), as are the education levels, subjects and schools. */
  objectives: ShareRow[];
  educationLevels: ShareRow[];
  /** A lead counts once for each subject it lists. */
  subjects: ShareRow[];
  schools: ShareRow[];
  /** Only lost leads. */
  lossCauses: ShareRow[];
}

const INVALID = 'LEAD_NO_VALIDO';
const CAPTURED = 'CLIENTE_CAPTADO';
const LOST = 'CLIENTE_PERDIDO';

const TRIAL_RESULTS: readonly TrialResult[] = ['Captado', 'Perdido', 'Sin Cerrar'];
const TRIAL_DONE: readonly TrialDone[] = ['Si', 'No'];

/** Spec 01 §5: a distribution entry shows only with more than max(2, 5 % of valid leads) leads. */
export function distributionThreshold(valid: number): number {
  return Math.max(2, valid * 0.05);
}

const byCountThenLabel = (a: ShareRow, b: ShareRow) => b.count - a.count || compareSpanish(a.label, b.label);

// A mutable counter per value: one map lookup per lead for a value already seen, where
// get-then-set would take two (the pass over 100,000 leads has a 50 ms budget).
type RawCounts = Map<string | null, { count: number }>;

function increment(counts: RawCounts, key: string | null): void {
  const counter = counts.get(key);
  if (counter) counter.count++;
  else counts.set(key, { count: 1 });
}

/**
 * Rows of one table. Leads are counted by raw value, so that labelling runs once per distinct
 * value rather than once per lead; values that label alike ('--', '' and null) are merged.
 */
function shareRows(
  counts: RawCounts,
  valid: number,
  label: (value: string | null) => string,
  minimumExclusive = 0,
): ShareRow[] {
  const byLabel = new Map<string, number>();
  for (const [value, { count }] of counts) {
    const text = label(value);
    byLabel.set(text, (byLabel.get(text) ?? 0) + count);
  }
  const rows: ShareRow[] = [];
  for (const [text, count] of byLabel) {
    if (count > minimumExclusive) rows.push({ id: text, label: text, count, share: count / valid });
  }
  return rows.sort(byCountThenLabel);
}

function trialResultOf(estado: string): number {
  if (estado === CAPTURED) return 0;
  if (estado === LOST) return 1;
  return 2;
}

export function leadDetails(leads: readonly Lead[]): LeadDetails {
  // Index result * 2 + (trial ? 0 : 1), in the order of TRIAL_RESULTS × TRIAL_DONE.
  const trialCounts = [0, 0, 0, 0, 0, 0];
  const howTheyHeard: RawCounts = new Map();
  const objectives: RawCounts = new Map();
  const educationLevels: RawCounts = new Map();
  const subjects: RawCounts = new Map();
  const schools: RawCounts = new Map();
  const lossCauses: RawCounts = new Map();
  let valid = 0;

  for (const lead of leads) {
    if (lead.estado === INVALID) continue;
    valid++;
    trialCounts[trialResultOf(lead.estado) * 2 + (lead.prueba ? 0 : 1)]++;
    increment(howTheyHeard, lead.comoConoce);
    increment(objectives, lead.objetivos);
    increment(educationLevels, lead.tipologiaAcademica);
    increment(schools, lead.centroEstudios);
    if (lead.estado === LOST) increment(lossCauses, lead.causaPerdido);
    const listed = lead.asignaturas;
    for (let i = 0; i < listed.length; i++) {
      // A subject listed twice by one lead still counts that lead once.
      if (listed.indexOf(listed[i]) === i) increment(subjects, listed[i]);
    }
  }

  const threshold = distributionThreshold(valid);
  const trialResults = TRIAL_RESULTS.flatMap((result, r) =>
    TRIAL_DONE.map((trial, t): TrialResultRow => {
      const count = trialCounts[r * 2 + t];
      const label = `${result} - ${trial}`;
      return { id: label, label, result, trial, count, share: count / valid };
    }),
  );
  return {
    incoming: leads.length,
    valid,
    trialResults,
    howTheyHeard: shareRows(howTheyHeard, valid, howTheyHeardLabel),
    objectives: shareRows(objectives, valid, objectiveLabel, threshold),
    educationLevels: shareRows(educationLevels, valid, valueOrUnknown, threshold),
    subjects: shareRows(subjects, valid, valueOrUnknown, threshold),
    schools: shareRows(schools, valid, valueOrUnknown, threshold),
    lossCauses: shareRows(lossCauses, valid, valueOrUnknown),
  };
}
