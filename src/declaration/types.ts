import type { SvgIconProps } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import type { Choice } from '../common/choice';
import type { NumberInput } from '../common/format';
import type { ChartData } from '../common/charts/chartData';
import type { RaRecord } from 'react-admin';
import type { ReadPolicy } from '../dataProvider/readPolicy';
import type { QueryParams } from '../dataProvider/query';
import type { DeclaredCall } from '../contract/call';

/**
 * A function of a declaration. Written as a method type on purpose: method parameters are
 * bivariant, so a declaration typed for its own record still fits the registry's common list.
 */
export type Callback<Input, Output> = { call(input: Input): Output }['call'];

/** One API call of a resource: the contract's call, and how the caller's input fills it. */
export interface Endpoint<Input> {
  /** The call, or the call for this input (one province's list, or every province's). */
  call: DeclaredCall | Callback<Input, DeclaredCall>;
  /** The `{name}` parts of the call's path. */
  pathParams?: Callback<Input, Record<string, string>>;
  params?: Callback<Input, QueryParams>;
}

/** Server-side list parameters (academy, month, province…): changing them refetches. */
export type ListFilter = QueryParams;

export interface ResourceEndpoints<R extends RaRecord> {
  list: Endpoint<ListFilter>;
  /** Without it, one record is looked up in the whole list. */
  one?: Endpoint<R['id']>;
  create?: Endpoint<Partial<R>>;
  update?: Endpoint<R>;
  delete?: Endpoint<R['id']>;
  /** Actions that are not CRUD, called through the data provider's `action` method. */
  actions?: Record<string, Endpoint<R>>;
}

/** A column of the console's table (AppTable): what a cell shows and how it sorts and exports. */
export interface Column<R> {
  /** The record field the column shows and, unless `key` says otherwise, sorts by. */
  source: string;
  /** The column's own key, unique in its table; the field the sort names. Defaults to `source`. */
  key?: string;
  label: string;
  render?: Callback<R, ReactNode>;
  /** Columns sort unless told otherwise. */
  sortable?: boolean;
  /** The CSV value; defaults to the field's raw value. `false` leaves the column out of the file. */
  exportValue?: Callback<R, unknown> | false;
}

// ---------------------------------------------------------------------------------------------
// List columns: what a declaration writes. columns.tsx turns each into a table Column, a CSV
// column and a sort value, so that a cell, its sort and its download always agree.

/** Colours of a badge, as MUI's Chip names them. */
export type BadgeColor = 'success' | 'error' | 'warning' | 'info' | 'default';

interface ListColumnBase<R> {
  /** The record field read by default for the cell, its sort and its CSV value. */
  source: string;
  /** The column's own key when two columns read one field; defaults to `source`. */
  key?: string;
  label: string;
  /** The value shown, sorted and exported instead of `record[source]`. */
  value?: Callback<R, unknown>;
  /** What the column sorts by when it differs from what it shows (e.g. a raw date). */
  sortValue?: Callback<R, unknown>;
  /** Columns sort unless told otherwise. */
  sortable?: boolean;
  /** The CSV header when it is not the label. */
  csvLabel?: string;
  /** The CSV value; defaults to the text shown. `false` leaves the column out of the file. */
  exportValue?: Callback<R, unknown> | false;
  /** The column's cell in the totals row. */
  total?: Callback<readonly R[], ReactNode>;
  /**
   * Texts shown in a tooltip over the cell, one a line (a history of changes): the cell can then
   * be focused, so that the keyboard reaches it too. No tooltip when there are none.
   */
  tooltip?: Callback<R, readonly string[]>;
}

/** Plain text, or anything a `render` draws (react-admin's TextField / FunctionField). */
export interface TextColumn<R> extends ListColumnBase<R> {
  type?: 'text';
  render?: Callback<R, ReactNode>;
}

/**
 * A column of numbers reads them through its `value`, typed: a field that holds text cannot be
 * shown, or added up, as a number.
 */
type NumberColumnBase<R> = Omit<ListColumnBase<R>, 'value' | 'total'> & {
  value: Callback<R, NumberInput>;
  /** The column's cell in the totals row: 'sum' adds the values up to the cent, shown as the cells are. */
  total?: 'sum' | Callback<readonly R[], ReactNode>;
};

