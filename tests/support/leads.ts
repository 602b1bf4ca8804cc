// Fake marketing records for unit and component tests: plain defaults a test overrides with the
// fields it is about. Ids count up per test file unless given; names, phones and emails follow
// the id.
import type { AnalysisLead, Lead, WebRequest } from '../../src/screens/marketing/leadLabels';

let nextId = 1;

/** A lead of the CRM and funnel lists: an open LEAD of GOYA, with nothing else known. */
export function lead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? nextId++;
  return {
    id,
    contacto: `Contacto ${id}`,
    alumno: null,
    telefono: `600000${id}`,
    email: `lead${id}@example.com`,
    contactos: 1,
    fecha: null,
    estado: 'LEAD',
    prueba: false,
    primerContacto: '2026-11-02T10:00:00',
    centro: 'GOYA',
    centro_origen: 'GOYA',
    origenWeb: false,
    origenSEM: false,
    comoConoce: null,
    objetivos: null,
    tipologiaAcademica: null,
    asignaturas: [],
    centroEstudios: null,
    causaPerdido: null,
    ...overrides,
  };
}

/** A web request behind the funnels' Web rows: a LEAD without a trial, not from paid search. */
export function webRequest(overrides: Partial<WebRequest> = {}): WebRequest {
  return { id: overrides.id ?? nextId++, primerContacto: '2026-11-02T10:00:00', prueba: false, estado: 'LEAD', origenSEM: false, ...overrides };
}

/** A lead of the analysis and day lists: a student's mother who phoned GOYA once, heard of it on Google. */
export function analysisLead(overrides: Partial<AnalysisLead> = {}): AnalysisLead {
  const id = overrides.id ?? nextId++;
  return {
    id,
    contacto: 'Madre',
    nombreContacto: `Contacto ${id}`,
    emailContacto: null,
    telefonoContacto: null,
    nombreAlumno: `Alumno ${id}`,
    emailAlumno: null,
    telefonoAlumno: null,
    codigoPostal: null,
    centroEstudios: null,
    asignaturas: [],
    curso: null,
    tipologiaAcademica: null,
    objetivos: null,
    comoConoce: 'GOOGLE',
    centro: 'GOYA',
    telefonoEntrante: null,
    formaContacto: 'TELEFONO',
    contactos: [{ estadoFeedback: 'LEAD', asistencia: null }],
    telefono: `600000${id}`,
    email: `lead${id}@example.com`,
    fecha: '2026-11-30',
    estado: 'LEAD',
    ...overrides,
  };
}
