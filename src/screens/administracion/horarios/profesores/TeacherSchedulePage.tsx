// /administracion/horarios/profesores (spec 02 §2): a teacher's classes in a month, with the
// centre and time of each, and 'Borrar horarios' while there are classes to delete.
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useCanWrite } from '../../../../authProvider/useCanWrite';
import { compareAccounts } from '../../../personal/accounts';
import { MonthSelect } from '../../../../common/MonthSelect';
import { Page } from '../../../../common/Page';
import { useErrorToast } from '../../../../common/useErrorToast';
import { useGuardedChange } from '../../../../common/useGuardedChange';
import { idParam, monthParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import type { ConsoleDataProvider } from '../../../../dataProvider/dataProvider';
import { byTime, dayNumber } from '../clases/AcademyClassesPage';
import type { TeacherClass } from '../../../../contract/claseProfesor';
import type { TeacherItem as Teacher } from '../../../../contract/profesor';
import { DeleteClassesDialog } from './DeleteClassesDialog';
import { MonthGrid } from '../../MonthGrid';
import { TEACHER_SCHEDULE_MONTHS } from '../../months';
import {
  CLASSES_LOAD_ERROR,
  DELETE_CLASSES,
  TEACHER_CLASSES,
  teacherMonthQuery,
  TEACHERS,
  TEACHERS_LOAD_ERROR,
  type ClassSelection,
} from '../../calls';

/** The reads every change of this screen makes stale. */
const STALE = [[TEACHER_CLASSES]];

const VIEW = { teacher: idParam('profesor'), month: monthParam('mes', TEACHER_SCHEDULE_MONTHS) };
const NO_CLASSES: TeacherClass[] = [];
const NO_TEACHERS: Teacher[] = [];

const renderClass = (lesson: TeacherClass) => (
  <Box sx={{ px: 0.5 }}>
    <strong>{lesson.hora}</strong> {lesson.centro}
  </Box>
);

export function TeacherSchedulePage() {
  const [{ teacher, month }, setView] = useUrlState(VIEW);
  const teachers = useGetList<Teacher>(TEACHERS, {});
  useErrorToast(teachers.error, TEACHERS_LOAD_ERROR);
  // As every list of teachers: blocked accounts last, then by name (spec 02 §2).
  const teacherList = useMemo(() => (teachers.data ? [...teachers.data].sort(compareAccounts) : NO_TEACHERS), [teachers.data]);
  const chosen = useMemo(() => teacherList.find((candidate) => candidate.id === teacher) ?? null, [teacherList, teacher]);
  const { data, isPending, error } = useGetList<TeacherClass>(
    TEACHER_CLASSES,
    { filter: teacherMonthQuery(teacher ?? 0, month) },
    { enabled: teacher !== null },
  );
  useErrorToast(error, CLASSES_LOAD_ERROR);
  const classes = teacher === null || error || !data ? NO_CLASSES : data;
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { run, pending } = useGuardedChange();
  const [deleting, setDeleting] = useState(false);
  const canWrite = useCanWrite(TEACHER_CLASSES);

  const deleteClasses = async (ids: number[]) => {
    const selection: ClassSelection & { id: string } = { id: 'seleccion', ids };
    const done = await run(() => dataProvider.action(TEACHER_CLASSES, DELETE_CLASSES, selection), {
      success: { title: 'Clases borradas', content: 'Las clases elegidas se han borrado correctamente' },
      errorTitle: 'Error al eliminar las clases',
      stale: STALE,
    });
    if (done) setDeleting(false);
  };

  return (
    <Page
      title="Horarios de profesores"
      toolbar={
        <>
          <Autocomplete
            options={teacherList}
            value={chosen}
            loading={teachers.isPending}
            getOptionLabel={(option) => option.nombre ?? option.email ?? ''}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, next) => setView({ teacher: next?.id ?? null })}
            sx={{ minWidth: 280 }}
            size="small"
            renderInput={(params) => <TextField {...params} label="Profesor" />}
          />
          <MonthSelect value={month} onChange={(next) => setView({ month: next })} {...TEACHER_SCHEDULE_MONTHS} />
          {canWrite && classes.length > 0 && (
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Borrar horarios
            </Button>
          )}
        </>
      }
    >
      {teacher === null && <Typography sx={{ mb: 2 }}>Elige un profesor para ver sus clases.</Typography>}
      <MonthGrid month={month} items={classes} loading={teacher !== null && isPending} order={byTime} renderDay={dayNumber} renderItem={renderClass} />
      {deleting && <DeleteClassesDialog classes={classes} pending={pending} onDelete={(ids) => void deleteClasses(ids)} onClose={() => setDeleting(false)} />}
    </Page>
  );
}
