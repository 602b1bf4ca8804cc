import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisLead, IncomingPhone, Lead, WebRequest } from '../../src/screens/marketing/leadLabels';
import {
  academicYearQuery,
  ANALYSIS_LEADS,
  analysisQuery,
  CENTRAL_LEADS,
  centralMonthQuery,
  DAY_LEADS,
  dayQuery,
  LEADS,
  marketingSources,
  monthOfAcademyQuery,
  monthOfAllAcademiesQuery,
  WEB_REQUESTS,
} from '../../src/screens/marketing/calls';
import { declaration as leads } from '../../src/screens/marketing/gestion/leads';
import { declaration as telefonosEntrantes } from '../../src/screens/marketing/gestion/telefonos-entrantes';
import { UNREADABLE_ANSWER } from '../../src/dataProvider/ApiError';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import type { QueryParams } from '../../src/dataProvider/query';
import { getDb, resetDb } from '../../src/demo/db';
import { clearFaults, setFaults, type FaultKind } from '../../src/demo/faults';
import { handlers } from '../../src/demo/handlers';
import { failure } from '../support/failures';
import { setUpMswServer } from '../support/demoApi';

const FEEDBACK = '/api/core/marketing/feedback';
const TODAY = new Date(2026, 10, 22, 12);

const server = setUpMswServer(...handlers);
const dataProvider = createDataProvider(
  createSourceCatalogue({ lazy: [marketingSources], sources: [leads, telefonosEntrantes] }),
  createHttpClient({ baseUrl: 'http://api.test', getToken: () => 'demo-pruebas' }),
);
const CRM = 'marketing/gestion/leads';
const INCOMING_PHONES = 'marketing/gestion/telefonos-entrantes';
const DELETE_LAST_CONTACT = 'deleteLastContact';

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: Promise<string>;
}
let seen: Seen[] = [];

/** Every request as the server received it: method, path and decoded query in order. */
const requests = () => seen.map(({ method, url }) => ({ method, path: url.pathname, query: [...url.searchParams.entries()] }));

const list = <R>(resource: string, filter: QueryParams) =>
  dataProvider.getList(resource, { filter, pagination: { page: 2, perPage: 5 }, sort: { field: 'id', order: 'ASC' } }) as Promise<{
    data: R[];
    total: number;
  }>;

beforeEach(() => {
  resetDb({ scale: 1, today: TODAY });
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
      body: request.clone().text(),
    });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  clearFaults();
});

