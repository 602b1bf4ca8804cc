// What the schema alone cannot see in a screen file: that every name it uses is declared —
// the fields that columns, search, forms and parameters read, the columns the sort names, the
// controls the list's call reads — that each dialog has its call, and that its route is free.
import { PARAM_FORMATS, type ParamFormat } from '../contract/call';
import { listParams } from '../common/viewState/listView';
import { answerFieldNames, CONTRACT_CALLS } from './contractCalls';
import type { FieldKind, ScreenAnswerField, ScreenCall, ScreenFile, ScreenQueryParam } from './format';
import { among, asWritten, jsonPath, listed, nearest, type ScreenProblem } from './problems';

type Path = readonly PropertyKey[];

/** A column's key in its table: its own, else its field (as the declaration's columns). */
export const columnKey = (column: { key?: string; field: string }): string => column.key ?? column.field;

/** A `{field}` part of a URL template. */
export const TEMPLATE_PART = /\{([^{}]*)\}/g;

/** The fields of the `{field}` parts of a URL template, in order. */
export const templateParts = (template: string): string[] => [...template.matchAll(TEMPLATE_PART)].map((match) => match[1]);

/** The kinds of field each typed column reads. */
const COLUMN_FIELD_KINDS: Partial<Record<string, readonly FieldKind[]>> = {
  number: ['number', 'money'],
  money: ['number', 'money'],
  date: ['day', 'dateTime'],
  dateTime: ['day', 'dateTime'],
  check: ['boolean'],
};

/** The URL parameters of every list's view (search, sort, page): no control may take one. */
const VIEW_PARAMS = Object.values(listParams([], { field: '', order: 'ASC' })).map((view) => view.key);

const CALL_NAMES = ['list', 'one', 'create', 'update', 'delete'] as const;
type CallName = (typeof CALL_NAMES)[number];

