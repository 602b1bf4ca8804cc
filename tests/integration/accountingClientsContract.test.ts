// The accounting and clients calls read through their contract (issue 26), against a server whose
// answers are `ok` but shaped otherwise: `datos` null, an object where a list is expected, items
// with only an id, fields of another type, amounts as '95,50'. An answer the screens cannot
// compute with fails with 'No se ha podido procesar la petición' (the screen shows its load error
// title and an empty list); a field only shown is read as nothing (an empty cell).
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { setUpMswServer } from '../support/demoApi';
import { failure } from '../support/failures';

const UNREADABLE = 'No se ha podido procesar la petición';

/** What the server answers as `datos` of an ok envelope, whatever it is asked. */
let datos: unknown = [];
setUpMswServer(http.all('http://api.test/*', () => HttpResponse.json({ resultado: 'ok', datos })));
const dataProvider = createDataProvider(
  createSourceCatalogue({ sources: await loadAllSources() }),
  createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }),
);
const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
beforeEach(() => consoleError.mockClear());
afterEach(() => {
  datos = [];
});

/** The records of `resource` when the server answers `answer`. */
async function listWith(resource: string, answer: unknown, filter: Record<string, unknown> = {}) {
  datos = answer;
  return (await dataProvider.getList(resource, { ...params, filter })).data;
}

/** The message a list fails with when the server answers `answer`. */
async function unreadable(resource: string, answer: unknown, filter: Record<string, unknown> = {}) {
  datos = answer;
  return (await failure(dataProvider.getList(resource, { ...params, filter }))).message;
}

/** The lists of a month of an academy, and the filter each is asked with. */
const MONTH = { academia: 'GOYA', mes: '03/2026' };

describe('lists that are not lists', () => {
  const LISTS: [string, Record<string, unknown>][] = [
    ['contabilidad/ventas/centro', { academia: 'GOYA', anio: 2026 }],
    ['contabilidad/ventas/mes', { anio: 2026, mes: 3 }],
    ['contabilidad/facturas', MONTH],
    ['contabilidad/cajas', MONTH],
    ['contabilidad/pagos/pendientes', MONTH],
    ['contabilidad/pagos/modificaciones', MONTH],
    ['contabilidad/alumnos', { filtro: 'garcía' }],
    ['contabilidad/contrataciones/pago-tarifa', { alumno: 7 }],
    ['contabilidad/pagos/ingresos', { alumno: 7 }],
    ['clientes/fichas', MONTH],
    ['clientes/contrataciones-mensuales/packs', MONTH],
    ['clientes/contrataciones-mensuales/tarifas', MONTH],
    ['clientes/valoraciones', { anio: 2026, mes: 3 }],
    ['clientes/codigos/seleccion', { anio: 2026, mes: 3 }],
  ];

  it.each(LISTS)('%s: datos null or an object is unreadable, never an empty month', async (resource, filter) => {
    expect(await unreadable(resource, null, filter)).toBe(UNREADABLE);
    expect(await unreadable(resource, { total: 3 }, filter)).toBe(UNREADABLE);
    expect(await unreadable(resource, 'sin datos', filter)).toBe(UNREADABLE);
  });

  it('writes what it could not read once to the console, with the call, the item and the field', async () => {
    const item = { fecha: '2026-03-01', centro: 'GOYA', ventas: 1, ventaTeorica: 1, deuda: 0, deudaMes: 0, ingresos: 1, ingresosDesasignados: 0 };
    await unreadable('contabilidad/ventas/centro', [item, { ...item, fecha: '2026-04-01', ventas: 'mucho' }], { academia: 'GOYA', anio: 2026 });
    await unreadable('contabilidad/ventas/centro', [item, { ...item, fecha: '2026-04-01', ventas: 'mucho' }], { academia: 'GOYA', anio: 2026 });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [written] = consoleError.mock.calls[0] as [string];
    expect(written).toContain('GET /api/core/interno/contabilidad/balance-mensual/list/year');
    expect(written).toContain('elemento 1, campo ventas');
  });
});

