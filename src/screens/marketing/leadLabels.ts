// How leads are named and labelled on screen: their states (spec 01 §4), sources, goals and
// unknown values. Their records are the contract's (src/contract/marketing.ts), their codes its
// vocabulary (src/contract/vocabulary.ts).
import { formatDate } from '../../common/format';
import { inParentheses, joinPresent } from '../../common/text';
import type { AnalysisLead } from '../../contract/marketing';
import { HOW_THEY_HEARD_CODES, UNSTATED, type LeadState, type Objective } from '../../contract/vocabulary';

export type { AnalysisLead, CrmLead, IncomingPhone, Lead, LeadContact, WebRequest } from '../../contract/marketing';
export type { LeadState, Objective } from '../../contract/vocabulary';

/** The Spanish label of each lead state (spec 01 §4). */
export const LEAD_STATES: Readonly<Record<LeadState, string>> = {
  LEAD: 'Lead',
  LEAD_NO_VALIDO: 'Lead no valido',
  PRUEBA: 'Prueba',
  LEAD_CUALIFICADO: 'Lead cualificado',
  CLIENTE_CAPTADO: 'Cliente Captado',
  CLIENTE_PERDIDO: 'Cliente Perdido',
};

/** Unknown values: '[DESCONOCIDO]' for codes shown in capitals (academies), else '[Desconocido]'. */
export const UNKNOWN = '[Desconocido]';
const UNKNOWN_CODE = '[DESCONOCIDO]';

/** The shown text of a next-contact cell of a closed lead. */
const CLOSED_LEAD = 'Lead cerrado';

export const isLeadState = (estado: string): estado is LeadState => Object.hasOwn(LEAD_STATES, estado);

/** The Spanish label of a state; an unknown code shows as sent, a missing one as unknown. */
export function leadStateLabel(estado: string | null | undefined): string {
  if (!estado) return UNKNOWN;
  return isLeadState(estado) ? LEAD_STATES[estado] : estado;
}

/** A closed lead has no next contact. */
const isClosed = (lead: { fecha: string | null }) => !lead.fecha;

/** The next-contact cell: 'dd/MM/yyyy', or 'Lead cerrado' for a closed lead. */
export const nextContactText = (lead: { fecha: string | null }) => (isClosed(lead) ? CLOSED_LEAD : formatDate(lead.fecha));

/** The name of a lead of the CRM and phone lists: the student's, else the contact's; empty when neither is known. */
export function leadName(lead: { alumno: string | null; contacto: string | null }): string {
  return lead.alumno?.trim() || (lead.contacto ?? '');
}

/**
 * The name of a lead of the analysis and day lists: the student's, else the contact's name
 * followed by who the contact is in brackets, e.g. 'Marta Gil (Madre)'.
 */
export function analysisLeadName(lead: Pick<AnalysisLead, 'nombreAlumno' | 'nombreContacto' | 'contacto'>): string {
  const student = lead.nombreAlumno?.trim();
  if (student) return student;
  return joinPresent([lead.nombreContacto?.trim(), inParentheses(lead.contacto)]);
}

/** A free value: '[Desconocido]' when missing or '--'. */
export function valueOrUnknown(value: string | null | undefined): string {
  const text = value?.trim();
  return text && text !== UNSTATED ? text : UNKNOWN;
}

/** An academy code, '[DESCONOCIDO]' when missing. */
export const academyOrUnknown = (centro: string | null | undefined) => centro?.trim() || UNKNOWN_CODE;

/** How they heard of us: underscores shown as spaces (spec 01 §3: 'GOOGLE_MAPS' → 'GOOGLE MAPS'). */
export function howTheyHeardLabel(value: string | null | undefined): string {
  const text = valueOrUnknown(value);
  return text === UNKNOWN ? text : text.replaceAll('_', ' ');
}

/** The lead sources (comoConoce, como_conoce) of spec 02 §9, in its order. */
export const HOW_THEY_HEARD = HOW_THEY_HEARD_CODES;

/**
 * The labels of the eight student goals of spec 02 §9, the spec's descriptions in Spanish, by
 * the contract's codes (the spec gives none: a server that spells them otherwise needs only the
 * contract's list changed).
 */
export const OBJECTIVES: Readonly<Record<Objective, string>> = {
  NO_APLICA: 'No aplica',
  APROBAR_ASIGNATURA: 'Aprobar una asignatura',
  APROBAR_CURSO: 'Aprobar el curso',
  APROBAR_SELECTIVIDAD: 'Aprobar la selectividad',
  MEJORAR_IDIOMA: 'Mejorar un idioma',
  MEJORAR_ASIGNATURA: 'Mejorar en una asignatura',
  APROBAR_EXAMEN_ESPECIFICO: 'Aprobar un examen específico',
  OTRO: 'Otro',
};

/** A goal's label; '[Desconocido]' when missing or '--', an unknown code as sent. */
export function objectiveLabel(value: string | null | undefined): string {
  const text = valueOrUnknown(value);
  return Object.hasOwn(OBJECTIVES, text) ? OBJECTIVES[text as Objective] : text;
}
