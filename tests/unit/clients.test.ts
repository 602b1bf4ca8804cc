// The clients area's rules (spec 02 §3-§5, §9): a record's progress and its status, the rating
// scale, and the answers that map an academy or a subject to its income.
import { describe, expect, it } from 'vitest';
import { promoCodeUsageRows } from '../../src/resources/clientes/promoCodeUsage';
import { attendanceText, ratingMark, ratingText, subjectWithLevel } from '../../src/resources/clientes/ratings';
import { studentRecordUrl } from '../../src/resources/clientes/fichas';
import { progressBadge, progressOf, progressStatus, type StudentRecord } from '../../src/resources/clientes/studentProgress';
import { subjectIncomeRows } from '../../src/resources/clientes/subjectIncome';
import { monthOfControls } from '../../src/resources/clientes/periods';

const COMPLETE: StudentRecord = {
  id: 7,
  nombre: 'Lucía',
  apellidos: 'García Pérez',
  fechaNacimiento: '2010-04-03',
  dni: '12345678Z',
  codigoPostal: '28001',
  email: 'lucia@example.org',
  telefonoFijo: null,
  telefonoMovil: '600111222',
  facturacion: { identificacion: '87654321X', nombre: 'Marta Pérez' },
  condicionesUrl: 'https://docs.example/7/condiciones.pdf',
  rgpdUrl: 'https://docs.example/7/rgpd.pdf',
};

describe('progress of a student record (spec 02 §5: share of 8 items, rounded)', () => {
  it('is 100 for a complete record and 0 for an empty one', () => {
    expect(progressOf(COMPLETE)).toBe(100);
    expect(progressOf({ id: 1, nombre: 'A', apellidos: 'B' })).toBe(0);
  });

  it('counts each missing item as one eighth, rounded to a whole percent', () => {
    expect(progressOf({ ...COMPLETE, rgpdUrl: null })).toBe(88); // 7/8 = 87.5
    expect(progressOf({ ...COMPLETE, rgpdUrl: null, condicionesUrl: null })).toBe(75);
    expect(progressOf({ ...COMPLETE, rgpdUrl: null, condicionesUrl: null, email: '' })).toBe(63); // 62.5
    expect(progressOf({ id: 1, nombre: 'A', apellidos: 'B', dni: '1Z' })).toBe(13); // 12.5
  });

  it('takes either phone, and billing only with both identification and name', () => {
    expect(progressOf({ ...COMPLETE, telefonoMovil: null, telefonoFijo: '910000000' })).toBe(100);
    expect(progressOf({ ...COMPLETE, telefonoMovil: null })).toBe(88);
    expect(progressOf({ ...COMPLETE, facturacion: { identificacion: '87654321X', nombre: '' } })).toBe(88);
    expect(progressOf({ ...COMPLETE, facturacion: null })).toBe(88);
  });

  it('reads as ko under 50, warning from 50 to 84 and ok from 85 (spec 02 §4, §9)', () => {
    expect(progressStatus(0)).toBe('ko');
    expect(progressStatus(49)).toBe('ko');
    expect(progressStatus(50)).toBe('warning');
    expect(progressStatus(84)).toBe('warning');
    expect(progressStatus(85)).toBe('ok');
    expect(progressStatus(100)).toBe('ok');
  });

  it('shows as a badge with the percent, red, amber or green', () => {
    expect(progressBadge(COMPLETE)).toEqual({ label: '100 %', color: 'success' });
    expect(progressBadge({ ...COMPLETE, rgpdUrl: null, condicionesUrl: null })).toEqual({ label: '75 %', color: 'warning' });
    expect(progressBadge({ id: 1, nombre: 'A', apellidos: 'B', dni: '1Z' })).toEqual({ label: '13 %', color: 'error' });
  });
});

describe("the student's external record page", () => {
  it('is the base URL and the id, or none without a base URL', () => {
    expect(studentRecordUrl(COMPLETE, 'https://alumnos.example/ficha')).toBe('https://alumnos.example/ficha/7');
    expect(studentRecordUrl(COMPLETE, '')).toBeUndefined();
  });
});

