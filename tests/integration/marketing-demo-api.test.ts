import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/contract/call';
import { SPEC_ACTIVE_ACADEMIES } from '../support/spec';
import { marketingCalls, type WebRequest } from '../../src/contract/marketing';
import { getDb, resetDb } from '../../src/demo/db';
import type { AnalysisLeadAnswer as AnalysisLead, DemoLead, IncomingPhoneAnswer as IncomingPhone, LeadAnswer as Lead } from '../../src/demo/model/marketing';
import { seedDb } from '../../src/demo/seed';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';

const FEEDBACK = '/api/core/marketing/feedback';
const WEB_REQUESTS = '/api/core/web/peticion-web/list/feedback-details';

/** A fixed day, so that the months below are known: the data runs from 12/2024 to 11/2026. */
const TODAY = new Date(2026, 10, 22, 12, 30);

const { api, session } = setUpDemoApi({ today: TODAY });


// Plain re-statements of the contract, written apart from the demo's own code.
const first = (lead: DemoLead) => lead.contactos[0].fecha;
const last = (lead: DemoLead) => lead.contactos[lead.contactos.length - 1];
const monthOf = (lead: DemoLead) => first(lead).slice(0, 7);
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const idsWhere = (matches: (lead: DemoLead) => boolean) => ids(getDb().leads.filter(matches));
const storedLead = (id: number) => {
  const lead = getDb().leads.find((candidate) => candidate.id === id);
  if (!lead) throw new Error(`No stored lead ${id}`);
  return lead;
};
const hadTrial = (lead: DemoLead) => lead.contactos.some((c) => c.estadoFeedback === 'PRUEBA' && c.asistencia === 'VIENE');

