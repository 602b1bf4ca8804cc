// The marketing calls (spec 01 §3, §7): leads of the funnels, the CRM, the incoming phones, the
// lead analysis and the day's incoming leads; the web requests; the CRM's two deletions.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { assumed, boolean, code, computed, dateTime, day, either, entity, id, listOf, number, shown, shownList, text } from './fields';

const FEEDBACK = '/api/core/marketing/feedback';

// ---------------------------------------------------------------------------------------------
// Readers of this family.

/** A value that may be missing or null, as null; anything else must read. */
const orNull = <T extends z.ZodMiniType>(reader: T) =>
  z.pipe(z.optional(z.nullable(reader)), z.transform((value: z.output<T> | null | undefined) => value ?? null));

/**
 * The next contact 'yyyy-MM-dd'; null for a closed lead, which the spec writes empty (missing,
 * null or ''). A value that is no date is unreadable: it must not pass for a closed lead.
 */
const nextContact = z.pipe(
  z.optional(z.nullable(z.union([day, z.literal('')]))),
  z.transform((value: string | null | undefined) => value || null),
);

/**
 * A subject of interest as its full name: an object with nombreCompleto (or nombre_completo), as
 * the analysis variant gives it (spec 01 §3), or a text.
 */
const subjectName = either(z.union([
  z.pipe(
    z.object({ nombreCompleto: z.optional(z.nullable(text)), nombre_completo: z.optional(z.nullable(text)) }),
    z.transform((subject: { nombreCompleto?: string | null; nombre_completo?: string | null }, context) => {
      const name = subject.nombreCompleto ?? subject.nombre_completo;
      if (name) return name;
      context.issues.push({ code: 'custom', message: 'se esperaba nombreCompleto', input: subject });
      return z.NEVER;
    }),
  ),
  text,
]));

const NO_ID = 'Without it, the record is named by its position in the answer.';

/** A record named by its position when the answer gives it no id (the data provider does it). */
export type WithId<T extends { id: number | null }> = Omit<T, 'id'> & { id: number };

// ---------------------------------------------------------------------------------------------
// Items.

/** What a lead shows on every screen, read alike in each of its lists. */
const leadShownFields = {
  contacto: shown(text),
  alumno: shown(text),
  telefono: shown(text),
  email: shown(text),
  contactos: shown(number),
  centro_origen: shown(text),
  comoConoce: shown(code('HowTheyHeard')),
  objetivos: shown(code('Objective')),
  tipologiaAcademica: shown(code('EducationLevel')),
  asignaturas: shownList(subjectName),
  centroEstudios: shown(text),
  causaPerdido: shown(text),
};

/**
 * A lead of feedback/list and feedback/list/central: the funnels count its estado, prueba and
 * origins and place it by its first contact's month and its academy (none: Central); the lead
 * details count it by estado and prueba.
 */
export const lead = entity('Lead', z.object({
  id: shown(id),
  ...leadShownFields,
  fecha: shown(nextContact),
  estado: computed(code('LeadState')),
  prueba: computed(boolean),
  primerContacto: computed(dateTime),
  centro: computed(orNull(text)),
  origenWeb: computed(boolean),
  origenSEM: computed(boolean),
}));
export type Lead = WithId<z.output<typeof lead>>;

/**
 * A lead of the CRM (feedback/list/CRM): deleted by its id; sorted and marked 'Lead cerrado' by
 * its next contact; everything else only shown.
 */
export const crmLead = entity('LeadCrm', z.object({
  id: computed(id),
  ...leadShownFields,
  fecha: computed(nextContact),
  estado: shown(code('LeadState')),
  prueba: shown(boolean),
  primerContacto: shown(dateTime),
  centro: shown(text),
  origenWeb: shown(boolean),
  origenSEM: shown(boolean),
}));
export type CrmLead = z.output<typeof crmLead>;

/** A web request (peticion-web/list/feedback-details), counted in the centre funnel's Web and SEM rows. */
export const webRequest = entity('PeticionWeb', z.object({
  id: assumed(shown(id), NO_ID),
  primerContacto: computed(dateTime),
  prueba: computed(boolean),
  estado: computed(code('LeadState')),
  origenSEM: computed(boolean),
}));
export type WebRequest = WithId<z.output<typeof webRequest>>;

/** A lead that came in by phone (feedback/list/incoming-phone): only shown. */
export const incomingPhone = entity('TelefonoEntrante', z.object({
  id: shown(id),
  contacto: shown(text),
  alumno: shown(text),
  centro: shown(text),
  primer_contacto: shown(dateTime),
  ultimo_contacto: shown(dateTime),
  telefono_entrante: shown(text),
  estado: shown(code('LeadState')),
  como_conoce: shown(code('HowTheyHeard')),
}));
export type IncomingPhone = WithId<z.output<typeof incomingPhone>>;

/** One contact of a lead of the analysis variant. */
export const leadContact = entity('ContactoLead', z.object({
  estadoFeedback: shown(code('LeadState')),
  asistencia: shown(code('Attendance')),
}));
export type LeadContact = z.output<typeof leadContact>;

