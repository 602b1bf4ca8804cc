// A screen file's call that names one of the API contract's ("contract": "GET /api/…"): its
// parameters and answer are the contract's, so the file may leave out "fields"; a name the
// contract lacks, a parameter it does not take or writes otherwise, are said with the nearest.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkScreenFile, problemText, type CheckedScreen } from '../../src/screenFile/check';

const FILE = 'src/screens/contabilidad/pagos/pendientes.json';

/** A copy of the pending payments' file with `change` made to it. */
function pending(change: (file: Record<string, any>) => void): unknown { // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON document, changed by path
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  change(file);
  return file;
}

const lines = (checked: CheckedScreen) => (checked.ok ? [] : checked.problems.map(problemText));
const check = (content: unknown) => lines(checkScreenFile('pendientes.json', content, { compiledRoutes: [] }));

describe('a call of the contract', () => {
  it("takes the contract's parameters and answer: the file declares no fields", () => {
    expect(check(pending(() => undefined))).toEqual([]);
    expect(check(pending((file) => { file.calls.list.query.mes.format = 'month'; }))).toEqual([]);
  });

  it("names only the fields of the contract's answer, with the nearest", () => {
    expect(check(pending((file) => { file.list.columns[1].field = 'conceptos'; }))).toEqual([
      'pendientes.json, $.list.columns[1].field: se esperaba un campo de la respuesta de la llamada "list" del contrato ("alumno", "concepto", "centro", "tipo", "importe", "deuda"); llegó "conceptos". ¿Quería decir "concepto"?',
    ]);
  });

  it('is a call of the contract, with the nearest; its fields are then not judged', () => {
    expect(check(pending((file) => { file.calls.list.contract = 'GET /api/core/contabilidad/pago/list/pendings'; }))).toEqual([
      'pendientes.json, $.calls.list.contract: se esperaba una llamada del contrato de la API, por su método y su ruta; llegó "GET /api/core/contabilidad/pago/list/pendings". ¿Quería decir "GET /api/core/contabilidad/pago/list/pending"?',
    ]);
    expect(check(pending((file) => { file.calls.list.contract = 'get /api/x'; }))).toEqual([
      'pendientes.json, $.calls.list.contract: se esperaba una llamada del contrato: su método y su ruta, como "GET /api/core/…"; llegó "get /api/x".',
    ]);
  });

  it('lists records when it is the list', () => {
    expect(check(pending((file) => { file.calls.list = { contract: 'GET /api/core/planificacion/asignatura', query: { id: { value: 3 } } }; }))).toEqual([
      'pendientes.json, $.calls.list.contract: se esperaba una llamada del contrato que responda una lista de registros; llegó "GET /api/core/planificacion/asignatura".',
    ]);
  });

  it('says neither method nor path, nor the fields', () => {
    expect(check(pending((file) => { file.calls.list.method = 'GET'; }))).toEqual([
      'pendientes.json, $.calls.list.method: se esperaba que no estuviera: una llamada del contrato ("contract") ya dice su método y su ruta; llegó "GET".',
    ]);
    expect(check(pending((file) => { file.fields = { alumno: { kind: 'text', use: 'computed' } }; }))).toEqual([
      'pendientes.json, $.fields: se esperaba que no estuviera: la llamada "list" es del contrato, que ya declara su respuesta; llegó {"alumno":{"kind":"text","use":"computed"}}.',
    ]);
  });

  it("fills the contract's parameters, each in its format", () => {
    expect(check(pending((file) => { file.calls.list.query.centr = file.calls.list.query.centro; delete file.calls.list.query.centro; }))).toEqual([
      'pendientes.json, $.calls.list.query.centr: se esperaba un parámetro de la llamada del contrato ("mes", "centro"); llegó "centr". ¿Quería decir "centro"?',
      'pendientes.json, $.calls.list.query.centro: se esperaba el parámetro, que la llamada del contrato pide siempre; no llegó nada.',
    ]);
    expect(check(pending((file) => { file.calls.list.query.mes.format = 'day'; }))).toEqual([
      'pendientes.json, $.calls.list.query.mes.format: se esperaba el formato del contrato, "month", o ninguno; llegó "day".',
    ]);
  });
});

describe('a call of its own', () => {
  it('needs the fields of its answer and the format of each parameter', () => {
    expect(check(pending((file) => { file.calls.list = { method: 'GET', path: '/api/core/x/list', query: { mes: { control: 'mes' } } }; }))).toEqual([
      'pendientes.json, $.fields: se esperaba "fields", los campos de la respuesta, cuando la llamada "list" no es del contrato; no llegó nada.',
      'pendientes.json, $.calls.list.query.mes.format: se esperaba el formato del parámetro ("month", "day", "year", "dateTime", "time", "academy", "academies", "code"…); no llegó nada.',
    ]);
  });

  it('needs its method and its path', () => {
    expect(check(pending((file) => { file.calls.list = { query: file.calls.list.query }; }))).toEqual([
      'pendientes.json, $.fields: se esperaba "fields", los campos de la respuesta, cuando la llamada "list" no es del contrato; no llegó nada.',
      'pendientes.json, $.calls.list.method: se esperaba el método de la llamada ("GET", "POST", "PUT" o "DELETE"), o una llamada del contrato en "contract"; no llegó nada.',
      'pendientes.json, $.calls.list.path: se esperaba la ruta de la llamada, o una llamada del contrato en "contract"; no llegó nada.',
      'pendientes.json, $.calls.list.query.mes.format: se esperaba el formato del parámetro ("month", "day", "year", "dateTime", "time", "academy", "academies", "code"…); no llegó nada.',
      'pendientes.json, $.calls.list.query.centro.format: se esperaba el formato del parámetro ("month", "day", "year", "dateTime", "time", "academy", "academies", "code"…); no llegó nada.',
    ]);
  });
});
