// A checked screen file becomes the declaration the compiled screens use (ResourceSchema): the
// same list page, dialog, CSV, sort and contract reading. Nothing of the file runs as code: its
// fields pick the contract's readers, its badges are a map, its links a template whose parts are
// URL-encoded, its checks bounds and a regular expression.
import DeleteIcon from '@mui/icons-material/Delete';
import type { RaRecord } from 'react-admin';
import * as z from 'zod/mini';
import { ACADEMY_CHOICES } from '../common/academies';
import { monthRange, toDateTimeParam, toDayParam, toMonthParam, toYearParam } from '../common/apiParams';
import { formatQuantity } from '../common/format';
import { parseDay, parseIsoDate, parseMonth } from '../common/parse';
import { apiCall, param, type DeclaredCall, type ParamFormat } from '../contract/call';
import { boolean, code, computed, dateTime, day, entity, id, listOf, number, shown, text, time } from '../contract/fields';
import type { StaffRole } from '../contract/vocabulary';
import type { QueryParams, QueryValue } from '../dataProvider/query';
import { CACHED_READS, LIBRARY_DEFAULT_READS, type ReadPolicy } from '../dataProvider/readPolicy';
import type { Endpoint, FilterControl, FormField, FormRule, FormSchema, ListColumn, ListControl, ResourceSchema, RowAction } from '../declaration/types';
import { CONTRACT_CALLS } from './contractCalls';
import { TEMPLATE_PART, templateParts } from './references';
import type { ReadPolicyName, ScreenAnswerField, ScreenCall, ScreenColumn, ScreenFile, ScreenFormField, ScreenIconName, ScreenQueryParam } from './format';

export interface ConfiguredScreen {
  /** The file's name in its folder. */
  file: string;
  /** '/administracion/aulas': under one of the menu's areas, its first segment. */
  route: string;
  menu: { group?: string; title: string; icon: ScreenIconName; before?: string };
  /** Named after the route without its leading slash. */
  schema: ResourceSchema;
  /** The roles that may write; absent, those of a compiled screen. */
  writers?: readonly StaffRole[];
  /** A short hash of the file's content, to tell its versions apart. */
  fingerprint: string;
}

const READ_POLICIES: Record<ReadPolicyName, ReadPolicy> = { cached: CACHED_READS, fresh: LIBRARY_DEFAULT_READS };

const READERS: Record<Exclude<ScreenAnswerField['kind'], 'code'>, z.ZodMiniType> = {
  text,
  number,
  money: number,
  day,
  dateTime,
  time,
  boolean,
};

type Row = Record<string, unknown>;
const valueOf = (record: RaRecord | Partial<RaRecord>, field: string): unknown => (record as Row)[field];

/** The contract's reader of a declared field; the id, when it is a number, read as the contract's ids are. */
function readerOf(name: string, field: ScreenAnswerField, idField: string | undefined): z.ZodMiniType {
  const reader = field.kind === 'code' ? code(field.codes) : name === idField && field.kind === 'number' ? id : READERS[field.kind];
  return field.use === 'computed' ? computed(reader) : shown(reader);
}

// ---------------------------------------------------------------------------------------------
// Query values, written in the contract's formats (common/apiParams.ts).

const scalar = (value: unknown): string | number | boolean | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

/** A day from a record ('yyyy-MM-dd', a date-time) or from the file ('dd/MM/yyyy'). */
function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  return parseIsoDate(value) ?? parseDay(value) ?? parseMonth(value);
}

const MANY: ReadonlySet<ParamFormat> = new Set(['academies', 'codes', 'ids', 'texts']);

/** A value as the parameter's format writes it; nothing when it has no value of that form. */
export function queryValue(format: ParamFormat, value: unknown): QueryValue {
  if (MANY.has(format)) {
    if (Array.isArray(value)) return value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
    const one = scalar(value);
    return typeof one === 'boolean' || one === undefined ? undefined : [one];
  }
  switch (format) {
    case 'day':
    case 'month':
    case 'dateTime': {
      const date = dateOf(value);
      if (!date) return undefined;
      return format === 'day' ? toDayParam(date) : format === 'month' ? toMonthParam(date) : toDateTimeParam(date);
    }
    case 'year': {
      if (typeof value === 'number') return toYearParam(value);
      const date = dateOf(value);
      return date ? toYearParam(date) : typeof value === 'string' && /^\d{4}$/.test(value) ? value : undefined;
    }
    default:
      return scalar(value);
  }
}

/** The value of a month control's window: its month, or the next one (the window's end, excluded). */
function windowed(value: QueryValue, window: 'start' | 'end'): QueryValue {
  const month = typeof value === 'string' ? parseMonth(value) : null;
  if (!month) return undefined;
  const range = monthRange(month);
  return window === 'start' ? range.fecha_inicio : range.fecha_fin;
}

