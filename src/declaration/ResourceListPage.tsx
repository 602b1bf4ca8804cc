import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { useWriteAccess } from '../authProvider/useCanWrite';
import { DialogNotLoaded } from '../common/DialogNotLoaded';
import { runWhenIdle } from '../common/idle';
import { lazyComponent, type RetryProps } from '../common/lazyComponent';
import { Page } from '../common/Page';
import { ExportButton } from '../common/table/ExportButton';
import { SearchBox } from '../common/table/SearchBox';
import { useSearchableList } from '../common/table/useSearchableList';
import { ListTable } from '../common/table/ListTable';
import { useUrlState } from '../common/viewState/useUrlState';
import { ViewLink } from '../common/viewState/ViewLink';
import type { ResourceSchema } from './types';
import { useCloseToList } from './closeToList';
import { columnsSortBy, csvColumnsOf, readOnlyColumn, tableColumnOf, totalsRowOf } from './columns';
import { filterParams, serverFilter } from './filterParams';
import { openingOrder, titleOf } from './listSort';
import { FilterSelect } from './FilterSelect';
import { ListControls } from './ListControls';
import type { DialogProps } from './ResourceFormDialog';
import { useListControlValues } from './listControls';
import { useRowActions } from './rowActions';

// The dialogs bring react-admin's forms and react-hook-form, which the list does not need: they
// load once the list is shown, when the browser is idle (or at once on a dialog's URL); a
// failed early load is simply tried again when a dialog opens, and a failed load of an open
// dialog offers to try again.
const loadFormDialog = () => import('./ResourceFormDialog');
function FormDialogNotLoaded({ schema, retry }: DialogProps<RaRecord> & RetryProps) {
  return <DialogNotLoaded retry={retry} onClose={useCloseToList(schema.name)} />;
}
const Nothing = () => null;
const ResourceFormDialog = lazyComponent<DialogProps<RaRecord>>(
  () => loadFormDialog().then((module) => module.ResourceFormDialog),
  Nothing,
  FormDialogNotLoaded,
);
// Only the lists that declare a chart load it, and with it the chart library. A chart that
// cannot be loaded leaves the table alone: nothing is shown in its place until the list is
// opened again.
const ChartPanel = lazyComponent(() => import('../common/charts/ChartPanel').then((module) => module.ChartPanel), Nothing, Nothing);

/**
 * The list screen of a declared resource: server filters refetch; search, sort and paging
 * happen on the client; all of them are in the URL. The create and edit dialogs live under
 * the list's own URL (`…/create`, `…/:id`, with the list's query string) so they can be linked
 * to and closed with the back button, and closing one returns to the same view of the list.
 * A user who may not change the resource (useWriteAccess) gets no 'Añadir', no edit link and no row
 * action that writes, and those URLs show the list alone; inside a write lock (a preview) they
 * are shown disabled, saying why.
 */
interface ResourceListPageProps<R extends RaRecord> {
  schema: ResourceSchema<R>;
  /** Between the title and the controls: the tabs of a screen of several lists (TabbedListPage). */
  header?: ReactNode;
  /** The tab panel the table is in, and the tab that names it. */
  panel?: { id: string; labelledBy: string };
}

