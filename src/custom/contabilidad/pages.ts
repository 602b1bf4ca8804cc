// The accounting area's bespoke screens: one lazy chunk, loaded when one of them is first opened.
export { ModifyPaymentPage } from './ModifyPaymentPage';
export { StudentIncomesPage } from './StudentIncomesPage';
