// The accounting area's bespoke screens: one lazy chunk, loaded when one of them is first opened.
export { ModifyPaymentPage } from './pagos/modificar/ModifyPaymentPage';
export { StudentIncomesPage } from './pagos/ingresos/StudentIncomesPage';
