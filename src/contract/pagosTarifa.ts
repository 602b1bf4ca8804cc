// A month's income per subject of an academy (spec 02 §7): `pago-tarifa/list/asignatura` maps
// each subject to its income, `{ "<subject>": <amount> }`.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, computed, entity, number, text } from './fields';
import { mapOrListOf } from './mapAnswers';

const subjectIncomeItem = entity('IngresoAsignatura', z.object({
  asignatura: assumed(computed(text), 'An array answer names each subject here; without it the answer is unreadable.'),
  importe: assumed(computed(number), 'An array answer gives the income here; without it the answer is unreadable (it is totalled).'),
}));

export const subjectIncomeAnswer = mapOrListOf(
  computed(number),
  subjectIncomeItem,
  (asignatura, importe: number) => ({ asignatura, importe }),
  (row) => ({ ...row, id: row.asignatura }),
);
export type SubjectIncome = z.output<typeof subjectIncomeAnswer>[number];

export const subjectIncomeCalls = {
  list: apiCall({
    method: 'GET',
    path: '/api/core/contabilidad/pago-tarifa/list/asignatura',
    summary: "A month's tariff income per subject at one academy: { '<subject>': <amount> }, or an array of { asignatura, importe }.",
    query: { mes: param('month', { example: '03/2026' }), centro: param('academy', { example: 'GOYA' }) },
    answer: subjectIncomeAnswer,
  }),
};
