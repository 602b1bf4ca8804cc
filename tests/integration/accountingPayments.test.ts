// The calls of the accounting payment screens through the data provider, against a recording
// server: the path, verb and query parameters of each (spec 02 §7).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { setUpMswServer } from '../support/demoApi';

let seen: string[] = [];
setUpMswServer(
  http.all('http://api.test/*', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${decodeURIComponent(url.pathname + url.search)}`);
    return HttpResponse.json({ resultado: 'ok', datos: url.pathname.endsWith('/details') ? { id: 7, fecha: '2026-11-03', importePago: 120 } : [] });
  }),
);
const dataProvider = createDataProvider(createSourceCatalogue({ sources: await loadAllSources() }), createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }));
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
const DETAILS_META = { vista: 'detalles' };

afterEach(() => {
  seen = [];
});

describe('pending and modified payments', () => {
  it('ask for a month and academy as mes=MM/yyyy and centro', async () => {
    await dataProvider.getList('contabilidad/pagos/pendientes', { ...list, filter: { academia: 'LOPEZ DE HOYOS', mes: '10/2026' } });
    await dataProvider.getList('contabilidad/pagos/modificaciones', { ...list, filter: { academia: 'GOYA', mes: '03/2026' } });
    expect(seen).toEqual([
      'GET /api/core/contabilidad/pago/list/pending?mes=10/2026&centro=LOPEZ DE HOYOS',
      'GET /api/core/contabilidad/pago/list/modified?mes=03/2026&centro=GOYA',
    ]);
  });
});

describe('the student search', () => {
  it('sends the text as filtro', async () => {
    await dataProvider.getList('contabilidad/alumnos', { ...list, filter: { filtro: 'garcía' } });
    expect(seen).toEqual(['GET /api/core/alumnos/alumno/list/search?filtro=garcía']);
  });
});

describe('a student hirings of the four kinds', () => {
  it('lists each kind by alumno and reads one in full by id', async () => {
    for (const kind of ['pago', 'pago-tarifa', 'pago-intensivo', 'pago-pack-horas']) {
      await dataProvider.getList(`contabilidad/contrataciones/${kind}`, { ...list, filter: { alumno: 42 } });
      await dataProvider.getOne(`contabilidad/contrataciones/${kind}`, { id: 7, meta: DETAILS_META });
    }
    expect(seen).toEqual([
      'GET /api/core/contabilidad/pago/list/alumno?alumno=42',
      'GET /api/core/contabilidad/pago/details?id=7',
      'GET /api/core/contabilidad/pago-tarifa/list/alumno?alumno=42',
      'GET /api/core/contabilidad/pago-tarifa/details?id=7',
      'GET /api/core/contabilidad/pago-intensivo/list/alumno?alumno=42',
      'GET /api/core/contabilidad/pago-intensivo/details?id=7',
      'GET /api/core/contabilidad/pago-pack-horas/list/alumno?alumno=42',
      'GET /api/core/contabilidad/pago-pack-horas/details?id=7',
    ]);
  });

  it('adds a modification with PUT {kind} id, justificacion and importe, a negative one too', async () => {
    await dataProvider.action('contabilidad/contrataciones/pago-pack-horas', 'modificar', { id: 7, importe: -12.5, justificacion: 'Clase cancelada' });
    expect(seen).toEqual(['PUT /api/core/contabilidad/pago-pack-horas?id=7&justificacion=Clase cancelada&importe=-12.5']);
  });

  it('deletes a plain payment with DELETE pago id; the other kinds have no deletion', async () => {
    await dataProvider.delete('contabilidad/contrataciones/pago', { id: 7 });
    expect(seen).toEqual(['DELETE /api/core/contabilidad/pago?id=7']);
    await expect(dataProvider.delete('contabilidad/contrataciones/pago-tarifa', { id: 7 })).rejects.toThrow('Operación no soportada');
  });
});

describe('student incomes', () => {
  const INCOMES = '/api/core/alumnos/contabilidad/ingreso-alumno';
  const income = {
    id: 9, importe: 80, concepto: 'Clases marzo', formaPago: 'EFECTIVO', fechaIngreso: '2026-03-02T10:15:00', fecha: '2026-03-02', hora: '10:15',
    observaciones: null, centro: 'GOYA', codigoFactura: null, asignado: true,
  };
  const form = { id: 9, importe: '85.5', concepto: ' Clases de marzo ', centro: 'POZUELO', observaciones: 'Revisado', fecha: '2026-03-05', hora: '18:30' };

  it('lists them by alumno', async () => {
    await dataProvider.getList('contabilidad/pagos/ingresos', { ...list, filter: { alumno: 42 } });
    expect(seen).toEqual([`GET ${INCOMES}/list/alumno?alumno=42`]);
  });

  it('updates one with forma_pago, and fecha as a date-time only for a transfer', async () => {
    await dataProvider.update('contabilidad/pagos/ingresos', { id: 9, data: { ...form, formaPago: 'TARJETA' }, previousData: income });
    await dataProvider.update('contabilidad/pagos/ingresos', { id: 9, data: { ...form, formaPago: 'TRANSFERENCIA' }, previousData: income });
    expect(seen).toEqual([
      `PUT ${INCOMES}?id=9&importe=85.5&concepto=Clases de marzo&forma_pago=TARJETA&observaciones=Revisado&centro=POZUELO`,
      `PUT ${INCOMES}?id=9&importe=85.5&concepto=Clases de marzo&forma_pago=TRANSFERENCIA&observaciones=Revisado&centro=POZUELO&fecha=2026-03-05T18:30:00`,
    ]);
  });

  it('unassigns one with PUT unassign id and deletes one with DELETE id', async () => {
    await dataProvider.action('contabilidad/pagos/ingresos', 'desasignar', income);
    await dataProvider.delete('contabilidad/pagos/ingresos', { id: 9, previousData: income });
    expect(seen).toEqual([`PUT ${INCOMES}/unassign?id=9`, `DELETE ${INCOMES}?id=9`]);
  });
});