describe('ratings (spec 02 §3: MUY_NEGATIVA..MUY_POSITIVA = 1..5)', () => {
  it('maps each value of the scale to its mark out of 5', () => {
    expect(['MUY_NEGATIVA', 'NEGATIVA', 'NEUTRAL', 'POSITIVA', 'MUY_POSITIVA'].map(ratingMark)).toEqual([1, 2, 3, 4, 5]);
    expect(ratingText('MUY_NEGATIVA')).toBe('1/5');
    expect(ratingText('POSITIVA')).toBe('4/5');
    expect(ratingText('MUY_POSITIVA')).toBe('5/5');
  });

  it("says 'Sin valoracion' when empty or not of the scale", () => {
    expect(ratingText(null)).toBe('Sin valoracion');
    expect(ratingText(undefined)).toBe('Sin valoracion');
    expect(ratingText('')).toBe('Sin valoracion');
    expect(ratingText('toString')).toBe('Sin valoracion');
  });

  it('writes the subject with its level, and the class day with its time', () => {
    expect(subjectWithLevel({ asignatura: 'Física', nivel: 'BACHILLERATO' })).toBe('Física (BACHILLERATO)');
    expect(subjectWithLevel({ asignatura: 'Física', nivel: null })).toBe('Física');
    const rating = { id: 1, alumnoNombre: 'A', asignatura: 'F', profesor: 'P', centro: 'GOYA', fechaAsistencia: '2026-03-05', horaAsistencia: '17:30' };
    expect(attendanceText(rating)).toBe('05/03/2026 - 17:30');
  });
});

describe('promo-code usage per academy (codigo-promocional/list/usage)', () => {
  it('splits each academy into payments, tariffs and hour packs, with their sum', () => {
    const answer = {
      GOYA: { centro: 'GOYA', pagos: 10, pagos_tarifa: 120.5, pagos_pack_horas: 0.1 },
      QUEVEDO: { centro: 'QUEVEDO', pagos: 0, pagos_tarifa: 0, pagos_pack_horas: 45 },
    };
    expect(promoCodeUsageRows(answer)).toEqual([
      { id: 'GOYA', centro: 'GOYA', pagos: 10, pagosTarifa: 120.5, pagosPackHoras: 0.1, total: 130.6 },
      { id: 'QUEVEDO', centro: 'QUEVEDO', pagos: 0, pagosTarifa: 0, pagosPackHoras: 45, total: 45 },
    ]);
  });

  it('accepts an array of the same items, the key as academy when centro is missing, and nothing else', () => {
    expect(promoCodeUsageRows([{ centro: 'HERNANI', pagos: 5, pagos_tarifa: null, pagos_pack_horas: '2.5' }])).toEqual([
      { id: 'HERNANI', centro: 'HERNANI', pagos: 5, pagosTarifa: 0, pagosPackHoras: 2.5, total: 7.5 },
    ]);
    expect(promoCodeUsageRows({ ALCALA: { pagos: 1 } })[0]).toMatchObject({ centro: 'ALCALA', total: 1 });
    expect(promoCodeUsageRows(null)).toEqual([]);
    expect(promoCodeUsageRows('nada')).toEqual([]);
  });
});

describe('income per subject (pago-tarifa/list/asignatura)', () => {
  it('gives one row per subject from the map, or from an array of the same items', () => {
    expect(subjectIncomeRows({ Matemáticas: 320.5, Inglés: 80 })).toEqual([
      { id: 'Matemáticas', asignatura: 'Matemáticas', importe: 320.5 },
      { id: 'Inglés', asignatura: 'Inglés', importe: 80 },
    ]);
    expect(subjectIncomeRows([{ asignatura: 'Física', importe: 12 }])).toEqual([{ id: 'Física', asignatura: 'Física', importe: 12 }]);
  });
});

describe('the month of a year and a month-of-year control', () => {
  it("is 'MM/yyyy'", () => {
    expect(monthOfControls({ anio: 2026, mes: 3 })).toBe('03/2026');
    expect(monthOfControls({ anio: '2025', mes: '12' })).toBe('12/2025');
  });
});