describe('seeded leads', () => {
  it('has at least 2,000 leads at scale 1 over the 24 months up to today, none after it', () => {
    const leads = getDb().leads;
    expect(leads.length).toBeGreaterThanOrEqual(2000);
    const months = new Set(leads.map(monthOf));
    expect(months.size).toBe(24);
    expect([...months].sort()[0]).toBe('2024-12');
    expect([...months].sort()[23]).toBe('2026-11');
    expect(leads.every((lead) => first(lead).slice(0, 10) <= '2026-11-22')).toBe(true);
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(leads.length);
    // Stored in order of first contact, ids too, as the live database assigns them.
    const firsts = leads.map(first);
    expect(firsts).toEqual([...firsts].sort());
    expect(ids(leads)).toEqual(leads.map((lead) => lead.id));
    for (const lead of leads) {
      const dates = lead.contactos.map((contact) => contact.fecha);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}T(09|1\d|20):[0-5]\d:[0-5]\d$/.test(date) && date.slice(0, 10) <= '2026-11-22')).toBe(true);
    }
  });

  it('spreads leads over academies, Central and channels with realistic Spanish people', () => {
    const leads = getDb().leads;
    const share = (matches: (lead: DemoLead) => boolean) => leads.filter(matches).length / leads.length;
    expect(share((lead) => lead.centro === null)).toBeCloseTo(0.06, 1);
    expect(share((lead) => lead.centroOrigen === null)).toBeCloseTo(0.3, 1);
    expect(leads.every((lead) => lead.centroOrigen === null || lead.centroOrigen === lead.centro)).toBe(true);
    expect(new Set(leads.map((lead) => lead.centro))).toEqual(new Set([...SPEC_ACTIVE_ACADEMIES, null]));
    const count = (centro: string) => leads.filter((lead) => lead.centro === centro).length;
    expect(count('GOYA')).toBeGreaterThan(2 * count('DELICIAS'));
    expect(count('CLASSFY')).toBeLessThan(count('DELICIAS'));

    expect(share((lead) => lead.nombreAlumno === null)).toBeCloseTo(0.4, 1);
    expect(leads.filter((lead) => lead.nombreAlumno === null).every((lead) => ['Madre', 'Padre', 'Tutor legal'].includes(lead.contacto))).toBe(true);
    expect(leads.filter((lead) => lead.contacto === 'Alumno').every((lead) => lead.nombreAlumno === lead.nombreContacto)).toBe(true);
    expect(leads.some((lead) => /ñ/.test(lead.nombreContacto))).toBe(true);
    expect(leads.some((lead) => /[áéíóúÁÉÍÓÚ]/.test(lead.nombreContacto))).toBe(true);
    expect(leads.every((lead) => /^[a-z0-9.]+@[a-z]+\.[a-z]+$/.test(lead.emailContacto))).toBe(true);
    expect(leads.every((lead) => /^(\+34 )?6\d{2} \d{3} \d{3}$/.test(lead.telefonoContacto))).toBe(true);
    expect(leads.every((lead) => lead.codigoPostal === null || /^28\d{3}$/.test(lead.codigoPostal))).toBe(true);

    expect(share((lead) => lead.origenWeb)).toBeCloseTo(0.55, 1);
    expect(leads.every((lead) => lead.origenWeb || !lead.origenSEM)).toBe(true);
    expect(leads.every((lead) => (lead.formaContacto === 'WEB') === lead.origenWeb)).toBe(true);
    expect(leads.every((lead) => (lead.formaContacto === 'TELEFONO') === (lead.telefonoEntrante !== null))).toBe(true);
    expect(share((lead) => lead.telefonoEntrante !== null)).toBeCloseTo(0.3, 1);
    expect(share((lead) => lead.objetivos === '--')).toBeCloseTo(0.1, 1);
  });

  it("uses the spec's lead sources and student goals (spec 02 §9), every one of them", () => {
    const leads = getDb().leads;
    // Written out from the spec: a misspelt or invented code fails here.
    const sources = [
      'FORMULARIO_WEB', 'PRUEBA_AUTOMATICA', 'GOOGLE', 'CALLE', 'RECOMENDACION', 'FAMILIAR', 'ANTIGUO_ALUMNO',
      'GOOGLE_MAPS', 'FOLLETO', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'ACUERDOS_CORPORATIVOS', 'OTRA',
    ];
    // The spec's eight goals, with the codes the console gives them (leadLabels.ts).
    const goals = [
      'NO_APLICA', 'APROBAR_ASIGNATURA', 'APROBAR_CURSO', 'APROBAR_SELECTIVIDAD',
      'MEJORAR_IDIOMA', 'MEJORAR_ASIGNATURA', 'APROBAR_EXAMEN_ESPECIFICO', 'OTRO',
    ];
    const used = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))].sort();
    expect(used(leads.map((lead) => lead.comoConoce))).toEqual([...sources].sort());
    expect(used(leads.map((lead) => lead.objetivos))).toEqual(['--', ...goals].sort());
  });

  it('follows believable contact paths: closed leads have no next contact, recent ones are often open', () => {
    const leads = getDb().leads;
    const closed = new Set(['LEAD_NO_VALIDO', 'CLIENTE_CAPTADO', 'CLIENTE_PERDIDO']);
    for (const lead of leads) {
      expect(lead.contactos.length).toBeGreaterThanOrEqual(1);
      expect(lead.contactos.length).toBeLessThanOrEqual(6);
      expect(lead.contactos[0].estadoFeedback).toBe('LEAD');
      // Only the last contact may close the lead.
      lead.contactos.forEach((contact, i) => {
        expect(contact.proximoContacto === null).toBe(closed.has(contact.estadoFeedback));
        if (i < lead.contactos.length - 1) expect(closed.has(contact.estadoFeedback)).toBe(false);
        expect(contact.causaPerdido !== null).toBe(contact.estadoFeedback === 'CLIENTE_PERDIDO');
        if (contact.estadoFeedback !== 'PRUEBA') expect(contact.asistencia).toBeNull();
      });
      if (last(lead).estadoFeedback === 'CLIENTE_CAPTADO') expect(hadTrial(lead)).toBe(true);
    }
    const openShare = (rows: DemoLead[]) => rows.filter((lead) => !closed.has(last(lead).estadoFeedback)).length / rows.length;
    const recent = leads.filter((lead) => first(lead) >= '2026-10');
    const old = leads.filter((lead) => first(lead) < '2026-01');
    expect(openShare(recent)).toBeGreaterThan(2 * openShare(old));
    expect(recent.some((lead) => (last(lead).proximoContacto ?? '') > '2026-11-22')).toBe(true);
    const states = new Set(leads.map((lead) => last(lead).estadoFeedback));
    expect(states).toEqual(new Set(['LEAD', 'LEAD_NO_VALIDO', 'LEAD_CUALIFICADO', 'PRUEBA', 'CLIENTE_CAPTADO', 'CLIENTE_PERDIDO']));
  });

  it('is deterministic: the same scale and day give the same leads; the scale multiplies them', () => {
    const once = seedDb(1, TODAY);
    expect(seedDb(1, TODAY)).toEqual(once);
    const twice = seedDb(2, TODAY).leads.length;
    expect(twice).toBeGreaterThanOrEqual(2 * once.leads.length - 24);
    expect(twice).toBeLessThanOrEqual(2 * once.leads.length + 24);
  });

  it('dates the leads up to the real today by default', () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const leads = resetDb({ scale: 1 }).leads;
    expect(leads.every((lead) => first(lead).slice(0, 10) <= today)).toBe(true);
    expect(leads.some((lead) => first(lead).startsWith(today.slice(0, 7)))).toBe(true);
  });
});

