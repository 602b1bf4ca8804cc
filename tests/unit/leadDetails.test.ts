import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../src/common/format';
import { distributionThreshold, leadDetails, type ShareRow, type TrialResultRow } from '../../src/screens/marketing/adquisicion/leads/leadDetails';
import type { Lead } from '../../src/screens/marketing/leadLabels';
import { lead } from '../support/leads';
import { fastestMs } from '../support/timing';

const row = (label: string, count: number, valid: number): ShareRow => ({ id: label, label, count, share: count / valid });

const trialRow = (result: TrialResultRow['result'], trial: TrialResultRow['trial'], count: number, valid: number): TrialResultRow => ({
  ...row(`${result} - ${trial}`, count, valid),
  result,
  trial,
});

// Nine valid leads and one invalid one; every table below is counted by hand in the comments.
const MONTH: Lead[] = [
  lead({ estado: 'CLIENTE_CAPTADO', prueba: true, comoConoce: 'ANTIGUO_ALUMNO', objetivos: 'APROBAR_SELECTIVIDAD', tipologiaAcademica: 'ESO', asignaturas: ['Matemáticas', 'Física'], centroEstudios: 'IES Goya' }),
  lead({ estado: 'CLIENTE_CAPTADO', prueba: true, comoConoce: 'GOOGLE', objetivos: 'APROBAR_SELECTIVIDAD', tipologiaAcademica: 'ESO', asignaturas: ['Matemáticas'], centroEstudios: 'IES Goya' }),
  lead({ estado: 'CLIENTE_CAPTADO', prueba: false, comoConoce: 'GOOGLE', objetivos: 'APROBAR_SELECTIVIDAD', tipologiaAcademica: 'BACHILLERATO', asignaturas: ['Matemáticas', 'Física'], centroEstudios: 'IES Goya' }),
  lead({ estado: 'CLIENTE_PERDIDO', prueba: true, comoConoce: 'ACUERDOS_CORPORATIVOS', objetivos: '--', tipologiaAcademica: 'BACHILLERATO', asignaturas: ['Química'], centroEstudios: null, causaPerdido: 'Precio' }),
  lead({ estado: 'CLIENTE_PERDIDO', prueba: false, comoConoce: null, objetivos: null, tipologiaAcademica: null, asignaturas: [], centroEstudios: 'Colegio Retamar', causaPerdido: 'Precio' }),
  lead({ estado: 'CLIENTE_PERDIDO', prueba: false, comoConoce: 'GOOGLE', objetivos: '--', tipologiaAcademica: 'ESO', asignaturas: ['Física'], centroEstudios: 'Colegio Retamar', causaPerdido: null }),
  lead({ estado: 'LEAD', prueba: false, comoConoce: 'ANTIGUO_ALUMNO', objetivos: 'APROBAR_CURSO', tipologiaAcademica: 'ESO', asignaturas: ['Matemáticas'], centroEstudios: null, causaPerdido: 'Horario' }),
  lead({ estado: 'PRUEBA', prueba: true, comoConoce: '', objetivos: 'APROBAR_CURSO', tipologiaAcademica: 'PRIMARIA', asignaturas: ['Lengua'], centroEstudios: '--' }),
  lead({ estado: 'LEAD_CUALIFICADO', prueba: false, comoConoce: 'GOOGLE', objetivos: '  ', tipologiaAcademica: 'ESO', asignaturas: ['Matemáticas', 'Matemáticas'], centroEstudios: 'IES Goya' }),
  lead({ estado: 'LEAD_NO_VALIDO', prueba: true, comoConoce: 'GOOGLE', objetivos: 'APROBAR_CURSO', tipologiaAcademica: 'BACHILLERATO', asignaturas: ['Lengua', 'Química'], centroEstudios: 'Colegio Retamar', causaPerdido: 'Precio' }),
];

describe('distributionThreshold', () => {
  it('is 5 % of the valid leads, never under 2', () => {
    expect(distributionThreshold(0)).toBe(2);
    expect(distributionThreshold(9)).toBe(2);
    expect(distributionThreshold(40)).toBe(2);
    expect(distributionThreshold(60)).toBe(3);
    expect(distributionThreshold(100)).toBe(5);
    expect(distributionThreshold(1000)).toBe(50);
  });
});