/** Checks the names a file uses against what it declares; `compiledRoutes` are the routes a file may not take. */
export function referenceProblems(file: string, screen: ScreenFile, compiledRoutes: readonly string[]): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const report = (path: Path, expected: string, received: unknown, suggestion?: string) => {
    problems.push({ file, path: jsonPath(path), expected, received: asWritten(received), ...(suggestion === undefined ? {} : { suggestion }) });
  };

  // The answer's fields: those of the contract's call that lists (whose kinds the contract knows),
  // or the file's own; unknown while that call is not found, when no name is judged against them.
  const { fields } = screen;
  const listContract = screen.calls.list.contract === undefined ? undefined : CONTRACT_CALLS.get(screen.calls.list.contract);
  const contractFields = listContract && answerFieldNames(listContract.answer);
  const fieldNames = screen.calls.list.contract === undefined ? (fields && Object.keys(fields)) : contractFields;
  const ofAnswer = 'de la respuesta de la llamada "list" del contrato';
  const [fieldIs, fieldsAre] = screen.calls.list.contract === undefined ? ['declarado en "fields"', 'declarados en "fields"'] : [ofAnswer, ofAnswer];
  const fieldOf = (name: string): ScreenAnswerField | undefined =>
    screen.calls.list.contract === undefined && fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
  const declaredField = (path: Path, name: string, kinds?: readonly FieldKind[]) => {
    if (!fieldNames) return;
    if (!fieldNames.includes(name)) {
      report(path, `un campo ${fieldIs} ${among(fieldNames)}`, name, nearest(name, fieldNames));
      return;
    }
    const field = fieldOf(name);
    if (fields && field && kinds && !kinds.includes(field.kind)) {
      const ofKind = fieldNames.filter((other) => kinds.includes(fields[other].kind));
      report(path, `un campo de "fields" de tipo ${kinds.join(' o ')} ${among(ofKind)}`, name);
    }
  };
  if (screen.calls.list.contract === undefined && !fields) report(['fields'], '"fields", los campos de la respuesta, cuando la llamada "list" no es del contrato', undefined);
  if (screen.calls.list.contract !== undefined && fields) report(['fields'], 'que no estuviera: la llamada "list" es del contrato, que ya declara su respuesta', fields);
  if (listContract && !contractFields) report(['calls', 'list', 'contract'], 'una llamada del contrato que responda una lista de registros', screen.calls.list.contract);
  if (!fields && screen.calls.one && screen.calls.one.contract === undefined) {
    report(['calls', 'one', 'contract'], 'una llamada del contrato: sin "fields", solo el contrato sabe leer un registro', undefined);
  }

  // The route: a compiled screen's, or one of its own addresses, stays the compiled screen's.
  const taken = compiledRoutes.find((route) => route === screen.route || screen.route.startsWith(`${route}/`) || route.startsWith(`${screen.route}/`));
  if (taken !== undefined) report(['route'], `una ruta libre: ${JSON.stringify(taken)} es de una pantalla compilada, que tiene preferencia`, screen.route);

  // The record's id.
  const needsId = (['one', 'update', 'delete'] as const).filter((name) => screen.calls[name]);
  if (screen.idField === undefined) {
    if (needsId.length) report(['idField'], `el campo que identifica cada registro, que necesitan las llamadas ${listed(needsId)}`, undefined);
  } else {
    declaredField(['idField'], screen.idField);
    const idField = fieldOf(screen.idField);
    if (idField && idField.use !== 'computed') {
      report(['fields', screen.idField, 'use'], '"computed": sin su identificador un registro no se puede editar ni borrar', idField.use);
    }
  }

  // The list's columns, search, sort and totals.
  const { list } = screen;
  const keys = list.columns.map(columnKey);
  list.columns.forEach((column, index) => {
    const path = ['list', 'columns', index];
    declaredField([...path, 'field'], column.field, COLUMN_FIELD_KINDS[column.type]);
    if (keys.indexOf(columnKey(column)) !== index) {
      report([...path, column.key === undefined ? 'field' : 'key'], 'una clave de columna que no se repita (otra columna ya la usa: añada "key")', columnKey(column));
    }
    if (column.type === 'link') {
      for (const part of templateParts(column.href)) {
        if (fieldNames && !fieldNames.includes(part)) report([...path, 'href'], `partes {campo} de campos ${fieldsAre} ${among(fieldNames)}`, `{${part}}`, nearest(part, fieldNames));
      }
    }
  });
  list.search.forEach((name, index) => declaredField(['list', 'search', index], name));
  if (!keys.includes(list.sort.column)) report(['list', 'sort', 'column'], `la clave de una columna ${among(keys)}`, list.sort.column, nearest(list.sort.column, keys));
  const sums = list.columns.some((column) => (column.type === 'number' || column.type === 'money') && column.total === 'sum');
  if (sums && list.totalsLabel === undefined) report(['list', 'totalsLabel'], 'el texto de la fila de totales, que piden las columnas con "total"', undefined);

  // Controls and filters: one name each, the list call's values.
  const controls = new Map<string, string>();
  const namedControls: [string, { name: string; kind?: string }[]][] = [
    ['controls', list.controls ?? []],
    ['filters', list.filters ?? []],
  ];
  for (const [group, items] of namedControls) {
    items.forEach((control, index) => {
      if (controls.has(control.name)) report(['list', group, index, 'name'], 'un nombre de control o filtro que no se repita', control.name);
      else if (VIEW_PARAMS.includes(control.name)) report(['list', group, index, 'name'], `un nombre que no sea de la vista de la lista ${among(VIEW_PARAMS)}`, control.name);
      else controls.set(control.name, control.kind ?? 'filter');
    });
  }
  for (const [index, control] of (list.controls ?? []).entries()) {
    if (control.kind === 'year' && control.max !== undefined && control.max < control.min) {
      report(['list', 'controls', index, 'max'], `un año igual o posterior a "min" (${String(control.min)})`, control.max);
    }
  }

  // The calls' parameters.
  for (const name of CALL_NAMES) {
    const call = screen.calls[name];
    if (call) checkCall(name, call);
  }
  function checkCall(name: CallName, call: ScreenCall) {
    const path = ['calls', name];
    const query = Object.entries(call.query ?? {});
    if (call.contract === undefined) {
      if (call.method === undefined) report([...path, 'method'], 'el método de la llamada ("GET", "POST", "PUT" o "DELETE"), o una llamada del contrato en "contract"', undefined);
      if (call.path === undefined) report([...path, 'path'], 'la ruta de la llamada, o una llamada del contrato en "contract"', undefined);
      for (const [param, source] of query) {
        if (source.format === undefined) report([...path, 'query', param, 'format'], `el formato del parámetro ${among(Object.keys(PARAM_FORMATS))}`, undefined);
        else checkParam(name, [...path, 'query', param], source, source.format);
      }
      return;
    }
    for (const key of ['method', 'path'] as const) {
      if (call[key] !== undefined) report([...path, key], 'que no estuviera: una llamada del contrato ("contract") ya dice su método y su ruta', call[key]);
    }
    const declared = CONTRACT_CALLS.get(call.contract);
    if (!declared) {
      report([...path, 'contract'], 'una llamada del contrato de la API, por su método y su ruta', call.contract, nearest(call.contract, [...CONTRACT_CALLS.keys()]));
      return;
    }
    const params = declared.query ?? {};
    const names = Object.keys(params);
    for (const [param, source] of query) {
      if (!Object.hasOwn(params, param)) {
        report([...path, 'query', param], `un parámetro de la llamada del contrato ${among(names, 'no tiene ninguno')}`, param, nearest(param, names));
        continue;
      }
      const { format } = params[param];
      if (source.format !== undefined && source.format !== format) report([...path, 'query', param, 'format'], `el formato del contrato, "${format}", o ninguno`, source.format);
      else checkParam(name, [...path, 'query', param], source, format);
    }
    for (const param of names) {
      if (params[param].required && !Object.hasOwn(call.query ?? {}, param)) report([...path, 'query', param], 'el parámetro, que la llamada del contrato pide siempre', undefined);
    }
  }
  function checkParam(call: CallName, path: Path, param: ScreenQueryParam, format: ParamFormat) {
    const sources = (['field', 'control', 'value'] as const).filter((key) => param[key] !== undefined);
    if (sources.length !== 1) {
      report(path, 'una sola fuente del valor: "field" (el registro), "control" (la lista) o "value" (fijo)', sources.length ? sources.join(', ') : undefined);
      return;
    }
    if (param.field !== undefined) {
      if (call === 'list') report([...path, 'field'], 'en la llamada "list", un "control" o un "value": la lista no tiene registro', param.field);
      else if ((call === 'one' || call === 'delete') && param.field !== screen.idField) {
        report([...path, 'field'], `el campo que identifica el registro ("idField": ${asWritten(screen.idField)}), lo único que conocen "one" y "delete"`, param.field, screen.idField);
      } else declaredField([...path, 'field'], param.field);
    }
    if (param.control !== undefined) {
      const names = [...controls.keys()];
      if (call !== 'list') report([...path, 'control'], 'un "field" o un "value": solo la llamada "list" lee los controles', param.control);
      else if (!controls.has(param.control)) report([...path, 'control'], `un control o filtro de la lista ${among(names)}`, param.control, nearest(param.control, names));
    }
    if (param.window !== undefined && (format !== 'month' || param.control === undefined || controls.get(param.control) !== 'month')) {
      report([...path, 'window'], 'una ventana solo en un parámetro "month" de un control de mes', param.window);
    }
    if (param.value !== undefined) checkFixedValue([...path, 'value'], param, format);
  }
  function checkFixedValue(path: Path, param: ScreenQueryParam, format: ParamFormat) {
    const note: { text: string; pattern?: string; many?: true } = PARAM_FORMATS[format];
    const values = Array.isArray(param.value) ? param.value : [param.value];
    if (Array.isArray(param.value) && !note.many) return report(path, `un solo valor: ${note.text}`, param.value);
    if (format === 'boolean' && typeof param.value !== 'boolean') return report(path, 'true o false', param.value);
    if (format === 'number' && typeof param.value !== 'number') return report(path, 'un número', param.value);
    const pattern = note.pattern === undefined ? undefined : new RegExp(note.pattern);
    if (pattern && !values.every((value) => pattern.test(String(value)))) report(path, `un valor del formato "${format}": ${note.text}`, param.value);
  }

  // Each dialog has its call, and edits declared fields.
  const dialogs = [
    ['create', 'create'],
    ['edit', 'update'],
    ['delete', 'delete'],
  ] as const;
  for (const [dialog, call] of dialogs) {
    if (screen[dialog] && !screen.calls[call]) report(['calls', call], `la llamada "${call}", que usa ${JSON.stringify(dialog)}`, undefined);
  }
  for (const dialog of ['create', 'edit'] as const) {
    const fields = screen[dialog]?.fields ?? [];
    fields.forEach((field, index) => {
      const path = [dialog, 'fields', index];
      declaredField([...path, 'field'], field.field);
      if (fields.findIndex((other) => other.field === field.field) !== index) report([...path, 'field'], 'un campo que el diálogo no tenga ya', field.field);
      if ((field.kind === 'text' || field.kind === 'multiline' || field.kind === 'email') && field.pattern && !compiles(field.pattern.regex)) {
        report([...path, 'pattern', 'regex'], 'una expresión regular válida', field.pattern.regex);
      }
      if ((field.kind === 'number' || field.kind === 'money') && field.min !== undefined && field.max !== undefined && field.max < field.min) {
        report([...path, 'max'], `un valor igual o mayor que "min" (${asWritten(field.min)})`, field.max);
      }
    });
  }
  return problems;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
