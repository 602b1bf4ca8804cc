import { Button, DialogActions } from '@mui/material';

interface DialogButtonsProps {
  /** The dialog's action: its button's label. */
  label: string;
  /** Runs the action; without it the action button submits the dialog's form. */
  onAction?: () => void;
  /** Whether the dialog holds what the action needs; the button is disabled until then. */
  ready?: boolean;
  /** The action is running: nothing can be clicked, and a second click never runs it twice. */
  pending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** Red, for an action that deletes. */
  destructive?: boolean;
  /** Focus starts on the cancel button, so that a stray Enter never confirms. */
  focusCancel?: boolean;
}

/** The buttons every dialog of the console ends with: cancel, then its one action. */
export function DialogButtons({ label, onAction, ready = true, pending, onCancel, cancelLabel = 'Cancelar', destructive = false, focusCancel = false }: DialogButtonsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending} autoFocus={focusCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={!ready}
        loading={pending}
        loadingPosition="start"
        onClick={
          onAction &&
          (() => {
            if (ready && !pending) onAction();
          })
        }
      >
        {label}
      </Button>
    </DialogActions>
  );
}
