import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useCanWrite } from '../../../../authProvider/useCanWrite';
import { ConfirmDialog } from '../../../../common/ConfirmDialog';
import { Page } from '../../../../common/Page';
import { RowActionButton } from '../../../../common/table/AppTable';
import { ExportButton } from '../../../../common/table/ExportButton';
import { ListTable } from '../../../../common/table/ListTable';
import { SearchBox } from '../../../../common/table/SearchBox';
import { useSearchableList } from '../../../../common/table/useSearchableList';
import { useGuardedChange } from '../../../../common/useGuardedChange';
import { studentParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import type { ConsoleDataProvider } from '../../../../dataProvider/dataProvider';
import { PENDING_PAYMENTS } from '../paymentLists';
import { columnsSortBy, csvColumnsOf, tableColumnOf } from '../../../../declaration/columns';
import type { Column, ListColumn } from '../../../../declaration/types';
import type { IncomeForm } from './incomes';
import { IncomeEditDialog, METHOD_LABELS } from './IncomeEditDialog';
import type { Income } from '../../../../contract/ingresosAlumno';
import { canDeleteIncome, canUnassignIncome, PAYMENT_KINDS } from '../payments';
import { hiringsOf, INCOMES_LOAD_ERROR, INCOMES_RESOURCE, UNASSIGN } from '../../calls';
import { StudentPicker } from '../StudentPicker';

const VIEW = { student: studentParam('alumno') };
const SORT = { field: 'fecha', order: 'DESC' } as const;

/** The method's Spanish name; one the spec does not list as it came. */
const methodLabel = ({ formaPago }: Income) =>
  formaPago === null ? '' : Object.hasOwn(METHOD_LABELS, formaPago) ? METHOD_LABELS[formaPago as keyof typeof METHOD_LABELS] : formaPago;

// The table's columns (spec 02 §2), also the download's.
const COLUMNS: ListColumn<Income>[] = [
  { source: 'concepto', label: 'Concepto' },
  { source: 'fecha', label: 'Fecha', type: 'date', sortValue: (income) => income.fechaIngreso ?? income.fecha },
  { source: 'hora', label: 'Hora' },
  { source: 'importe', label: 'Importe', type: 'money', value: (income) => income.importe },
  { source: 'formaPago', label: 'Forma Pago', value: methodLabel },
  { source: 'centro', label: 'Centro' },
];
const DATA_COLUMNS: Column<Income>[] = COLUMNS.map(tableColumnOf);
const CSV_COLUMNS = csvColumnsOf(COLUMNS);
const sortBy = columnsSortBy(COLUMNS);
const searchFields = (income: Income) => [income.concepto, income.centro, methodLabel(income)];

// An income's change moves the debts of the student's payments and of the month's pending list.
const PAYMENT_READS = [...PAYMENT_KINDS.map((kind) => [hiringsOf(kind)]), [PENDING_PAYMENTS]];
const STALE = [[INCOMES_RESOURCE], ...PAYMENT_READS];

type Confirmation = { kind: 'unassign' | 'delete'; income: Income } | null;

const CONFIRM_TEXTS = {
  unassign: {
    title: '¿Seguro que quieres desasignar este ingreso?',
    content: 'El ingreso dejará de pagar la contratación a la que está asignado.',
    confirmLabel: 'Desasignar',
  },
  delete: { title: '¿Seguro que quieres borrar este ingreso?', content: 'Esta operación no puede deshacerse', confirmLabel: 'Borrar' },
};

/** Screen 8: a student's incomes, with their unassignment, edit and deletion. */
export function StudentIncomesPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [{ student }, setView] = useUrlState(VIEW);
  const [editing, setEditing] = useState<Income | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);

  // The state setters never change, so neither do the columns.
  const withOptions = useMemo<Column<Income>[]>(() => [
    ...DATA_COLUMNS,
    {
      source: 'id',
      key: 'opciones',
      label: 'Opciones',
      sortable: false,
      exportValue: false,
      render: (income) => (
        <Stack direction="row">
          {canUnassignIncome(income) && (
            <RowActionButton label="Desasignar" icon={<LinkOffIcon fontSize="small" />} onClick={() => setConfirmation({ kind: 'unassign', income })} />
          )}
          <RowActionButton label="Editar" icon={<EditIcon fontSize="small" />} onClick={() => setEditing(income)} />
          {canDeleteIncome(income) && (
            <RowActionButton label="Borrar" icon={<DeleteIcon fontSize="small" />} onClick={() => setConfirmation({ kind: 'delete', income })} />
          )}
        </Stack>
      ),
    },
  ], []);
  // Every action of 'Opciones' writes: without the right to change incomes, no such column.
  const columns = useCanWrite(INCOMES_RESOURCE) ? withOptions : DATA_COLUMNS;

  const { context, allRows, search, setSearch } = useSearchableList<Income>({
    resource: INCOMES_RESOURCE,
    filter: { alumno: student?.id },
    errorTitle: INCOMES_LOAD_ERROR,
    searchFields,
    columns,
    sort: SORT,
    sortBy,
    enabled: student !== null,
  });

  const { run, pending } = useGuardedChange();

  const update = async (values: IncomeForm) => {
    const done = await run(() => dataProvider.update(INCOMES_RESOURCE, { id: values.id, data: values, previousData: editing ?? undefined }), {
      success: { title: 'Ingreso actualizado', content: 'El ingreso se ha actualizado correctamente' },
      errorTitle: 'Error al actualizar el ingreso',
      stale: STALE,
    });
    if (done) setEditing(null);
  };
  const confirm = async ({ kind, income }: NonNullable<Confirmation>) => {
    const done =
      kind === 'unassign'
        ? await run(() => dataProvider.action(INCOMES_RESOURCE, UNASSIGN, income), {
            success: { title: 'Ingreso desasignado', content: 'El ingreso se ha desasignado correctamente' },
            errorTitle: 'Error al desasignar el ingreso',
            stale: STALE,
          })
        : await run(() => dataProvider.delete(INCOMES_RESOURCE, { id: income.id, previousData: income }), {
            success: { title: 'Ingreso borrado', content: 'El ingreso se ha borrado correctamente' },
            errorTitle: 'Error al eliminar el ingreso',
            stale: STALE,
          });
    if (done) setConfirmation(null);
  };

  return (
    <Page
      title="Ingresos"
      toolbar={
        <>
          <StudentPicker value={student} onChange={(next) => setView({ student: next })} />
          <SearchBox value={search} onChange={setSearch} />
          <ExportButton name="ingresos-alumno" columns={CSV_COLUMNS} rows={allRows} />
        </>
      }
    >
      {student ? (
        <ListTable context={context} columns={columns} />
      ) : (
        <Typography color="text.secondary">Busca un alumno para ver sus ingresos.</Typography>
      )}
      <IncomeEditDialog income={editing} saving={pending} onSave={(values) => void update(values)} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirmation !== null}
        {...CONFIRM_TEXTS[confirmation?.kind ?? 'delete']}
        pending={pending}
        onConfirm={() => confirmation && void confirm(confirmation)}
        onClose={() => setConfirmation(null)}
      />
    </Page>
  );
}
