// The calls of the balances, invoices and cash registers through the data provider, against a
// recording server: the path, verb and query parameters of each (spec 02 §7).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadDeclarations } from '../../src/screens/registry';
import { setUpMswServer } from '../support/demoApi';

const BALANCE = { fecha: '2026-03-01', centro: 'GOYA', ventas: 1, ventaTeorica: 2, deuda: 0, deudaMes: 0, ingresos: 3, ingresosDesasignados: 0 };
const ANSWERS: Record<string, unknown> = {
  'GET /api/core/interno/contabilidad/balance-mensual/list/year': [BALANCE, { ...BALANCE, fecha: '2026-04-01' }],
  'GET /api/core/interno/contabilidad/balance-mensual/list/month': [BALANCE, { ...BALANCE, centro: 'QUEVEDO' }],
};

let seen: string[] = [];
setUpMswServer(
  http.all('http://api.test/*', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${decodeURIComponent(url.pathname + url.search)}`);
    return HttpResponse.json({ resultado: 'ok', datos: ANSWERS[`${request.method} ${url.pathname}`] ?? [] });
  }),
);
const dataProvider = createDataProvider(createSourceCatalogue({ sources: await loadDeclarations() }), createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'token' }));
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

afterEach(() => {
  seen = [];
});

describe('balances', () => {
  it('lists one academy through a year with periodo and centro, each month named by its date', async () => {
    const { data } = await dataProvider.getList('contabilidad/ventas/centro', { ...list, filter: { academia: 'LOPEZ DE HOYOS', anio: 2019 } });
    expect(seen).toEqual(['GET /api/core/interno/contabilidad/balance-mensual/list/year?periodo=2019&centro=LOPEZ DE HOYOS']);
    expect(data.map((row) => row.id)).toEqual(['2026-03-01', '2026-04-01']);
  });

  it('lists every academy in a month with mes=MM/yyyy, each named by its academy', async () => {
    const { data } = await dataProvider.getList('contabilidad/ventas/mes', { ...list, filter: { anio: 2015, mes: 3 } });
    expect(seen).toEqual(['GET /api/core/interno/contabilidad/balance-mensual/list/month?mes=03/2015']);
    expect(data.map((row) => row.id)).toEqual(['GOYA', 'QUEVEDO']);
  });
});

describe('facturas', () => {
  const PATH = '/api/core/interno/documentacion/factura';
  const invoice = {
    id: 7,
    codigo: 'GOYA/2026/0007',
    fecha: '2026-03-04',
    importe: 165,
    nombreAlumno: 'Lucía Pérez',
    centro: 'GOYA',
    titularFactura: 'Ana Gómez',
    identificacionCliente: '12345678Z',
    concepto: 'Tarifa mensual',
  };

  it('lists a month of an academy with mes and centro', async () => {
    await dataProvider.getList('contabilidad/facturas', { ...list, filter: { academia: 'GOYA', mes: '03/2026' } });
    expect(seen).toEqual([`GET ${PATH}/list?mes=03/2026&centro=GOYA`]);
  });

  it('updates with id, nombre, identificacion_cliente and concepto', async () => {
    await dataProvider.update('contabilidad/facturas', { id: 7, data: { ...invoice, titularFactura: 'Luis Pérez', concepto: 'Matrícula' }, previousData: invoice });
    expect(seen).toEqual([`PUT ${PATH}?id=7&nombre=Luis Pérez&identificacion_cliente=12345678Z&concepto=Matrícula`]);
  });

  it('cancels with DELETE and the id', async () => {
    await dataProvider.delete('contabilidad/facturas', { id: 7, previousData: invoice });
    expect(seen).toEqual([`DELETE ${PATH}?id=7`]);
  });
});

describe('cajas', () => {
  it('lists a month of an academy with mes and centro', async () => {
    await dataProvider.getList('contabilidad/cajas', { ...list, filter: { academia: 'QUEVEDO', mes: '02/2026' } });
    expect(seen).toEqual(['GET /api/core/contabilidad/caja/list?mes=02/2026&centro=QUEVEDO']);
  });

  it('updates with id, the balances, the times and the state', async () => {
    const register = { id: 5, fecha: '2026-03-02', horaApertura: '09:00', horaCierre: null, balanceInicial: 150, balanceFinalReal: null, balanceFinalTeorico: null, estado: 'ABIERTA' };
    await dataProvider.update('contabilidad/cajas', { id: 5, data: { ...register, horaCierre: '20:30', balanceFinalReal: '412.35', estado: 'CERRADA' }, previousData: register });
    expect(seen).toEqual([
      'PUT /api/core/contabilidad/caja/update?id=5&balance_inicial=150&balance_final_real=412.35&hora_apertura=09:00&hora_cierre=20:30&estado=CERRADA',
    ]);
  });
});
