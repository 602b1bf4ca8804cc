import { describe, expect, it } from 'vitest';
import { SPEC_ACTIVE_ACADEMIES } from '../support/spec';
import {
  conversionRates,
  funnelByAcademy,
  funnelByMonth,
  funnelCounts,
  sortFunnelRows,
  type FunnelRow,
  type FunnelRowKind,
} from '../../src/screens/marketing/adquisicion/funnel';
import type { Lead } from '../../src/screens/marketing/leadLabels';
import { lead, webRequest } from '../support/leads';
import { fastestMs } from '../support/timing';

/** [leads, novalidos, captados, abiertos, pruebas] and [lead→trial, trial→student, lead→student]. */
type Counts = [number, number, number, number, number];
type Rates = [number, number, number];

function row(id: string, label: string, kind: FunnelRowKind, blockKey: string, counts: Counts, rates: Rates): FunnelRow {
  const [leads, novalidos, captados, abiertos, pruebas] = counts;
  const [leadToTrial, trialToStudent, leadToStudent] = rates;
  return { id, label, kind, blockKey, leads, novalidos, captados, abiertos, pruebas, leadToTrial, trialToStudent, leadToStudent };
}

const ZERO: Counts = [0, 0, 0, 0, 0];
const ZERO_RATES: Rates = [NaN, NaN, NaN];

/** A block of three rows with no leads at all. */
const emptyBlock = (key: string, label: string): FunnelRow[] => [
  row(key, label, 'group', key, ZERO, ZERO_RATES),
  row(`${key}/web`, `${label} (Web)`, 'web', key, ZERO, ZERO_RATES),
  row(`${key}/sem`, `${label} (SEM)`, 'sem', key, ZERO, ZERO_RATES),
];

const ids = (rows: readonly FunnelRow[]) => rows.map((funnelRow) => funnelRow.id);

describe('funnelCounts', () => {
  it('counts every lead, the invalid, captured, open (not CLIENTE…, not invalid) and trials', () => {
    const items = new Set([
      { estado: 'LEAD', prueba: false },
      { estado: 'LEAD_CUALIFICADO', prueba: true },
      { estado: 'PRUEBA', prueba: true },
      { estado: 'LEAD_NO_VALIDO', prueba: true },
      { estado: 'CLIENTE_CAPTADO', prueba: true },
      { estado: 'CLIENTE_PERDIDO', prueba: false },
      { estado: 'CLIENTE_OTRO', prueba: false },
    ]);
    expect(funnelCounts(items)).toEqual({ leads: 7, novalidos: 1, captados: 1, abiertos: 3, pruebas: 4 });
    expect(funnelCounts([])).toEqual({ leads: 0, novalidos: 0, captados: 0, abiertos: 0, pruebas: 0 });
  });
});

describe('conversionRates', () => {
  it('divides by the valid leads and by the trials', () => {
    expect(conversionRates({ leads: 12, novalidos: 2, captados: 3, abiertos: 4, pruebas: 5 })).toEqual({
      leadToTrial: 0.5,
      trialToStudent: 0.6,
      leadToStudent: 0.3,
    });
  });

  it('keeps plain division: 0/0 is NaN and x/0 is Infinity', () => {
    const rates = conversionRates({ leads: 2, novalidos: 2, captados: 0, abiertos: 0, pruebas: 1 });
    expect(rates.leadToTrial).toBe(Infinity);
    expect(rates.trialToStudent).toBe(0);
    expect(rates.leadToStudent).toBeNaN();
    expect(conversionRates({ leads: 1, novalidos: 0, captados: 1, abiertos: 0, pruebas: 0 }).trialToStudent).toBe(Infinity);
  });
});