describe('feedback/list', () => {
  const list = (params: Record<string, string | boolean | string[]>) => api<Lead[]>('GET', `${FEEDBACK}/list`, params);

  it('returns the leads of the academies first contacted from the first month up to the last, excluded', async () => {
    const leads = await list({ fecha_inicio: '09/2025', fecha_fin: '09/2026', centros: ['GOYA'] });
    expect(ids(leads)).toEqual(idsWhere((lead) => lead.centro === 'GOYA' && first(lead) >= '2025-09-01' && first(lead) < '2026-09-01'));
    expect(new Set(leads.map((lead) => lead.primerContacto.slice(0, 7))).size).toBe(12);
    expect(leads.some((lead) => lead.primerContacto.startsWith('2025-09'))).toBe(true);
    expect(leads.some((lead) => lead.primerContacto.startsWith('2026-09'))).toBe(false);

    const december = await list({ fecha_inicio: '12/2025', fecha_fin: '01/2026', centros: ['GOYA', 'QUEVEDO'] });
    expect(ids(december)).toEqual(idsWhere((lead) => ['GOYA', 'QUEVEDO'].includes(lead.centro ?? '') && monthOf(lead) === '2025-12'));
    expect(new Set(december.map((lead) => lead.centro))).toEqual(new Set(['GOYA', 'QUEVEDO']));
    expect(await list({ fecha_inicio: '09/2026', fecha_fin: '09/2025', centros: ['GOYA'] })).toEqual([]);
  });

  it('derives each lead from its contact history and names its subjects and school', async () => {
    const leads = await list({ fecha_inicio: '01/2026', fecha_fin: '02/2026', centros: ['TODOS'] });
    expect(leads.length).toBeGreaterThan(50);
    const { asignaturas, centrosEstudio } = getDb();
    for (const lead of leads) {
      const stored = storedLead(lead.id);
      const lastContact = last(stored);
      expect(lead).toEqual({
        id: stored.id,
        contacto: stored.nombreContacto,
        alumno: stored.nombreAlumno,
        telefono: stored.telefonoContacto,
        email: stored.emailContacto,
        contactos: stored.contactos.length,
        fecha: lastContact.proximoContacto,
        estado: lastContact.estadoFeedback,
        prueba: hadTrial(stored),
        primerContacto: first(stored),
        centro: stored.centro,
        centro_origen: stored.centroOrigen,
        origenWeb: stored.origenWeb,
        origenSEM: stored.origenSEM,
        comoConoce: stored.comoConoce,
        objetivos: stored.objetivos,
        tipologiaAcademica: stored.tipologiaAcademica,
        asignaturas: stored.asignaturaIds.map((id) => asignaturas.find((subject) => subject.id === id)?.nombreCompleto),
        centroEstudios: centrosEstudio.find((centre) => centre.id === stored.centroEstudiosId)?.nombre ?? null,
        causaPerdido: lastContact.estadoFeedback === 'CLIENTE_PERDIDO' ? lastContact.causaPerdido : null,
      });
    }
    expect(leads.some((lead) => lead.prueba)).toBe(true);
    expect(leads.some((lead) => lead.causaPerdido !== null)).toBe(true);
  });

  it('TODOS means every academy; incluir_central adds the leads still at Central', async () => {
    const range = { fecha_inicio: '03/2026', fecha_fin: '05/2026' };
    const inRange = (lead: DemoLead) => first(lead) >= '2026-03' && first(lead) < '2026-05';
    const all = await list({ ...range, centros: ['TODOS'] });
    expect(ids(all)).toEqual(idsWhere((lead) => inRange(lead) && lead.centro !== null));
    const withCentral = await list({ ...range, centros: ['TODOS'], incluir_central: true });
    expect(ids(withCentral)).toEqual(idsWhere(inRange));
    expect(withCentral.length).toBeGreaterThan(all.length);
    const goyaAndCentral = await list({ ...range, centros: ['GOYA'], incluir_central: true });
    expect(new Set(goyaAndCentral.map((lead) => lead.centro))).toEqual(new Set(['GOYA', null]));
  });

  it('refuses bad or missing parameters', async () => {
    const refusal = async (params: Record<string, string | string[]>) => (await failure(list(params))).message;
    expect(await refusal({ fecha_fin: '09/2026', centros: ['GOYA'] })).toBe('La fecha de inicio es obligatoria');
    expect(await refusal({ fecha_inicio: '2025-09', fecha_fin: '09/2026', centros: ['GOYA'] })).toBe('La fecha de inicio no es válida');
    expect(await refusal({ fecha_inicio: '09/2025', fecha_fin: '13/2026', centros: ['GOYA'] })).toBe('La fecha de fin no es válida');
    expect(await refusal({ fecha_inicio: '09/2025', fecha_fin: '09/2026' })).toBe('Hay que indicar al menos un centro');
  });

  it('answers 401 without a session', async () => {
    session.token = undefined;
    const error = await failure(list({ fecha_inicio: '09/2025', fecha_fin: '09/2026', centros: ['GOYA'] }));
    expect([error.status, error.message]).toEqual([401, 'Sesión no válida o caducada']);
  });
});