describe('each marketing call sends exactly its parameters', () => {
  it('acquisition by centre: the academic year of one academy, for leads and web requests', async () => {
    const leads = await list<Lead>(LEADS, academicYearQuery('GOYA', 2025));
    const web = await list<WebRequest>(WEB_REQUESTS, academicYearQuery('GOYA', 2025));
    const query = [['fecha_inicio', '09/2025'], ['fecha_fin', '09/2026'], ['centros[]', 'GOYA']];
    expect(requests()).toEqual([
      { method: 'GET', path: `${FEEDBACK}/list`, query },
      { method: 'GET', path: '/api/core/web/peticion-web/list/feedback-details', query },
    ]);
    // The whole list, whatever the pagination asked.
    expect(leads.data.length).toBeGreaterThan(5);
    expect(leads.total).toBe(leads.data.length);
    expect(leads.data.every((lead) => lead.centro === 'GOYA')).toBe(true);
    expect(web.data.length).toBeGreaterThan(5);
    expect(web.data.length).toBeLessThan(leads.data.length);
    expect(seen.every((request) => request.authorization === 'Bearer demo-pruebas')).toBe(true);
    expect(await Promise.all(seen.map((request) => request.body))).toEqual(['', '']);
  });

  it('acquisition by month: December runs to January of the next year, every academy and Central', async () => {
    const { data } = await list<Lead>(LEADS, monthOfAllAcademiesQuery({ month: 12, year: 2025 }));
    expect(requests()).toEqual([
      {
        method: 'GET',
        path: `${FEEDBACK}/list`,
        query: [['fecha_inicio', '12/2025'], ['fecha_fin', '01/2026'], ['centros[]', 'TODOS'], ['incluir_central', 'true']],
      },
    ]);
    expect(data.some((lead) => lead.centro === null)).toBe(true);
    expect(data.every((lead) => lead.primerContacto.startsWith('2025-12'))).toBe(true);
  });

  it('central distribution: only the month', async () => {
    const { data } = await list<Lead>(CENTRAL_LEADS, centralMonthQuery({ month: 3, year: 2026 }));
    expect(requests()).toEqual([
      { method: 'GET', path: `${FEEDBACK}/list/central`, query: [['fecha_inicio', '03/2026'], ['fecha_fin', '04/2026']] },
    ]);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((lead) => lead.centro_origen === null)).toBe(true);
  });

  it('lead details: the month of one academy or of all', async () => {
    await list<Lead>(LEADS, monthOfAcademyQuery({ month: 7, year: 2026 }, 'LOPEZ DE HOYOS'));
    await list<Lead>(LEADS, monthOfAcademyQuery({ month: 7, year: 2026 }, 'TODOS'));
    expect(requests().map((request) => request.query)).toEqual([
      [['fecha_inicio', '07/2026'], ['fecha_fin', '08/2026'], ['centros[]', 'LOPEZ DE HOYOS']],
      [['fecha_inicio', '07/2026'], ['fecha_fin', '08/2026'], ['centros[]', 'TODOS']],
    ]);
    expect(seen[0].url.search).toBe('?fecha_inicio=07%2F2026&fecha_fin=08%2F2026&centros%5B%5D=LOPEZ%20DE%20HOYOS');
  });

  it('CRM: mes and centro, from its month and academy controls', async () => {
    const { data } = await list<Lead>(CRM, { academia: 'GOYA', mes: '11/2026' });
    expect(requests()).toEqual([{ method: 'GET', path: `${FEEDBACK}/list/CRM`, query: [['mes', '11/2026'], ['centro', 'GOYA']] }]);
    expect(data.length).toBeGreaterThan(0);
  });

  it('incoming phones: mes', async () => {
    const { data } = await list<IncomingPhone>(INCOMING_PHONES, { mes: '10/2026' });
    expect(requests()).toEqual([{ method: 'GET', path: `${FEEDBACK}/list/incoming-phone`, query: [['mes', '10/2026']] }]);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((phone) => phone.telefono_entrante !== '')).toBe(true);
  });

  it('lead analysis: dd/MM/yyyy days; the filters left empty are not sent', async () => {
    const empty = { academy: '', subject: null, studyCentre: null, howTheyHeard: '', objective: '', leadState: '' };
    await list<AnalysisLead>(ANALYSIS_LEADS, analysisQuery({ start: new Date(2026, 0, 5), end: new Date(2026, 1, 28), ...empty }));
    await list<AnalysisLead>(
      ANALYSIS_LEADS,
      analysisQuery({
        start: new Date(2025, 8, 1),
        end: new Date(2026, 5, 30),
        academy: 'GOYA',
        subject: 12,
        studyCentre: 85,
        howTheyHeard: 'ACUERDOS_CORPORATIVOS',
        objective: 'APROBAR_SELECTIVIDAD',
        leadState: 'LEAD_CUALIFICADO',
      }),
    );
    expect(requests()).toEqual([
      { method: 'GET', path: `${FEEDBACK}/list/analysis`, query: [['fecha_inicio', '05/01/2026'], ['fecha_fin', '28/02/2026']] },
      {
        method: 'GET',
        path: `${FEEDBACK}/list/analysis`,
        query: [
          ['fecha_inicio', '01/09/2025'],
          ['fecha_fin', '30/06/2026'],
          ['asignatura', '12'],
          ['centros[]', 'GOYA'],
          ['como_conoce', 'ACUERDOS_CORPORATIVOS'],
          ['objetivo', 'APROBAR_SELECTIVIDAD'],
          ['centro_estudios', '85'],
          ['estado', 'LEAD_CUALIFICADO'],
        ],
      },
    ]);
  });

  it('incoming leads of one day: fecha', async () => {
    const { data } = await list<AnalysisLead>(DAY_LEADS, dayQuery(new Date(2026, 10, 3)));
    expect(requests()).toEqual([{ method: 'GET', path: `${FEEDBACK}/list/day`, query: [['fecha', '03/11/2026']] }]);
    const firstContacts = data.map((lead) => getDb().leads.find((stored) => stored.id === lead.id)?.contactos[0].fecha);
    expect(data.length).toBeGreaterThan(0);
    expect(firstContacts.every((fecha) => fecha?.startsWith('2026-11-03'))).toBe(true);
  });
});

