import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { DataSource, Endpoint, ListFilter } from '../declaration/types';
import type { HttpClient } from './httpClient';
import type { SourceCatalogue } from './sourceCatalogue';
import { readAnswer } from './readAnswer';
import { readFailure } from './readPolicy';

/** A data provider whose custom `action` runs a declaration's non-CRUD endpoint. */
export interface ConsoleDataProvider extends DataProvider {
  action<R extends RaRecord>(resource: string, action: string, record: R): Promise<unknown>;
}

const notSupported = (what: string) => Promise.reject(new Error(`Operación no soportada: ${what}`));

/**
 * The react-admin data provider, generated from the resource declarations and data sources. Lists come whole
 * from the server (search, sort and pagination happen on the client), so getList ignores
 * pagination and sort and returns every record for the given server-side filter.
 */
export function createDataProvider(catalogue: SourceCatalogue, http: HttpClient): ConsoleDataProvider {

  /** Makes an endpoint's call with the caller's input, and reads its answer through the contract. */
  async function call<Input>(endpoint: Endpoint<Input>, input: Input): Promise<unknown> {
    const contract = typeof endpoint.call === 'function' ? endpoint.call(input) : endpoint.call;
    const path = contract.pathWith(endpoint.pathParams?.(input));
    return readAnswer(contract, await http(contract.method, path, endpoint.params?.(input), { wholeBody: contract.wholeBody }));
  }

  /** A read of a resource's source: a failure carries the retries its read policy allows. */
  async function read<T>(resource: string, run: (schema: DataSource) => Promise<T>): Promise<T> {
    const schema = await catalogue.sourceOf(resource);
    return run(schema).catch((error: unknown) => {
      throw readFailure(error, schema.readPolicy);
    });
  }

  async function fetchAll(schema: DataSource, filter: ListFilter): Promise<RaRecord[]> {
    const answer = await call(schema.endpoints.list, filter);
    // The list call's contract has read the answer as a list of items.
    const items: readonly unknown[] = Array.isArray(answer) ? answer : [];
    return items.map(withPositionId);
  }

  /**
   * A change may answer with the saved record: read as an item of the resource's list, it is
   * the record; an answer that does not read so (an id, nothing, another shape) leaves the input.
   */
  function savedRecord(schema: DataSource, answer: unknown, input: RaRecord): RaRecord {
    const { list } = schema.endpoints;
    if (typeof answer !== 'object' || answer === null) return input;
    const read = (typeof list.call === 'function' ? list.call(input) : list.call).readItem(answer);
    if (!read.ok) return input;
    return { id: input.id, ...(read.value as Partial<RaRecord>) };
  }

  /** One record's read, through its call's contract; the id asked for when the answer has none. */
  function oneRecord(answer: unknown, id: Identifier): RaRecord {
    if (typeof answer !== 'object' || answer === null) return { id };
    return { ...answer, id: (answer as Partial<RaRecord>).id ?? id };
  }

  return {
    getList: (resource, params) =>
      read(resource, async (schema) => {
        const data = await fetchAll(schema, (params.filter ?? {}) as ListFilter);
        return { data, total: data.length };
      }),

    getOne: (resource, { id, meta }) =>
      read(resource, async (schema) => {
        if (schema.endpoints.one) {
          const answer = await call(schema.endpoints.one, id);
          return { data: oneRecord(answer, id) };
        }
        // Looked up in the list it was shown in: `meta.filter` carries that list's parameters
        // (a month, an academy), without which a scoped list cannot be asked for.
        const filter = (meta as { filter?: ListFilter } | undefined)?.filter ?? {};
        const found = (await fetchAll(schema, filter)).find((record) => String(record.id) === String(id));
        if (!found) throw new Error('El registro no existe');
        return { data: found };
      }),

    getMany: (resource, { ids }) =>
      read(resource, async (schema) => {
        const wanted = new Set(ids.map(String));
        return { data: (await fetchAll(schema, {})).filter((record) => wanted.has(String(record.id))) };
      }),

    async create(resource, { data }) {
      const schema = await catalogue.sourceOf(resource);
      if (!schema.endpoints.create) return notSupported(`crear ${resource}`);
      const answer = await call(schema.endpoints.create, data);
      return { data: savedRecord(schema, answer, { ...data, id: newIdFrom(answer) }) };
    },

    async update(resource, { id, data, previousData }) {
      const schema = await catalogue.sourceOf(resource);
      if (!schema.endpoints.update) return notSupported(`editar ${resource}`);
      const record: RaRecord = { ...(previousData as RaRecord), ...(data as Partial<RaRecord>), id: id as Identifier };
      const answer = await call(schema.endpoints.update, record);
      return { data: savedRecord(schema, answer, record) };
    },

    async delete(resource, { id, previousData }) {
      const schema = await catalogue.sourceOf(resource);
      if (!schema.endpoints.delete) return notSupported(`borrar ${resource}`);
      await call(schema.endpoints.delete, id);
      return { data: previousData ?? { id } };
    },

    getManyReference: (resource) => notSupported(`referencias de ${resource}`),
    updateMany: (resource) => notSupported(`edición múltiple de ${resource}`),
    deleteMany: (resource) => notSupported(`borrado múltiple de ${resource}`),

    async action(resource, action, record) {
      const endpoint = (await catalogue.sourceOf(resource)).endpoints.actions?.[action];
      if (!endpoint) return notSupported(`${action} en ${resource}`);
      return call(endpoint, record);
    },
    // react-admin types each method as generic in the caller's record type, which no
    // implementation can prove for records it builds from the API's answers.
  } as ConsoleDataProvider;
}

/**
 * A record keeps the id the server gave it; records the spec gives no id (web requests, ratings,
 * packs…) are named by their position in the answer, which react-admin needs to key them.
 */
function withPositionId(item: unknown, position: number): RaRecord {
  const record = item as { id?: Identifier | null };
  return record.id == null ? { ...record, id: position } : (record as RaRecord);
}

/** The id of a created record: the answer's, when it is an id or a record with one. */
function newIdFrom(answer: unknown): Identifier {
  if (typeof answer === 'number' || typeof answer === 'string') return answer;
  const id = typeof answer === 'object' && answer !== null ? (answer as Partial<RaRecord>).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : `nuevo-${String(Date.now())}`;
}