describe('funnelByMonth', () => {
  const leads = [
    // September 2025: one of each state.
    lead({ primerContacto: '2025-09-01T00:00:00', estado: 'LEAD' }),
    lead({ primerContacto: '2025-09-03T09:30:00', estado: 'CLIENTE_CAPTADO', prueba: true }),
    lead({ primerContacto: '2025-09-05T12:00:00', estado: 'CLIENTE_PERDIDO', prueba: true }),
    lead({ primerContacto: '2025-09-12T12:00:00', estado: 'LEAD_NO_VALIDO' }),
    lead({ primerContacto: '2025-09-20T18:00:00', estado: 'PRUEBA', prueba: true }),
    lead({ primerContacto: '2025-09-30T23:59:59', estado: 'LEAD_CUALIFICADO', origenWeb: true, origenSEM: true }),
    // October: only an invalid lead that had a trial (no valid lead: Infinity and NaN).
    lead({ primerContacto: '2025-10-15T10:00:00', estado: 'LEAD_NO_VALIDO', prueba: true }),
    // March: captured without a trial.
    lead({ primerContacto: '2026-03-02T10:00:00', estado: 'CLIENTE_CAPTADO' }),
    // The last moment of the academic year.
    lead({ primerContacto: '2026-08-31T23:59:59', estado: 'LEAD' }),
    // Outside the year: ignored.
    lead({ primerContacto: '2025-08-31T23:59:59', estado: 'LEAD' }),
    lead({ primerContacto: '2026-09-01T00:00:00', estado: 'CLIENTE_CAPTADO', prueba: true }),
  ];
  const webRequests = [
    webRequest({ primerContacto: '2025-09-02T10:00:00', estado: 'LEAD' }),
    webRequest({ primerContacto: '2025-09-04T10:00:00', estado: 'CLIENTE_CAPTADO', prueba: true, origenSEM: true }),
    webRequest({ primerContacto: '2026-01-07T10:00:00', estado: 'LEAD_NO_VALIDO', origenSEM: true }),
    webRequest({ primerContacto: '2026-09-15T10:00:00', estado: 'CLIENTE_CAPTADO', prueba: true, origenSEM: true }),
  ];

  it('gives a block per month from September to August, the Web and SEM rows from the web requests, then the totals', () => {
    expect(funnelByMonth(leads, webRequests, 2025)).toEqual([
      row('2025-09', 'Septiembre 2025', 'group', '2025-09', [6, 1, 1, 3, 3], [3 / 5, 1 / 3, 1 / 5]),
      row('2025-09/web', 'Septiembre 2025 (Web)', 'web', '2025-09', [2, 0, 1, 1, 1], [1 / 2, 1, 1 / 2]),
      row('2025-09/sem', 'Septiembre 2025 (SEM)', 'sem', '2025-09', [1, 0, 1, 0, 1], [1, 1, 1]),
      row('2025-10', 'Octubre 2025', 'group', '2025-10', [1, 1, 0, 0, 1], [Infinity, 0, NaN]),
      row('2025-10/web', 'Octubre 2025 (Web)', 'web', '2025-10', ZERO, ZERO_RATES),
      row('2025-10/sem', 'Octubre 2025 (SEM)', 'sem', '2025-10', ZERO, ZERO_RATES),
      ...emptyBlock('2025-11', 'Noviembre 2025'),
      ...emptyBlock('2025-12', 'Diciembre 2025'),
      row('2026-01', 'Enero 2026', 'group', '2026-01', ZERO, ZERO_RATES),
      row('2026-01/web', 'Enero 2026 (Web)', 'web', '2026-01', [1, 1, 0, 0, 0], ZERO_RATES),
      row('2026-01/sem', 'Enero 2026 (SEM)', 'sem', '2026-01', [1, 1, 0, 0, 0], ZERO_RATES),
      ...emptyBlock('2026-02', 'Febrero 2026'),
      row('2026-03', 'Marzo 2026', 'group', '2026-03', [1, 0, 1, 0, 0], [0, Infinity, 1]),
      row('2026-03/web', 'Marzo 2026 (Web)', 'web', '2026-03', ZERO, ZERO_RATES),
      row('2026-03/sem', 'Marzo 2026 (SEM)', 'sem', '2026-03', ZERO, ZERO_RATES),
      ...emptyBlock('2026-04', 'Abril 2026'),
      ...emptyBlock('2026-05', 'Mayo 2026'),
      ...emptyBlock('2026-06', 'Junio 2026'),
      ...emptyBlock('2026-07', 'Julio 2026'),
      row('2026-08', 'Agosto 2026', 'group', '2026-08', [1, 0, 0, 1, 0], [0, NaN, 0]),
      row('2026-08/web', 'Agosto 2026 (Web)', 'web', '2026-08', ZERO, ZERO_RATES),
      row('2026-08/sem', 'Agosto 2026 (SEM)', 'sem', '2026-08', ZERO, ZERO_RATES),
      row('total', 'Total', 'total', '', [9, 2, 2, 4, 4], [4 / 7, 2 / 4, 2 / 7]),
      row('total/web', 'Total (Web)', 'totalWeb', '', [3, 1, 1, 1, 1], [1 / 2, 1, 1 / 2]),
      row('total/sem', 'Total (SEM)', 'totalSem', '', [2, 1, 1, 0, 1], [1, 1, 1]),
    ]);
  });

  it('gives twelve empty months and zero totals without data', () => {
    const rows = funnelByMonth([], [], 2030);
    expect(rows).toHaveLength(39);
    expect(rows[0]).toEqual(row('2030-09', 'Septiembre 2030', 'group', '2030-09', ZERO, ZERO_RATES));
    expect(rows[33]).toEqual(row('2031-08', 'Agosto 2031', 'group', '2031-08', ZERO, ZERO_RATES));
    expect(rows.slice(36).map((total) => total.label)).toEqual(['Total', 'Total (Web)', 'Total (SEM)']);
    expect(new Set(ids(rows)).size).toBe(39);
  });
});

