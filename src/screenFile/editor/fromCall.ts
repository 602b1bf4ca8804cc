// 'Empezar desde una llamada' (issue 42): a first screen file proposed from a GET call of the API
// and the items its answer returned — all of them, so that a field the first item lacks is not
// lost. Each field's kind is the contract's where the call is the contract's, else the one its
// values fit, conservatively: what could be read wrong is read as text.
import { PARAM_FORMATS, type ParamFormat, type ParamFormatNote } from '../../contract/call';
import { CONTRACT_CALLS } from '../contractCalls';
import { SCREEN_AREAS, SCREEN_FORMAT_VERSION, type ScreenAnswerField, type ScreenColumn, type ScreenFile, type ScreenQueryParam } from '../format';
import { contractFields } from './contractFields';

/** The call as the administrator wrote it: a path of the API, with a query string or not. */
export interface AskedCall {
  path: string;
  /** Its query's parameters: a repeated `key[]` as a list. */
  query: Record<string, string | string[]>;
}

/** Splits '/api/core/x/list?centro=GOYA&centros[]=A' into its path and its query. */
export function askedCall(written: string): AskedCall {
  const [path, search = ''] = written.trim().split('?', 2);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const before = query[name];
      query[name] = [...(Array.isArray(before) ? before : []), value];
    } else query[key] = value;
  }
  return { path, query };
}

const FIELD_NAME = /^(?!__proto__$)[A-Za-z_][A-Za-z0-9_]*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SPANISH_DAY = /^\d{2}\/\d{2}\/\d{4}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

type Kind = Exclude<ScreenAnswerField['kind'], 'code'>;

/**
 * The kind every value of a field fits: booleans (or 'true'/'false'), numbers, days, moments or
 * times of day; anything mixed or else, text. A 0/1 flag stays a number: the contract's boolean
 * reader does not read 0 and 1, and would show every cell empty.
 */
function kindOfValues(values: readonly unknown[]): Kind {
  const present = values.filter((value) => value !== null && value !== undefined && value !== '');
  const all = (test: (value: unknown) => boolean) => present.length > 0 && present.every(test);
  const text = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value.trim());
  if (all((value) => typeof value === 'boolean' || text(/^(true|false)$/i)(value))) return 'boolean';
  if (all((value) => typeof value === 'number' && Number.isFinite(value))) return 'number';
  if (all((value) => text(ISO_DAY)(value) || text(SPANISH_DAY)(value))) return 'day';
  if (all((value) => text(ISO_DATE_TIME)(value) || text(ISO_DAY)(value))) return 'dateTime';
  if (all(text(TIME))) return 'time';
  return 'text';
}

const isPlain = (value: unknown) => value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of all the items, in the order they first appear; none whose values are lists or objects, which no column shows. */
function keysOf(items: readonly Record<string, unknown>[]): string[] {
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))];
  return keys.filter((key) => FIELD_NAME.test(key) && items.every((item) => isPlain(item[key])));
}

/** The field that tells the items apart: 'id', an 'id_…', else the first whose values are all there and all different. */
function idFieldOf(keys: readonly string[], items: readonly Record<string, unknown>[]): string | undefined {
  const unique = (key: string) => {
    const values = items.map((item) => item[key]);
    return items.length > 0 && values.every((value) => typeof value === 'string' || typeof value === 'number') && new Set(values).size === values.length;
  };
  const preferred = keys.filter((key) => key === 'id' || /^id_/i.test(key));
  return preferred.find(unique) ?? keys.find(unique);
}

/** The words of a path segment or field name: 'fechaNacimiento', 'primer_contacto' → ['fecha', 'nacimiento']. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const sentence = (words: readonly string[]) => {
  const written = words.join(' ');
  return written.charAt(0).toUpperCase() + written.slice(1);
};

/** The API's path segments that say nothing of what is listed. */
const PLUMBING = new Set(['api', 'core', 'list', 'interno', 'datos']);

/** The menu's area of a path: the first of its segments that names one, or whose subject is one's. */
const AREA_OF_SEGMENT: Record<string, (typeof SCREEN_AREAS)[number]> = {
  ...Object.fromEntries(SCREEN_AREAS.map((area) => [area, area])),
  web: 'marketing',
  alumnos: 'clientes',
  formacion: 'personal',
};