describe('the CRM deletions', () => {
  const answerOk = (datos: unknown) => HttpResponse.json({ resultado: 'ok', datos });

  it('deleting a lead sends DELETE /api/core/marketing/feedback?id=…', async () => {
    server.use(http.delete(`*${FEEDBACK}`, () => answerOk(7)));
    const { data } = await dataProvider.delete(CRM, { id: 7, previousData: { id: 7 } });
    expect(requests()).toEqual([{ method: 'DELETE', path: FEEDBACK, query: [['id', '7']] }]);
    expect(await seen[0].body).toBe('');
    expect(data).toEqual({ id: 7 });
  });

  it('deleting the last contact sends DELETE …/contacto/last?id=… through the action', async () => {
    server.use(http.delete(`*${FEEDBACK}/contacto/last`, () => answerOk({ id: 7, estado: 'LEAD' })));
    const lead = { id: 7, contacto: 'Begoña Núñez Gil', estado: 'PRUEBA', contactos: 2 };
    const answer = await dataProvider.action(CRM, DELETE_LAST_CONTACT, lead);
    expect(requests()).toEqual([{ method: 'DELETE', path: `${FEEDBACK}/contacto/last`, query: [['id', '7']] }]);
    expect(answer).toEqual({ id: 7, estado: 'LEAD' });
  });

  it('both reach the demo API, which applies them', async () => {
    const lead = getDb().leads.find((candidate) => candidate.centro === 'GOYA' && candidate.contactos.length > 2);
    if (!lead) throw new Error('No lead of GOYA with several contacts');
    const contacts = lead.contactos.length;
    const answer = (await dataProvider.action(CRM, DELETE_LAST_CONTACT, { id: lead.id })) as Lead;
    expect(answer.contactos).toBe(contacts - 1);

    await dataProvider.delete(CRM, { id: lead.id, previousData: { id: lead.id } });
    expect(getDb().leads.some((candidate) => candidate.id === lead.id)).toBe(false);
    const refused = await failure(dataProvider.action(CRM, DELETE_LAST_CONTACT, { id: lead.id }));
    expect(refused.message).toBe('El lead no existe');
  });
});

describe('failures reach the caller', () => {
  const phones = () => list<IncomingPhone>(INCOMING_PHONES, { mes: '10/2026' });
  const failWith = (kind: FaultKind, motivo?: string) => {
    setFaults([{ path: `${FEEDBACK}/list/incoming-phone`, kind, motivo }]);
    return failure(phones());
  };

  it("an answer not ok rejects with the server's motivo, final", async () => {
    const error = await failWith('error', 'No hay conexión con la centralita');
    expect([error.message, error.status, error.retryable]).toEqual(['No hay conexión con la centralita', 200, false]);
  });

  it('a refusal of the demo itself (bad month) reaches the caller too', async () => {
    const error = await failure(list<IncomingPhone>(INCOMING_PHONES, { mes: '2026-10' }));
    expect(error.message).toBe('El mes no es válido');
  });

  it("HTTP 500 and a body that is not JSON give 'No se ha podido procesar la petición'", async () => {
    const http500 = await failWith('http500');
    expect([http500.message, http500.status, http500.retryable]).toEqual([UNREADABLE_ANSWER, 500, true]);
    const invalid = await failWith('invalid-json');
    expect(invalid.message).toBe('No se ha podido procesar la petición');
  });

  it('a failed delete rejects with its motivo', async () => {
    setFaults([{ method: 'DELETE', path: FEEDBACK, kind: 'error', motivo: 'El lead tiene clases programadas' }]);
    const lead = getDb().leads[0];
    const error = await failure(dataProvider.delete(CRM, { id: lead.id, previousData: { id: lead.id } }));
    expect(error.message).toBe('El lead tiene clases programadas');
    expect(getDb().leads[0]).toBe(lead);
  });
});
