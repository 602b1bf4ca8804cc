import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListContextProvider, Pagination, useGetList, type RaRecord } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { Page } from '../../common/Page';
import { createSearchIndex, filterBySearch } from '../../common/search';
import { AppTable } from '../../common/table/AppTable';
import { ExportButton } from '../../common/table/ExportButton';
import { SearchBox } from '../../common/table/SearchBox';
import { ROWS_PER_PAGE_OPTIONS, useClientList } from '../../common/table/useClientList';
import { useErrorToast } from '../../common/useErrorToast';
import type { ListFilter, ResourceSchema } from '../types';
import { csvColumnsOf, withEditColumn } from './columns';
import { FilterSelect } from './FilterSelect';
import { ResourceFormDialog } from './ResourceFormDialog';

const NO_ROWS: never[] = [];

/**
 * The list screen of a declared resource: server filters refetch; search, sort and paging
 * happen on the client. The create and edit dialogs live under the list's own URL
 * (`…/create`, `…/:id`) so they can be linked to and closed with the back button.
 */
export function ResourceListPage<R extends RaRecord>({ schema }: { schema: ResourceSchema<R> }) {
  const { list } = schema;
  const [filter, setFilter] = useState<ListFilter>({});
  const [search, setSearch] = useState('');
  const { data, isPending, error, refetch } = useGetList<R>(schema.name, { filter });
  useErrorToast(error, list.loadErrorTitle);

  const rows = error ? NO_ROWS : (data ?? NO_ROWS);
  const index = useMemo(() => createSearchIndex(rows, list.search), [rows, list.search]);
  const matching = useMemo(() => filterBySearch(rows, index, search), [rows, index, search]);
  const { context, sorted, resetPage } = useClientList<R>({
    resource: schema.name,
    rows: matching,
    isPending: isPending && !error,
    sort: list.sort,
    refetch,
  });
  const columns = useMemo(() => (schema.edit ? withEditColumn(list.columns) : list.columns), [schema.edit, list.columns]);
  const csvColumns = useMemo(() => csvColumnsOf(list.columns), [list.columns]);

  return (
    <Page
      title={list.title}
      toolbar={
        <>
          {list.filters?.map((control) => (
            <FilterSelect
              key={control.source}
              control={control}
              value={filter[control.source]}
              onChange={(value) => setFilter((current) => ({ ...current, [control.source]: value }))}
            />
          ))}
          <SearchBox
            value={search}
            onChange={(value) => {
              setSearch(value);
              resetPage();
            }}
          />
          <ExportButton name={list.exportName} columns={csvColumns} rows={sorted} />
          {schema.create && (
            <Button component={Link} to="create" variant="contained" startIcon={<AddIcon />}>
              Añadir
            </Button>
          )}
        </>
      }
    >
      <ListContextProvider value={context}>
        <AppTable columns={columns} />
        <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
      </ListContextProvider>
      <Routes>
        {schema.create && <Route path="create" element={<ResourceFormDialog schema={schema} mode="create" />} />}
        {schema.edit && <Route path=":id" element={<ResourceFormDialog schema={schema} mode="edit" />} />}
      </Routes>
    </Page>
  );
}