/**
 * A lead of feedback/list/analysis and feedback/list/day: only shown, but for its next contact,
 * which marks it 'Lead cerrado' and orders the analysis.
 */
export const analysisLead = entity('LeadAnalisis', z.object({
  id: assumed(shown(id), NO_ID),
  contacto: shown(text),
  nombreContacto: shown(text),
  emailContacto: shown(text),
  telefonoContacto: shown(text),
  nombreAlumno: shown(text),
  emailAlumno: shown(text),
  telefonoAlumno: shown(text),
  codigoPostal: shown(text),
  centroEstudios: shown(text),
  asignaturas: shownList(subjectName),
  curso: shown(text),
  tipologiaAcademica: shown(code('EducationLevel')),
  objetivos: shown(code('Objective')),
  comoConoce: shown(code('HowTheyHeard')),
  centro: shown(text),
  telefonoEntrante: shown(text),
  formaContacto: shown(code('ContactMethod')),
  /** Counted on screen: not a list, the count is unknown (an empty cell), never 0. */
  contactos: shown(listOf(leadContact)),
  telefono: shown(text),
  email: shown(text),
  fecha: computed(nextContact),
  estado: shown(code('LeadState')),
}));
export type AnalysisLead = WithId<z.output<typeof analysisLead>>;

// ---------------------------------------------------------------------------------------------
// Calls.

const monthRange = {
  fecha_inicio: param('month', { example: '10/2026', note: 'The first month of the range.' }),
  fecha_fin: param('month', { example: '11/2026', note: 'The month after the last one of the range.' }),
};
const academies = param('academies', { example: ['GOYA'] });

export const marketingCalls = {
  leads: apiCall({
    method: 'GET',
    path: `${FEEDBACK}/list`,
    summary: 'The leads first contacted in a month range, of some academies (and those still at Central with incluir_central).',
    query: {
      ...monthRange,
      centros: param('academies', { orAll: true, example: ['TODOS'], note: 'Spec 01 §7: a centre code or TODOS.' }),
      incluir_central: optionalParam('boolean', { example: true }),
    },
    answer: listOf(lead),
  }),
  webRequests: apiCall({
    method: 'GET',
    path: '/api/core/web/peticion-web/list/feedback-details',
    summary: 'The web requests of a month range and some academies.',
    query: { ...monthRange, centros: academies },
    answer: listOf(webRequest),
  }),
  centralLeads: apiCall({
    method: 'GET',
    path: `${FEEDBACK}/list/central`,
    summary: 'The leads of a month range that came in through Central.',
    query: monthRange,
    answer: listOf(lead),
  }),
  crmLeads: apiCall({
    method: 'GET',
    path: `${FEEDBACK}/list/CRM`,
    summary: "The CRM's leads of one month and academy.",
    query: { mes: param('month', { example: '11/2026' }), centro: param('academy', { example: 'GOYA' }) },
    answer: listOf(crmLead),
  }),
  incomingPhones: apiCall({
    method: 'GET',
    path: `${FEEDBACK}/list/incoming-phone`,
    summary: 'The leads of one month that came in by phone.',
    query: { mes: param('month', { example: '11/2026' }) },
    answer: listOf(incomingPhone),
  }),
  analysisLeads: apiCall({
    method: 'GET',
    path: `${FEEDBACK}/list/analysis`,
    summary: 'The leads first contacted between two days, both included, that match every filter given.',
    query: {
      fecha_inicio: param('day', { example: '01/10/2026' }),
      fecha_fin: param('day', { example: '31/10/2026' }),
      asignatura: optionalParam('id'),
      centros: optionalParam('academies', {
        orAll: true,
        assumed: "The spec names TODOS for feedback/list's centros[] only; the analysis's 'Ver todos' sends it here too.",
      }),
      como_conoce: optionalParam('code', { codes: 'HowTheyHeard' }),
      objetivo: optionalParam('code', { codes: 'Objective' }),
      centro_estudios: optionalParam('id'),
      estado: optionalParam('code', { codes: 'LeadState' }),
    },
    answer: listOf(analysisLead),
  }),
  dayLeads: apiCall({
    method: 'GET',
    path: `${FEEDBACK}/list/day`,
    summary: 'The leads first contacted on one day.',
    query: { fecha: param('day', { example: '02/11/2026' }) },
    answer: listOf(analysisLead),
  }),
  deleteLead: apiCall({
    method: 'DELETE',
    path: FEEDBACK,
    summary: 'Deletes a lead.',
    assumed: 'The method: spec 01 §7 does not show it ("likely DELETE").',
    query: { id: param('id', { example: 1 }) },
  }),
  deleteLastContact: apiCall({
    method: 'DELETE',
    path: `${FEEDBACK}/contacto/last`,
    summary: "Deletes a lead's last contact: the lead returns to its previous state.",
    assumed: 'The method: spec 01 §7 does not show it.',
    query: { id: param('id', { example: 1 }) },
  }),
};