describe('the other lists', () => {
  it('web requests: the web leads of the range and academies', async () => {
    const requests = await api<WebRequest[]>('GET', WEB_REQUESTS, { fecha_inicio: '09/2025', fecha_fin: '09/2026', centros: ['GOYA'] });
    expect(ids(requests)).toEqual(
      idsWhere((lead) => lead.origenWeb && lead.centro === 'GOYA' && first(lead) >= '2025-09' && first(lead) < '2026-09'),
    );
    const [request] = requests;
    const stored = storedLead(request.id);
    expect(request).toEqual({
      id: stored.id,
      primerContacto: first(stored),
      prueba: hadTrial(stored),
      estado: last(stored).estadoFeedback,
      origenSEM: stored.origenSEM,
    });
    expect(requests.some((row) => row.origenSEM)).toBe(true);
    expect(requests.some((row) => !row.origenSEM)).toBe(true);
  });

  it('central: the leads that came through Central, whatever their academy now', async () => {
    const leads = await api<Lead[]>('GET', `${FEEDBACK}/list/central`, { fecha_inicio: '10/2025', fecha_fin: '11/2025' });
    expect(ids(leads)).toEqual(idsWhere((lead) => lead.centroOrigen === null && monthOf(lead) === '2025-10'));
    expect(leads.some((lead) => lead.centro === null)).toBe(true);
    expect(leads.some((lead) => lead.centro !== null)).toBe(true);
    expect(leads.every((lead) => lead.centro_origen === null)).toBe(true);
  });

  it('CRM: the leads of one academy first contacted in the month', async () => {
    const leads = await api<Lead[]>('GET', `${FEEDBACK}/list/CRM`, { mes: '11/2026', centro: 'QUEVEDO' });
    expect(leads.length).toBeGreaterThan(0);
    expect(ids(leads)).toEqual(idsWhere((lead) => lead.centro === 'QUEVEDO' && monthOf(lead) === '2026-11'));
    expect((await failure(api('GET', `${FEEDBACK}/list/CRM`, { mes: '11/2026' }))).message).toBe('El centro es obligatorio');
    expect((await failure(api('GET', `${FEEDBACK}/list/CRM`, { mes: '2026-11', centro: 'GOYA' }))).message).toBe('El mes no es válido');
  });

  it('incoming phones: the phone leads of the month, with first and last contact', async () => {
    const phones = await api<IncomingPhone[]>('GET', `${FEEDBACK}/list/incoming-phone`, { mes: '06/2026' });
    expect(ids(phones)).toEqual(idsWhere((lead) => lead.telefonoEntrante !== null && monthOf(lead) === '2026-06'));
    const withHistory = phones.find((phone) => storedLead(phone.id).contactos.length > 1) ?? phones[0];
    const stored = storedLead(withHistory.id);
    expect(withHistory).toEqual({
      id: stored.id,
      contacto: stored.nombreContacto,
      alumno: stored.nombreAlumno,
      centro: stored.centro,
      primer_contacto: first(stored),
      ultimo_contacto: last(stored).fecha,
      telefono_entrante: stored.telefonoEntrante,
      estado: last(stored).estadoFeedback,
      como_conoce: stored.comoConoce,
    });
    expect(withHistory.ultimo_contacto > withHistory.primer_contacto).toBe(true);
    expect(new Set(phones.map((phone) => phone.telefono_entrante)).size).toBeGreaterThan(1);
    expect((await failure(api('GET', `${FEEDBACK}/list/incoming-phone`))).message).toBe('El mes es obligatorio');
  });

  it('day: the leads first contacted on that day', async () => {
    const day = first(getDb().leads[1000]).slice(0, 10);
    const [year, month, date] = day.split('-');
    const leads = await api<AnalysisLead[]>('GET', `${FEEDBACK}/list/day`, { fecha: `${date}/${month}/${year}` });
    expect(leads.length).toBeGreaterThan(0);
    expect(ids(leads)).toEqual(idsWhere((lead) => first(lead).startsWith(day)));
    expect((await failure(api('GET', `${FEEDBACK}/list/day`, { fecha: '31/02/2026' }))).message).toBe('La fecha no es válida');
    expect((await failure(api('GET', `${FEEDBACK}/list/day`))).message).toBe('La fecha es obligatoria');
  });
});

