import { describe, expect, it } from 'vitest';
import {
  analysisLeadName,
  howTheyHeardLabel,
  leadName,
  leadStateLabel,
  nextContactText,
  objectiveLabel,
} from '../../src/screens/marketing/leadLabels';

// A field the answer did not give readably is null: the texts built from it stay readable.
describe('lead texts of fields the answer may leave empty', () => {
  it("a lead's name: the student's, else the contact's, else nothing", () => {
    expect(leadName({ alumno: ' Lucía Sanz ', contacto: 'Marta Gil' })).toBe('Lucía Sanz');
    expect(leadName({ alumno: null, contacto: 'Marta Gil' })).toBe('Marta Gil');
    expect(leadName({ alumno: null, contacto: null })).toBe('');
  });

  it("an analysis lead's name: the student's, else the contact's with who the contact is", () => {
    expect(analysisLeadName({ nombreAlumno: null, nombreContacto: 'Marta Gil', contacto: 'Madre' })).toBe('Marta Gil (Madre)');
    expect(analysisLeadName({ nombreAlumno: null, nombreContacto: 'Marta Gil', contacto: null })).toBe('Marta Gil');
    expect(analysisLeadName({ nombreAlumno: null, nombreContacto: null, contacto: 'Padre' })).toBe('(Padre)');
    expect(analysisLeadName({ nombreAlumno: null, nombreContacto: null, contacto: null })).toBe('');
  });

  it('codes: unknown when missing, underscores shown as spaces, goals by their Spanish label', () => {
    expect(leadStateLabel(null)).toBe('[Desconocido]');
    expect(leadStateLabel('CLIENTE_CAPTADO')).toBe('Cliente Captado');
    expect(howTheyHeardLabel('GOOGLE_MAPS')).toBe('GOOGLE MAPS');
    expect(howTheyHeardLabel(null)).toBe('[Desconocido]');
    expect(objectiveLabel('--')).toBe('[Desconocido]');
    expect(objectiveLabel('APROBAR_SELECTIVIDAD')).toBe('Aprobar la selectividad');
  });

  it("the next contact: its day, or 'Lead cerrado' without one", () => {
    expect(nextContactText({ fecha: '2026-11-30' })).toBe('30/11/2026');
    expect(nextContactText({ fecha: null })).toBe('Lead cerrado');
  });
});
