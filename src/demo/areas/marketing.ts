// Marketing area: the lead lists of the acquisition, CRM and behaviour screens, and the CRM's
// two deletions (spec 01 §7). The stored leads are in order of first contact (the seed writes
// them so and the API never adds one), so a list takes the months it spans, finds its dates in
// them by binary search and filters only the leads in between: a call stays fast at 100,000
// leads. Dates are compared as text ('yyyy-MM-ddTHH:mm:ss' sorts as it reads). A month's list
// takes that month's leads as stored.
import { ALL_ACADEMIES, LEAD_STATE_CODES } from '../../contract/vocabulary';
import { getDb, saveDb } from '../db';
import {
  leadCatalogue,
  leadFirstContact,
  leadState,
  toAnalysisLead,
  toIncomingPhone,
  toLead,
  toWebRequest,
  type DemoLead,
  type LeadCatalogue,
} from '../model/marketing';
import { readDay, readListMonth, readMonth, readOptionalId } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { isoDay } from '../isoDate';

const FEEDBACK = '/api/core/marketing/feedback';

const catalogue = (): LeadCatalogue => leadCatalogue(getDb().asignaturas, getDb().centrosEstudio);

/** Index of the first stored lead first contacted at or after `date` (any prefix of a date). */
function firstIndexFrom(leads: readonly DemoLead[], date: string): number {
  let low = 0;
  let high = leads.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (leadFirstContact(leads[middle]) < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The leads first contacted from `from` up to `to`, excluded. */
function leadsBetween(from: string, to: string): DemoLead[] {
  if (to <= from) return [];
  const leads = getDb().leadMonths.between(from, to);
  return leads.slice(firstIndexFrom(leads, from), firstIndexFrom(leads, to));
}

/** 'yyyy-MM-dd' of the day after. */
function nextDay(day: string): string {
  return isoDay(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1));
}

/** fecha_inicio and fecha_fin of a month range: the leads first contacted from the one month up to the other, excluded. */
function leadsOfMonthRange(query: Query): DemoLead[] {
  const from = readMonth(query, 'fecha_inicio', 'La fecha de inicio es obligatoria', 'La fecha de inicio no es válida');
  const to = readMonth(query, 'fecha_fin', 'La fecha de fin es obligatoria', 'La fecha de fin no es válida');
  return leadsBetween(from, to);
}

/** mes: the leads first contacted in that month. */
function leadsOfMonth(query: Query): DemoLead[] {
  return getDb().leadMonths.ofMonth(readListMonth(query));
}

/** centros[] (TODOS = every academy) and incluir_central: whose leads a list shows. */
function readAcademies(query: Query): (lead: DemoLead) => boolean {
  const centros = query.list('centros').map((centro) => centro.trim()).filter(Boolean);
  if (!centros.length) throw fail('Hay que indicar al menos un centro');
  const central = query.optional('incluir_central') === 'true';
  const all = centros.includes(ALL_ACADEMIES);
  const chosen = new Set(centros);
  return ({ centro }) => (centro === null ? central : all || chosen.has(centro));
}

/** The leads of a month range and academies, as feedback/list and the web requests read them. */
function leadsOfRangeAndAcademies(query: Query): DemoLead[] {
  const leads = leadsOfMonthRange(query);
  const ofAcademies = readAcademies(query);
  return leads.filter(ofAcademies);
}

/** The analysis: the leads first contacted between two days, both included, that pass every filter given. */
function analysisLeads(query: Query): DemoLead[] {
  const from = readDay(query, 'fecha_inicio', 'La fecha de inicio es obligatoria', 'La fecha de inicio no es válida');
  const to = readDay(query, 'fecha_fin', 'La fecha de fin es obligatoria', 'La fecha de fin no es válida');
  const subject = readOptionalId(query, 'asignatura', 'La asignatura no es válida');
  const studyCentre = readOptionalId(query, 'centro_estudios', 'El centro de estudios no es válido');
  const centros = query.list('centros').map((centro) => centro.trim()).filter(Boolean);
  // No academy, or TODOS, means every lead, those still at Central included.
  const academies = centros.length && !centros.includes(ALL_ACADEMIES) ? new Set(centros) : undefined;
  const howTheyHeard = query.optional('como_conoce');
  const objective = query.optional('objetivo');
  const state = query.optional('estado');
  if (state !== undefined && !(LEAD_STATE_CODES as readonly string[]).includes(state)) throw fail('El estado no es válido');
  return leadsBetween(from, nextDay(to)).filter(
    (lead) =>
      (subject === undefined || lead.asignaturaIds.includes(subject)) &&
      (studyCentre === undefined || lead.centroEstudiosId === studyCentre) &&
      (academies === undefined || (lead.centro !== null && academies.has(lead.centro))) &&
      (howTheyHeard === undefined || lead.comoConoce === howTheyHeard) &&
      (objective === undefined || lead.objetivos === objective) &&
      (state === undefined || leadState(lead) === state),
  );
}

function findLead(query: Query): DemoLead {
  const id = Number(query.required('id', 'El identificador del lead es obligatorio'));
  const lead = getDb().leadMonths.find(id);
  if (!lead) throw fail('El lead no existe');
  return lead;
}

export const marketingRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${FEEDBACK}/list`,
    answer(query) {
      const names = catalogue();
      return ok(leadsOfRangeAndAcademies(query).map((lead) => toLead(lead, names)));
    },
  },
  {
    method: 'GET',
    path: '/api/core/web/peticion-web/list/feedback-details',
    answer: (query) => ok(leadsOfRangeAndAcademies(query).filter((lead) => lead.origenWeb).map(toWebRequest)),
  },
  {
    method: 'GET',
    path: `${FEEDBACK}/list/central`,
    answer(query) {
      const names = catalogue();
      return ok(leadsOfMonthRange(query).filter((lead) => lead.centroOrigen === null).map((lead) => toLead(lead, names)));
    },
  },
  {
    method: 'GET',
    path: `${FEEDBACK}/list/CRM`,
    answer(query) {
      const month = readListMonth(query);
      const centro = query.required('centro', 'El centro es obligatorio');
      const all = centro === ALL_ACADEMIES;
      const leads = getDb().leadMonths.ofMonth(month).filter((lead) => (all ? lead.centro !== null : lead.centro === centro));
      const names = catalogue();
      return ok(leads.map((lead) => toLead(lead, names)));
    },
  },
  {
    method: 'GET',
    path: `${FEEDBACK}/list/incoming-phone`,
    answer: (query) => ok(leadsOfMonth(query).filter((lead) => lead.telefonoEntrante !== null).map(toIncomingPhone)),
  },
  {
    method: 'GET',
    path: `${FEEDBACK}/list/analysis`,
    answer(query) {
      const names = catalogue();
      return ok(analysisLeads(query).map((lead) => toAnalysisLead(lead, names)));
    },
  },
  {
    method: 'GET',
    path: `${FEEDBACK}/list/day`,
    answer(query) {
      const day = readDay(query, 'fecha', 'La fecha es obligatoria', 'La fecha no es válida');
      const names = catalogue();
      return ok(leadsBetween(day, nextDay(day)).map((lead) => toAnalysisLead(lead, names)));
    },
  },
  {
    method: 'DELETE',
    path: FEEDBACK,
    answer(query) {
      const lead = findLead(query);
      getDb().leadMonths.remove(lead);
      saveDb('leads');
      return ok(lead.id);
    },
  },
  {
    method: 'DELETE',
    path: `${FEEDBACK}/contacto/last`,
    answer(query) {
      const lead = findLead(query);
      if (lead.contactos.length < 2) throw fail('El lead solo tiene un contacto: no hay un estado anterior al que volver');
      lead.contactos.pop();
      saveDb('leads');
      return ok(toLead(lead, catalogue()));
    },
  },
];