describe('feedback/list/analysis', () => {
  const analysis = (params: Record<string, string | number | string[]> = {}) =>
    api<AnalysisLead[]>('GET', `${FEEDBACK}/list/analysis`, { fecha_inicio: '01/01/2026', fecha_fin: '30/06/2026', ...params });
  const inRange = (lead: DemoLead) => first(lead) >= '2026-01-01' && first(lead).slice(0, 10) <= '2026-06-30';

  it('returns every lead of the days, both included, Central too, in the analysis shape', async () => {
    const all = await analysis();
    expect(ids(all)).toEqual(idsWhere(inRange));
    expect(all.some((lead) => lead.centro === null)).toBe(true);
    expect(ids(await analysis({ centros: ['TODOS'] }))).toEqual(ids(all));

    const stored = storedLead(all.find((lead) => lead.contactos.length > 2)?.id ?? all[0].id);
    const [shown] = await analysis({ fecha_inicio: first(stored).slice(0, 10).split('-').reverse().join('/'), centro_estudios: stored.centroEstudiosId ?? '' })
      .then((rows) => rows.filter((row) => row.id === stored.id));
    const { asignaturas, centrosEstudio } = getDb();
    expect(shown).toEqual({
      id: stored.id,
      contacto: stored.contacto,
      nombreContacto: stored.nombreContacto,
      emailContacto: stored.emailContacto,
      telefonoContacto: stored.telefonoContacto,
      nombreAlumno: stored.nombreAlumno,
      emailAlumno: stored.emailAlumno,
      telefonoAlumno: stored.telefonoAlumno,
      codigoPostal: stored.codigoPostal,
      centroEstudios: centrosEstudio.find((centre) => centre.id === stored.centroEstudiosId)?.nombre ?? null,
      asignaturas: stored.asignaturaIds.map((id) => ({ id, nombreCompleto: asignaturas.find((subject) => subject.id === id)?.nombreCompleto })),
      curso: stored.curso,
      tipologiaAcademica: stored.tipologiaAcademica,
      objetivos: stored.objetivos,
      comoConoce: stored.comoConoce,
      centro: stored.centro,
      telefonoEntrante: stored.telefonoEntrante,
      formaContacto: stored.formaContacto,
      contactos: stored.contactos.map(({ fecha, estadoFeedback, asistencia }) => ({ fecha, estadoFeedback, asistencia })),
      telefono: stored.telefonoContacto,
      email: stored.emailContacto,
      fecha: last(stored).proximoContacto,
      estado: last(stored).estadoFeedback,
    });
  });

  it('includes the last day whole and the first from midnight', async () => {
    const day = await analysis({ fecha_inicio: '15/03/2026', fecha_fin: '15/03/2026' });
    expect(day.length).toBeGreaterThan(0);
    expect(ids(day)).toEqual(idsWhere((lead) => first(lead).startsWith('2026-03-15')));
  });

  it('narrows by each filter given', async () => {
    const all = await analysis();
    const subject = storedLead(all[0].id).asignaturaIds[0];
    const stored = getDb().leads.filter(inRange);
    const studyCentre = stored.find((lead) => lead.centroEstudiosId !== null)?.centroEstudiosId ?? 0;
    const cases: [Record<string, string | number | string[]>, (lead: DemoLead) => boolean][] = [
      [{ asignatura: subject }, (lead) => lead.asignaturaIds.includes(subject)],
      [{ centros: ['GOYA'] }, (lead) => lead.centro === 'GOYA'],
      [{ centros: ['GOYA', 'HERNANI'] }, (lead) => lead.centro === 'GOYA' || lead.centro === 'HERNANI'],
      [{ como_conoce: 'GOOGLE_MAPS' }, (lead) => lead.comoConoce === 'GOOGLE_MAPS'],
      [{ objetivo: 'MEJORAR_IDIOMA' }, (lead) => lead.objetivos === 'MEJORAR_IDIOMA'],
      [{ centro_estudios: studyCentre }, (lead) => lead.centroEstudiosId === studyCentre],
      [{ estado: 'CLIENTE_CAPTADO' }, (lead) => last(lead).estadoFeedback === 'CLIENTE_CAPTADO'],
    ];
    for (const [filter, matches] of cases) {
      const rows = await analysis(filter);
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(rows.length, JSON.stringify(filter)).toBeLessThan(all.length);
      expect(ids(rows), JSON.stringify(filter)).toEqual(ids(stored.filter(matches)));
    }
    const combined = await analysis({ centros: ['GOYA'], estado: 'CLIENTE_PERDIDO', como_conoce: 'GOOGLE' });
    expect(ids(combined)).toEqual(
      ids(stored.filter((lead) => lead.centro === 'GOYA' && last(lead).estadoFeedback === 'CLIENTE_PERDIDO' && lead.comoConoce === 'GOOGLE')),
    );
  });

  it('refuses bad dates and filters', async () => {
    expect((await failure(analysis({ fecha_inicio: '2026-01-01' }))).message).toBe('La fecha de inicio no es válida');
    expect((await failure(analysis({ fecha_fin: '31/13/2026' }))).message).toBe('La fecha de fin no es válida');
    expect((await failure(api('GET', `${FEEDBACK}/list/analysis`, { fecha_inicio: '01/01/2026' }))).message).toBe('La fecha de fin es obligatoria');
    expect((await failure(analysis({ asignatura: 'mates' }))).message).toBe('La asignatura no es válida');
    expect((await failure(analysis({ estado: 'GANADO' }))).message).toBe('El estado no es válido');
  });
});

