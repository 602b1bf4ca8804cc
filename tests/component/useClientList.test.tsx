import { act, renderHook } from '@testing-library/react';
import type { RaRecord, SortPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useClientList } from '../../src/common/table/useClientList';
import { useLocalListView } from '../../src/common/viewState/listView';

const rows = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, nombre: `Fila ${index + 1}` }));
const SORT = { field: 'id', order: 'ASC' } as const;

type Options<R extends RaRecord> = Omit<Parameters<typeof useClientList<R>>[0], 'view'> & { sort: SortPayload };

/** useClientList over a view kept in the component, as a table among several keeps it. */
function useList<R extends RaRecord>({ sort, ...options }: Options<R>) {
  const view = useLocalListView(sort);
  return useClientList<R>({ ...options, view });
}

const DESC_BY_ID = { field: 'id', order: 'DESC' } as const;
const DESC_BY_NAME = { field: 'nombre', order: 'DESC' } as const;

describe('useClientList', () => {
  it('goes back to the first page when the server filter (its page key) changes, and only then', () => {
    const { result, rerender } = renderHook(
      ({ pageKey }) => useList({ resource: 'pruebas', rows, isPending: false, sort: SORT, pageKey }),
      { initialProps: { pageKey: '{"mes":"10/2026"}' } },
    );
    act(() => result.current.context.setPage(2));
    expect(result.current.context.page).toBe(2);
    expect(result.current.context.data?.[0].id).toBe(26);

    rerender({ pageKey: '{"mes":"10/2026"}' });
    expect(result.current.context.page).toBe(2);

    rerender({ pageKey: '{"mes":"11/2026"}' });
    expect(result.current.context.page).toBe(1);
    expect(result.current.context.data?.[0].id).toBe(1);
  });

  it('filters the sorted rows, so that a search keeps the order chosen', () => {
    const { result } = renderHook(
      () =>
        useList({
          resource: 'pruebas',
          rows,
          isPending: false,
          sort: DESC_BY_ID,
          filter: (sorted) => sorted.filter((row) => row.id % 10 === 0),
        }),
    );
    expect(result.current.allRows().map((row) => row.id)).toEqual([60, 50, 40, 30, 20, 10]);
  });

  it('opens on the first page in order, and gives every row in order for the download and the next pages', () => {
    // Names out of id order, ten of them twice: ties keep the rows' order.
    const named = rows.map((row) => ({ ...row, nombre: `Fila ${(row.id * 37) % 50}` }));
    const { result } = renderHook(() => useList({ resource: 'pruebas', rows: named, isPending: false, sort: DESC_BY_NAME }));
    const byName = [...named].sort((a, b) => b.nombre.localeCompare(a.nombre, 'es', { numeric: true }) || a.id - b.id);
    expect(result.current.context.total).toBe(60);
    expect(result.current.context.data?.map((row) => row.id)).toEqual(byName.slice(0, 25).map((row) => row.id));
    expect(result.current.allRows().map((row) => row.id)).toEqual(byName.map((row) => row.id));

    act(() => result.current.context.setPage(3));
    expect(result.current.context.data?.map((row) => row.id)).toEqual(byName.slice(50).map((row) => row.id));
  });
});