describe('funnelByAcademy', () => {
  const leads = [
    lead({ centro: 'GOYA', estado: 'LEAD', prueba: true, origenWeb: true, origenSEM: true }),
    lead({ centro: 'GOYA', estado: 'CLIENTE_CAPTADO', prueba: true, origenWeb: true }),
    // SEM without the web flag is not a web lead.
    lead({ centro: 'GOYA', estado: 'LEAD_NO_VALIDO', origenSEM: true }),
    lead({ centro: 'HERNANI', estado: 'CLIENTE_PERDIDO' }),
    // Academies outside the active list come after it, alphabetically.
    lead({ centro: 'RETIRO', estado: 'LEAD' }),
    lead({ centro: 'ARGANDA', estado: 'LEAD', origenWeb: true, origenSEM: true }),
    // Central: no academy, null or empty.
    lead({ centro: null, estado: 'LEAD', origenWeb: true }),
    lead({ centro: '', estado: 'CLIENTE_CAPTADO', prueba: true }),
  ];

  const hernani = row('HERNANI', 'HERNANI', 'group', 'HERNANI', [1, 0, 0, 0, 0], [0, NaN, 0]);
  const goya = [
    row('GOYA', 'GOYA', 'group', 'GOYA', [3, 1, 1, 1, 2], [1, 1 / 2, 1 / 2]),
    row('GOYA/web', 'GOYA (Web)', 'web', 'GOYA', [2, 0, 1, 1, 2], [1, 1 / 2, 1 / 2]),
    row('GOYA/sem', 'GOYA (SEM)', 'sem', 'GOYA', [1, 0, 0, 1, 1], [1, 0, 0]),
  ];
  const arganda = [
    row('ARGANDA', 'ARGANDA', 'group', 'ARGANDA', [1, 0, 0, 1, 0], [0, NaN, 0]),
    row('ARGANDA/web', 'ARGANDA (Web)', 'web', 'ARGANDA', [1, 0, 0, 1, 0], [0, NaN, 0]),
    row('ARGANDA/sem', 'ARGANDA (SEM)', 'sem', 'ARGANDA', [1, 0, 0, 1, 0], [0, NaN, 0]),
  ];
  const retiro = row('RETIRO', 'RETIRO', 'group', 'RETIRO', [1, 0, 0, 1, 0], [0, NaN, 0]);
  const central = [
    row('Central', 'Central', 'group', 'Central', [2, 0, 1, 1, 1], [1 / 2, 1, 1 / 2]),
    row('Central/web', 'Central (Web)', 'web', 'Central', [1, 0, 0, 1, 0], [0, NaN, 0]),
    row('Central/sem', 'Central (SEM)', 'sem', 'Central', ZERO, ZERO_RATES),
  ];
  const totals = [
    row('total', 'Total', 'total', '', [8, 1, 2, 4, 3], [3 / 7, 2 / 3, 2 / 7]),
    row('total/web', 'Total (Web)', 'totalWeb', '', [4, 0, 1, 3, 2], [2 / 4, 1 / 2, 1 / 4]),
    row('total/sem', 'Total (SEM)', 'totalSem', '', [2, 0, 0, 2, 1], [1 / 2, 0, 0]),
  ];

  it('gives every active academy in the listed order, then the others, Central and the totals', () => {
    const rows = funnelByAcademy(leads);
    const expectedActive = SPEC_ACTIVE_ACADEMIES.flatMap((academy) => {
      if (academy === 'GOYA') return goya;
      if (academy === 'HERNANI') return [hernani, ...emptyBlock('HERNANI', 'HERNANI').slice(1)];
      return emptyBlock(academy, academy);
    });
    expect(rows).toEqual([
      ...expectedActive,
      ...arganda,
      retiro,
      ...emptyBlock('RETIRO', 'RETIRO').slice(1),
      ...central,
      ...totals,
    ]);
    expect(ids(rows).slice(0, 9)).toEqual(['HERNANI', 'HERNANI/web', 'HERNANI/sem', 'QUEVEDO', 'QUEVEDO/web', 'QUEVEDO/sem', 'GOYA', 'GOYA/web', 'GOYA/sem']);
    // 14 active academies, ARGANDA, RETIRO and Central, three rows each, and the three totals.
    expect(rows).toHaveLength((14 + 3) * 3 + 3);
  });

  it('with onlyWithLeads, hides the academy rows without leads but keeps Central and the totals', () => {
    expect(funnelByAcademy(leads, { onlyWithLeads: true })).toEqual([hernani, ...goya, ...arganda, retiro, ...central, ...totals]);
    expect(funnelByAcademy([], { onlyWithLeads: true })).toEqual([
      ...emptyBlock('Central', 'Central'),
      row('total', 'Total', 'total', '', ZERO, ZERO_RATES),
      row('total/web', 'Total (Web)', 'totalWeb', '', ZERO, ZERO_RATES),
      row('total/sem', 'Total (SEM)', 'totalSem', '', ZERO, ZERO_RATES),
    ]);
  });

  it('sorts by the label block by block, both ways, keeping the totals last', () => {
    const rows = funnelByAcademy(leads, { onlyWithLeads: true });
    const totalIds = ['total', 'total/web', 'total/sem'];
    expect(ids(sortFunnelRows(rows, 'label', 'ASC'))).toEqual([
      'ARGANDA', 'ARGANDA/web', 'ARGANDA/sem',
      'Central', 'Central/web', 'Central/sem',
      'GOYA', 'GOYA/web', 'GOYA/sem',
      'HERNANI',
      'RETIRO',
      ...totalIds,
    ]);
    expect(ids(sortFunnelRows(rows, 'label', 'DESC'))).toEqual([
      'RETIRO',
      'HERNANI',
      'GOYA', 'GOYA/web', 'GOYA/sem',
      'Central', 'Central/web', 'Central/sem',
      'ARGANDA', 'ARGANDA/web', 'ARGANDA/sem',
      ...totalIds,
    ]);
    expect(sortFunnelRows(rows, 'leads', 'DESC')).toEqual(rows);
    expect(sortFunnelRows(rows, '', 'ASC')).toEqual(rows);
  });

  it('sorts the months chronologically, the latest first when descending', () => {
    const rows = funnelByMonth([], [], 2025);
    const groups = (sorted: FunnelRow[]) => sorted.filter((funnelRow) => funnelRow.kind === 'group').map((funnelRow) => funnelRow.id);
    const descending = sortFunnelRows(rows, 'label', 'DESC');
    expect(groups(descending)).toEqual([
      '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03',
      '2026-02', '2026-01', '2025-12', '2025-11', '2025-10', '2025-09',
    ]);
    expect(ids(descending).slice(0, 3)).toEqual(['2026-08', '2026-08/web', '2026-08/sem']);
    expect(ids(descending).slice(-3)).toEqual(['total', 'total/web', 'total/sem']);
    expect(sortFunnelRows(rows, 'label', 'ASC')).toEqual(rows);
  });
});

