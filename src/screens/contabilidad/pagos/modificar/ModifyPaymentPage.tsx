import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, CircularProgress, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useGetList, useGetOne } from 'react-admin';
import { useCanWrite } from '../../../../authProvider/useCanWrite';
import { compareText } from '../../../../common/compareText';
import { ConfirmDialog } from '../../../../common/ConfirmDialog';
import { formatDate, formatDateTime, formatEuros } from '../../../../common/format';
import { inParentheses, joinPresent } from '../../../../common/text';
import { Page } from '../../../../common/Page';
import { useErrorToast } from '../../../../common/useErrorToast';
import { useGuardedChange } from '../../../../common/useGuardedChange';
import { studentParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import type { ConsoleDataProvider } from '../../../../dataProvider/dataProvider';
import { declaration as pagosModificados } from '../modificaciones';
import { PENDING_PAYMENTS } from '../paymentLists';
import { DetailTable, type DetailColumn } from './DetailTable';
import { ModificationDialog } from './ModificationDialog';
import type { AttendanceResult, Hiring, PaymentDetails, PaymentIncome, PaymentModification } from '../../../../contract/pagos';
import {
  canDeletePayment,
  formatPercentage,
  modificationPercentage,
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  type PaymentKind,
} from '../payments';
import { DETAILS_LOAD_ERROR, DETAILS_META, hiringsOf, HIRINGS_LOAD_ERROR, MODIFY, type ModificationInput } from '../../calls';
import { StudentPicker } from '../StudentPicker';
import { hiringParam, sameHiring, type HiringRef } from './viewParams';

const VIEW = { student: studentParam('alumno'), hiring: hiringParam('contratacion') };
const PAYMENT_LISTS = [[PENDING_PAYMENTS], [pagosModificados.name]];

type KindHiring = Hiring & { kind: PaymentKind };

/** An amount the answer may lack: nothing rather than '0,00 €'. */
const euros = (amount: number | null) => (amount === null ? '' : formatEuros(amount));

const hiringKey = (hiring: HiringRef) => `${hiring.kind}-${String(hiring.id)}`;
/** 'Tarifa · Matemáticas · 04/11/2026 · 120,00 €', leaving out what the answer lacks (the spec does not show these fields). */
const hiringLabel = (hiring: KindHiring) =>
  [PAYMENT_KIND_LABELS[hiring.kind], hiring.concepto, formatDate(hiring.fecha), euros(hiring.importe)].filter(Boolean).join(' · ');

/** The student's hirings of one kind; a failed load is notified and counts as none. */
function useHiringsOf(kind: PaymentKind, alumno: number | undefined) {
  const { data, isPending, error } = useGetList<Hiring>(hiringsOf(kind), { filter: { alumno } }, { enabled: alumno !== undefined });
  useErrorToast(error, HIRINGS_LOAD_ERROR[kind]);
  return { hirings: error ? undefined : data, loading: alumno !== undefined && isPending && !error };
}

/** Every hiring of the student, of the four kinds, newest first. */
function useStudentHirings(alumno: number | undefined) {
  const pago = useHiringsOf('pago', alumno);
  const tarifa = useHiringsOf('pago-tarifa', alumno);
  const intensivo = useHiringsOf('pago-intensivo', alumno);
  const pack = useHiringsOf('pago-pack-horas', alumno);
  const byKind = [pago, tarifa, intensivo, pack];
  const hirings = useMemo(
    () =>
      [pago.hirings, tarifa.hirings, intensivo.hirings, pack.hirings]
        .flatMap((list, index) => (list ?? []).map((hiring) => ({ ...hiring, kind: PAYMENT_KINDS[index] })))
        .sort((a, b) => compareText(b.fecha ?? '', a.fecha ?? '')),
    [pago.hirings, tarifa.hirings, intensivo.hirings, pack.hirings],
  );
  return { hirings, loading: byKind.some((kind) => kind.loading) };
}

/** Screen 7: a student's hiring, its payment in full, its modifications and its deletion. */
export function ModifyPaymentPage() {
  const [{ student, hiring }, setView] = useUrlState(VIEW);
  const { hirings, loading } = useStudentHirings(student?.id);
  const chosenListed = hiring && hirings.some((candidate) => sameHiring(candidate, hiring));

  return (
    <Page
      title="Modificar pago"
      toolbar={
        <>
          <StudentPicker value={student} onChange={(next) => setView({ student: next, hiring: null })} />
          {student && (
            <TextField
              select
              label="Contratación"
              sx={{ minWidth: 360 }}
              value={hiring && chosenListed ? hiringKey(hiring) : ''}
              onChange={(event) => {
                const chosen = hirings.find((candidate) => hiringKey(candidate) === event.target.value);
                setView({ hiring: chosen ? { kind: chosen.kind, id: chosen.id } : null });
              }}
              disabled={loading || hirings.length === 0}
              helperText={loading ? 'Cargando contrataciones...' : hirings.length === 0 ? 'No hay contrataciones' : undefined}
            >
              {hirings.map((candidate) => (
                <MenuItem key={hiringKey(candidate)} value={hiringKey(candidate)}>
                  {hiringLabel(candidate)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      }
    >
      {!student && <Typography color="text.secondary">Busca un alumno para ver sus contrataciones.</Typography>}
      {student && !hiring && !loading && hirings.length > 0 && (
        <Typography color="text.secondary">Elige una de sus contrataciones.</Typography>
      )}
      {student && hiring && <PaymentView hiring={hiring} onDeleted={() => setView({ hiring: null })} />}
    </Page>
  );
}

/** The invoice of an income: 'GOYA/2026/0012 · Ana Gómez (12345678Z) · 04/11/2026', leaving out what the answer lacks. */
function invoiceText(income: PaymentIncome): string {
  if (!income.codigoFactura) return 'Sin factura';
  const client = joinPresent([income.nombreFactura, inParentheses(income.identificacionFactura)]);
  return joinPresent([income.codigoFactura, client, formatDate(income.fechaFactura)], ' · ');
}

const INCOME_COLUMNS: DetailColumn<PaymentIncome>[] = [
  { label: 'Concepto', value: (income) => income.concepto },
  { label: 'Centro', value: (income) => income.centro },
  { label: 'Fecha', value: (income) => formatDateTime(income.fecha) },
  { label: 'Importe', value: (income) => euros(income.importe), align: 'right' },
  { label: 'Factura', value: invoiceText },
];

// A change the server wrote as a text is its justification, whole.
const MODIFICATION_COLUMNS: DetailColumn<PaymentModification>[] = [
  { label: 'Fecha', value: (change) => (typeof change === 'string' ? '' : formatDateTime(change.fecha)) },
  { label: 'Importe', value: (change) => (typeof change === 'string' ? '' : euros(change.importe)), align: 'right' },
  { label: 'Justificación', value: (change) => (typeof change === 'string' ? change : change.justificacion) },
];

const RESULT_COLUMNS: DetailColumn<AttendanceResult>[] = [
  { label: 'Fecha', value: (result) => formatDate(result.asistencia?.fecha) },
  { label: 'Hora', value: (result) => result.asistencia?.hora },
  {
    label: 'Asignatura',
    value: ({ asistencia }) => joinPresent([asistencia?.asignatura, inParentheses(asistencia?.nivel)]),
  },
  { label: 'Clase', value: (result) => result.asistencia?.clase },
  { label: 'Precio', value: (result) => euros(result.precio), align: 'right' },
  { label: 'Explicación', value: (result) => result.explicacion },
];

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The chosen hiring's payment: details, incomes, modifications and result, with its two actions. */
function PaymentView({ hiring, onDeleted }: { hiring: HiringRef; onDeleted: () => void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const resource = hiringsOf(hiring.kind);
  const { data: payment, isPending, error } = useGetOne<PaymentDetails>(resource, { id: hiring.id, meta: DETAILS_META });
  useErrorToast(error, DETAILS_LOAD_ERROR);
  const [modifying, setModifying] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Both of the payment's actions write.
  const canWrite = useCanWrite(resource);

  const { run, pending } = useGuardedChange();

  const modify = async (input: ModificationInput) => {
    const done = await run(() => dataProvider.action(resource, MODIFY, input), {
      success: { title: 'Modificación realizada', content: 'El importe del pago se ha modificado correctamente' },
      errorTitle: 'Error al modificar el pago',
      stale: [[resource], ...PAYMENT_LISTS],
    });
    if (done) setModifying(false);
  };
  const remove = async (id: number) => {
    const done = await run(() => dataProvider.delete(resource, { id }), {
      success: { title: 'Pago borrado', content: 'El pago se ha borrado correctamente' },
      errorTitle: 'Error al borrar el pago',
      // Not the deleted payment's details, which the server no longer has.
      stale: [[resource, 'getList'], ...PAYMENT_LISTS],
    });
    if (!done) return;
    setConfirmingDelete(false);
    onDeleted();
  };

  if (error) return <Alert severity="error">{DETAILS_LOAD_ERROR}</Alert>;
  if (isPending) return <CircularProgress aria-label="Cargando" />;
  const { resultado } = payment;
  const deletable = canDeletePayment(hiring.kind, payment, new Date());

  return (
    <>
      <Section title="Detalles del pago">
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Field label="Tipo" value={PAYMENT_KIND_LABELS[hiring.kind]} />
          <Field label="Concepto" value={payment.concepto} />
          <Field label="Academia" value={payment.centro} />
          <Field label="Fecha" value={formatDate(payment.fecha)} />
          <Field label="Códigos promocionales" value={payment.codigosPromocionales.join(', ')} />
          <Field label="Importe" value={formatEuros(payment.importePago)} />
          <Field label="Modificación" value={euros(payment.modificacion)} />
          {payment.matricula && <Field label="Matrícula" value="Forma parte de una matrícula" />}
        </Stack>
        {canWrite && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Button variant="contained" onClick={() => setModifying(true)}>
              Añadir modificación
            </Button>
            {deletable && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmingDelete(true)}>
                Borrar pago
              </Button>
            )}
          </Stack>
        )}
      </Section>
      <Section title="Ingresos recibidos">
        <DetailTable label="Ingresos recibidos" columns={INCOME_COLUMNS} rows={payment.ingresos} />
      </Section>
      <Section title="Modificaciones realizadas">
        <DetailTable label="Modificaciones realizadas" columns={MODIFICATION_COLUMNS} rows={payment.modificaciones} />
      </Section>
      <Section title="Resultado del pago">
        {resultado?.importeAlternativo != null && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {`Importe alternativo: ${formatEuros(resultado.importeAlternativo)}${resultado.justificacionImporte ? ` (${resultado.justificacionImporte})` : ''}`}
          </Alert>
        )}
        <DetailTable label="Resultado del pago" columns={RESULT_COLUMNS} rows={resultado?.resultados ?? []} />
        {resultado && (
          <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Field label="Venta teórica" value={euros(resultado.ventaTeorica)} />
            <Field label="Deuda del mes" value={euros(resultado.deudaMes)} />
            <Field label="Porcentaje de modificación" value={formatPercentage(modificationPercentage(resultado))} />
          </Stack>
        )}
      </Section>
      <ModificationDialog
        open={modifying}
        current={payment.importePago}
        saving={pending}
        onSend={({ importe, justificacion }) => void modify({ id: payment.id, importe, justificacion })}
        onClose={() => setModifying(false)}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="¿Seguro que quieres borrar este pago?"
        confirmLabel="Borrar pago"
        pending={pending}
        onConfirm={() => void remove(payment.id)}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