describe('leadDetails', () => {
  it('counts every table of a month by hand', () => {
    const details = leadDetails(MONTH);
    const valid = 9;
    expect(details.incoming).toBe(10);
    expect(details.valid).toBe(valid);
    // Captado: leads 1, 2 with a trial, 3 without; Perdido: 4 with, 5 and 6 without;
    // Sin Cerrar: 8 with, 7 and 9 without. The invalid lead is nowhere.
    expect(details.trialResults).toEqual([
      trialRow('Captado', 'Si', 2, valid),
      trialRow('Captado', 'No', 1, valid),
      trialRow('Perdido', 'Si', 1, valid),
      trialRow('Perdido', 'No', 2, valid),
      trialRow('Sin Cerrar', 'Si', 1, valid),
      trialRow('Sin Cerrar', 'No', 2, valid),
    ]);
    // Every value, underscores as spaces; null and '' are unknown. Ties go by Spanish
    // collation, where '[' comes before letters.
    expect(details.howTheyHeard).toEqual([
      row('GOOGLE', 4, valid),
      row('[Desconocido]', 2, valid),
      row('ANTIGUO ALUMNO', 2, valid),
      row('ACUERDOS CORPORATIVOS', 1, valid),
    ]);
    // Goals by their labels. The threshold is max(2, 0.45) = 2: 'Aprobar el curso' (2) is
    // hidden; '--', null and blank are one unknown value of 4.
    expect(details.objectives).toEqual([row('[Desconocido]', 4, valid), row('Aprobar la selectividad', 3, valid)]);
    // BACHILLERATO (2), PRIMARIA (1) and unknown (1) are hidden.
    expect(details.educationLevels).toEqual([row('ESO', 5, valid)]);
    // Lead 9 lists Matemáticas twice and counts once; Química and Lengua (1 each) are hidden.
    expect(details.subjects).toEqual([row('Matemáticas', 5, valid), row('Física', 3, valid)]);
    // Colegio Retamar (2) is hidden; null and '--' are unknown.
    expect(details.schools).toEqual([row('IES Goya', 4, valid), row('[Desconocido]', 3, valid)]);
    // Only the lost leads 4, 5 and 6: lead 7's cause and the invalid lead's are left out.
    expect(details.lossCauses).toEqual([row('Precio', 2, valid), row('[Desconocido]', 1, valid)]);
  });

  it('hides an entry with exactly 5 % of the valid leads and shows one just above', () => {
    const leads = [
      ...Array.from({ length: 89 }, () => lead({ objetivos: 'MEJORAR_IDIOMA', tipologiaAcademica: 'ESO' })),
      ...Array.from({ length: 6 }, () => lead({ objetivos: 'APROBAR_SELECTIVIDAD', tipologiaAcademica: 'FP' })),
      ...Array.from({ length: 5 }, () => lead({ objetivos: 'APROBAR_CURSO', tipologiaAcademica: 'FP' })),
      // Invalid leads would lift 'Aprobar el curso' over the threshold if they counted.
      ...Array.from({ length: 10 }, () => lead({ estado: 'LEAD_NO_VALIDO', objetivos: 'APROBAR_CURSO' })),
    ];
    const details = leadDetails(leads);
    expect(details.incoming).toBe(110);
    expect(details.valid).toBe(100);
    expect(details.objectives).toEqual([row('Mejorar un idioma', 89, 100), row('Aprobar la selectividad', 6, 100)]);
    expect(details.educationLevels).toEqual([row('ESO', 89, 100), row('FP', 11, 100)]);
    expect(details.objectives.map((entry) => formatPercent(entry.share))).toEqual(['89.00 %', '6.00 %']);
  });

  it('gives six empty result rows and no distribution without valid leads', () => {
    const details = leadDetails([lead({ estado: 'LEAD_NO_VALIDO', comoConoce: 'GOOGLE', objetivos: 'APROBAR_SELECTIVIDAD' })]);
    expect(details.incoming).toBe(1);
    expect(details.valid).toBe(0);
    expect(details.trialResults.map((entry) => [entry.label, entry.count])).toEqual([
      ['Captado - Si', 0],
      ['Captado - No', 0],
      ['Perdido - Si', 0],
      ['Perdido - No', 0],
      ['Sin Cerrar - Si', 0],
      ['Sin Cerrar - No', 0],
    ]);
    expect(details.trialResults.every((entry) => Number.isNaN(entry.share))).toBe(true);
    expect(formatPercent(details.trialResults[0].share)).toBe('0.00 %');
    const { howTheyHeard, objectives, educationLevels, subjects, schools, lossCauses } = details;
    expect([howTheyHeard, objectives, educationLevels, subjects, schools, lossCauses]).toEqual([[], [], [], [], [], []]);
    expect(leadDetails([]).incoming).toBe(0);
  });

  it('counts 100,000 leads in well under 50 ms', () => {
    const states = ['LEAD', 'LEAD_NO_VALIDO', 'PRUEBA', 'LEAD_CUALIFICADO', 'CLIENTE_CAPTADO', 'CLIENTE_PERDIDO'];
    const heard = ['GOOGLE', 'INSTAGRAM', 'RECOMENDACION', null, 'OTRA'];
    const goals = ['APROBAR_SELECTIVIDAD', 'APROBAR_CURSO', '--', null];
    const levels = ['ESO', 'BACHILLERATO', 'PRIMARIA', null];
    const subjects = ['Matemáticas', 'Física', 'Química', 'Lengua', 'Inglés', 'Historia'];
    const leads = Array.from({ length: 100_000 }, (_, i) =>
      lead({
        estado: states[i % states.length],
        prueba: i % 3 === 0,
        comoConoce: heard[i % heard.length],
        objetivos: goals[i % goals.length],
        tipologiaAcademica: levels[i % levels.length],
        asignaturas: [subjects[i % subjects.length], subjects[(i * 7) % subjects.length]],
        centroEstudios: `Colegio ${i % 400}`,
        causaPerdido: i % 2 === 0 ? 'Precio' : null,
      }),
    );
    expect(fastestMs(() => leadDetails(leads))).toBeLessThan(50);
  });
});
