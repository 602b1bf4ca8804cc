// The format of a screen file (issue 41, DESIGN.md "Screens by configuration"): one JSON file per
// screen, which an administrator writes and the console reads at run time. This schema is the
// format's only definition: the checker parses with it, `npm run contract` writes it as
// docs/screen.schema.json for editors, and everything it admits is data — names from fixed sets,
// maps and templates — never code. Its descriptions are the editor's hints, in Spanish.
import * as z from 'zod/mini';
import { PARAM_FORMATS, type ParamFormat } from '../contract/call';
import { CODE_LISTS, STAFF_ROLE_CODES, type CodeListName } from '../contract/vocabulary';

// The Content-Security-Policy allows no eval: zod must not compile its parsers (contract/fields.ts).
z.config({ jitless: true });

export const SCREEN_FORMAT_VERSION = 1;
/** The versions of the format this console reads. */
export const KNOWN_FORMAT_VERSIONS: readonly number[] = [SCREEN_FORMAT_VERSION];

/** The menu's areas: a screen's route is under one of them. */
export const SCREEN_AREAS = ['marketing', 'contabilidad', 'administracion', 'personal', 'clientes'] as const;

/** The icons a screen's menu entry may show, by name (MUI's icons of the same names). */
export const SCREEN_ICONS = [
  'school',
  'meeting-room',
  'local-shipping',
  'store',
  'people',
  'inventory',
  'build',
  'event',
  'description',
  'euro',
  'category',
  'place',
  'phone',
  'work',
  'star',
  'list',
  'apartment',
  'assignment',
  'business',
  'computer',
  'handshake',
  'local-library',
  'payments',
  'menu-book',
  'account-balance',
  'admin-panel-settings',
  'assessment',
  'badge',
  'calendar-month',
  'campaign',
  'group',
  'home',
  'insights',
  'local-offer',
  'phone-in-talk',
  'point-of-sale',
  'receipt-long',
  'schedule',
  'support-agent',
  'trending-up',
  'workspace-premium',
] as const;
export type ScreenIconName = (typeof SCREEN_ICONS)[number];

/** The read policies of src/dataProvider/readPolicy.ts by name: 'cached' is spec 02's, 'fresh' marketing's. */
export const READ_POLICY_NAMES = ['cached', 'fresh'] as const;
export type ReadPolicyName = (typeof READ_POLICY_NAMES)[number];

/** The kinds of the contract's readers (src/contract/fields.ts), as an answer's field is declared. */
export const FIELD_KINDS = ['text', 'number', 'money', 'day', 'dateTime', 'time', 'boolean', 'code'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const PARAM_FORMAT_NAMES = Object.keys(PARAM_FORMATS) as [ParamFormat, ...ParamFormat[]];
const CODE_LIST_NAMES = Object.keys(CODE_LISTS) as [CodeListName, ...CodeListName[]];

// ---------------------------------------------------------------------------------------------
// Pieces.

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description));

/** A Spanish text the user reads: not empty. */
const words = (description: string) => described(z.string().check(z.regex(/\S/, { error: 'un texto que no esté vacío' })), description);

/** The name of a field of the answer, as the API spells it. */
const FIELD_NAME = /^(?!__proto__$)[A-Za-z_][A-Za-z0-9_]*$/;
const fieldName = (description: string) =>
  described(z.string().check(z.regex(FIELD_NAME, { error: 'un nombre de campo: letras, cifras y _, sin espacios' })), description);

/** The name of a list control or filter: its URL parameter and its value's name in the calls. */
const controlName = described(
  z.string().check(z.regex(/^[a-z][a-zA-Z0-9_]*$/, { error: 'un nombre de control: minúscula inicial, letras, cifras y _' })),
  'Nombre del control: su parámetro en la URL y el que usan las llamadas ({"control": …}).',
);

const flag = (description: string) => z.optional(described(z.boolean(), description));
const wholeNumber = (description: string) => described(z.number().check(z.int()), description);

const choice = z.strictObject({
  id: described(z.string().check(z.minLength(1, { error: 'un código que no esté vacío' })), 'El valor que se envía.'),
  name: words('El texto que se muestra.'),
});

const notification = z.strictObject({
  title: words('Título de la notificación.'),
  content: words('Texto de la notificación.'),
});

// ---------------------------------------------------------------------------------------------
// The answer's fields: each read by the contract's reader of its kind.

