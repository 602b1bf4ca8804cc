// Leads as the marketing calls return them (spec 01 §3), their states (§4) and how they are
// named and labelled on screen. Field names are the server's.
import { formatDate } from '../../common/format';

/** feedback/list, feedback/list/central and feedback/list/CRM. */
export interface Lead {
  id: number;
  /** The contact's name. */
  contacto: string;
  /** The student's name, when known. */
  alumno: string | null;
  telefono: string;
  email: string;
  /** How many contacts the lead has had. */
  contactos: number;
  /** Next contact 'yyyy-MM-dd'; null or '' when the lead is closed. */
  fecha: string | null;
  /** A LeadState code: the feedback state of the last contact. */
  estado: string;
  /** Had a trial class (a contact PRUEBA whose attendance was VIENE). */
  prueba: boolean;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  primerContacto: string;
  /** The academy the lead belongs to; null for leads still at Central. */
  centro: string | null;
  /** The academy the lead came in through; null when it came through Central. */
  centro_origen: string | null;
  origenWeb: boolean;
  /** Only meaningful with origenWeb: the web visit came from paid search. */
  origenSEM: boolean;
  /** One of HOW_THEY_HEARD (underscored code), or null. */
  comoConoce: string | null;
  /** One of OBJECTIVES' codes; '--' or null means unknown. */
  objetivos: string | null;
  /** Education level. */
  tipologiaAcademica: string | null;
  /** Full names of the subjects of interest. */
  asignaturas: string[];
  /** The current school's name. */
  centroEstudios: string | null;
  /** Why a lost lead was lost (CLIENTE_PERDIDO only). */
  causaPerdido: string | null;
}

/** peticion-web/list/feedback-details: the web requests behind the centre screen's Web rows. */
export interface WebRequest {
  id: number;
  primerContacto: string;
  prueba: boolean;
  estado: string;
  origenSEM: boolean;
}

/** feedback/list/incoming-phone: leads that came in by phone. */
export interface IncomingPhone {
  id: number;
  contacto: string;
  alumno: string | null;
  centro: string | null;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  primer_contacto: string;
  ultimo_contacto: string;
  /** The network's phone number the call came in on. */
  telefono_entrante: string;
  estado: string;
  como_conoce: string | null;
}

/** One contact of a lead in the analysis variant. */
export interface LeadContact {
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  fecha: string;
  /** A LeadState code. */
  estadoFeedback: string;
  /** ATTENDANCE_CAME, 'NO_VIENE', or null when no trial was booked. */
  asistencia: string | null;
}

/** feedback/list/analysis and feedback/list/day. */
export interface AnalysisLead {
  id: number;
  /** Who the contact is to the student: 'Madre', 'Padre', 'Alumno'… */
  contacto: string;
  nombreContacto: string;
  emailContacto: string | null;
  telefonoContacto: string | null;
  nombreAlumno: string | null;
  emailAlumno: string | null;
  telefonoAlumno: string | null;
  codigoPostal: string | null;
  centroEstudios: string | null;
  asignaturas: { id: number; nombreCompleto: string }[];
  curso: string | null;
  tipologiaAcademica: string | null;
  objetivos: string | null;
  comoConoce: string | null;
  centro: string | null;
  telefonoEntrante: string | null;
  /** One of CONTACT_METHODS. */
  formaContacto: string | null;
  contactos: LeadContact[];
  telefono: string;
  email: string;
  /** Next contact 'yyyy-MM-dd'; null or '' when closed. */
  fecha: string | null;
  estado: string;
}

export const LEAD_STATES = {
  LEAD: 'Lead',
  LEAD_NO_VALIDO: 'Lead no valido',
  PRUEBA: 'Prueba',
  LEAD_CUALIFICADO: 'Lead cualificado',
  CLIENTE_CAPTADO: 'Cliente Captado',
  CLIENTE_PERDIDO: 'Cliente Perdido',
} as const;

export type LeadState = keyof typeof LEAD_STATES;

/** The attendance of a booked trial class that makes it a trial done. */
export const ATTENDANCE_CAME = 'VIENE';

/** Unknown values: '[DESCONOCIDO]' for codes shown in capitals (academies), else '[Desconocido]'. */
export const UNKNOWN = '[Desconocido]';
const UNKNOWN_CODE = '[DESCONOCIDO]';
/** What the server writes for an objective nobody stated. */
export const UNSTATED = '--';

/** The shown text of a next-contact cell of a closed lead. */
export const CLOSED_LEAD = 'Lead cerrado';

