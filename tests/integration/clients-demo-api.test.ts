// The demo API of the clients screens (spec 02 §7): hirings of a month and academy over the
// seeded students, income per subject and promo-code usage as maps, the codes of a month, and
// the ratings with every value of the scale and empty ones.
import { format, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/dataProvider/ApiError';
import { getDb } from '../../src/demo/db';
import { setUpDemoApi } from '../support/demoApi';

const { api } = setUpDemoApi();
const lastMonth = format(subMonths(new Date(), 1), 'MM/yyyy');


describe('hirings of a month (alumnos/contabilidad/{kind}/list/mes)', () => {
  it("lists an academy's hour packs with the fields of spec 02 §3, by students of that academy", async () => {
    const packs = await api<Record<string, unknown>[]>('GET', '/api/core/alumnos/contabilidad/pack-horas-alumno/list/mes', { mes: lastMonth, centro: 'GOYA' });
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) expect(Object.keys(pack).sort()).toEqual(['alumno', 'curso', 'horas', 'id', 'objetivo', 'pack', 'tipologiaAcademica']);
    const names = new Set(getDb().alumnos.filter((alumno) => alumno.centro === 'GOYA').map((alumno) => `${alumno.nombre} ${alumno.apellidos}`));
    expect(packs.every((pack) => names.has(pack.alumno as string))).toBe(true);
  });

  it("lists an academy's tariffs with alumno, tarifa and curso", async () => {
    const tariffs = await api<Record<string, unknown>[]>('GET', '/api/core/alumnos/contabilidad/tarifa-alumno/list/mes', { mes: lastMonth, centro: 'QUEVEDO' });
    expect(tariffs.length).toBeGreaterThan(0);
    for (const tariff of tariffs) expect(Object.keys(tariff).sort()).toEqual(['alumno', 'curso', 'id', 'tarifa']);
  });

  it('refuses a month that is not MM/yyyy and a missing academy', async () => {
    await expect(api('GET', '/api/core/alumnos/contabilidad/tarifa-alumno/list/mes', { mes: '2026-10', centro: 'GOYA' })).rejects.toBeInstanceOf(ApiError);
    await expect(api('GET', '/api/core/alumnos/contabilidad/pack-horas-alumno/list/mes', { mes: lastMonth })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('income per subject (pago-tarifa/list/asignatura)', () => {
  it("maps each subject to the month's tariff income of the academy", async () => {
    const income = await api<Record<string, number>>('GET', '/api/core/contabilidad/pago-tarifa/list/asignatura', { mes: lastMonth, centro: 'GOYA' });
    expect(Array.isArray(income)).toBe(false);
    const amounts = Object.values(income);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((amount) => typeof amount === 'number' && amount > 0)).toBe(true);
  });
});

describe('promo codes of a month and their usage', () => {
  it('lists the codes valid in the month as id and nombre', async () => {
    const codes = await api<{ id: number; nombre: string }[]>('GET', '/api/core/datos/codigo-promocional/list', { mes: lastMonth });
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(Object.keys(code).sort()).toEqual(['id', 'nombre']);
    expect(await api('GET', '/api/core/datos/codigo-promocional/list', { mes: format(subMonths(new Date(), 40), 'MM/yyyy') })).toEqual([]);
  });

  it('maps each academy to what a code brought in, split into payments, tariffs and hour packs', async () => {
    // AMIGO15 is for every kind of payment and every academy, from 50 days ago.
    const amigo = getDb().codigosPromocionales.find((code) => code.nombre === 'AMIGO15');
    const month = format(new Date(), 'MM/yyyy');
    const usage = await api<Record<string, { centro: string; pagos: number; pagos_tarifa: number; pagos_pack_horas: number }>>(
      'GET',
      '/api/core/datos/codigo-promocional/list/usage',
      { mes: month, codigo: String(amigo?.id) },
    );
    const academies = Object.keys(usage);
    expect(academies.length).toBeGreaterThan(3);
    for (const academy of academies) {
      expect(Object.keys(usage[academy]).sort()).toEqual(['centro', 'pagos', 'pagos_pack_horas', 'pagos_tarifa']);
      expect(usage[academy].centro).toBe(academy);
    }
    const sum = (field: 'pagos' | 'pagos_tarifa' | 'pagos_pack_horas') => academies.reduce((total, academy) => total + usage[academy][field], 0);
    expect(sum('pagos')).toBeGreaterThan(0);
    expect(sum('pagos_tarifa')).toBeGreaterThan(0);
    expect(sum('pagos_pack_horas')).toBeGreaterThan(0);
  });

  it('refuses a usage without a code', async () => {
    await expect(api('GET', '/api/core/datos/codigo-promocional/list/usage', { mes: lastMonth })).rejects.toThrow('El código es obligatorio');
  });
});

describe('ratings (valoracion-alumnos/list)', () => {
  it("lists the month's ratings with every value of the scale and empty ones", async () => {
    const ratings = await api<Record<string, unknown>[]>('GET', '/api/core/alumnos/valoracion-alumnos/list', { mes: lastMonth });
    expect(ratings.length).toBeGreaterThan(20);
    const [year, month] = [lastMonth.slice(3), lastMonth.slice(0, 2)];
    for (const rating of ratings) {
      expect(Object.keys(rating).sort()).toEqual(
        ['alumnoNombre', 'asignatura', 'centro', 'fecha', 'fechaAsistencia', 'horaAsistencia', 'id', 'nivel', 'observaciones', 'profesor', 'valoracionClase', 'valoracionProfesor'].sort(),
      );
      expect(rating.fechaAsistencia).toMatch(new RegExp(`^${year}-${month}-\\d{2}$`));
    }
    const values = new Set(ratings.flatMap((rating) => [rating.valoracionClase, rating.valoracionProfesor]));
    expect(values).toEqual(new Set(['MUY_NEGATIVA', 'NEGATIVA', 'NEUTRAL', 'POSITIVA', 'MUY_POSITIVA', null]));
  });
});
