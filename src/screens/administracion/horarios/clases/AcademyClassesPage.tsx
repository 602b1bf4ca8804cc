// /administracion/horarios/clases (spec 02 §2): an academy's classes in a month, read only:
// each shows its time and teacher.
import { Box } from '@mui/material';
import { useGetList } from 'react-admin';
import { AcademySelect } from '../../../../common/AcademySelect';
import { MonthSelect } from '../../../../common/MonthSelect';
import { Page } from '../../../../common/Page';
import { useErrorToast } from '../../../../common/useErrorToast';
import { academyParam, monthParam } from '../../../../common/viewState/urlParams';
import { useUrlState } from '../../../../common/viewState/useUrlState';
import type { TeacherClass } from '../../../../contract/claseProfesor';
import { MonthGrid } from '../../MonthGrid';
import { CLASS_SCHEDULE_MONTHS } from '../../months';
import { ACADEMY_CLASSES, academyMonthQuery, CLASSES_LOAD_ERROR } from '../../calls';

const VIEW = { academy: academyParam('academia'), month: monthParam('mes', CLASS_SCHEDULE_MONTHS) };
const NO_CLASSES: TeacherClass[] = [];

export const byTime = (lesson: TeacherClass) => `${lesson.hora ?? ''} ${String(lesson.id).padStart(9, '0')}`;

export const dayNumber = (day: Date, inMonth: boolean) => (
  <Box component="span" sx={{ p: 0.5, color: inMonth ? undefined : 'text.secondary' }}>
    {day.getDate()}
  </Box>
);

const renderClass = (lesson: TeacherClass) => (
  <Box sx={{ px: 0.5 }}>
    <strong>{lesson.hora}</strong> {lesson.profesor}
  </Box>
);

export function AcademyClassesPage() {
  const [{ academy, month }, setView] = useUrlState(VIEW);
  const { data, isPending, error } = useGetList<TeacherClass>(ACADEMY_CLASSES, { filter: academyMonthQuery(academy, month) });
  useErrorToast(error, CLASSES_LOAD_ERROR);
  return (
    <Page
      title="Horarios de clases"
      toolbar={
        <>
          <AcademySelect value={academy} onChange={(next) => setView({ academy: next })} />
          <MonthSelect value={month} onChange={(next) => setView({ month: next })} {...CLASS_SCHEDULE_MONTHS} />
        </>
      }
    >
      <MonthGrid month={month} items={error || !data ? NO_CLASSES : data} loading={isPending} order={byTime} renderDay={dayNumber} renderItem={renderClass} />
    </Page>
  );
}
