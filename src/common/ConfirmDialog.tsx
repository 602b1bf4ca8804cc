import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { DialogButtons } from './DialogButtons';

const CONFIRM_DEFAULT_TITLE = '¿Estás seguro?';
const CONFIRM_DEFAULT_CONTENT = 'Esta operación no puede deshacerse';
const CONFIRM_DEFAULT_LABEL = 'Confirmar';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  content?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmed operation is running: nothing can be clicked and the dialog stays open. */
  pending?: boolean;
}

/**
 * The console's confirmation of an irreversible operation (spec 01 §8). Focus starts on
 * 'Cancelar', so that a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title = CONFIRM_DEFAULT_TITLE,
  content = CONFIRM_DEFAULT_CONTENT,
  confirmLabel = CONFIRM_DEFAULT_LABEL,
  onConfirm,
  onClose,
  pending = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const contentId = useId();
  const closeUnlessPending = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={closeUnlessPending} aria-labelledby={titleId} aria-describedby={contentId} maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogButtons label={confirmLabel} onAction={onConfirm} pending={pending} onCancel={closeUnlessPending} destructive focusCancel />
    </Dialog>
  );
}