/** The query of a call, each parameter filled from its source by `read` and written in the declared call's format. */
function queryOf(call: ScreenCall, declared: DeclaredCall, read: (source: ScreenQueryParam) => unknown): QueryParams {
  return Object.fromEntries(
    Object.entries(call.query ?? {}).map(([name, source]) => {
      const value = queryValue(checked(declared.query?.[name]).format, source.value !== undefined ? source.value : read(source));
      return [name, source.window ? windowed(value, source.window) : value];
    }),
  );
}

/** What the checker made sure a file has: only a checked file is compiled. */
function checked<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('compileScreen compiles only a file that checkScreenFile accepted');
  return value;
}

/** The call the file names in the contract, or the one it declares, whose answer `answer` reads. */
function declaredCall(file: string, name: string, call: ScreenCall, answer?: z.ZodMiniType): DeclaredCall {
  if (call.contract !== undefined) return checked(CONTRACT_CALLS.get(call.contract));
  return apiCall({
    method: checked(call.method),
    path: checked(call.path),
    summary: `The call "${name}" of the screen file ${file}.`,
    query: Object.fromEntries(Object.entries(call.query ?? {}).map(([key, source]) => [key, param(checked(source.format))])),
    answer,
  });
}

// ---------------------------------------------------------------------------------------------
// The list.

const fieldNumber = (field: string) => (record: RaRecord) => {
  const value = valueOf(record, field);
  return typeof value === 'number' ? value : null;
};

/** A link's address from its template, each `{field}` part URL-encoded; none while a part has no value. */
export function linkOf(template: string, record: RaRecord): string | undefined {
  const values = templateParts(template).map((field) => scalar(valueOf(record, field)));
  if (values.some((value) => value === undefined || value === '')) return undefined;
  let part = 0;
  return template.replace(TEMPLATE_PART, () => encodeURIComponent(String(values[part++])));
}

/** A text column's value shown by its label: the file's text for a value it names, else the value as it came. */
function labelled(labels: Readonly<Record<string, string>>, value: unknown): unknown {
  const key = scalar(value);
  return key !== undefined && Object.hasOwn(labels, String(key)) ? labels[String(key)] : value;
}

function columnOf(column: ScreenColumn): ListColumn<RaRecord> {
  const base = {
    source: column.field,
    label: column.label,
    ...(column.key === undefined ? {} : { key: column.key }),
    ...(column.csvLabel === undefined ? {} : { csvLabel: column.csvLabel }),
    ...(column.sortable === undefined ? {} : { sortable: column.sortable }),
  };
  switch (column.type) {
    case 'number':
      return { ...base, type: 'number', value: fieldNumber(column.field), total: column.total };
    case 'money':
      return { ...base, type: 'money', value: fieldNumber(column.field), total: column.total, signColour: column.signColour };
    case 'check':
      return { ...base, type: 'check', labels: column.labels };
    case 'badge': {
      const { badges } = column;
      return {
        ...base,
        type: 'badge',
        badge: (record) => {
          const value = scalar(valueOf(record, column.field));
          const badge = value === undefined || !Object.hasOwn(badges, String(value)) ? undefined : badges[String(value)];
          return badge && { label: badge.label, color: badge.colour };
        },
      };
    }
    case 'link':
      return { ...base, type: 'link', href: (record) => linkOf(column.href, record) };
    case 'text': {
      const { labels } = column;
      return labels ? { ...base, type: 'text', value: (record) => labelled(labels, valueOf(record, column.field)) } : { ...base, type: 'text' };
    }
    default:
      return { ...base, type: column.type };
  }
}

function controlOf(control: NonNullable<ScreenFile['list']['controls']>[number]): ListControl {
  const base = { source: control.name, label: control.label, required: control.required };
  switch (control.kind) {
    case 'academy':
      return { ...base, kind: 'academy', includeAll: control.includeAll, includeInactive: control.includeInactive };
    case 'month':
      return { ...base, kind: 'month', back: control.back, forward: control.forward };
    case 'year':
      return { ...base, kind: 'year', min: control.min, max: control.max };
  }
}

function filterOf(filter: NonNullable<ScreenFile['list']['filters']>[number]): FilterControl {
  return { source: filter.name, label: filter.label, choices: filter.choices, allLabel: filter.allLabel };
}

// ---------------------------------------------------------------------------------------------
// The dialogs.

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The bounds and pattern of a field, as rules of its dialog: a warning that keeps it from saving. */
function rulesOf(field: ScreenFormField): FormRule[] {
  const rules: FormRule[] = [];
  const valueIn = (values: Row) => values[field.field];
  if (field.kind === 'number' || field.kind === 'money') {
    rules.push({
      check: (values) => {
        const value = valueIn(values);
        if (blank(value)) return undefined;
        const amount = typeof value === 'number' ? value : Number(value);
        if (typeof value !== 'number' && (typeof value !== 'string' || !Number.isFinite(amount))) return `${field.label}: se esperaba un número`;
        if (field.kind === 'money' && Math.round(amount * 100) !== amount * 100) return `${field.label}: como mucho dos decimales`;
        if (field.min !== undefined && amount < field.min) return `${field.label}: como mínimo ${formatQuantity(field.min)}`;
        if (field.max !== undefined && amount > field.max) return `${field.label}: como máximo ${formatQuantity(field.max)}`;
        return undefined;
      },
    });
  }
  if ((field.kind === 'text' || field.kind === 'multiline' || field.kind === 'email') && field.pattern) {
    const { message } = field.pattern;
    const pattern = new RegExp(field.pattern.regex);
    rules.push({ check: (values) => (blank(valueIn(values)) || pattern.test(String(valueIn(values))) ? undefined : message) });
  }
  return rules;
}

