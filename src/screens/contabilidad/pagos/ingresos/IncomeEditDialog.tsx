import { Alert, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useMemo } from 'react';
import { Form } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { ACADEMY_CHOICES } from '../../../../common/academies';
import { DialogButtons } from '../../../../common/DialogButtons';
import { FieldInput } from '../../../../declaration/FieldInput';
import type { FormField } from '../../../../declaration/types';
import { incomeFormOf, isTransfer, type IncomeForm } from './incomes';
import type { Income } from '../../../../contract/ingresosAlumno';
import { PAYMENT_METHODS } from '../../../../contract/vocabulary';
import { canUpdateIncome } from '../payments';

export const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  EFECTIVO: 'Efectivo',
  TARJETA: 'Tarjeta',
  TRANSFERENCIA: 'Transferencia',
};

const FIELDS: FormField[] = [
  { source: 'importe', label: 'Importe', kind: 'decimal', noNegatives: true, required: true },
  { source: 'concepto', label: 'Concepto', kind: 'text', required: true },
  {
    source: 'formaPago',
    label: 'Forma de pago',
    kind: 'select',
    required: true,
    choices: PAYMENT_METHODS.map((method) => ({ id: method, name: METHOD_LABELS[method] })),
  },
  { source: 'centro', label: 'Academia', kind: 'select', choices: ACADEMY_CHOICES, required: true },
  { source: 'observaciones', label: 'Observaciones', kind: 'multiline' },
  { source: 'fecha', label: 'Fecha', kind: 'date', required: true, visible: isTransfer },
  { source: 'hora', label: 'Hora', kind: 'time', required: true, visible: isTransfer },
];

interface IncomeEditDialogProps {
  income: Income | null;
  saving: boolean;
  onSave: (values: IncomeForm) => void;
  onClose: () => void;
}

/**
 * 'Editar ingreso' (spec 02 §2): the date and time only for a transfer. What was typed stays
 * after a refused save; the dialog starts from the income each time it opens.
 */
export function IncomeEditDialog({ income, saving, onSave, onClose }: IncomeEditDialogProps) {
  const titleId = useId();
  // One record per income: a new one would start the form afresh, losing what was typed.
  const record = useMemo(() => income && incomeFormOf(income), [income]);
  const closeUnlessSaving = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog open={income !== null} onClose={closeUnlessSaving} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {record && (
        <Form record={record} onSubmit={(values: FieldValues) => onSave(values as IncomeForm)} noValidate>
          <DialogTitle id={titleId}>Editar ingreso</DialogTitle>
          <IncomeFields saving={saving} onCancel={closeUnlessSaving} />
        </Form>
      )}
    </Dialog>
  );
}

function IncomeFields({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const values = useWatch() as Partial<IncomeForm>;
  const ready = canUpdateIncome(values);
  return (
    <>
      <DialogContent>
        <Stack sx={{ pt: 1 }} spacing={1}>
          <Alert severity="info">La fecha solo se puede cambiar en los ingresos por transferencia.</Alert>
          <Stack>
            {FIELDS.map((field) => (!field.visible || field.visible(values) ? <FieldInput key={field.source} field={field} /> : null))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogButtons label="Actualizar" ready={ready} pending={saving} onCancel={onCancel} />
    </>
  );
}
