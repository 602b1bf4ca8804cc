// The calendar and schedule screens: one lazy chunk, loaded when one of them is first opened.
export { AcademyClassesPage } from './AcademyClassesPage';
export { CalendarPage } from './CalendarPage';
export { OpeningHoursPage } from './OpeningHoursPage';
export { TeacherSchedulePage } from './TeacherSchedulePage';
