// What the schema alone cannot see in a screen file: that every name it uses is declared —
// the fields that columns, search, forms and parameters read, the columns the sort names, the
// controls the list's call reads — that each dialog has its call, and that its route is free.
import { PARAM_FORMATS } from '../contract/call';
import { listParams } from '../common/viewState/listView';
import type { FieldKind, ScreenAnswerField, ScreenCall, ScreenFile, ScreenQueryParam } from './format';
import { asWritten, jsonPath, listed, nearest, type ScreenProblem } from './problems';

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

  const fieldNames = Object.keys(screen.fields);
  const fieldOf = (name: string): ScreenAnswerField | undefined => (Object.hasOwn(screen.fields, name) ? screen.fields[name] : undefined);
  const declaredField = (path: Path, name: string, kinds?: readonly FieldKind[]) => {
    const field = fieldOf(name);
    if (!field) {
      report(path, `un campo declarado en "fields" (${listed(fieldNames)})`, name, nearest(name, fieldNames));
      return;
    }
    if (kinds && !kinds.includes(field.kind)) {
      const ofKind = fieldNames.filter((other) => kinds.includes(screen.fields[other].kind));
      report(path, `un campo de "fields" de tipo ${kinds.join(' o ')}${ofKind.length ? ` (${listed(ofKind)})` : ''}`, name);
    }
  };

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
        if (!fieldNames.includes(part)) report([...path, 'href'], `partes {campo} de campos declarados en "fields" (${listed(fieldNames)})`, `{${part}}`, nearest(part, fieldNames));
      }
    }
  });
  list.search.forEach((name, index) => declaredField(['list', 'search', index], name));
  if (!keys.includes(list.sort.column)) report(['list', 'sort', 'column'], `la clave de una columna (${listed(keys)})`, list.sort.column, nearest(list.sort.column, keys));
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
      else if (VIEW_PARAMS.includes(control.name)) report(['list', group, index, 'name'], `un nombre que no sea de la vista de la lista (${listed(VIEW_PARAMS)})`, control.name);
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
    for (const [param, source] of Object.entries(call.query ?? {})) checkParam(name, ['calls', name, 'query', param], source);
  }
  function checkParam(call: CallName, path: Path, param: ScreenQueryParam) {
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
      else if (!controls.has(param.control)) report([...path, 'control'], `un control o filtro de la lista (${names.length ? listed(names) : 'no hay ninguno'})`, param.control, nearest(param.control, names));
    }
    if (param.window !== undefined && (param.format !== 'month' || param.control === undefined || controls.get(param.control) !== 'month')) {
      report([...path, 'window'], 'una ventana solo en un parámetro "month" de un control de mes', param.window);
    }
    if (param.value !== undefined) checkFixedValue([...path, 'value'], param);
  }
  function checkFixedValue(path: Path, param: ScreenQueryParam) {
    const note: { text: string; pattern?: string; many?: true } = PARAM_FORMATS[param.format];
    const values = Array.isArray(param.value) ? param.value : [param.value];
    if (Array.isArray(param.value) && !note.many) return report(path, `un solo valor: ${note.text}`, param.value);
    if (param.format === 'boolean' && typeof param.value !== 'boolean') return report(path, 'true o false', param.value);
    if (param.format === 'number' && typeof param.value !== 'number') return report(path, 'un número', param.value);
    const pattern = note.pattern === undefined ? undefined : new RegExp(note.pattern);
    if (pattern && !values.every((value) => pattern.test(String(value)))) report(path, `un valor del formato "${param.format}": ${note.text}`, param.value);
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
