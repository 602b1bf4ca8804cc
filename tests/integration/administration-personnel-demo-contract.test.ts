// The demo is a stand-in for the real API, not a mirror of the console (issue 26): every answer
// it gives to the administration and personnel calls reads through that call's contract, item
// by item, with nothing left empty that the demo stores.
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pathOf, type ApiCall } from '../../src/contract/call';
import { academyCalls } from '../../src/contract/centros';
import { certificateCalls } from '../../src/contract/certificadoAlumno';
import { teacherClassCalls } from '../../src/contract/claseProfesor';
import { dynamicPromoCodeCalls } from '../../src/contract/codigoPromocionalDinamico';
import { csvDocumentCalls } from '../../src/contract/documentoCsv';
import { calendarEventCalls } from '../../src/contract/eventosCalendario';
import { trainingCalls } from '../../src/contract/formacion';
import { helpdeskCalls } from '../../src/contract/helpdesk';
import { dayScheduleCalls } from '../../src/contract/modeloHorario';
import { teacherCalls } from '../../src/contract/profesor';
import { accessLogCalls } from '../../src/contract/registroAcceso';
import { staffUserCalls } from '../../src/contract/usuario';
import type { QueryParams } from '../../src/dataProvider/query';
import { getDb } from '../../src/demo/db';
import { setUpDemoApi } from '../support/demoApi';

const { api } = setUpDemoApi();

const month = format(new Date(), 'MM/yyyy');

/** The demo's answer to a call, as the console asks for it (the whole body when the call reads it so). */
const demoAnswer = (call: ApiCall, params: QueryParams = {}) => api(call.method, pathOf(call), params, { wholeBody: call.wholeBody });

/** Reads the answer through the call's contract: it must read, and keep every item. */
async function readsThroughContract(call: ApiCall, params: QueryParams = {}) {
  const answer = await demoAnswer(call, params);
  const read = z.safeParse(call.answer!, answer);
  expect(read.success, read.success ? '' : JSON.stringify(read.error.issues.slice(0, 3))).toBe(true);
  const items = read.data as readonly Record<string, unknown>[];
  if (Array.isArray(answer)) expect(items).toHaveLength(answer.length);
  return items;
}

/** The fields the contract read as empty although the demo wrote them. */
function lostFields(items: readonly Record<string, unknown>[], allowedEmpty: readonly string[] = []): string[] {
  return [...new Set(items.flatMap((item) => Object.keys(item).filter((key) => item[key] === null && !allowedEmpty.includes(key))))];
}

describe('the demo answers the administration calls as their contract reads them', () => {
  it('academies: every field read, the open ones without a closing date', async () => {
    const items = await readsThroughContract(academyCalls.list);
    expect(items.length).toBe(15);
    expect(lostFields(items, ['fechaCierre'])).toEqual([]);
  });

  it('calendar events, helpdesk, certificates, promo codes and trainings', async () => {
    expect(lostFields(await readsThroughContract(calendarEventCalls.list, { mes: month }))).toEqual([]);
    expect(lostFields(await readsThroughContract(helpdeskCalls.list))).toEqual([]);
    expect(lostFields(await readsThroughContract(certificateCalls.list))).toEqual([]);
    expect(lostFields(await readsThroughContract(dynamicPromoCodeCalls.list), ['descuentoFijo', 'descuentoPorcentaje', 'horasGratis'])).toEqual([]);
    expect(lostFields(await readsThroughContract(trainingCalls.listOfYear, { year: new Date().getFullYear() }))).toEqual([]);
  });

  it('CSV documents: the list of the month and a document fetched by id', async () => {
    const documents = await readsThroughContract(csvDocumentCalls.list, { mes: month });
    expect(lostFields(documents)).toEqual([]);
    const document = z.parse(csvDocumentCalls.one.answer!, await demoAnswer(csvDocumentCalls.one, { id: documents[0].id as number }));
    expect(document.cabeceras.length).toBeGreaterThan(0);
  });

  it("opening hours, an academy's classes and a teacher's", async () => {
    expect(lostFields(await readsThroughContract(dayScheduleCalls.list, { mes: month, centro: 'GOYA' }))).toEqual([]);
    const classes = await readsThroughContract(teacherClassCalls.listOfAcademy, { centro: 'GOYA', mes: month });
    expect(lostFields(classes)).toEqual([]);
    const teacherClasses = await readsThroughContract(teacherClassCalls.listOfTeacher, { profesor: classes[0].profesorId as number, mes: month });
    expect(lostFields(teacherClasses)).toEqual([]);
  });
});

describe('the demo answers the personnel calls as their contract reads them', () => {
  it('staff users and teachers, with their centres and subjects', async () => {
    const users = await readsThroughContract(staffUserCalls.list);
    expect(lostFields(users, ['ultimaConexion'])).toEqual([]);
    const teachers = await readsThroughContract(teacherCalls.list);
    expect(lostFields(teachers, ['ultimaConexion'])).toEqual([]);
    expect(teachers.every((teacher) => (teacher.asignaturas as unknown[]).length > 0)).toBe(true);
  });

  it("one user's access logs of a day", async () => {
    const user = getDb().usuarios.find((candidate) => candidate.ultimaConexion)!;
    const logs = await readsThroughContract(accessLogCalls.list, { fecha: format(new Date(), 'dd/MM/yyyy'), usuario: user.id });
    expect(logs.length).toBeGreaterThan(0);
    expect(lostFields(logs)).toEqual([]);
  });
});
