// A month's income per subject of an academy (`pago-tarifa/list/asignatura`): `{ "<subject>": <amount> }`.
import { amountOf, entriesOf } from './mapAnswers';

export interface SubjectIncome {
  /** The subject's name, which names the row. */
  id: string;
  asignatura: string;
  importe: number;
}

/** One row per subject; an array answer holds `{ asignatura, importe }` items. */
export function subjectIncomeRows(answer: unknown): SubjectIncome[] {
  return entriesOf(answer, 'asignatura').map(([asignatura, value]) => ({
    id: asignatura,
    asignatura,
    importe: amountOf(typeof value === 'object' && value !== null ? (value as { importe?: unknown }).importe : value),
  }));
}