export function ResourceListPage<R extends RaRecord>({ schema, header, panel }: ResourceListPageProps<R>) {
  const { list } = schema;
  // The values of the declaration's filter controls, sent as the list call's parameters.
  const params = useMemo(() => filterParams(list.filters), [list.filters]);
  const [filterValues, setFilterValues] = useUrlState(params);
  const filter = useMemo(() => serverFilter(filterValues), [filterValues]);
  const changeFilter = useCallback(
    (source: string, value: string | undefined) => setFilterValues({ [source]: value ?? '' }),
    [setFilterValues],
  );
  // The list controls (academy, month, year…): their values and whether the list can run.
  const controls = useListControlValues(list.controls);
  const listFilter = useMemo(() => ({ ...filter, ...controls.filter }), [filter, controls.filter]);
  const sortBy = useMemo(() => columnsSortBy(list.columns), [list.columns]);
  const opening = useMemo(() => openingOrder(list.sort), [list.sort]);
  const { context, allRows, search, setSearch } = useSearchableList<R>({
    resource: schema.name,
    filter: listFilter,
    errorTitle: list.loadErrorTitle,
    searchFields: list.search,
    columns: list.columns,
    sort: opening.sort,
    order: opening.compare,
    sortBy,
    enabled: controls.ready,
  });
  const title = titleOf(list.title, context.total ?? 0);
  const { canWrite, lockedBecause } = useWriteAccess(schema.name);
  const actions = useRowActions(schema, canWrite, lockedBecause);
  const columns = useMemo(
    () => [...list.columns.map((column) => tableColumnOf(canWrite ? column : readOnlyColumn(column))), ...(actions.column ? [actions.column] : [])],
    [list.columns, actions.column, canWrite],
  );
  const csvColumns = useMemo(() => csvColumnsOf(list.columns), [list.columns]);
  const footer = useMemo(
    () => (list.totalsLabel === undefined ? undefined : [...totalsRowOf(list.columns, allRows(), list.totalsLabel), ...(actions.column ? [''] : [])]),
    [list.totalsLabel, list.columns, allRows, actions.column],
  );
  const chartData = useMemo(() => list.chart?.series(allRows()), [list.chart, allRows]);
  const rowOf = useCallback((id: string) => allRows().find((row) => String(row.id) === id), [allRows]);
  const hasDialogs = canWrite && Boolean(schema.create || schema.edit);
  useEffect(() => (hasDialogs ? runWhenIdle(() => void loadFormDialog().catch(() => undefined)) : undefined), [hasDialogs]);

  // Built again only when what it shows changes: a page step must re-render the table alone.
  const toolbar = useMemo(
    () => (
      <>
        {list.controls && <ListControls controls={list.controls} values={controls.values} onChange={controls.setValue} />}
        {list.filters?.map((control) => (
          <FilterSelect
            key={control.source}
            control={control}
            value={filterValues[control.source]}
            onChange={changeFilter}
          />
        ))}
        <SearchBox value={search} onChange={setSearch} />
        <ExportButton name={list.exportName} columns={csvColumns} rows={allRows} />
        {canWrite && schema.create && (
          <Button component={ViewLink} pathname="create" variant="contained" startIcon={<AddIcon />}>
            Añadir
          </Button>
        )}
        {lockedBecause !== undefined && schema.create && (
          <span title={lockedBecause}>
            <Button variant="contained" startIcon={<AddIcon />} disabled>
              Añadir
            </Button>
          </span>
        )}
      </>
    ),
    [list.controls, controls.values, controls.setValue, list.filters, filterValues, changeFilter, search, setSearch, list.exportName, csvColumns, allRows, canWrite, lockedBecause, schema.create],
  );

  // Kept while what it shows is the same: react-admin and the router render the screen again
  // as the console starts, and those passes then cost the hooks above alone.
  return useMemo(
    () => (
      <Page title={title} header={header} toolbar={toolbar}>
        {panel ? (
          <div role="tabpanel" id={panel.id} aria-labelledby={panel.labelledBy}>
            <ListTable context={context} columns={columns} footer={footer} />
          </div>
        ) : (
          <ListTable context={context} columns={columns} footer={footer} />
        )}
        {list.chart && chartData && (
          <ChartPanel storeKey={schema.name} title={list.chart.title} data={chartData} />
        )}
        {actions.dialog}
        {hasDialogs && (
          <Routes>
            {schema.create && <Route path="create" element={<ResourceFormDialog schema={schema} mode="create" />} />}
            {schema.edit && (
              <Route path=":id" element={<ResourceFormDialog schema={schema} mode="edit" listFilter={listFilter} rowOf={rowOf} />} />
            )}
          </Routes>
        )}
      </Page>
    ),
    [title, header, panel, toolbar, context, columns, footer, list.chart, chartData, actions.dialog, hasDialogs, schema, listFilter, rowOf],
  );
}
