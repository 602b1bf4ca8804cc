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
  /** Where the spec lists these calls. */
  spec: string;
  calls: Readonly<Record<string, DeclaredCall>>;
}

export const CALL_FAMILIES: readonly CallFamily[] = [
  { title: 'Sign-in', spec: 'spec 01 §7', calls: { signIn } },
  { title: 'Marketing', spec: 'spec 01 §7', calls: marketingCalls },
  { title: 'Monthly balances', spec: 'spec 02 §7', calls: balanceCalls },
  { title: 'Invoices', spec: 'spec 02 §7', calls: invoiceCalls },
  { title: 'Cash registers', spec: 'spec 02 §7', calls: cashRegisterCalls },
  { title: 'Payments', spec: 'spec 02 §7', calls: paymentCalls },
  { title: 'Student incomes', spec: 'spec 02 §7', calls: incomeCalls },
  { title: 'Students', spec: 'spec 02 §7', calls: studentCalls },
  { title: 'Calendar events', spec: 'spec 02 §7', calls: calendarEventCalls },
  { title: 'Academies', spec: 'spec 02 §7', calls: academyCalls },
  { title: 'Subjects', spec: 'spec 01 §7, spec 02 §7', calls: subjectCalls },
  { title: 'Study centres', spec: 'spec 01 §7, spec 02 §7', calls: studyCentreCalls },
  { title: 'Helpdesk', spec: 'spec 02 §7', calls: helpdeskCalls },
  { title: 'Certificates', spec: 'spec 02 §7', calls: certificateCalls },
  { title: 'CSV documents', spec: 'spec 02 §7', calls: csvDocumentCalls },
  { title: 'Dynamic promo codes', spec: 'spec 02 §7', calls: dynamicPromoCodeCalls },
  { title: 'Trainings', spec: 'spec 02 §7', calls: trainingCalls },
  { title: 'Opening hours', spec: 'spec 02 §7', calls: dayScheduleCalls },
  { title: 'Teacher classes', spec: 'spec 02 §7', calls: teacherClassCalls },
  { title: 'Staff users', spec: 'spec 02 §7', calls: staffUserCalls },
  { title: 'Teachers', spec: 'spec 02 §7', calls: teacherCalls },
  { title: 'Access logs', spec: 'spec 02 §7', calls: accessLogCalls },
  { title: 'Monthly hirings', spec: 'spec 02 §7', calls: monthlyHiringCalls },
  { title: 'Income per subject', spec: 'spec 02 §7', calls: subjectIncomeCalls },
  { title: 'Promo codes of a month and their use', spec: 'spec 02 §7', calls: promoCodeCalls },
  { title: 'Ratings', spec: 'spec 02 §7', calls: ratingCalls },
];