describe('monthly balances', () => {
  const BALANCE = { fecha: '2026-03-01', centro: 'GOYA', ventas: 1000, ventaTeorica: 800, deuda: 50, deudaMes: 30, ingresos: 1700, ingresosDesasignados: 10 };

  it('read amounts written as text with a comma or a dot, and days in any of the three formats', async () => {
    const [march, april] = await listWith('contabilidad/ventas/centro', [
      { ...BALANCE, ventas: '95,50', deuda: '95.50' },
      { ...BALANCE, fecha: '2026-04-01T00:00:00', ventaTeorica: '1200' },
    ], { academia: 'GOYA', anio: 2026 });
    expect(march).toMatchObject({ id: '2026-03-01', ventas: 95.5, deuda: 95.5 });
    expect(april).toMatchObject({ id: '2026-04-01', fecha: '2026-04-01', ventaTeorica: 1200 });
    const [fromSpanishDay] = await listWith('contabilidad/ventas/centro', [{ ...BALANCE, fecha: '01/05/2026' }], { academia: 'GOYA', anio: 2026 });
    expect(fromSpanishDay.id).toBe('2026-05-01');
  });

  it('cannot be read with an amount missing or not an amount, nor with a day that places no month', async () => {
    const year = { academia: 'GOYA', anio: 2026 };
    expect(await unreadable('contabilidad/ventas/centro', [{ id: 1 }], year)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/ventas/centro', [{ ...BALANCE, ingresos: undefined }], year)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/ventas/centro', [{ ...BALANCE, ingresos: { total: 3 } }], year)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/ventas/centro', [{ ...BALANCE, fecha: 'ayer' }], year)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/ventas/mes', [{ ...BALANCE, centro: { nombre: 'GOYA' } }], { anio: 2026, mes: 3 })).toBe(UNREADABLE);
  });

  it('name each academy of a month by its name, also one sent as a number, and leave an unreadable day out', async () => {
    const [row] = await listWith('contabilidad/ventas/mes', [{ ...BALANCE, centro: 7, fecha: 'ayer' }], { anio: 2026, mes: 3 });
    expect(row).toMatchObject({ id: '7', centro: '7', fecha: null, ventas: 1000 });
  });
});