/** A quantity (hours, units): thousands grouped, decimals with a comma, '1.234' or '2,50' (NumberField). */
export type NumberColumn<R> = NumberColumnBase<R> & { type: 'number' };

/** Euros with 2 decimals and Spanish separators: '1.234,50 €' (NumberField as currency). */
export type MoneyColumn<R> = NumberColumnBase<R> & {
  type: 'money';
  /**
   * Coloured by sign, with the sign always shown ('+12,00 €'), in the cells and the totals row:
   * 'normal' positive green and negative red; 'reversed' the other way round (debts, results).
   * A value that is not there (null, undefined) leaves the cell blank.
   */
  signColour?: 'normal' | 'reversed';
};

/** 'dd/MM/yyyy', or 'dd/MM/yyyy - HH:mm' for 'dateTime' (DateField, with showTime). */
export interface DateColumn<R> extends ListColumnBase<R> {
  type: 'date' | 'dateTime';
}

/** A check or a cross, each with its accessible name, also the CSV text (BooleanField). */
export interface CheckColumn<R> extends ListColumnBase<R> {
  type: 'check';
  labels: { true: string; false: string };
}

/** A coloured badge when `badge` gives one, else the value as text (ChipField). */
export interface BadgeColumn<R> extends ListColumnBase<R> {
  type: 'badge';
  badge: Callback<R, { label: string; color: BadgeColor } | undefined>;
}

/** The value as a link opened in a new tab, or plain text when `href` gives none (UrlField). */
export interface LinkColumn<R> extends ListColumnBase<R> {
  type: 'link';
  href: Callback<R, string | undefined>;
}

/** The value as the link to the record's edit dialog, keeping the list's view (a name that opens its record). */
export interface EditLinkColumn<R> extends ListColumnBase<R> {
  type: 'editLink';
}

export type ListColumn<R> =
  | TextColumn<R>
  | NumberColumn<R>
  | MoneyColumn<R>
  | DateColumn<R>
  | CheckColumn<R>
  | BadgeColumn<R>
  | LinkColumn<R>
  | EditLinkColumn<R>;

// ---------------------------------------------------------------------------------------------
// Row actions: the 'Opciones' column.

interface RowActionBase<R> {
  /** Shown only for the records it allows; on every row by default. */
  visible?: Callback<R, boolean>;
}

/** The edit dialog at `…/:id` ('Editar'). */
export interface EditRowAction<R> extends RowActionBase<R> {
  kind: 'edit';
}

/** What a declared call does once it runs: its confirmation and notifications. */
interface CallRowActionBase<R> extends RowActionBase<R> {
  /** The icon button's Spanish accessible name, also its hint. */
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** Asked before the call; ConfirmDialog's defaults fill what is left out. */
  confirm?: { title?: string; content?: string; confirmLabel?: string };
  /** None for a call whose outcome the user sees (a download). */
  success?: { title: string; content: string };
  errorTitle: string;
  /** Asks the server for the list again after success; true by default. */
  refresh?: boolean;
  /** Uses the call's answer, e.g. to save a file. */
  onDone?: Callback<{ answer: unknown; record: R }, void>;
}

/** A call of `endpoints.actions[action]` through the data provider's `action`. */
export interface CallRowAction<R> extends CallRowActionBase<R> {
  kind: 'call';
  action: string;
}

/** The delete endpoint. */
export interface DeleteRowAction<R> extends CallRowActionBase<R> {
  kind: 'delete';
}

/** A link opened in a new tab (a certificate, a PDF). */
export interface OpenRowAction<R> extends RowActionBase<R> {
  kind: 'open';
  label: string;
  icon: ComponentType<SvgIconProps>;
  href: Callback<R, string | undefined>;
  /**
   * The page fetches the document and opens it from memory, for a service that answers inside
   * the page (the demo's stand-ins); `errorTitle` names a failed fetch.
   */
  fetchInPage?: { errorTitle: string };
}

export type RowAction<R> = EditRowAction<R> | CallRowAction<R> | DeleteRowAction<R> | OpenRowAction<R>;

// ---------------------------------------------------------------------------------------------
// Form fields and rules of the create and edit dialogs (react-admin inputs underneath).