const fieldUse = described(
  z.enum(['computed', 'shown']),
  '"computed": la pantalla cuenta, suma u ordena con él, y sin él la respuesta no se puede leer; "shown": solo se muestra, y si no se puede leer la celda queda vacía.',
);

const answerField = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('code'),
    use: fieldUse,
    codes: described(z.enum(CODE_LIST_NAMES), 'La lista de códigos del contrato (src/contract/vocabulary.ts).'),
  }),
  z.strictObject({
    kind: described(z.enum(['text', 'number', 'money', 'day', 'dateTime', 'time', 'boolean']), 'Cómo se lee el campo de la respuesta.'),
    use: fieldUse,
  }),
]);

// ---------------------------------------------------------------------------------------------
// Calls: a method, a path of the API and its query parameters, each filled from one source.

const queryValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);

const queryParam = z.strictObject({
  format: z.optional(described(z.enum(PARAM_FORMAT_NAMES), 'Cómo se escribe el valor (los formatos del contrato de la API); en una llamada del contrato, el suyo.')),
  field: z.optional(fieldName('Se rellena con este campo del registro.')),
  control: z.optional(described(z.string(), 'Se rellena con el valor de este control o filtro de la lista (solo en "list").')),
  value: z.optional(described(queryValue, 'Un valor fijo.')),
  window: z.optional(described(z.enum(['start', 'end']), 'De un control de mes: "start" es ese mes, "end" el siguiente (el fin de la ventana, excluido).')),
});

const apiCall = z.strictObject({
  contract: z.optional(
    described(
      z.string().check(z.regex(/^(GET|POST|PUT|DELETE) \/api\/\S+$/, { error: 'una llamada del contrato: su método y su ruta, como "GET /api/core/…"' })),
      'Una llamada ya declarada en el contrato de la API (src/contract), por su método y su ruta: "GET /api/core/…". Sus parámetros y su respuesta son los del contrato; sin "method" ni "path".',
    ),
  ),
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  path: z.optional(
    described(
      z.string().check(z.regex(/^\/api(\/[A-Za-z0-9_-]+)+$/, { error: 'una ruta de la API que empiece por /api/, sin parámetros' })),
      'La ruta de la llamada, sin la dirección de la API: /api/core/…',
    ),
  ),
  query: z.optional(z.record(described(z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'un nombre de parámetro: letras, cifras y _' })), 'Nombre del parámetro.'), queryParam)),
});

const calls = z.strictObject({
  list: described(apiCall, 'La lista: la pantalla pide la respuesta entera y busca, ordena y pagina en el navegador.'),
  one: z.optional(described(apiCall, 'Un registro por su identificador; sin ella, se busca en la lista.')),
  create: z.optional(apiCall),
  update: z.optional(apiCall),
  delete: z.optional(apiCall),
});

// ---------------------------------------------------------------------------------------------
// The list: columns, controls, filters, search, sort, totals, CSV.

const columnBase = {
  field: fieldName('El campo de la respuesta que muestra la columna.'),
  label: words('Cabecera de la columna.'),
  key: z.optional(described(z.string().check(z.minLength(1)), 'Clave propia de la columna cuando dos leen el mismo campo; la que nombra "sort".')),
  csvLabel: z.optional(words('Cabecera en el CSV, si no es la de la columna.')),
  sortable: flag('false: la columna no ordena.'),
};

const total = z.optional(described(z.literal('sum'), 'Suma la columna en la fila de totales ("totalsLabel").'));

/** A URL with `{field}` parts, opened only when it is https:, http: or a path of the console. */
const URL_TEMPLATE = /^(https?:\/\/[^\s{}/]+|\/(?!\/))[^\s]*$/;

