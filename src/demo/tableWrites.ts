// The create, update and delete of a table a path keeps whole, as a plain CRUD server makes
// them: POST adds the row read from the query under the table's next id, PUT replaces the
// fields of the row the query's `id` names, DELETE takes that row out. Each checks the row as
// `read` does, refuses an unknown id, stores the change and answers the row (DELETE: its id).
import type { JsonBodyType } from 'msw';
import { newRowId, saveDb, type SequencedTable } from './db';
import { readId } from './params';
import { fail, ok, type Query } from './respond';
import type { DemoRoute } from './route';

/** The refusals about a row's id, in the table's own words ('El identificador del aula…'). */
export interface IdRefusals {
  missing: string;
  invalid: string;
  unknown: string;
}

export function tableWrites<Row extends { id: number } & JsonBodyType>(
  /** The table, and its rows as the database holds them (`() => getDb().aulas`). */
  table: SequencedTable,
  rows: () => Row[],
  path: string,
  ids: IdRefusals,
  /** The row's fields from the query, refused as the server refuses them; `current` on an update. */
  read: (query: Query, current?: Row) => Omit<Row, 'id'>,
): DemoRoute[] {
  const find = (query: Query): Row => {
    const id = readId(query, 'id', ids.missing, ids.invalid);
    const row = rows().find((candidate) => candidate.id === id);
    if (!row) throw fail(ids.unknown);
    return row;
  };
  return [
    {
      method: 'POST',
      path,
      answer(query) {
        const fields = read(query);
        // The fields and an id are a whole row, though TypeScript cannot tell of a generic one.
        const row = { ...fields, id: newRowId(table) } as Row;
        rows().push(row);
        saveDb(table);
        return ok(row);
      },
    },
    {
      method: 'PUT',
      path,
      answer(query) {
        const row = find(query);
        Object.assign(row, read(query, row));
        saveDb(table);
        return ok(row);
      },
    },
    {
      method: 'DELETE',
      path,
      answer(query) {
        const row = find(query);
        rows().splice(rows().indexOf(row), 1);
        saveDb(table);
        return ok(row.id);
      },
    },
  ];
}
