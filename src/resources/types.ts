import type { ReactNode } from 'react';
import type { Choice } from '../common/choice';
import type { RaRecord } from 'react-admin';
import type { HttpMethod } from '../dataProvider/httpClient';
import type { ReadPolicy } from '../dataProvider/readPolicy';
import type { QueryParams } from '../dataProvider/query';

/**
 * A function of a declaration. Written as a method type on purpose: method parameters are
 * bivariant, so a declaration typed for its own record still fits the registry's common list.
 */
export type Callback<Input, Output> = { call(input: Input): Output }['call'];

/** One API call of a resource: path, verb, and how the caller's input maps to query parameters. */
export interface Endpoint<Input> {
  path: string | Callback<Input, string>;
  /** Defaults by operation: read GET, create POST, update PUT, delete DELETE. */
  method?: HttpMethod;
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

export interface Column<R> {
  /** The record field the column shows and sorts by. */
  source: string;
  label: string;
  render?: Callback<R, ReactNode>;
  /** Columns sort unless told otherwise. */
  sortable?: boolean;
  /** The CSV value; defaults to the field's raw value. `false` leaves the column out of the file. */
  exportValue?: Callback<R, unknown> | false;
}

export type { Choice };

export interface FormField {
  source: string;
  label: string;
  kind: 'text' | 'select' | 'checkbox';
  choices?: readonly Choice[];
  required?: boolean;
}

/** A create or edit dialog: its texts, fields and the notifications of its outcome. */
export interface FormSchema {
  title: string;
  submitLabel: string;
  fields: readonly FormField[];
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
  /** Maps one item of the server's answer to a record; identity by default. */
  toRecord?: Callback<unknown, R>;
}

/**
 * Everything the console needs to know about one API entity: the data provider, the generic
 * list page and its dialogs are generated from it (DESIGN.md, "The resource declaration").
 */
export interface ResourceSchema<R extends RaRecord = RaRecord> extends DataSource<R> {
  list: {
    title: string;
    columns: readonly Column<R>[];
    /** The fields the search box looks in. */
    search: Callback<R, readonly unknown[]>;
    sort: { field: string; order: 'ASC' | 'DESC' };
    exportName: string;
    filters?: readonly FilterControl[];
    loadErrorTitle: string;
  };
  create?: FormSchema;
  edit?: FormSchema;
}