const column = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('text'),
    ...columnBase,
    labels: z.optional(
      described(z.record(z.string(), words('El texto que se muestra.')), 'El texto que se muestra por cada valor del campo (un código); los demás valores se muestran como vienen.'),
    ),
  }),
  z.strictObject({ type: described(z.enum(['date', 'dateTime']), 'Fecha (dd/MM/yyyy) o fecha y hora.'), ...columnBase }),
  z.strictObject({ type: z.literal('number'), ...columnBase, total }),
  z.strictObject({
    type: z.literal('money'),
    ...columnBase,
    total,
    signColour: z.optional(described(z.enum(['normal', 'reversed']), 'Muestra el signo y lo colorea: "normal" positivo en verde, "reversed" al revés.')),
  }),
  z.strictObject({
    type: z.literal('check'),
    ...columnBase,
    labels: z.strictObject({ true: words('Nombre del sí (accesible y en el CSV).'), false: words('Nombre del no.') }),
  }),
  z.strictObject({
    type: z.literal('badge'),
    ...columnBase,
    badges: described(
      z.record(z.string(), z.strictObject({ label: words('Texto de la etiqueta.'), colour: z.enum(['success', 'error', 'warning', 'info', 'default']) })),
      'Cada valor del campo con su etiqueta y su color; los demás valores se muestran como texto.',
    ),
  }),
  z.strictObject({
    type: z.literal('link'),
    ...columnBase,
    href: described(
      z.string().check(z.regex(URL_TEMPLATE, { error: 'una dirección https://…, http://… o /… con partes {campo}' })),
      'Plantilla de la dirección: cada {campo} se sustituye por su valor, codificado.',
    ),
  }),
]);

const controlBase = { name: controlName, label: words('Etiqueta del selector.'), required: flag('La lista no se pide hasta que tenga valor.') };

const listControl = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('academy'),
    ...controlBase,
    includeAll: flag('Ofrece "Ver todos" (TODOS).'),
    includeInactive: flag('Ofrece también las academias cerradas.'),
  }),
  z.strictObject({
    kind: z.literal('month'),
    ...controlBase,
    back: wholeNumber('Meses que ofrece antes del actual.').check(z.minimum(0), z.maximum(240)),
    forward: wholeNumber('Meses que ofrece después del actual.').check(z.minimum(0), z.maximum(240)),
  }),
  z.strictObject({
    kind: z.literal('year'),
    ...controlBase,
    min: wholeNumber('El primer año que ofrece.').check(z.minimum(1900), z.maximum(2100)),
    max: z.optional(wholeNumber('El último año; por defecto el actual + 2.').check(z.minimum(1900), z.maximum(2100))),
  }),
]);

const listFilter = z.strictObject({
  name: controlName,
  label: words('Etiqueta del filtro.'),
  choices: z.array(choice).check(z.minLength(1)),
  allLabel: words('La opción que no filtra ("Ver todo").'),
});

const list = z.strictObject({
  title: words('Título de la pantalla.'),
  columns: z.array(column).check(z.minLength(1)),
  search: described(z.array(fieldName('Campo en el que busca la caja de búsqueda.')), 'Campos en los que busca la caja de búsqueda.'),
  sort: z.strictObject({
    column: described(z.string(), 'La clave de la columna ("key", o su "field").'),
    order: z.enum(['ASC', 'DESC']),
  }),
  exportName: described(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, { error: 'un nombre de archivo sin extensión: letras, cifras, - y _' })), 'Nombre del CSV, sin extensión.'),
  controls: z.optional(z.array(listControl)),
  filters: z.optional(z.array(listFilter)),
  totalsLabel: z.optional(words('Texto de la primera celda de la fila de totales.')),
  loadErrorTitle: words('Título del error cuando la lista no se puede cargar.'),
});

// ---------------------------------------------------------------------------------------------
// Dialogs.

const formFieldBase = {
  field: fieldName('El campo del registro que edita.'),
  label: words('Etiqueta del campo.'),
  required: flag('Obligatorio.'),
  readOnly: flag('Se muestra pero no se edita.'),
  disabled: flag('Se muestra en gris, no se edita y no se envía.'),
  helperText: z.optional(words('Ayuda bajo el campo.')),
};

const bound = (description: string) => z.optional(described(z.number(), description));

const formField = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: described(z.enum(['text', 'multiline', 'email']), 'Texto, texto de varias líneas o dirección de correo.'),
    ...formFieldBase,
    pattern: z.optional(
      z.strictObject({
        regex: described(z.string().check(z.minLength(1)), 'Expresión regular que el texto debe cumplir.'),
        message: words('El aviso cuando no la cumple.'),
      }),
    ),
  }),
  z.strictObject({
    kind: described(z.enum(['number', 'money']), 'Un número, o un importe en euros con hasta dos decimales.'),
    ...formFieldBase,
    min: bound('El valor mínimo.'),
    max: bound('El valor máximo.'),
  }),
  z.strictObject({
    kind: described(z.enum(['date', 'time', 'checkbox', 'academy']), 'Fecha (dd/MM/yyyy), hora (HH:MM), casilla o academia.'),
    ...formFieldBase,
  }),
  z.strictObject({ kind: z.literal('select'), ...formFieldBase, choices: z.array(choice).check(z.minLength(1)) }),
]);

