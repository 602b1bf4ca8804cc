// The clients area's rules (spec 02 §3-§5, §9): a record's progress and its status, the rating
// scale, and the answers that map an academy or a subject to its income.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { student } from '../../src/contract/alumnos';
import { promoCodeUsageAnswer } from '../../src/contract/codigosPromocionales';
import { subjectIncomeAnswer } from '../../src/contract/pagosTarifa';
import { rating as ratingSchema } from '../../src/contract/valoracionesAlumnos';
import { usageTotal } from '../../src/screens/clientes/codigos';
import { attendanceText, ratingMark, ratingText, subjectWithLevel } from '../../src/screens/clientes/valoraciones';
import { studentRecordUrl } from '../../src/screens/clientes/fichas';
import { progressBadge, progressOf, progressStatus, studentName } from '../../src/screens/clientes/fichas';
import { monthOfControls } from '../../src/screens/clientes/periods';
import { readAs } from '../support/contract';

const record = (fields: Partial<z.input<typeof student>>) => readAs(student, [fields])[0];

const COMPLETE = record({
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
});

describe('progress of a student record (spec 02 §5: share of 8 items, rounded)', () => {
  it('is 100 for a complete record and 0 for an empty one', () => {
    expect(progressOf(COMPLETE)).toBe(100);
    expect(progressOf(record({ id: 1, nombre: 'A', apellidos: 'B' }))).toBe(0);
  });

  it('counts each missing item as one eighth, rounded to a whole percent', () => {
    expect(progressOf({ ...COMPLETE, rgpdUrl: null })).toBe(88); // 7/8 = 87.5
    expect(progressOf({ ...COMPLETE, rgpdUrl: null, condicionesUrl: null })).toBe(75);
    expect(progressOf({ ...COMPLETE, rgpdUrl: null, condicionesUrl: null, email: '' })).toBe(63); // 62.5
    expect(progressOf(record({ id: 1, nombre: 'A', apellidos: 'B', dni: '1Z' }))).toBe(13); // 12.5
  });

  it('takes either phone, and billing only with both identification and name', () => {
    expect(progressOf({ ...COMPLETE, telefonoMovil: null, telefonoFijo: '910000000' })).toBe(100);
    expect(progressOf({ ...COMPLETE, telefonoMovil: null })).toBe(88);
    expect(progressOf({ ...COMPLETE, facturacion: { identificacion: '87654321X', nombre: '' } })).toBe(88);
    expect(progressOf({ ...COMPLETE, facturacion: null })).toBe(88);
  });

  it('counts an item the answer sent unreadable as missing, and names the student without what is missing', () => {
    const odd = record({ id: 2, nombre: 'Ana', dni: { numero: '1Z' } as never, email: 'ana@example.org', telefonoMovil: 600111222 as never });
    expect(odd.dni).toBeNull();
    expect(odd.telefonoMovil).toBe('600111222');
    expect(progressOf(odd)).toBe(25);
    expect(studentName(odd)).toBe('Ana');
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
    expect(progressBadge(record({ id: 1, nombre: 'A', apellidos: 'B', dni: '1Z' }))).toEqual({ label: '13 %', color: 'error' });
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
    expect(subjectWithLevel({ asignatura: null, nivel: 'BACHILLERATO' })).toBe('(BACHILLERATO)');
    const [rating] = readAs(ratingSchema, [{ fechaAsistencia: '05/03/2026', horaAsistencia: '17:30' }]);
    expect(attendanceText({ ...rating, id: 0 })).toBe('05/03/2026 - 17:30');
    expect(attendanceText({ ...rating, id: 0, horaAsistencia: null })).toBe('05/03/2026');
  });
});

describe('promo-code usage per academy (codigo-promocional/list/usage)', () => {
  const read = (answer: unknown) => z.safeParse(promoCodeUsageAnswer, answer);

  it('reads each academy of the map, split into payments, tariffs and hour packs, which add up to its total', () => {
    const answer = {
      GOYA: { centro: 'GOYA', pagos: 10, pagos_tarifa: 120.5, pagos_pack_horas: 0.1 },
      QUEVEDO: { centro: 'QUEVEDO', pagos: 0, pagos_tarifa: 0, pagos_pack_horas: 45 },
    };
    const rows = z.parse(promoCodeUsageAnswer, answer);
    expect(rows).toEqual([
      { id: 'GOYA', centro: 'GOYA', pagos: 10, pagos_tarifa: 120.5, pagos_pack_horas: 0.1 },
      { id: 'QUEVEDO', centro: 'QUEVEDO', pagos: 0, pagos_tarifa: 0, pagos_pack_horas: 45 },
    ]);
    expect(rows.map(usageTotal)).toEqual([130.6, 45]);
  });

  it('accepts an array of the same items, amounts as text, and the key as academy when centro is missing', () => {
    expect(read([{ centro: 'HERNANI', pagos: 5, pagos_tarifa: '0', pagos_pack_horas: '2,5' }]).data).toEqual([
      { id: 'HERNANI', centro: 'HERNANI', pagos: 5, pagos_tarifa: 0, pagos_pack_horas: 2.5 },
    ]);
    expect(read({ ALCALA: { pagos: 1, pagos_tarifa: 0, pagos_pack_horas: 0 } }).data).toEqual([
      { id: 'ALCALA', centro: 'ALCALA', pagos: 1, pagos_tarifa: 0, pagos_pack_horas: 0 },
    ]);
  });

  it('cannot read an academy without one of its amounts, nor anything but a map or an array', () => {
    expect(read({ ALCALA: { pagos: 1 } }).success).toBe(false);
    expect(read([{ pagos: 1, pagos_tarifa: 0, pagos_pack_horas: 0 }]).success).toBe(false);
    expect(read(null).success).toBe(false);
    expect(read('nada').success).toBe(false);
  });
});

describe('income per subject (pago-tarifa/list/asignatura)', () => {
  it('gives one row per subject from the map, or from an array of the same items', () => {
    expect(z.parse(subjectIncomeAnswer, { Matemáticas: 320.5, Inglés: '80,25' })).toEqual([
      { id: 'Matemáticas', asignatura: 'Matemáticas', importe: 320.5 },
      { id: 'Inglés', asignatura: 'Inglés', importe: 80.25 },
    ]);
    expect(z.parse(subjectIncomeAnswer, [{ asignatura: 'Física', importe: 12 }])).toEqual([{ id: 'Física', asignatura: 'Física', importe: 12 }]);
  });

  it('cannot read a subject whose income is no amount', () => {
    expect(z.safeParse(subjectIncomeAnswer, { Matemáticas: 'mucho' }).success).toBe(false);
    expect(z.safeParse(subjectIncomeAnswer, { Matemáticas: null }).success).toBe(false);
    expect(z.safeParse(subjectIncomeAnswer, [{ asignatura: 'Física' }]).success).toBe(false);
  });
});

describe('the month of a year and a month-of-year control', () => {
  it("is 'MM/yyyy'", () => {
    expect(monthOfControls({ anio: 2026, mes: 3 })).toBe('03/2026');
    expect(monthOfControls({ anio: '2025', mes: '12' })).toBe('12/2025');
  });
});