/** A route under the path's area, named by its other segments, that no taken route clashes with. */
function routeOf(path: string, takenRoutes: readonly string[]): { route: string; area: (typeof SCREEN_AREAS)[number]; words: string[] } {
  const segments = path.split('/').filter(Boolean);
  const area = segments.map((segment) => AREA_OF_SEGMENT[segment.toLowerCase()]).find(Boolean) ?? 'administracion';
  const named = segments.filter((segment) => !PLUMBING.has(segment.toLowerCase()) && AREA_OF_SEGMENT[segment.toLowerCase()] !== area);
  const words = named.flatMap(wordsOf);
  const slug = (words.length ? words : ['pantalla']).join('-');
  const clashes = (route: string) => takenRoutes.some((taken) => taken === route || taken.startsWith(`${route}/`) || route.startsWith(`${taken}/`));
  let route = `/${area}/${slug}`;
  for (let copy = 2; clashes(route); copy += 1) route = `/${area}/${slug}-${String(copy)}`;
  return { route, area, words: words.length ? words : ['pantalla'] };
}

/** A fixed value of the query in its format, or as text when it is not of that form. */
function queryParam(format: ParamFormat | undefined, value: string | string[]): ScreenQueryParam {
  const note: Partial<ParamFormatNote> = format ? PARAM_FORMATS[format] : {};
  if (Array.isArray(value)) return note.many ? { format, value } : { format: 'texts', value };
  if (format === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return { format, value: Number(value) };
  if (format === 'boolean' && /^(true|false)$/.test(value)) return { format, value: value === 'true' };
  const fits = format && format !== 'number' && format !== 'boolean' && !note.many && (note.pattern === undefined || new RegExp(note.pattern).test(value));
  return fits ? { format, value } : { format: 'text', value };
}

/** The column that shows a field of a kind. */
function columnOf(field: string, kind: ScreenAnswerField['kind']): ScreenColumn {
  const label = sentence(wordsOf(field)) || field;
  switch (kind) {
    case 'number':
      return { type: 'number', field, label };
    case 'money':
      return { type: 'money', field, label };
    case 'day':
      return { type: 'date', field, label };
    case 'dateTime':
      return { type: 'dateTime', field, label };
    case 'boolean':
      return { type: 'check', field, label, labels: { true: 'Sí', false: 'No' } };
    default:
      return { type: 'text', field, label };
  }
}

export interface ProposeOptions {
  /** Routes the proposal must not take: the compiled screens' and the configured ones'. */
  takenRoutes?: readonly string[];
}

/**
 * A screen file for the list a GET call answers: its items' fields (all items'), their columns,
 * a search over their texts, an id field where one tells the items apart, a route and a title
 * from the call's path. Undefined when neither the items nor the contract give a field.
 */
export function proposeScreen(written: string, items: readonly unknown[], { takenRoutes = [] }: ProposeOptions = {}): ScreenFile | undefined {
  const { path, query } = askedCall(written);
  const contract = CONTRACT_CALLS.get(`GET ${path}`);
  const declared = contract ? contractFields(contract) : new Map<string, ScreenAnswerField>();
  const records = items.filter(isRecord);
  const keys = records.length ? keysOf(records) : [...declared.keys()];
  if (!keys.length) return undefined;

  const idField = idFieldOf(keys, records);
  const fields: Record<string, ScreenAnswerField> = Object.fromEntries(
    keys.map((key) => {
      const field = declared.get(key) ?? { kind: kindOfValues(records.map((item) => item[key])), use: 'shown' };
      return [key, key === idField ? { ...field, use: 'computed' } : field];
    }),
  );
  const { route, area, words } = routeOf(path, takenRoutes);
  const title = sentence(words);
  const columns = keys.map((key) => columnOf(key, fields[key].kind));
  const params = Object.entries(query).filter(([name]) => FIELD_NAME.test(name));
  return {
    $schema: './screen.schema.json',
    version: SCREEN_FORMAT_VERSION,
    route,
    menu: { title, icon: 'list' },
    readPolicy: area === 'marketing' ? 'fresh' : 'cached',
    ...(idField === undefined ? {} : { idField }),
    fields,
    calls: {
      list: {
        method: 'GET',
        path,
        ...(params.length ? { query: Object.fromEntries(params.map(([name, value]) => [name, queryParam(contract?.query?.[name]?.format, value)])) } : {}),
      },
    },
    list: {
      title,
      columns,
      search: keys.filter((key) => fields[key].kind === 'text' || fields[key].kind === 'code'),
      sort: { column: keys[0], order: 'ASC' },
      exportName: words.join('-'),
      loadErrorTitle: `Error al recuperar ${title.toLowerCase()}`,
    },
  };
}

/** A proposed file as its text: two-space indents, "$schema" first. */
export const screenFileText = (file: ScreenFile): string => `${JSON.stringify(file, null, 2)}\n`;
