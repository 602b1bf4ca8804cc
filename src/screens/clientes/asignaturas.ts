import { subjectIncomeCalls, type SubjectIncome } from '../../contract/pagosTarifa';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../declaration/types';
import { RECORD_MONTHS } from './periods';

export const asignaturasIngresos: ResourceSchema<SubjectIncome> = {
  name: 'clientes/asignaturas',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: subjectIncomeCalls.list, params: (filter) => ({ mes: filter.mes, centro: filter.academia }) },
  },
  list: {
    title: 'Asignaturas',
    controls: [
      { kind: 'academy', source: 'academia', label: 'Academia' },
      { kind: 'month', source: 'mes', label: 'Mes', ...RECORD_MONTHS },
    ],
    columns: [
      { source: 'asignatura', label: 'Asignatura' },
      { source: 'importe', label: 'Ingresos', type: 'money', value: (income) => income.importe, total: 'sum' },
    ],
    totalsLabel: 'Total',
    search: (income) => [income.asignatura],
    sort: { field: 'importe', order: 'DESC' },
    exportName: 'asignaturas-mes',
    loadErrorTitle: 'Error al recuperar las asignaturas',
  },
};
