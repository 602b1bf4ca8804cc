// Every call of the API the console makes, by family, in the menu's order: the contract
// document and the test that runs the demo's answers through the contract read this list.
// The console itself imports each family where it uses it, so that an area's schemas load
// with the area.
import { studentCalls } from './alumnos';
import { subjectCalls } from './asignaturas';
import { balanceCalls } from './balancesMensuales';
import { cashRegisterCalls } from './cajas';
import type { ApiCall } from './call';
import { studyCentreCalls } from './centrosEstudio';
import { promoCodeCalls } from './codigosPromocionales';
import { monthlyHiringCalls } from './contratacionesAlumno';
import { invoiceCalls } from './facturas';
import { incomeCalls } from './ingresosAlumno';
import { signIn } from './login';
import { marketingCalls } from './marketing';
import { paymentCalls } from './pagos';
import { subjectIncomeCalls } from './pagosTarifa';
import { ratingCalls } from './valoracionesAlumnos';

export interface CallFamily {
  title: string;
  calls: Readonly<Record<string, ApiCall>>;
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
  { title: 'Monthly hirings', calls: monthlyHiringCalls },
  { title: 'Income per subject', calls: subjectIncomeCalls },
  { title: 'Promo codes of a month and their use', calls: promoCodeCalls },
  { title: 'Ratings', calls: ratingCalls },
  { title: 'Subjects', calls: subjectCalls },
  { title: 'Study centres', calls: studyCentreCalls },
];
