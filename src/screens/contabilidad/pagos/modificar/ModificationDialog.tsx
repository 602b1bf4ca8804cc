import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { formatEuros } from '../../../../common/format';
import { sanitizeDecimal } from '../../../../common/sanitize';
import { DialogButtons } from '../../../../common/DialogButtons';
import { amountAfterModification, canSendModification, modificationAmount } from '../payments';

interface ModificationDialogProps {
  open: boolean;
  /** The payment's amount now, to which the modification is added. */
  current: number;
  saving: boolean;
  onSend: (modification: { importe: number; justificacion: string }) => void;
  onClose: () => void;
}

/**
 * 'Añadir modificación': an amount added to the payment's (negative to lower it, never 0) and
 * its justification (spec 02 §5). What was typed stays while the dialog is open, also after a
 * refused save; it starts empty each time it opens.
 */
export function ModificationDialog({ open, ...props }: ModificationDialogProps) {
  // Mounted only while open: closing forgets what was typed.
  return open ? <OpenModificationDialog {...props} /> : null;
}

function OpenModificationDialog({ current, saving, onSend, onClose }: Omit<ModificationDialogProps, 'open'>) {
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [justification, setJustification] = useState('');
  const importe = modificationAmount(amount);
  const ready = canSendModification(amount, justification);
  const closeUnlessSaving = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog open onClose={closeUnlessSaving} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Añadir modificación</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Importe"
            value={amount}
            onChange={(event) => setAmount(sanitizeDecimal(event.target.value))}
            required
            autoFocus
            helperText="Se suma al importe actual; negativo para rebajarlo"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Justificación"
            value={justification}
            onChange={(event) => setJustification(event.target.value)}
            required
            multiline
            minRows={3}
          />
          <Alert severity="info">
            {`Importe actual: ${formatEuros(current)}. Importe resultante: ${formatEuros(importe === undefined ? current : amountAfterModification(current, importe))}`}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogButtons
        label="Modificar"
        onAction={() => importe !== undefined && onSend({ importe, justificacion: justification.trim() })}
        ready={ready}
        pending={saving}
        onCancel={closeUnlessSaving}
      />
    </Dialog>
  );
}
