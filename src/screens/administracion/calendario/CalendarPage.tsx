// /administracion/calendario (spec 02 §2): the month's internal events, weeks from Monday; a day
// of the month opens 'Nuevo evento' on it, an event opens its own dialog. A user who may not
// change events (useCanWrite) reads each event in its dialog, with nothing to save or delete.
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useCanWrite } from '../../../authProvider/useCanWrite';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { formatDate, monthName } from '../../../common/format';
import { HintButton } from '../../../common/HintButton';
import { Page } from '../../../common/Page';
import { useErrorToast } from '../../../common/useErrorToast';
import { useGuardedChange } from '../../../common/useGuardedChange';
import { monthParam } from '../../../common/viewState/urlParams';
import { useUrlState } from '../../../common/viewState/useUrlState';
import type { CalendarEvent } from '../../../contract/eventosCalendario';
import { emptyEvent, EventDialog, valuesOf, type EventValues } from './EventDialog';
import { eventTypeIcon } from './eventTypes';
import { MonthGrid } from '../MonthGrid';
import { CALENDAR_MONTHS, monthStart, stepMonth } from '../months';
import { CALENDAR_EVENTS, EVENTS_LOAD_ERROR, eventsQuery } from '../calls';

/** The reads every change of this screen makes stale. */
const STALE = [[CALENDAR_EVENTS]];

const VIEW = { month: monthParam('mes', CALENDAR_MONTHS) };
const NO_EVENTS: CalendarEvent[] = [];

/** The open dialog: a new event (with its starting values) or one event. */
type Editing = { event: null; initial: EventValues } | { event: CalendarEvent; initial: EventValues };

const created = { title: 'Evento creado', content: 'El evento se ha creado correctamente' };
const updated = { title: 'Evento actualizado', content: 'El evento se ha actualizado correctamente' };
const deleted = { title: 'Evento borrado', content: 'El evento se ha borrado correctamente' };

const byId = (event: CalendarEvent) => String(event.id).padStart(9, '0');

export function CalendarPage() {
  const [{ month }, setView] = useUrlState(VIEW);
  const { data, isPending, error } = useGetList<CalendarEvent>(CALENDAR_EVENTS, { filter: eventsQuery(month) });
  useErrorToast(error, EVENTS_LOAD_ERROR);
  const events = error || !data ? NO_EVENTS : data;
  const dataProvider = useDataProvider();
  const { run, pending } = useGuardedChange();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canWrite = useCanWrite(CALENDAR_EVENTS);
  const previous = stepMonth(month, -1, CALENDAR_MONTHS);
  const next = stepMonth(month, 1, CALENDAR_MONTHS);

  const save = async (fields: Omit<CalendarEvent, 'id' | 'creador'>) => {
    const shown = editing?.event;
    const done = shown
      ? await run(() => dataProvider.update(CALENDAR_EVENTS, { id: shown.id, data: fields, previousData: shown }), {
          success: updated,
          errorTitle: 'Error actualizando el evento',
          stale: STALE,
        })
      : await run(() => dataProvider.create(CALENDAR_EVENTS, { data: fields }), { success: created, errorTitle: 'Error creando el evento', stale: STALE });
    if (done) setEditing(null);
  };

  const remove = async () => {
    const shown = editing?.event;
    if (!shown) return;
    const done = await run(() => dataProvider.delete(CALENDAR_EVENTS, { id: shown.id, previousData: shown }), {
      success: deleted,
      errorTitle: 'Error borrando el evento',
      stale: STALE,
    });
    setConfirmingDelete(false);
    if (done) setEditing(null);
  };

  return (
    <Page
      title="Calendario"
      toolbar={
        <>
          <HintButton label="Mes anterior" icon={<ChevronLeftIcon />} disabled={!previous} onClick={() => previous && setView({ month: previous })} />
          <Typography component="h2" variant="h6" sx={{ minWidth: 180, textAlign: 'center' }}>
            {monthName(monthStart(month))}
          </Typography>
          <HintButton label="Mes siguiente" icon={<ChevronRightIcon />} disabled={!next} onClick={() => next && setView({ month: next })} />
          {canWrite && (
            <HintButton label="Añadir" color="primary" icon={<AddIcon />} onClick={() => setEditing({ event: null, initial: emptyEvent(null) })} hintAlign="end" />
          )}
        </>
      }
    >
      <MonthGrid
        month={month}
        items={events}
        loading={isPending}
        order={byId}
        renderDay={(day, inMonth) =>
          inMonth && canWrite ? (
            <Button
              size="small"
              sx={{ minWidth: 32, px: 0.5 }}
              aria-label={`Nuevo evento el ${formatDate(day)}`}
              onClick={() => setEditing({ event: null, initial: emptyEvent(day) })}
            >
              {day.getDate()}
            </Button>
          ) : (
            <Box component="span" sx={{ color: inMonth ? undefined : 'text.secondary', px: 0.5 }}>
              {day.getDate()}
            </Box>
          )
        }
        renderItem={(event) => {
          const Icon = eventTypeIcon(event.tipo);
          return (
            <Button
              size="small"
              color="inherit"
              startIcon={Icon ? <Icon fontSize="small" /> : undefined}
              onClick={() => setEditing({ event, initial: valuesOf(event) })}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', width: '100%' }}
            >
              {event.titulo}
            </Button>
          );
        }}
      />
      {!isPending && events.length === 0 && <Typography sx={{ mt: 2 }}>Sin eventos</Typography>}
      {editing && (
        <EventDialog
          key={editing.event?.id ?? 'nuevo'}
          event={editing.event}
          initial={editing.initial}
          readOnly={!canWrite}
          pending={pending}
          onSave={(fields) => void save(fields)}
          onDelete={() => setConfirmingDelete(true)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title="¿Seguro que quieres borrar este evento?"
        confirmLabel="Borrar"
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setConfirmingDelete(false)}
      />
    </Page>
  );
}
