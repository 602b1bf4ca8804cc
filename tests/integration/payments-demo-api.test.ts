// The demo API's payments and student incomes (spec 02 §7): the month's pending and modified
// payments, each kind's hirings and details, modifications, payment deletion and the incomes'
// edit, unassignment and deletion, with the refusals of spec 02 §4-§5.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/demo/db';
import type { DemoPago } from '../../src/demo/model/contabilidad';
import { setUpDemoApi } from '../support/demoApi';

const { api } = setUpDemoApi();
const PAGO = '/api/core/contabilidad/pago';
const INCOMES = '/api/core/alumnos/contabilidad/ingreso-alumno';
const KINDS = ['pago', 'pago-tarifa', 'pago-intensivo', 'pago-pack-horas'];

type Item = Record<string, unknown>;
const today = new Date();
const thisMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
const mesOf = (fecha: string) => `${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
const hasCents = (amount: unknown) => typeof amount === 'number' && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
const incomesOf = (pago: DemoPago) => getDb().ingresosAlumno.filter((ingreso) => ingreso.pagoId === pago.id);


describe('pending and modified payments of a month', () => {
  it('lists the payments still owed, of every kind, with the fields of spec 02 §3', async () => {
    const types = new Set<unknown>();
    for (const centro of ['GOYA', 'QUEVEDO', 'HERNANI', 'POZUELO']) {
      const pending = await api<Item[]>('GET', `${PAGO}/list/pending`, { mes: mesOf(`${thisMonth}-01`), centro });
      expect(pending.length).toBeGreaterThan(0);
      for (const payment of pending) {
        expect(Object.keys(payment).sort()).toEqual(['alumno', 'centro', 'concepto', 'deuda', 'id', 'importe', 'tipo']);
        expect(payment.centro).toBe(centro);
        expect(payment.deuda as number).toBeGreaterThan(0);
        expect(hasCents(payment.importe) && hasCents(payment.deuda)).toBe(true);
        types.add(payment.tipo);
      }
    }
    expect(types).toEqual(new Set(['PAGO', 'TARIFA', 'INTENSIVO', 'PACK']));
  });

  it('adds a modification to the amount, and the payment then appears in the modified list', async () => {
    const pago = getDb().pagos.find((candidate) => candidate.kind === 'pago-tarifa' && candidate.modificaciones.length === 0)!;
    const query = { mes: mesOf(pago.fecha), centro: pago.centro };
    expect((await api<Item[]>('GET', `${PAGO}/list/modified`, query)).some((item) => item.id === pago.id)).toBe(false);
    const before = await api<Item>('GET', '/api/core/contabilidad/pago-tarifa/details', { id: pago.id });
    await api('PUT', '/api/core/contabilidad/pago-tarifa', { id: pago.id, justificacion: 'Descuento por hermanos', importe: '-12.5' });
    const after = await api<Item>('GET', '/api/core/contabilidad/pago-tarifa/details', { id: pago.id });
    expect(after.importePago).toBeCloseTo((before.importePago as number) - 12.5, 10);
    expect(after.modificacion).toBe(-12.5);
    const modified = (await api<Item[]>('GET', `${PAGO}/list/modified`, query)).find((item) => item.id === pago.id)!;
    expect(modified).toMatchObject({ importe: after.importePago, modificacion: -12.5, fecha: pago.fecha });
    expect(modified.modificaciones).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}: -12,50 € \(Descuento por hermanos\)$/)]);
  });

  it('refuses a modification of 0, without justification, or of another kind', async () => {
    const pago = getDb().pagos.find((candidate) => candidate.kind === 'pago')!;
    await expect(api('PUT', PAGO, { id: pago.id, justificacion: 'Ajuste', importe: '0' })).rejects.toThrow('El importe de la modificación no puede ser 0');
    await expect(api('PUT', PAGO, { id: pago.id, importe: '10' })).rejects.toThrow('La justificación es obligatoria');
    await expect(api('PUT', PAGO, { id: pago.id, justificacion: 'Ajuste', importe: 'diez' })).rejects.toThrow('El importe no es válido');
    await expect(api('PUT', '/api/core/contabilidad/pago-intensivo', { id: pago.id, justificacion: 'Ajuste', importe: '10' })).rejects.toThrow('El pago no existe');
    expect(getDb().pagos.find((candidate) => candidate.id === pago.id)!.modificaciones).toHaveLength(pago.modificaciones.length);
  });
});

describe('a student hirings and their details', () => {
  it('lists each kind of hiring of the student', async () => {
    const pago = getDb().pagos.find((candidate) => candidate.kind === 'pago-pack-horas')!;
    for (const kind of KINDS) {
      const hirings = await api<Item[]>('GET', `/api/core/contabilidad/${kind}/list/alumno`, { alumno: pago.alumnoId });
      const own = getDb().pagos.filter((candidate) => candidate.alumnoId === pago.alumnoId && candidate.kind === kind);
      expect(hirings.map((hiring) => hiring.id)).toEqual(own.map((candidate) => candidate.id));
      for (const hiring of hirings) expect(Object.keys(hiring).sort()).toEqual(['centro', 'concepto', 'fecha', 'id', 'importe']);
    }
  });

  it('details a payment: incomes, modifications and the attendance result', async () => {
    const pago = getDb().pagos.find((candidate) => candidate.modificaciones.length > 0 && incomesOf(candidate).length > 0)!;
    const details = await api<Item & { resultado: Item & { resultados: Item[] }; ingresos: Item[] }>(
      'GET',
      `/api/core/contabilidad/${pago.kind}/details`,
      { id: pago.id },
    );
    expect(Object.keys(details).sort()).toEqual(
      ['centro', 'codigosPromocionales', 'concepto', 'fecha', 'id', 'importePago', 'ingresos', 'matricula', 'modificacion', 'modificaciones', 'resultado', 'tipo'],
    );
    expect(details.ingresos.length).toBe(incomesOf(pago).length);
    expect(Object.keys(details.ingresos[0]).sort()).toEqual(
      ['centro', 'codigoFactura', 'concepto', 'conceptoFactura', 'fecha', 'fechaFactura', 'identificacionFactura', 'importe', 'importePago', 'nombreFactura'],
    );
    const { resultado } = details;
    expect(resultado.resultados.length).toBeGreaterThan(0);
    expect(Object.keys(resultado.resultados[0].asistencia as Item).sort()).toEqual(['asignatura', 'clase', 'fecha', 'hora', 'id', 'nivel']);
    const cents = resultado.resultados.reduce((sum, result) => sum + Math.round((result.precio as number) * 100), 0);
    expect(resultado.ventaTeorica).toBe(cents / 100);
    const paid = details.ingresos.reduce((sum, ingreso) => sum + Math.round((ingreso.importe as number) * 100), 0);
    expect(resultado.deudaMes).toBe((Math.round((details.importePago as number) * 100) - paid) / 100);
  });
});

describe('deleting a payment', () => {
  const deletable = (pago: DemoPago) => pago.kind === 'pago' && pago.fecha.startsWith(thisMonth) && !pago.matricula && incomesOf(pago).length === 0;

  it('deletes a plain payment of this month with no income, outside an enrolment', async () => {
    const pago = getDb().pagos.find(deletable)!;
    await api('DELETE', PAGO, { id: pago.id });
    expect(getDb().pagos.some((candidate) => candidate.id === pago.id)).toBe(false);
  });

  it('refuses another kind, another month, an enrolment and a payment with income', async () => {
    const pagos = getDb().pagos;
    const other = pagos.find((pago) => pago.kind !== 'pago')!;
    const old = pagos.find((pago) => pago.kind === 'pago' && !pago.fecha.startsWith(thisMonth) && !pago.matricula && incomesOf(pago).length === 0)!;
    const enrolment = pagos.find((pago) => pago.kind === 'pago' && pago.fecha.startsWith(thisMonth) && pago.matricula)!;
    const paid = pagos.find((pago) => pago.kind === 'pago' && pago.fecha.startsWith(thisMonth) && !pago.matricula && incomesOf(pago).length > 0)!;
    await expect(api('DELETE', PAGO, { id: other.id })).rejects.toThrow('Solo se pueden borrar los pagos');
    await expect(api('DELETE', PAGO, { id: old.id })).rejects.toThrow('Solo se puede borrar un pago en su mismo mes');
    await expect(api('DELETE', PAGO, { id: enrolment.id })).rejects.toThrow('El pago forma parte de una matrícula y no puede borrarse');
    await expect(api('DELETE', PAGO, { id: paid.id })).rejects.toThrow('El pago tiene ingresos asignados y no puede borrarse');
    expect(getDb().pagos).toHaveLength(pagos.length);
  });
});

describe('student incomes', () => {
  const INCOME_FIELDS = ['asignado', 'centro', 'codigoFactura', 'concepto', 'fecha', 'fechaIngreso', 'formaPago', 'hora', 'id', 'importe', 'observaciones'];

  it('lists a student incomes, paid by every method, some invoiced and some unassigned', async () => {
    const ingresos = getDb().ingresosAlumno;
    expect(new Set(ingresos.map((ingreso) => ingreso.formaPago))).toEqual(new Set(['EFECTIVO', 'TARJETA', 'TRANSFERENCIA']));
    expect(ingresos.some((ingreso) => ingreso.factura)).toBe(true);
    expect(ingresos.some((ingreso) => ingreso.pagoId === null)).toBe(true);
    const { alumnoId } = ingresos[0];
    const listed = await api<Item[]>('GET', `${INCOMES}/list/alumno`, { alumno: alumnoId });
    expect(listed.length).toBe(ingresos.filter((ingreso) => ingreso.alumnoId === alumnoId).length);
    expect(Object.keys(listed[0]).sort()).toEqual(INCOME_FIELDS);
    expect(listed[0].fechaIngreso).toBe(`${listed[0].fecha as string}T${listed[0].hora as string}:${(listed[0].fechaIngreso as string).slice(17)}`);
  });

  it('edits an income; only a transfer takes a new date-time', async () => {
    const ingreso = getDb().ingresosAlumno[0];
    const fields = { id: ingreso.id, importe: '55.5', concepto: 'Clases de marzo', observaciones: 'Revisado', centro: 'POZUELO' };
    await expect(api('PUT', INCOMES, { ...fields, forma_pago: 'EFECTIVO', fecha: '2026-03-02T10:15:00' })).rejects.toThrow(
      'La fecha solo puede cambiarse en las transferencias',
    );
    const saved = await api<Item>('PUT', INCOMES, { ...fields, forma_pago: 'TRANSFERENCIA', fecha: '2026-03-02T10:15:00' });
    expect(saved).toMatchObject({ importe: 55.5, concepto: 'Clases de marzo', formaPago: 'TRANSFERENCIA', centro: 'POZUELO', fecha: '2026-03-02', hora: '10:15' });
    await expect(api('PUT', INCOMES, { ...fields, forma_pago: 'TRANSFERENCIA', fecha: '2026-02-30T10:15:00' })).rejects.toThrow('La fecha no es válida');
    await expect(api('PUT', INCOMES, { ...fields, forma_pago: 'BIZUM' })).rejects.toThrow('La forma de pago no es válida');
    await expect(api('PUT', INCOMES, { ...fields, importe: '0', forma_pago: 'EFECTIVO' })).rejects.toThrow('El importe no es válido');
  });

  it('unassigns an assigned income, after which it can be deleted unless invoiced', async () => {
    const ingreso = getDb().ingresosAlumno.find((candidate) => candidate.pagoId !== null && !candidate.factura)!;
    await expect(api('DELETE', INCOMES, { id: ingreso.id })).rejects.toThrow('El ingreso está asignado a un pago y no puede borrarse');
    expect(await api<Item>('PUT', `${INCOMES}/unassign`, { id: ingreso.id })).toMatchObject({ id: ingreso.id, asignado: false });
    await expect(api('PUT', `${INCOMES}/unassign`, { id: ingreso.id })).rejects.toThrow('El ingreso no está asignado a ningún pago');
    await api('DELETE', INCOMES, { id: ingreso.id });
    expect(getDb().ingresosAlumno.some((candidate) => candidate.id === ingreso.id)).toBe(false);
    const invoiced = getDb().ingresosAlumno.find((candidate) => candidate.factura)!;
    invoiced.pagoId = null;
    await expect(api('DELETE', INCOMES, { id: invoiced.id })).rejects.toThrow('El ingreso está facturado y no puede borrarse');
  });
});
