// Leads as the demo stores them: the people and their whole contact history. What the
// marketing calls return (state, next contact, trial flag…) is derived from the history here,
// in one function per value, so that every call and every test derives it the same way.
import type { AnalysisLead, IncomingPhone, Lead, WebRequest } from '../../contract/marketing';
import { ATTENDANCE_CAME, type LeadState } from '../../contract/vocabulary';
import type { Asignatura, CentroEstudios } from './administracion';

/** A trial's attendance: ATTENDANCE_CAME or not; null when no trial was booked or it is still ahead. */
export type Attendance = 'VIENE' | 'NO_VIENE' | null;

// The answers as the demo writes them: the contract's records, with what the demo always knows.

/** feedback/list, feedback/list/central and feedback/list/CRM. */
export interface LeadAnswer extends Lead {
  contacto: string;
  telefono: string;
  email: string;
  contactos: number;
  estado: LeadState;
}

/** feedback/list/incoming-phone. */
export interface IncomingPhoneAnswer extends IncomingPhone {
  contacto: string;
  primer_contacto: string;
  ultimo_contacto: string;
  telefono_entrante: string;
  estado: LeadState;
}

/**
 * feedback/list/analysis and feedback/list/day: the subjects as the spec gives them, objects with
 * nombreCompleto, and each contact with its date.
 */
export interface AnalysisLeadAnswer extends Omit<AnalysisLead, 'asignaturas' | 'contactos'> {
  contacto: string;
  nombreContacto: string;
  telefono: string;
  email: string;
  estado: LeadState;
  asignaturas: { id: number; nombreCompleto: string }[];
  contactos: { fecha: string; estadoFeedback: LeadState; asistencia: Attendance }[];
}

export interface DemoContact {
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  fecha: string;
  estadoFeedback: LeadState;
  asistencia: Attendance;
  /** The next contact planned at this one, 'yyyy-MM-dd'; null when this contact closed the lead. */
  proximoContacto: string | null;
  causaPerdido: string | null;
}

export interface DemoLead {
  id: number;
  /** The academy the lead belongs to; null while it is still at Central. */
  centro: string | null;
  /** The academy it came in through; null when it came through Central. */
  centroOrigen: string | null;
  /** Who the contact is to the student: one of CONTACT_RELATIONS. */
  contacto: string;
  nombreContacto: string;
  emailContacto: string;
  telefonoContacto: string;
  nombreAlumno: string | null;
  emailAlumno: string | null;
  telefonoAlumno: string | null;
  codigoPostal: string | null;
  /** A seeded study centre. */
  centroEstudiosId: number | null;
  /** Seeded subjects. */
  asignaturaIds: number[];
  curso: string | null;
  tipologiaAcademica: string | null;
  /** Sometimes UNSTATED ('--'), as the server writes it. */
  objetivos: string | null;
  comoConoce: string | null;
  /** The network's number a phone lead called. */
  telefonoEntrante: string | null;
  formaContacto: string;
  origenWeb: boolean;
  /** Only with origenWeb. */
  origenSEM: boolean;
  /** At least one, in chronological order. */
  contactos: DemoContact[];
}

const firstContact = (lead: DemoLead) => lead.contactos[0];
const lastContact = (lead: DemoLead) => lead.contactos[lead.contactos.length - 1];

/** The lead's state: its last contact's feedback. */
export const leadState = (lead: DemoLead): LeadState => lastContact(lead).estadoFeedback;

/** A contact with feedback PRUEBA and attendance VIENE is a trial class done (spec 01 §4). */
const isTrialDone = (contact: DemoContact) => contact.estadoFeedback === 'PRUEBA' && contact.asistencia === ATTENDANCE_CAME;

/** Whether any contact was a trial class the student came to. */
const leadHadTrial = (lead: DemoLead): boolean => lead.contactos.some(isTrialDone);

/** The next contact 'yyyy-MM-dd', null when the lead is closed. */
const leadNextContact = (lead: DemoLead): string | null => lastContact(lead).proximoContacto;

/** Why the lead was lost, only while it is lost. */
function leadLossCause(lead: DemoLead): string | null {
  const last = lastContact(lead);
  return last.estadoFeedback === 'CLIENTE_PERDIDO' ? last.causaPerdido : null;
}

/** When the lead first got in touch, 'yyyy-MM-ddTHH:mm:ss'. */
export const leadFirstContact = (lead: DemoLead): string => firstContact(lead).fecha;

/** When the lead was last contacted, 'yyyy-MM-ddTHH:mm:ss'. */
const leadLastContact = (lead: DemoLead): string => lastContact(lead).fecha;