describe('invoices', () => {
  const INVOICE = { id: 7, codigo: 'GOYA/2026/0007', fecha: '2026-03-04', importe: 165, nombreAlumno: 'Lucía Pérez', centro: 'GOYA', titularFactura: 'Ana Gómez', identificacionCliente: '12345678Z', concepto: 'Tarifa mensual' };

  it('read the amount as text, a name sent as a number as its digits, and leave what is only shown and unreadable empty', async () => {
    const [invoice] = await listWith('contabilidad/facturas', [
      { ...INVOICE, importe: '95,50', titularFactura: 12345, concepto: { texto: 'Tarifa' }, fecha: 'ayer', anulada: 'true' },
    ], MONTH);
    expect(invoice).toEqual({ ...INVOICE, importe: 95.5, titularFactura: '12345', concepto: null, fecha: null, anulada: true });
  });

  it('keep anulada unknown when the answer does not carry it (the spec does not name it)', async () => {
    const [invoice] = await listWith('contabilidad/facturas', [INVOICE], MONTH);
    expect(invoice.anulada).toBeNull();
  });

  it('cannot be read without their amount, number or id', async () => {
    expect(await unreadable('contabilidad/facturas', [{ id: 7 }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/facturas', [INVOICE, { ...INVOICE, id: 8, importe: '95,50 €' }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/facturas', [{ ...INVOICE, id: 'siete' }], MONTH)).toBe(UNREADABLE);
  });
});

describe('cash registers', () => {
  const REGISTER = { id: 5, fecha: '2026-03-02', horaApertura: '09:00', horaCierre: '20:30', balanceInicial: 150, balanceFinalReal: 412.35, balanceFinalTeorico: 410, estado: 'CERRADA' };

  it('read amounts as text and times with seconds; an unreadable time or amount is nothing', async () => {
    const [register] = await listWith('contabilidad/cajas', [
      { ...REGISTER, balanceInicial: '150,00', horaApertura: '09:00:00', horaCierre: 'tarde', balanceFinalTeorico: '∞', estado: ['CERRADA'] },
    ], MONTH);
    expect(register).toEqual({ ...REGISTER, balanceInicial: 150, horaApertura: '09:00', horaCierre: null, balanceFinalTeorico: null, estado: null });
  });

  it('cannot be read without the day that orders them', async () => {
    expect(await unreadable('contabilidad/cajas', [{ id: 5 }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/cajas', [{ ...REGISTER, fecha: 'ayer' }], MONTH)).toBe(UNREADABLE);
  });
});

describe('pending and modified payments', () => {
  const PENDING = { alumno: 'Lucía García', concepto: 'Clases', centro: 'GOYA', tipo: 'PAGO', importe: 120, deuda: 60 };
  const MODIFIED = { alumno: 'Lucía García', concepto: 'Clases', fecha: '2026-03-03', importe: 95, modificacion: -25, modificaciones: ['Descuento'] };

  it('are named by their position, amounts read as text', async () => {
    const rows = await listWith('contabilidad/pagos/pendientes', [PENDING, { ...PENDING, alumno: 4521, importe: '95,50', deuda: '95.50', tipo: { codigo: 'PACK' } }], MONTH);
    expect(rows).toEqual([
      { ...PENDING, id: 0 },
      { ...PENDING, id: 1, alumno: '4521', importe: 95.5, deuda: 95.5, tipo: null },
    ]);
  });

  it('cannot be read when an amount that is totalled is missing or unreadable', async () => {
    expect(await unreadable('contabilidad/pagos/pendientes', [{ id: 1 }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/pagos/pendientes', [PENDING, { ...PENDING, deuda: 'sesenta' }], MONTH)).toBe(UNREADABLE);
  });

  it('read the history of changes as texts or objects, leaving out what is neither', async () => {
    const [row] = await listWith('contabilidad/pagos/modificaciones', [
      { ...MODIFIED, importe: '95,50', modificacion: 'menos', modificaciones: ['Descuento', { fecha: '2026-03-04T10:00', importe: '-25', justificacion: 'Hermanos' }, null, [1]] },
    ], MONTH);
    expect(row).toEqual({
      ...MODIFIED,
      id: 0,
      importe: 95.5,
      modificacion: null,
      modificaciones: ['Descuento', { fecha: '2026-03-04T10:00:00', importe: -25, justificacion: 'Hermanos' }],
    });
    const [withoutHistory] = await listWith('contabilidad/pagos/modificaciones', [{ ...MODIFIED, modificaciones: 'ninguna' }], MONTH);
    expect(withoutHistory.modificaciones).toEqual([]);
  });

  it('cannot be read without the day that orders the modified ones', async () => {
    expect(await unreadable('contabilidad/pagos/modificaciones', [{ id: 1 }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/pagos/modificaciones', [{ ...MODIFIED, fecha: 'ayer' }], MONTH)).toBe(UNREADABLE);
  });
});

describe('the students found and the new records', () => {
  const STUDENT = { id: 7, nombre: 'Lucía', apellidos: 'García', dni: '12345678Z', centro: 'GOYA', fechaNacimiento: '2010-04-03' };

  it('read what is only shown as nothing when unreadable, and a phone sent as a number as its digits', async () => {
    const [found] = await listWith('contabilidad/alumnos', [{ ...STUDENT, apellidos: { primero: 'García' }, fechaNacimiento: 'ayer', telefonoMovil: 600111222 }], { filtro: 'luc' });
    expect(found).toMatchObject({ id: 7, nombre: 'Lucía', apellidos: null, fechaNacimiento: null, telefonoMovil: '600111222', facturacion: null });
    const [opened] = await listWith('clientes/fichas', [{ ...STUDENT, fechaNacimiento: '03/04/2010', facturacion: { identificacion: 87654321, nombre: 'Marta' } }], MONTH);
    expect(opened).toMatchObject({ fechaNacimiento: '2010-04-03', facturacion: { identificacion: '87654321', nombre: 'Marta' } });
  });

  it('cannot be read without an id or a name', async () => {
    expect(await unreadable('contabilidad/alumnos', [{ id: 7 }], { filtro: 'luc' })).toBe(UNREADABLE);
    expect(await unreadable('clientes/fichas', [{ nombre: 'Lucía' }], MONTH)).toBe(UNREADABLE);
  });
});

describe("a student's hirings and their details", () => {
  const DETAILS = {
    id: 31, tipo: 'PAGO', concepto: 'Clases', centro: 'GOYA', fecha: '2026-03-03', codigosPromocionales: [], importePago: 120, modificacion: 0,
    ingresos: [], modificaciones: [], resultado: { importeAlternativo: null, justificacionImporte: null, resultados: [] },
  };
  const detailsWith = async (answer: unknown) => {
    datos = answer;
    return (await dataProvider.getOne('contabilidad/contrataciones/pago', { id: 31, meta: { vista: 'detalles' } })).data;
  };

  it('read hirings with only an id (the spec does not show their fields), the rest as nothing', async () => {
    expect(await listWith('contabilidad/contrataciones/pago', [{ id: 4 }], { alumno: 7 })).toEqual([
      { id: 4, concepto: null, centro: null, fecha: null, importe: null },
    ]);
    const [hiring] = await listWith('contabilidad/contrataciones/pago', [{ id: '4', concepto: 15, fecha: 'ayer', importe: '95,50' }], { alumno: 7 });
    expect(hiring).toEqual({ id: 4, concepto: '15', centro: null, fecha: null, importe: 95.5 });
    expect(await unreadable('contabilidad/contrataciones/pago', [{ concepto: 'Sin id' }], { alumno: 7 })).toBe(UNREADABLE);
  });

  it('read the details as the spec gives them: without matricula, ventaTeorica or deudaMes, which stay unknown', async () => {
    const details = await detailsWith({ ...DETAILS, importePago: '120,50' });
    expect(details).toMatchObject({ id: 31, importePago: 120.5, matricula: null, resultado: { ventaTeorica: null, deudaMes: null, resultados: [] } });
  });

  it('read a result, an income or a change it cannot read as nothing, and keep the rest', async () => {
    const details = await detailsWith({
      ...DETAILS,
      resultado: 'pendiente',
      ingresos: [{ concepto: 'Pago', importe: '95,50', fecha: 'ayer' }, 'ingreso'],
      modificaciones: [{ fecha: '2026-03-04T10:00:00+01:00', importe: -20, justificacion: 'Hermanos' }, 'Ajuste'],
      codigosPromocionales: 'HERMANOS10',
    });
    expect(details.resultado).toBeNull();
    expect(details.codigosPromocionales).toEqual([]);
    expect(details.ingresos).toEqual([expect.objectContaining({ concepto: 'Pago', importe: 95.5, fecha: null, codigoFactura: null })]);
    expect(details.modificaciones).toHaveLength(2);
    expect(details.modificaciones[1]).toBe('Ajuste');
  });

  it('cannot read details without the amount a modification is added to, nor an answer that is not one', async () => {
    datos = { id: 31 };
    expect((await failure(dataProvider.getOne('contabilidad/contrataciones/pago', { id: 31, meta: { vista: 'detalles' } }))).message).toBe(UNREADABLE);
    datos = [DETAILS];
    expect((await failure(dataProvider.getOne('contabilidad/contrataciones/pago', { id: 31, meta: { vista: 'detalles' } }))).message).toBe(UNREADABLE);
  });
});

describe("a student's incomes", () => {
  const INCOME = { id: 9, importe: 80, concepto: 'Clases', formaPago: 'EFECTIVO', fechaIngreso: '2026-03-02T10:15:00', fecha: '2026-03-02', hora: '10:15', observaciones: null, centro: 'GOYA' };

  it("read the spec's income with asignado and codigoFactura unknown, and amounts as text", async () => {
    const [income] = await listWith('contabilidad/pagos/ingresos', [{ ...INCOME, importe: '95,50', hora: '10:15:00', fechaIngreso: '2026-03-02T10:15:00.000' }], { alumno: 7 });
    expect(income).toEqual({ ...INCOME, importe: 95.5, fechaIngreso: '2026-03-02T10:15:00', asignado: null, codigoFactura: null });
  });

  it('read what is only shown as nothing when unreadable, a method the spec does not list as it came', async () => {
    const [income] = await listWith('contabilidad/pagos/ingresos', [{ ...INCOME, concepto: { texto: 'Clases' }, formaPago: 'BIZUM', asignado: 'false' }], { alumno: 7 });
    expect(income).toMatchObject({ concepto: null, formaPago: 'BIZUM', asignado: false });
  });

  it('cannot be read without their amount or their day', async () => {
    expect(await unreadable('contabilidad/pagos/ingresos', [{ id: 9 }], { alumno: 7 })).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/pagos/ingresos', [{ ...INCOME, fecha: 'ayer' }], { alumno: 7 })).toBe(UNREADABLE);
    expect(await unreadable('contabilidad/pagos/ingresos', [{ ...INCOME, importe: '80 €' }], { alumno: 7 })).toBe(UNREADABLE);
  });
});

describe('the hour packs and tariffs of a month', () => {
  it('are named by their position, the hours read as text', async () => {
    expect(await listWith('clientes/contrataciones-mensuales/packs', [{ alumno: 'Lucía', pack: 10, horas: '10,5', curso: { nombre: '2º ESO' } }], MONTH)).toEqual([
      { id: 0, alumno: 'Lucía', pack: '10', horas: 10.5, curso: null, tipologiaAcademica: null, objetivo: null },
    ]);
    expect(await listWith('clientes/contrataciones-mensuales/tarifas', [{ alumno: 'Hugo', tarifa: 'Mensual' }], MONTH)).toEqual([
      { id: 0, alumno: 'Hugo', tarifa: 'Mensual', curso: null },
    ]);
  });

  it('cannot be read without the hours that are totalled or the student that orders them', async () => {
    expect(await unreadable('clientes/contrataciones-mensuales/packs', [{ id: 1 }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('clientes/contrataciones-mensuales/packs', [{ alumno: 'Lucía', horas: 'diez' }], MONTH)).toBe(UNREADABLE);
    expect(await unreadable('clientes/contrataciones-mensuales/tarifas', [{ id: 1 }], MONTH)).toBe(UNREADABLE);
  });
});

describe('ratings', () => {
  const RATING = { alumnoNombre: 'Lucía', asignatura: 'Física', profesor: 'Ana', centro: 'GOYA', fechaAsistencia: '2026-03-05', horaAsistencia: '17:30', valoracionClase: 'POSITIVA' };

  it('are named by their position; a rating or a text they cannot read is nothing, never [object Object]', async () => {
    const [rating] = await listWith('clientes/valoraciones', [{ ...RATING, valoracionClase: { valor: 4 }, observaciones: { texto: 'Bien' }, profesor: 12 }], { anio: 2026, mes: 3 });
    expect(rating).toMatchObject({ id: 0, valoracionClase: null, observaciones: null, profesor: '12', fechaAsistencia: '2026-03-05' });
  });

  it('cannot be read without the day of the class that orders them', async () => {
    expect(await unreadable('clientes/valoraciones', [{ id: 1 }], { anio: 2026, mes: 3 })).toBe(UNREADABLE);
    expect(await unreadable('clientes/valoraciones', [{ ...RATING, fechaAsistencia: 'ayer' }], { anio: 2026, mes: 3 })).toBe(UNREADABLE);
  });
});

describe('promo codes and their usage', () => {
  const USAGE_FILTER = { anio: 2026, mes: 3, codigo: '4' };

  it('read the codes of the month, cannot read one without its name', async () => {
    expect(await listWith('clientes/codigos/seleccion', [{ id: '4', nombre: 2025 }], { anio: 2026, mes: 3 })).toEqual([{ id: 4, nombre: '2025' }]);
    expect(await unreadable('clientes/codigos/seleccion', [{ id: 4 }], { anio: 2026, mes: 3 })).toBe(UNREADABLE);
  });

  it('read the usage as a map keyed by academy or as an array, amounts as text', async () => {
    expect(await listWith('clientes/codigos', { GOYA: { pagos: '95,50', pagos_tarifa: '95.50', pagos_pack_horas: 0 } }, USAGE_FILTER)).toEqual([
      { id: 'GOYA', centro: 'GOYA', pagos: 95.5, pagos_tarifa: 95.5, pagos_pack_horas: 0 },
    ]);
    expect(await listWith('clientes/codigos', [{ centro: 'GOYA', pagos: 1, pagos_tarifa: 2, pagos_pack_horas: 3 }], USAGE_FILTER)).toEqual([
      { id: 'GOYA', centro: 'GOYA', pagos: 1, pagos_tarifa: 2, pagos_pack_horas: 3 },
    ]);
  });

  it('cannot read the usage with an amount missing or unreadable, nor datos null', async () => {
    expect(await unreadable('clientes/codigos', null, USAGE_FILTER)).toBe(UNREADABLE);
    expect(await unreadable('clientes/codigos', [{ id: 1 }], USAGE_FILTER)).toBe(UNREADABLE);
    expect(await unreadable('clientes/codigos', { GOYA: { pagos: 'mucho', pagos_tarifa: 0, pagos_pack_horas: 0 } }, USAGE_FILTER)).toBe(UNREADABLE);
    expect(await unreadable('clientes/codigos', { GOYA: 40 }, USAGE_FILTER)).toBe(UNREADABLE);
  });
});

describe('income per subject', () => {
  it('reads the map, or an array of the same items, amounts as text', async () => {
    expect(await listWith('clientes/asignaturas', { Matemáticas: '95,50', Física: '95.50' }, MONTH)).toEqual([
      { id: 'Matemáticas', asignatura: 'Matemáticas', importe: 95.5 },
      { id: 'Física', asignatura: 'Física', importe: 95.5 },
    ]);
  });

  it('cannot be read with datos null, an income that is no amount, or items with only an id', async () => {
    expect(await unreadable('clientes/asignaturas', null, MONTH)).toBe(UNREADABLE);
    expect(await unreadable('clientes/asignaturas', { Matemáticas: { importe: 3 } }, MONTH)).toBe(UNREADABLE);
    expect(await unreadable('clientes/asignaturas', [{ id: 1 }], MONTH)).toBe(UNREADABLE);
  });
});
