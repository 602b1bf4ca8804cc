// The calls of the payment change and student income screens (spec 02 §7) as data sources of
// the data provider: loaded with the first of them, with their contracts.
import { studentCalls } from '../../contract/alumnos';
import { incomeCalls, type Income } from '../../contract/ingresosAlumno';
import { paymentCalls, type Hiring } from '../../contract/pagos';
import { PAYMENT_KINDS, type PaymentKind } from '../../contract/vocabulary';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { DataSource } from '../../declaration/types';
import { incomeUpdateParams, type IncomeForm } from './pagos/ingresos/incomes';
import { hiringsOf, INCOMES_RESOURCE, MODIFY, STUDENTS, UNASSIGN, type FoundStudent, type ModificationInput } from './calls';

/** Spec 02 §9: a 5-minute cache, one retry. */
const readPolicy = CACHED_READS;

const hiringSource = (kind: PaymentKind): DataSource =>
  ({
    name: hiringsOf(kind),
    readPolicy,
    endpoints: {
      list: { call: paymentCalls.ofStudent, pathParams: () => ({ kind }), params: (filter) => ({ alumno: filter.alumno }) },
      one: { call: paymentCalls.details, pathParams: () => ({ kind }), params: (id) => ({ id }) },
      // Only plain payments are ever deleted (spec 02 §4).
      ...(kind === 'pago' ? { delete: { call: paymentCalls.remove, params: (id: Hiring['id']) => ({ id }) } } : {}),
      actions: {
        [MODIFY]: {
          call: paymentCalls.modify,
          pathParams: () => ({ kind }),
          params: (input) => ({ id: input.id, justificacion: input.justificacion, importe: input.importe }),
        },
      },
    },
  }) satisfies DataSource<Hiring & Partial<ModificationInput>>;

export const accountingDataSources: DataSource[] = [
  {
    name: STUDENTS,
    readPolicy,
    endpoints: { list: { call: studentCalls.search, params: (filter) => ({ filtro: filter.filtro }) } },
  } satisfies DataSource<FoundStudent>,
  ...PAYMENT_KINDS.map(hiringSource),
  {
    name: INCOMES_RESOURCE,
    readPolicy,
    endpoints: {
      list: { call: incomeCalls.ofStudent, params: (filter) => ({ alumno: filter.alumno }) },
      // Called with the 'Editar ingreso' dialog's values over the listed income (StudentIncomesPage).
      update: { call: incomeCalls.update, params: (values) => incomeUpdateParams(values as unknown as IncomeForm) },
      delete: { call: incomeCalls.remove, params: (id) => ({ id }) },
      actions: { [UNASSIGN]: { call: incomeCalls.unassign, params: (income) => ({ id: income.id }) } },
    },
  } satisfies DataSource<Income>,
];