describe('deleting', () => {
  const goyaMonth = (lead: DemoLead) => lead.centro === 'GOYA' && lead.origenWeb && monthOf(lead) === '2026-04';

  it('a lead disappears from feedback/list, the CRM and the web requests', async () => {
    const target = getDb().leads.find(goyaMonth);
    if (!target) throw new Error('No web lead of GOYA in 04/2026');
    const range = { fecha_inicio: '04/2026', fecha_fin: '05/2026', centros: ['GOYA'] };
    const listed = async () => ({
      leads: ids(await api<Lead[]>('GET', `${FEEDBACK}/list`, range)),
      crm: ids(await api<Lead[]>('GET', `${FEEDBACK}/list/CRM`, { mes: '04/2026', centro: 'GOYA' })),
      web: ids(await api<WebRequest[]>('GET', WEB_REQUESTS, range)),
    });
    const before = await listed();
    expect(before.leads).toContain(target.id);
    expect(before.crm).toContain(target.id);
    expect(before.web).toContain(target.id);

    expect(await api('DELETE', FEEDBACK, { id: target.id })).toBe(target.id);
    const after = await listed();
    expect(after.leads).toEqual(before.leads.filter((id) => id !== target.id));
    expect(after.crm).toEqual(before.crm.filter((id) => id !== target.id));
    expect(after.web).toEqual(before.web.filter((id) => id !== target.id));
    expect(getDb().leads.some((lead) => lead.id === target.id)).toBe(false);

    expect((await failure(api('DELETE', FEEDBACK, { id: target.id }))).message).toBe('El lead no existe');
    expect((await failure(api('DELETE', FEEDBACK))).message).toBe('El identificador del lead es obligatorio');
  });

  it("the last contact: the lead returns to its previous state, next contact and trial flag", async () => {
    // A captured client whose trial class is the contact before: deleting the capture leaves the trial.
    const captured = getDb().leads.find((lead) => last(lead).estadoFeedback === 'CLIENTE_CAPTADO' && lead.contactos.length >= 3);
    if (!captured) throw new Error('No captured lead');
    const previous = captured.contactos[captured.contactos.length - 2];
    const answer = await api<Lead>('DELETE', `${FEEDBACK}/contacto/last`, { id: captured.id });
    expect(answer).toMatchObject({ id: captured.id, estado: 'PRUEBA', fecha: previous.proximoContacto, prueba: true, contactos: captured.contactos.length });
    expect(answer.fecha).not.toBeNull();

    // Deleting that trial too: no trial done any more.
    const again = await api<Lead>('DELETE', `${FEEDBACK}/contacto/last`, { id: captured.id });
    expect(again.prueba).toBe(false);
    expect(again.estado).toBe(storedLead(captured.id).contactos.at(-1)?.estadoFeedback);
    expect(again.estado).not.toBe('PRUEBA');

    const month = monthOf(captured);
    const [y, m] = month.split('-');
    const inCrm = (await api<Lead[]>('GET', `${FEEDBACK}/list/CRM`, { mes: `${m}/${y}`, centro: captured.centro ?? 'TODOS' })).find(
      (lead) => lead.id === captured.id,
    );
    expect(inCrm).toEqual(again);
  });

  it('refuses to delete the only contact of a lead', async () => {
    const single = getDb().leads.find((lead) => lead.contactos.length === 1);
    if (!single) throw new Error('No single-contact lead');
    const error = await failure(api('DELETE', `${FEEDBACK}/contacto/last`, { id: single.id }));
    expect(error.message).toBe('El lead solo tiene un contacto: no hay un estado anterior al que volver');
    expect(storedLead(single.id).contactos).toHaveLength(1);
    expect((await failure(api('DELETE', `${FEEDBACK}/contacto/last`, { id: 999999 }))).message).toBe('El lead no existe');
  });
});

