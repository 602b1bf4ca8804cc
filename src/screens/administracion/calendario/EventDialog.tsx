// 'Nuevo evento' and an event's own dialog (spec 02 §2): date, title, type, academies and
// description, all required (spec 02 §5). The dialog keeps what was typed when a save fails.
// Read-only, it shows an event to a user who may not change it: no save, no delete, 'Cerrar'.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { AcademySelect } from '../../../common/AcademySelect';
import { DateField } from '../../../common/DateField';
import { isUsableDay } from '../../../common/dateRange';
import { parseIsoDate } from '../../../common/parse';
import { DialogButtons } from '../../../common/DialogButtons';
import type { CalendarEvent } from '../../../contract/eventosCalendario';
import { EVENT_TYPE_CODES, type EventType } from '../../../contract/vocabulary';
import { isoDayOf } from '../months';

/** What the dialog's fields hold. */
export interface EventValues {
  fecha: Date | null;
  titulo: string;
  tipo: EventType | '';
  centros: string[];
  descripcion: string;
}

const isEventType = (tipo: string | null): tipo is EventType => (EVENT_TYPE_CODES as readonly (string | null)[]).includes(tipo);

/** An event's values; what the answer did not carry (or a type the spec does not list) starts empty. */
export const valuesOf = (event: CalendarEvent): EventValues => ({
  fecha: parseIsoDate(event.fecha),
  titulo: event.titulo ?? '',
  tipo: isEventType(event.tipo) ? event.tipo : '',
  centros: event.centros,
  descripcion: event.descripcion ?? '',
});

export const emptyEvent = (fecha: Date | null): EventValues => ({ fecha, titulo: '', tipo: '', centros: [], descripcion: '' });

/** The event's fields as the calls take them, once every one is filled. */
export function completeEvent(values: EventValues): Omit<CalendarEvent, 'id' | 'creador'> | null {
  const { fecha, titulo, tipo, centros, descripcion } = values;
  if (!isUsableDay(fecha) || !titulo.trim() || !tipo || centros.length === 0 || !descripcion.trim()) return null;
  return { fecha: isoDayOf(fecha), titulo: titulo.trim(), tipo, centros, descripcion: descripcion.trim() };
}

interface EventDialogProps {
  /** The event shown, or none for 'Nuevo evento'. */
  event: CalendarEvent | null;
  initial: EventValues;
  /** Shows the event without offering a change. */
  readOnly?: boolean;
  pending: boolean;
  onSave: (fields: Omit<CalendarEvent, 'id' | 'creador'>) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Mounted per opening: its fields start from `initial` every time. */
export function EventDialog({ event, initial, readOnly = false, pending, onSave, onDelete, onClose }: EventDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<EventValues>) => setValues((current) => ({ ...current, ...patch }));
  const complete = completeEvent(values);
  const close = () => {
    if (!pending) onClose();
  };
  const input = { input: { readOnly } };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{event ? 'Evento' : 'Nuevo evento'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {event && <Typography>Evento creado por {event.creador}</Typography>}
          <DateField label="Fecha" value={values.fecha} onChange={(fecha) => set({ fecha })} required fullWidth readOnly={readOnly} />
          <TextField
            label="Título"
            size="small"
            required
            value={values.titulo}
            onChange={(change) => set({ titulo: change.target.value })}
            slotProps={input}
          />
          <TextField
            select
            label="Tipo"
            size="small"
            required
            value={values.tipo}
            onChange={(change) => set({ tipo: change.target.value as EventType })}
            slotProps={input}
          >
            {EVENT_TYPE_CODES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <AcademySelect multiple label="Academias" value={values.centros} onChange={(centros) => set({ centros })} readOnly={readOnly} />
          <TextField
            label="Descripción"
            size="small"
            required
            multiline
            minRows={3}
            value={values.descripcion}
            onChange={(change) => set({ descripcion: change.target.value })}
            slotProps={input}
          />
          {event && !readOnly && (
            <Link component="button" type="button" color="error" onClick={onDelete} disabled={pending} sx={{ alignSelf: 'flex-start' }}>
              Borrar evento
            </Link>
          )}
        </Stack>
      </DialogContent>
      {readOnly ? (
        <DialogActions>
          <Button onClick={close}>Cerrar</Button>
        </DialogActions>
      ) : (
        <DialogButtons
          label={event ? 'Actualizar' : 'Crear'}
          onAction={() => complete && onSave(complete)}
          ready={Boolean(complete)}
          pending={pending}
          onCancel={close}
          cancelLabel={event ? 'Cerrar' : 'Cancelar'}
        />
      )}
    </Dialog>
  );
}
