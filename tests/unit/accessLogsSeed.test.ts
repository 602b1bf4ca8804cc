import { describe, expect, it } from 'vitest';
import { accessLogsOf } from '../../src/demo/seed/accessLogs';
import { fastestMs } from '../support/timing';

const USER = { id: 7, nombre: 'Ana Gil Sanz', email: 'ana.gil@example.org', ultimaConexion: '2026-03-05T09:07:00' };

describe('accessLogsOf', () => {
  it('builds the same day of the same user every time, in time order, with that user and day', () => {
    const first = accessLogsOf(USER, '2026-03-04', '2026-03-05', 1);
    expect(accessLogsOf(USER, '2026-03-04', '2026-03-05', 1)).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((log) => log.usuario === USER.nombre && log.email === USER.email && log.fecha.startsWith('2026-03-04T'))).toBe(true);
    expect(first.map((log) => log.fecha)).toEqual([...first.map((log) => log.fecha)].sort());
    expect(new Set(first.map((log) => log.metodo))).toEqual(new Set(['GET', 'POST', 'PUT', 'DELETE']));
  });

  it('has at least 20,000 rows a day at the benchmark scale, built in well under a second', () => {
    expect(accessLogsOf(USER, '2026-03-04', '2026-03-05', 25).length).toBeGreaterThanOrEqual(20000);
    expect(fastestMs(() => accessLogsOf(USER, '2026-03-04', '2026-03-05', 25), { runs: 3, warmUps: 0 })).toBeLessThan(1000);
  });

  it('has none after today, and none for a user without a sign-in since 2024', () => {
    expect(accessLogsOf(USER, '2026-03-06', '2026-03-05', 1)).toEqual([]);
    expect(accessLogsOf({ ...USER, ultimaConexion: null }, '2026-03-04', '2026-03-05', 1)).toEqual([]);
  });
});