describe('every answer of the demo reads through its call\'s contract', () => {
  const reading = Object.entries(marketingCalls).filter(([, call]) => call.answer !== undefined);

  /** The call's example query, as the contract gives it. */
  const exampleQuery = (call: ApiCall) =>
    Object.fromEntries(
      Object.entries(call.query ?? {}).flatMap(([name, { example }]) =>
        example === undefined ? [] : [[name, Array.isArray(example) ? example.map(String) : String(example)]],
      ),
    );

  /** The fields the demo wrote with a value that the contract read as nothing. */
  function lost(written: unknown, read: unknown): string[] {
    const raw = written as Record<string, unknown>;
    const record = read as Record<string, unknown>;
    return Object.keys(record).filter((field) => raw[field] !== null && raw[field] !== '' && raw[field] !== undefined && record[field] === null);
  }

  it.each(reading)('%s', async (_name, call) => {
    const answer = await api<unknown[]>(call.method, call.path, exampleQuery(call));
    expect(answer.length).toBeGreaterThan(0);
    const read = z.safeParse(call.answer as z.ZodMiniType, answer);
    expect(read.success ? [] : read.error.issues.slice(0, 3)).toEqual([]);
    const records = (read.data ?? []) as unknown[];
    expect(answer.flatMap((item, position) => lost(item, records[position]))).toEqual([]);
  });
});