export const isLeadState = (estado: string): estado is LeadState => Object.hasOwn(LEAD_STATES, estado);

/** The Spanish label of a state; an unknown code shows as sent, an empty one as unknown. */
export function leadStateLabel(estado: string | null | undefined): string {
  if (!estado) return UNKNOWN;
  return isLeadState(estado) ? LEAD_STATES[estado] : estado;
}

/** A contact with feedback PRUEBA and attendance VIENE is a trial class done (spec 01 §4). */
export function isTrialDone(contact: Pick<LeadContact, 'estadoFeedback' | 'asistencia'>): boolean {
  return contact.estadoFeedback === 'PRUEBA' && contact.asistencia === ATTENDANCE_CAME;
}

/** A closed lead has no next contact. */
export const isClosed = (lead: { fecha: string | null }) => !lead.fecha;

/** The next-contact cell: 'dd/MM/yyyy', or 'Lead cerrado' for a closed lead. */
export const nextContactText = (lead: { fecha: string | null }) => (isClosed(lead) ? CLOSED_LEAD : formatDate(lead.fecha));

/** The name of a lead of the CRM and phone lists: the student's, else the contact's. */
export function leadName(lead: { alumno: string | null; contacto: string }): string {
  return lead.alumno?.trim() || lead.contacto;
}

/**
 * The name of a lead of the analysis and day lists: the student's, else the contact's name
 * followed by who the contact is in brackets, e.g. 'Marta Gil (Madre)'.
 */
export function analysisLeadName(lead: Pick<AnalysisLead, 'nombreAlumno' | 'nombreContacto' | 'contacto'>): string {
  const student = lead.nombreAlumno?.trim();
  if (student) return student;
  return lead.contacto ? `${lead.nombreContacto} (${lead.contacto})` : lead.nombreContacto;
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
export const HOW_THEY_HEARD = [
  'FORMULARIO_WEB',
  'PRUEBA_AUTOMATICA',
  'GOOGLE',
  'CALLE',
  'RECOMENDACION',
  'FAMILIAR',
  'ANTIGUO_ALUMNO',
  'GOOGLE_MAPS',
  'FOLLETO',
  'FACEBOOK',
  'INSTAGRAM',
  'TIKTOK',
  'ACUERDOS_CORPORATIVOS',
  'OTRA',
] as const;

/**
 * The eight student goals of spec 02 §9 (objetivos, objetivo), in its order. The spec describes
 * them without codes: these codes are ours, upper case with underscores as the API writes its
 * other codes (lead sources, states), and the labels are the spec's descriptions in Spanish.
 * A server that spells them otherwise needs only this table changed.
 */
export const OBJECTIVES = {
  NO_APLICA: 'No aplica',
  APROBAR_ASIGNATURA: 'Aprobar una asignatura',
  APROBAR_CURSO: 'Aprobar el curso',
  APROBAR_SELECTIVIDAD: 'Aprobar la selectividad',
  MEJORAR_IDIOMA: 'Mejorar un idioma',
  MEJORAR_ASIGNATURA: 'Mejorar en una asignatura',
  APROBAR_EXAMEN_ESPECIFICO: 'Aprobar un examen específico',
  OTRO: 'Otro',
} as const;

export type Objective = keyof typeof OBJECTIVES;

/** A goal's label; '[Desconocido]' when missing or '--', an unknown code as sent. */
export function objectiveLabel(value: string | null | undefined): string {
  const text = valueOrUnknown(value);
  return Object.hasOwn(OBJECTIVES, text) ? OBJECTIVES[text as Objective] : text;
}

/** Education levels (tipologiaAcademica). */
export const EDUCATION_LEVELS = ['PRIMARIA', 'ESO', 'BACHILLERATO', 'UNIVERSIDAD', 'FP', 'OTROS'] as const;

/** Causes of loss of a lost lead. */
export const LOSS_CAUSES = [
  'Precio',
  'Horario',
  'Distancia',
  'Eligió otra academia',
  'No contesta',
  'Ya no lo necesita',
] as const;

/** How a lead got in touch (formaContacto). */
export const CONTACT_METHODS = ['TELEFONO', 'WEB', 'EMAIL', 'PRESENCIAL', 'WHATSAPP'] as const;

/** Who the contact is to the student (contacto of the analysis variant). */
export const CONTACT_RELATIONS = ['Madre', 'Padre', 'Alumno', 'Tutor legal'] as const;