export type { Choice };

/** The values of a dialog's form while it is filled in. */
export type FormValues = Record<string, unknown>;

interface FormFieldBase {
  source: string;
  label: string;
  required?: boolean;
  /** Shown but not editable (react-admin's readOnly): e.g. a name that identifies the record. */
  readOnly?: boolean;
  /** Shown greyed out and not editable; not sent with the form (an update keeps the record's value). */
  disabled?: boolean;
  /** Shown (and validated) only when the other values say so. */
  visible?: Callback<FormValues, boolean>;
  helperText?: string;
}

/** Text, a multi-line text or an e-mail address (TextInput); `transform` rewrites what is typed. */
export interface TextFormField extends FormFieldBase {
  kind: 'text' | 'multiline' | 'email';
  transform?: Callback<string, string>;
}

/** One or several of fixed choices (SelectInput, SelectArrayInput); choices may be computed on opening. */
export interface SelectFormField extends FormFieldBase {
  kind: 'select' | 'multiselect';
  choices: readonly Choice[] | (() => readonly Choice[]);
}

/** A day, 'dd/MM/yyyy' from 1900 to 2099, kept in the form as the API's ISO 'yyyy-MM-dd'. */
export interface DateFormField extends FormFieldBase {
  kind: 'date';
}

/** A time of day, 'HH:mm' in 24 hours. */
export interface TimeFormField extends FormFieldBase {
  kind: 'time';
}

/** An amount: digits, a dot and a minus (a comma becomes a dot); `noNegatives` drops the minus. */
export interface DecimalFormField extends FormFieldBase {
  kind: 'decimal';
  noNegatives?: boolean;
}

export interface CheckboxFormField extends FormFieldBase {
  kind: 'checkbox';
}

/** Several subjects of the subject list (the console's subject selector), kept as their ids. */
export interface SubjectsFormField extends FormFieldBase {
  kind: 'subjects';
}

export type FormField =
  | TextFormField
  | SelectFormField
  | DateFormField
  | TimeFormField
  | DecimalFormField
  | CheckboxFormField
  | SubjectsFormField;

/**
 * A rule across fields: while `check` returns a text, the dialog shows it in a warning (under
 * `title` when given) and its submit button stays disabled.
 */
export interface FormRule {
  title?: string;
  check: Callback<FormValues, string | undefined>;
}

/** A create or edit dialog: its texts, fields and the notifications of its outcome. */
export interface FormSchema<R extends RaRecord = RaRecord> {
  title: string;
  submitLabel: string;
  /** A text shown above the fields (an information banner). */
  notice?: string;
  fields: readonly FormField[];
  rules?: readonly FormRule[];
  /** The submit button stays disabled until every required field shown has a value. */
  submitWhenComplete?: boolean;
  /** The form's starting values of a create dialog, worked out when it opens. */
  defaults?: () => FormValues;
  /** The form's values from the record being edited, e.g. a checkbox that is the inverse of a flag. */
  prepare?: Callback<R, FormValues>;
  success: { title: string; content: string };
  errorTitle: string;
}

/** A server-side filter shown above the table, e.g. the province of the study centres. */
export interface FilterControl {
  source: string;
  label: string;
  choices: readonly Choice[];
  /** The option that clears the filter ('Ver todo'). */
  allLabel: string;
}

// ---------------------------------------------------------------------------------------------
// List controls: the server parameters chosen above the table (listControls.ts holds their
// values, defaults and ranges). Each control's value is in the list's filter under `source`.

interface ListControlBase {
  source: string;
  label: string;
  /** The list is not asked for until this control has a value. */
  required?: boolean;
}

/** An academy code; by default the user's own centre. */
export interface AcademyControl extends ListControlBase {
  kind: 'academy';
  /** Offers 'Ver todos' (TODOS) first. */
  includeAll?: boolean;
  /** Offers the closed academies too. */
  includeInactive?: boolean;
}

/** A month 'MM/yyyy' among `back` months before the current one and `forward` after; the current by default. */
export interface MonthControl extends ListControlBase {
  kind: 'month';
  back: number;
  forward: number;
}

/** A year from `min` to `max` (by default the current year + 2); the current year by default. */
export interface YearControl extends ListControlBase {
  kind: 'year';
  min: number;
  max?: number;
}