function formFieldOf(field: ScreenFormField): FormField {
  const base = {
    source: field.field,
    label: field.label,
    required: field.required,
    readOnly: field.readOnly,
    disabled: field.disabled,
    helperText: field.helperText,
  };
  switch (field.kind) {
    case 'number':
    case 'money':
      return { ...base, kind: 'decimal', noNegatives: field.min !== undefined && field.min >= 0 };
    case 'academy':
      return { ...base, kind: 'select', choices: ACADEMY_CHOICES };
    case 'select':
      return { ...base, kind: 'select', choices: field.choices };
    default:
      return { ...base, kind: field.kind };
  }
}

function formOf(form: NonNullable<ScreenFile['create']>): FormSchema {
  return {
    title: form.title,
    submitLabel: form.submitLabel,
    notice: form.notice,
    fields: form.fields.map(formFieldOf),
    rules: form.fields.flatMap(rulesOf),
    submitWhenComplete: form.submitWhenComplete,
    success: form.success,
    errorTitle: form.errorTitle,
  };
}

// ---------------------------------------------------------------------------------------------
// The screen.

/** A short hash of a text (FNV-1a, 32 bits, as 8 hex digits): no crypto, the browser has it too. */
export function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A file the checker accepted, as the declaration of its screen; `text` is what its fingerprint hashes. */
export function compileScreen(file: string, screen: ScreenFile, text: string): ConfiguredScreen {
  const { calls, idField, fields } = screen;
  // Without fields, the list's call is the contract's, whose answer is read by the contract's reader.
  const record =
    fields &&
    entity(screen.route, z.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, readerOf(name, field, idField)]))));
  const fromRecord = (input: RaRecord | Partial<RaRecord>) => (source: ScreenQueryParam) => (source.field === undefined ? undefined : valueOf(input, source.field));
  const fromId = (input: RaRecord['id']) => (source: ScreenQueryParam) => (source.field === undefined ? undefined : input);
  const listCall = declaredCall(file, 'list', calls.list, record && listOf(record));
  const list: Endpoint<QueryParams> = {
    call: listCall,
    params: (filter) => queryOf(calls.list, listCall, (source) => (source.control === undefined ? undefined : filter[source.control])),
  };
  const endpoint = <Input>(name: string, call: ScreenCall | undefined, read: (input: Input) => (source: ScreenQueryParam) => unknown, answer?: z.ZodMiniType) => {
    if (!call) return undefined;
    const declared = declaredCall(file, name, call, answer);
    return { call: declared, params: (input: Input) => queryOf(call, declared, read(input)) };
  };
  // A text column's labels are what its cells show, and what the search looks in.
  const labelsOf = new Map(screen.list.columns.flatMap((column) => (column.type === 'text' && column.labels ? [[column.field, column.labels] as const] : [])));
  const searched = (row: RaRecord, field: string) => {
    const labels = labelsOf.get(field);
    return labels ? labelled(labels, valueOf(row, field)) : valueOf(row, field);
  };

  const actions: RowAction<RaRecord>[] = [];
  if (screen.edit) actions.push({ kind: 'edit' });
  if (screen.delete) {
    const { label, confirm, success, errorTitle } = screen.delete;
    actions.push({ kind: 'delete', label, icon: DeleteIcon, confirm, success, errorTitle });
  }
  const schema: ResourceSchema = {
    name: screen.route.slice(1),
    readPolicy: READ_POLICIES[screen.readPolicy],
    endpoints: {
      list,
      one: endpoint('one', calls.one, fromId, record),
      create: endpoint('create', calls.create, fromRecord),
      update: endpoint('update', calls.update, fromRecord),
      delete: endpoint('delete', calls.delete, fromId),
    },
    list: {
      title: screen.list.title,
      columns: screen.list.columns.map(columnOf),
      actions,
      search: (row) => screen.list.search.map((field) => searched(row, field)),
      sort: { field: screen.list.sort.column, order: screen.list.sort.order },
      exportName: screen.list.exportName,
      controls: screen.list.controls?.map(controlOf),
      filters: screen.list.filters?.map(filterOf),
      totalsLabel: screen.list.totalsLabel,
      loadErrorTitle: screen.list.loadErrorTitle,
    },
    create: screen.create && formOf(screen.create),
    edit: screen.edit && formOf(screen.edit),
  };
  return {
    file,
    route: screen.route,
    menu: screen.menu,
    schema,
    ...(screen.write ? { writers: screen.write } : {}),
    fingerprint: fingerprintOf(text),
  };
}
