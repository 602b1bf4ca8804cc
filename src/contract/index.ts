// Every call of the API the console makes, by family, in the menu's order: the contract
// document and the test that runs the demo's answers through the contract read this list.
// The console itself imports each family where it uses it, so that an area's schemas load
// with the area.
import { studentCalls } from './alumnos';
import { subjectCalls } from './asignaturas';
import { balanceCalls } from './balancesMensuales';
import { cashRegisterCalls } from './cajas';
import type { DeclaredCall } from './call';
import { academyCalls } from './centros';
import { studyCentreCalls } from './centrosEstudio';
import { certificateCalls } from './certificadoAlumno';
import { teacherClassCalls } from './claseProfesor';
import { dynamicPromoCodeCalls } from './codigoPromocionalDinamico';
import { promoCodeCalls } from './codigosPromocionales';
import { monthlyHiringCalls } from './contratacionesAlumno';
import { csvDocumentCalls } from './documentoCsv';
import { calendarEventCalls } from './eventosCalendario';
import { invoiceCalls } from './facturas';
import { trainingCalls } from './formacion';
import { helpdeskCalls } from './helpdesk';
import { incomeCalls } from './ingresosAlumno';
import { signIn } from './login';
import { marketingCalls } from './marketing';
import { dayScheduleCalls } from './modeloHorario';
import { paymentCalls } from './pagos';
import { subjectIncomeCalls } from './pagosTarifa';
import { teacherCalls } from './profesor';
import { accessLogCalls } from './registroAcceso';
import { staffUserCalls } from './usuario';
import { ratingCalls } from './valoracionesAlumnos';

export interface CallFamily {
  title: string;
  calls: Readonly<Record<string, DeclaredCall>>;
}

export const CALL_FAMILIES: readonly CallFamily[] = [
  { title: 'Sign-in', calls: { signIn } },
  { title: 'Marketing', calls: marketingCalls },
  { title: 'Monthly balances', calls: balanceCalls },
  { title: 'Invoices', calls: invoiceCalls },
  { title: 'Cash registers', calls: cashRegisterCalls },
  { title: 'Payments', calls: paymentCalls },
  { title: 'Student incomes', calls: incomeCalls },
  { title: 'Students', calls: studentCalls },
  { title: 'Calendar events', calls: calendarEventCalls },
  { title: 'Academies', calls: academyCalls },
  { title: 'Subjects', calls: subjectCalls },
  { title: 'Study centres', calls: studyCentreCalls },
  { title: 'Helpdesk', calls: helpdeskCalls },
  { title: 'Certificates', calls: certificateCalls },
  { title: 'CSV documents', calls: csvDocumentCalls },
  { title: 'Dynamic promo codes', calls: dynamicPromoCodeCalls },
  { title: 'Trainings', calls: trainingCalls },
  { title: 'Opening hours', calls: dayScheduleCalls },
  { title: 'Teacher classes', calls: teacherClassCalls },
  { title: 'Staff users', calls: staffUserCalls },
  { title: 'Teachers', calls: teacherCalls },
  { title: 'Access logs', calls: accessLogCalls },
  { title: 'Monthly hirings', calls: monthlyHiringCalls },
  { title: 'Income per subject', calls: subjectIncomeCalls },
  { title: 'Promo codes of a month and their use', calls: promoCodeCalls },
  { title: 'Ratings', calls: ratingCalls },
];