/** A month of the year, 1 to 12, for screens that choose the year apart; the current by default. */
export interface MonthOfYearControl extends ListControlBase {
  kind: 'monthOfYear';
}

/** A day 'dd/MM/yyyy'; today by default. */
export interface DayControl extends ListControlBase {
  kind: 'day';
}

/** One of the records of a call (a promo code, a user), none chosen at first. */
export interface ChoiceControl extends ListControlBase {
  kind: 'choice';
  /** The call the choices come from; the registry hands it to the data provider. */
  from: DataSource;
  /** The call's parameters from the other controls' values. */
  filter?: Callback<ListFilter, ListFilter>;
  option: Callback<RaRecord, Choice>;
  /** The option of no choice; 'Ninguno' by default. */
  emptyLabel?: string;
  /** Options in the Spanish order of their names rather than in the call's order. */
  sortByName?: boolean;
  loadErrorTitle: string;
}

export type ListControl = AcademyControl | MonthControl | YearControl | MonthOfYearControl | DayControl | ChoiceControl;

/**
 * What the data provider needs to know about one API entity: its calls. Bespoke pages read
 * their data through sources like this one, so every call shares one client, one cache and
 * one session rule.
 */
export interface DataSource<R extends RaRecord = RaRecord> {
  /** The react-admin resource name: the spec's path without the leading slash for a screen. */
  name: string;
  endpoints: ResourceEndpoints<R>;
  /** How its reads are cached and retried: its area's policy (readPolicy.ts). */
  readPolicy: ReadPolicy;
}

/**
 * The data sources of a bespoke area, loaded with the first call to one of them: their
 * contracts (and the validation library) load with them, not with the console's shell.
 */
export interface LazySources {
  names: readonly string[];
  load: () => Promise<readonly DataSource[]>;
}

/**
 * Everything the console needs to know about one API entity: the data provider, the generic
 * list page and its dialogs are generated from it (DESIGN.md, "The resource declaration").
 */
/** Compares two records: negative when the first comes first. A method type, bivariant as Callback is. */
export type Comparator<R> = { call(a: R, b: R): number }['call'];

/**
 * The order a list opens in: by a column's key, or by a comparison of records when no column
 * gives it (e.g. blocked accounts last, then by name); sorting by a column replaces it.
 */
export type ListSort<R> = { field: string; order: 'ASC' | 'DESC' } | { compare: Comparator<R> };

/** A list's chart: its heading ('Gráfico: <title>' names the figure) and what it draws of the rows. */
export interface ListChart<R> {
  title: string;
  series: Callback<readonly R[], ChartData>;
}

export interface ResourceSchema<R extends RaRecord = RaRecord> extends DataSource<R> {
  list: {
    /** The heading, or a function of the number of rows found for a heading that counts them. */
    title: string | Callback<number, string>;
    columns: readonly ListColumn<R>[];
    /** The 'Opciones' column; by default the edit action when there is an edit dialog. */
    actions?: readonly RowAction<R>[];
    /** The fields the search box looks in. */
    search: Callback<R, readonly unknown[]>;
    /** A column's key and order, or a comparison of records. */
    sort: ListSort<R>;
    exportName: string;
    /** Server parameters chosen above the table (academy, month, year…), in this order. */
    controls?: readonly ListControl[];
    filters?: readonly FilterControl[];
    /** A totals row under the table, with this text in its first cell, over every row found. */
    totalsLabel?: string;
    loadErrorTitle: string;
    /** A chart under the table, of the rows the table shows (after its search and sort; no totals row). */
    chart?: ListChart<R>;
  };
  create?: FormSchema<R>;
  edit?: FormSchema<R>;
}

/**
 * A screen of several declared lists, one per tab (e.g. the hour packs and the tariffs hired in
 * a month). The open tab is in the URL under `source`, the first one by default; lists whose
 * controls share sources keep their values from one tab to the other.
 */
export interface TabbedLists {
  source: string;
  /** The screen's accessible name of its row of tabs. */
  label: string;
  tabs: readonly ListTab[];
}

export interface ListTab {
  /** The tab's value in the URL. */
  value: string;
  label: string;
  resource: ResourceSchema;
}