describe('funnel at scale', () => {
  const STATES = ['LEAD', 'LEAD_NO_VALIDO', 'PRUEBA', 'LEAD_CUALIFICADO', 'CLIENTE_CAPTADO', 'CLIENTE_PERDIDO'];
  const academies = [...SPEC_ACTIVE_ACADEMIES, null];
  const many: Lead[] = Array.from({ length: 100_000 }, (_, index) => {
    const month = (index % 12) + 1;
    const year = month >= 9 ? 2025 : 2026;
    return lead({
      primerContacto: `${year}-${String(month).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}T10:00:00`,
      estado: STATES[index % STATES.length],
      prueba: index % 3 === 0,
      centro: academies[index % academies.length],
      origenWeb: index % 2 === 0,
      origenSEM: index % 4 === 0,
    });
  });
  const webRequests = many.map((item) => webRequest({ primerContacto: item.primerContacto, estado: item.estado, origenSEM: item.origenSEM }));

  it('counts 100,000 leads by academy and by month in well under 50 ms', () => {
    expect(funnelByAcademy(many).at(-3)?.leads).toBe(100_000);
    expect(funnelByMonth(many, webRequests, 2025).at(-3)?.leads).toBe(100_000);
    expect(fastestMs(() => funnelByAcademy(many))).toBeLessThan(50);
    expect(fastestMs(() => funnelByMonth(many, webRequests, 2025))).toBeLessThan(50);
  });
});