const form = z.strictObject({
  title: words('Título del diálogo.'),
  submitLabel: words('Texto del botón que guarda.'),
  notice: z.optional(words('Aviso informativo sobre los campos.')),
  fields: z.array(formField).check(z.minLength(1)),
  submitWhenComplete: flag('El botón que guarda espera a que estén todos los campos obligatorios.'),
  success: notification,
  errorTitle: words('Título del error cuando el servidor no guarda.'),
});

const deletion = z.strictObject({
  label: words('Nombre del botón de borrar de cada fila.'),
  confirm: z.strictObject({
    title: words('La pregunta antes de borrar.'),
    content: z.optional(words('Texto bajo la pregunta.')),
    confirmLabel: z.optional(words('Texto del botón que confirma.')),
  }),
  success: notification,
  errorTitle: words('Título del error cuando el servidor no borra.'),
});

// ---------------------------------------------------------------------------------------------
// The file.

const ROUTE = new RegExp(`^/(${SCREEN_AREAS.join('|')})(/[a-z0-9]+(-[a-z0-9]+)*)+$`);

export const screenFile = z.strictObject({
  $schema: z.optional(described(z.string(), 'El esquema de este formato, para el editor: "./screen.schema.json".')),
  version: described(z.literal(SCREEN_FORMAT_VERSION), 'La versión del formato.'),
  route: described(
    z.string().check(z.regex(ROUTE, { error: `una ruta bajo un área del menú (${SCREEN_AREAS.join(', ')}) en minúsculas, como /administracion/aulas` })),
    'La dirección de la pantalla, bajo un área del menú: /administracion/aulas.',
  ),
  menu: z.strictObject({
    group: z.optional(words('El grupo del menú del área en el que aparece.')),
    title: words('El nombre en el menú y en el buscador de pantallas.'),
    icon: z.enum(SCREEN_ICONS),
    before: z.optional(described(z.string(), 'La ruta de la entrada del menú ante la que aparece (en las pantallas del propio proyecto); sin ella, al final de su grupo.')),
  }),
  readPolicy: described(z.enum(READ_POLICY_NAMES), '"cached": 5 minutos en caché y un reintento (contabilidad, clientes, administración, personal); "fresh": siempre se pide de nuevo (marketing).'),
  write: z.optional(
    described(
      z.array(z.enum(STAFF_ROLE_CODES)).check(z.minLength(1)),
      'Los roles que pueden crear, editar y borrar; sin esta clave, los de cualquier pantalla. Solo restringe: un consultor nunca escribe.',
    ),
  ),
  idField: z.optional(fieldName('El campo que identifica cada registro; sin él, las filas se numeran por su posición.')),
  fields: z.optional(
    described(
      z.record(z.string(), answerField),
      'Los campos de cada elemento de la respuesta de la lista, por su nombre en la API; sin ellos si la lista es una llamada del contrato ("contract"), que ya los declara.',
    ),
  ),
  calls,
  list,
  create: z.optional(described(form, 'El diálogo de alta (necesita "calls.create").')),
  edit: z.optional(described(form, 'El diálogo de edición (necesita "calls.update").')),
  delete: z.optional(described(deletion, 'El borrado desde cada fila (necesita "calls.delete").')),
});

export type ScreenFile = z.output<typeof screenFile>;
/** A screen's menu entry, as a screen file or a compiled declaration (its `menu` export) writes it. */
export type ScreenMenu = ScreenFile['menu'];
export type ScreenColumn = ScreenFile['list']['columns'][number];
export type ScreenFormField = NonNullable<ScreenFile['create']>['fields'][number];
export type ScreenCall = ScreenFile['calls']['list'];
export type ScreenQueryParam = NonNullable<ScreenCall['query']>[string];
export type ScreenAnswerField = NonNullable<ScreenFile['fields']>[string];

/** A file's name in the folder: no path, no other extension. */
export const SCREEN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.json$/;

/** The folder's index.json: the files of its screens, in menu order. */
export const screenIndex = z.strictObject({
  $schema: z.optional(z.string()),
  pantallas: described(
    z.array(z.string().check(z.regex(SCREEN_FILE_NAME, { error: 'un nombre de archivo .json de la misma carpeta, como aulas.json' }))),
    'Los archivos de las pantallas, en el orden del menú.',
  ),
});

export type ScreenIndex = z.output<typeof screenIndex>;