/** The names the API shows instead of the ids a lead stores. */
export interface LeadCatalogue {
  subjects: ReadonlyMap<number, Asignatura>;
  studyCentres: ReadonlyMap<number, CentroEstudios>;
}

export function leadCatalogue(asignaturas: readonly Asignatura[], centrosEstudio: readonly CentroEstudios[]): LeadCatalogue {
  return {
    subjects: new Map(asignaturas.map((subject) => [subject.id, subject])),
    studyCentres: new Map(centrosEstudio.map((centre) => [centre.id, centre])),
  };
}

/** Subjects that were deleted since the lead was taken are left out, as a join would. */
function subjectsOf(lead: DemoLead, catalogue: LeadCatalogue): Asignatura[] {
  const subjects: Asignatura[] = [];
  for (const id of lead.asignaturaIds) {
    const subject = catalogue.subjects.get(id);
    if (subject) subjects.push(subject);
  }
  return subjects;
}

const studyCentreName = (lead: DemoLead, catalogue: LeadCatalogue) =>
  lead.centroEstudiosId === null ? null : (catalogue.studyCentres.get(lead.centroEstudiosId)?.nombre ?? null);

/** feedback/list, feedback/list/central and feedback/list/CRM. */
export function toLead(lead: DemoLead, catalogue: LeadCatalogue): LeadAnswer {
  return {
    id: lead.id,
    contacto: lead.nombreContacto,
    alumno: lead.nombreAlumno,
    telefono: lead.telefonoContacto,
    email: lead.emailContacto,
    contactos: lead.contactos.length,
    fecha: leadNextContact(lead),
    estado: leadState(lead),
    prueba: leadHadTrial(lead),
    primerContacto: leadFirstContact(lead),
    centro: lead.centro,
    centro_origen: lead.centroOrigen,
    origenWeb: lead.origenWeb,
    origenSEM: lead.origenSEM,
    comoConoce: lead.comoConoce,
    objetivos: lead.objetivos,
    tipologiaAcademica: lead.tipologiaAcademica,
    asignaturas: subjectsOf(lead, catalogue).map((subject) => subject.nombreCompleto),
    centroEstudios: studyCentreName(lead, catalogue),
    causaPerdido: leadLossCause(lead),
  };
}

/** peticion-web/list/feedback-details. */
export function toWebRequest(lead: DemoLead): WebRequest {
  return {
    id: lead.id,
    primerContacto: leadFirstContact(lead),
    prueba: leadHadTrial(lead),
    estado: leadState(lead),
    origenSEM: lead.origenSEM,
  };
}

/** feedback/list/incoming-phone; only for leads with a telefonoEntrante. */
export function toIncomingPhone(lead: DemoLead): IncomingPhoneAnswer {
  return {
    id: lead.id,
    contacto: lead.nombreContacto,
    alumno: lead.nombreAlumno,
    centro: lead.centro,
    primer_contacto: leadFirstContact(lead),
    ultimo_contacto: leadLastContact(lead),
    telefono_entrante: lead.telefonoEntrante ?? '',
    estado: leadState(lead),
    como_conoce: lead.comoConoce,
  };
}

/** feedback/list/analysis and feedback/list/day. */
export function toAnalysisLead(lead: DemoLead, catalogue: LeadCatalogue): AnalysisLeadAnswer {
  return {
    id: lead.id,
    contacto: lead.contacto,
    nombreContacto: lead.nombreContacto,
    emailContacto: lead.emailContacto,
    telefonoContacto: lead.telefonoContacto,
    nombreAlumno: lead.nombreAlumno,
    emailAlumno: lead.emailAlumno,
    telefonoAlumno: lead.telefonoAlumno,
    codigoPostal: lead.codigoPostal,
    centroEstudios: studyCentreName(lead, catalogue),
    asignaturas: subjectsOf(lead, catalogue).map(({ id, nombreCompleto }) => ({ id, nombreCompleto })),
    curso: lead.curso,
    tipologiaAcademica: lead.tipologiaAcademica,
    objetivos: lead.objetivos,
    comoConoce: lead.comoConoce,
    centro: lead.centro,
    telefonoEntrante: lead.telefonoEntrante,
    formaContacto: lead.formaContacto,
    contactos: lead.contactos.map(({ fecha, estadoFeedback, asistencia }) => ({ fecha, estadoFeedback, asistencia })),
    telefono: lead.telefonoContacto,
    email: lead.emailContacto,
    fecha: leadNextContact(lead),
    estado: leadState(lead),
  };
}
