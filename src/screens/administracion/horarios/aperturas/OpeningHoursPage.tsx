// /administracion/horarios/aperturas (spec 02 §2): an academy's opening hours in a month. Each
// day shows its ranges (adjacent slots merged) with edit and delete, or 'Sin horario' with the
// default schedule or a choice of hours; 'Añadir mes entero' gives the default to every day left.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useGetList, type RaRecord } from 'react-admin';
import { useCanWrite } from '../../../../authProvider/useCanWrite';
import { AcademySelect } from '../../../../common/AcademySelect';
import { ConfirmDialog } from '../../../../common/ConfirmDialog';
import { formatDate } from '../../../../common/format';
import { HintButton } from '../../../../common/HintButton';
import { MonthSelect } from '../../../../common/MonthSelect';
import { Page } from '../../../../common/Page';
import { parseIsoDate } from '../../../../common/parse';
import { useErrorToast } from '../../../../common/useErrorToast';
import { useGuardedChange } from '../../../../common/useGuardedChange';
import { academyParam, monthParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import type { ConsoleDataProvider } from '../../../../dataProvider/dataProvider';
import type { DaySchedule } from '../../../../contract/modeloHorario';
import { MonthGrid } from '../../MonthGrid';
import { isoDayOf, OPENING_HOURS_MONTHS } from '../../months';
import { mergeSlots } from './slots';
import { SlotsDialog } from './SlotsDialog';
import { academyMonthQuery, ADD_WHOLE_MONTH, OPENING_HOURS, SCHEDULES_LOAD_ERROR, type OpeningHoursCall } from '../../calls';

/** The reads every change of this screen makes stale. */
const STALE = [[OPENING_HOURS]];

const VIEW = { academy: academyParam('academia'), month: monthParam('mes', OPENING_HOURS_MONTHS) };
const NO_DAYS: DaySchedule[] = [];

const byDay = (schedule: DaySchedule) => schedule.fecha;

/** The hours dialog: a day to give hours, or a day's hours to change. */
type Choosing = { day: Date; schedule: DaySchedule | null };

const success = (title: string, content: string) => ({ title, content });

export function OpeningHoursPage() {
  const [{ academy, month }, setView] = useUrlState(VIEW);
  const { data, isPending, error } = useGetList<DaySchedule>(OPENING_HOURS, { filter: academyMonthQuery(academy, month) });
  useErrorToast(error, SCHEDULES_LOAD_ERROR);
  const schedules = error || !data ? NO_DAYS : data;
  const withHours = useMemo(() => new Set(schedules.map((schedule) => schedule.fecha)), [schedules]);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { run, pending } = useGuardedChange();
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DaySchedule | null>(null);
  // Every control of the grid and 'Añadir mes entero' write: without the right, the hours alone.
  const canWrite = useCanWrite(OPENING_HOURS);

  const choose = (next: Choosing | null) => {
    setRefusal(null);
    setChoosing(next);
  };

  const addDefault = (day: Date) =>
    run(() => dataProvider.create(OPENING_HOURS, { data: { centro: academy, fecha: isoDayOf(day), horarioNormal: true } }), {
      success: success('Horario añadido', 'El horario del día se ha añadido correctamente'),
      errorTitle: 'Error al añadir el horario',
      stale: STALE,
    });

  const saveHours = async (horas: string[]) => {
    if (!choosing) return;
    const { day, schedule } = choosing;
    const onFailure = (failure: Error) => setRefusal(failure.message);
    const done = schedule
      ? await run(
          () =>
            dataProvider.update<RaRecord>(OPENING_HOURS, {
              id: schedule.id,
              data: { centro: academy, fecha: schedule.fecha, horas },
              previousData: schedule,
            }),
          { success: success('Horario actualizado', 'El horario del día se ha actualizado correctamente'), errorTitle: 'Error al actualizar el horario', stale: STALE, onFailure },
        )
      : await run(() => dataProvider.create(OPENING_HOURS, { data: { centro: academy, fecha: isoDayOf(day), horas } }), {
          success: success('Horario añadido', 'El horario del día se ha añadido correctamente'),
          errorTitle: 'Error al añadir el horario',
          stale: STALE,
          onFailure,
        });
    if (done) choose(null);
  };

  const remove = async () => {
    if (!deleting) return;
    await run(() => dataProvider.delete(OPENING_HOURS, { id: deleting.id, previousData: deleting }), {
      success: success('Horario borrado', 'El horario del día se ha borrado correctamente'),
      errorTitle: 'Error al eliminar el horario',
      stale: STALE,
    });
    setDeleting(null);
  };

  const addWholeMonth = () => {
    const call: OpeningHoursCall = { id: month, centro: academy, mes: month };
    void run(() => dataProvider.action(OPENING_HOURS, ADD_WHOLE_MONTH, call), {
      success: success('Horarios añadidos', 'Se ha añadido el horario normal a los días del mes sin horario'),
      errorTitle: 'Error al añadir los horarios',
      stale: STALE,
    });
  };

  const renderDay = (day: Date, inMonth: boolean) => {
    const date = formatDate(day);
    const open = !inMonth || withHours.has(isoDayOf(day));
    return (
      <Stack spacing={0.5} sx={{ p: 0.5, color: inMonth ? undefined : 'text.secondary' }}>
        <span>{day.getDate()}</span>
        {!open && (
          <>
            <Typography variant="body2">Sin horario</Typography>
            {canWrite && (
              <Box>
                <HintButton size="small" label={`Añadir horario normal el ${date}`} icon={<EventAvailableIcon fontSize="small" />} onClick={() => void addDefault(day)} />
                <HintButton size="small" label={`Elegir horas el ${date}`} icon={<AccessTimeIcon fontSize="small" />} onClick={() => choose({ day, schedule: null })} />
              </Box>
            )}
          </>
        )}
      </Stack>
    );
  };

  const renderSchedule = (schedule: DaySchedule) => {
    const day = parseIsoDate(schedule.fecha) ?? new Date();
    const date = formatDate(day);
    return (
      <Box sx={{ px: 0.5 }}>
        {mergeSlots(schedule.horas).map((range) => (
          <div key={range}>{range}</div>
        ))}
        {canWrite && (
          <>
            <HintButton size="small" label={`Editar horario del ${date}`} icon={<EditIcon fontSize="small" />} onClick={() => choose({ day, schedule })} />
            <HintButton size="small" label={`Borrar horario del ${date}`} icon={<DeleteIcon fontSize="small" />} onClick={() => setDeleting(schedule)} />
          </>
        )}
      </Box>
    );
  };

  return (
    <Page
      title="Horarios de apertura"
      toolbar={
        <>
          <AcademySelect value={academy} onChange={(next) => setView({ academy: next })} />
          <MonthSelect value={month} onChange={(next) => setView({ month: next })} {...OPENING_HOURS_MONTHS} />
          {canWrite && (
            <Button variant="contained" onClick={addWholeMonth} disabled={pending}>
              Añadir mes entero
            </Button>
          )}
        </>
      }
    >
      <MonthGrid month={month} items={schedules} loading={isPending} order={byDay} renderDay={renderDay} renderItem={renderSchedule} />
      {choosing && (
        <SlotsDialog
          key={choosing.schedule?.id ?? isoDayOf(choosing.day)}
          kind={choosing.schedule ? 'update' : 'add'}
          day={choosing.day}
          initial={choosing.schedule?.horas ?? []}
          pending={pending}
          refusal={refusal}
          onSave={(horas) => void saveHours(horas)}
          onClose={() => choose(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="¿Seguro que quieres borrar el horario de este día?"
        confirmLabel="Borrar"
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
