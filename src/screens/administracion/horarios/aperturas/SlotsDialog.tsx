// 'Añadir nuevo horario' and 'Actualizar horario' (spec 02 §2): a day's hours chosen among the
// 34 slots, at least one (spec 02 §5). A refused save keeps the dialog, its ticks and the
// server's reason.
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { formatDate } from '../../../../common/format';
import { DialogButtons } from '../../../../common/DialogButtons';
import { HALF_HOUR_SLOTS, sortSlots, WHOLE_HOUR_SLOTS } from './slots';

interface SlotsDialogProps {
  kind: 'add' | 'update';
  day: Date;
  initial: readonly string[];
  pending: boolean;
  /** The server's reason of the last refusal, shown in the dialog. */
  refusal: string | null;
  onSave: (horas: string[]) => void;
  onClose: () => void;
}

function SlotGroup({ label, slots, chosen, toggle }: { label: string; slots: readonly string[]; chosen: Set<string>; toggle: (slot: string) => void }) {
  const labelId = useId();
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>{label}</FormLabel>
      {slots.map((slot) => (
        <FormControlLabel key={slot} control={<Checkbox size="small" checked={chosen.has(slot)} onChange={() => toggle(slot)} />} label={slot} />
      ))}
    </FormGroup>
  );
}

/** Mounted per opening: its ticks start from `initial` every time. */
export function SlotsDialog({ kind, day, initial, pending, refusal, onSave, onClose }: SlotsDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const toggle = (slot: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(slot)) next.add(slot);
      return next;
    });
  const close = () => {
    if (!pending) onClose();
  };
  const title = kind === 'add' ? 'Añadir nuevo horario' : 'Actualizar horario';
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {title} · {formatDate(day)}
      </DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Stack direction="row" spacing={4}>
          <SlotGroup label="En punto" slots={WHOLE_HOUR_SLOTS} chosen={chosen} toggle={toggle} />
          <SlotGroup label="Y media" slots={HALF_HOUR_SLOTS} chosen={chosen} toggle={toggle} />
        </Stack>
      </DialogContent>
      <DialogButtons
        label={kind === 'add' ? 'Añadir' : 'Actualizar'}
        onAction={() => onSave(sortSlots([...chosen]))}
        ready={chosen.size > 0}
        pending={pending}
        onCancel={close}
      />
    </Dialog>
  );
}
