// The calendar and schedule screens: one lazy chunk, loaded when one of them is first opened.
export { AcademyClassesPage } from './horarios/clases/AcademyClassesPage';
export { CalendarPage } from './calendario/CalendarPage';
export { OpeningHoursPage } from './horarios/aperturas/OpeningHoursPage';
export { TeacherSchedulePage } from './horarios/profesores/TeacherSchedulePage';
