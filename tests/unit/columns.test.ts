import { describe, expect, it } from 'vitest';
import { columnsSortBy, csvColumnsOf, tableColumnOf, totalsRowOf } from '../../src/declaration/columns';
import { toCsv } from '../../src/common/csv';
import { sortRows } from '../../src/common/table/clientRows';
import type { ListColumn } from '../../src/declaration/types';

interface Row {
  id: number;
  nombre: string;
  importe: number;
  fecha: string;
  activo: boolean;
}

const ROWS: Row[] = [
  { id: 1, nombre: 'Beta', importe: 1234.5, fecha: '2026-03-01T09:05:00', activo: true },
  { id: 2, nombre: 'alfa', importe: -10, fecha: '2025-12-31T23:00:00', activo: false },
  { id: 3, nombre: 'Gamma', importe: 0.456, fecha: '2026-01-15T00:00:00', activo: true },
];

const columns: ListColumn<Row>[] = [
  { source: 'nombre', label: 'Nombre' },
  { source: 'importe', label: 'Importe', type: 'money', value: (row) => row.importe, total: 'sum' },
  { source: 'fecha', label: 'Fecha', type: 'date' },
  { source: 'fecha', key: 'hora', label: 'Fecha y hora', type: 'dateTime', csvLabel: 'Momento' },
  { source: 'activo', label: 'Estado', type: 'check', labels: { true: 'Activo', false: 'Inactivo' } },
  { source: 'nombre', key: 'largo', label: 'Largo', value: (row) => row.nombre.length, exportValue: false },
];

describe('declared columns', () => {
  it('are keyed by their own key, so two columns may read one field', () => {
    expect(columns.map(tableColumnOf).map((column) => column.key)).toEqual(['nombre', 'importe', 'fecha', 'hora', 'activo', 'largo']);
  });

  it('download the text shown, under their CSV header, leaving out the columns told so', () => {
    expect(toCsv(csvColumnsOf(columns), ROWS).split('\r\n')).toEqual([
      '\uFEFFNombre;Importe;Fecha;Momento;Estado',
      'Beta;1.234,50 €;01/03/2026;01/03/2026 - 09:05;Activo',
      "alfa;'-10,00 €;31/12/2025;31/12/2025 - 23:00;Inactivo",
      'Gamma;0,46 €;15/01/2026;15/01/2026 - 00:00;Activo',
    ]);
  });

  it('sort by their field, their computed value or their sort value', () => {
    const sortBy = columnsSortBy(columns);
    const ids = (field: string, order: 'ASC' | 'DESC') => sortBy(ROWS, field, order).map((row) => row.id);
    expect(ids('nombre', 'ASC')).toEqual([2, 1, 3]);
    expect(ids('importe', 'DESC')).toEqual([1, 3, 2]);
    expect(ids('hora', 'ASC')).toEqual([2, 3, 1]);
    expect(ids('largo', 'ASC')).toEqual([1, 2, 3]); // 4, 4, 5 letters: ties keep the list's order
    const bySortValue = columnsSortBy<Row>([{ source: 'nombre', label: 'Nombre', sortValue: (row) => -row.importe }]);
    expect(bySortValue(ROWS, 'nombre', 'ASC').map((row) => row.id)).toEqual([1, 3, 2]);
  });

  it('without computed values, the order is sortRows itself', () => {
    expect(columnsSortBy<Row>([{ source: 'nombre', label: 'Nombre' }, { source: 'fecha', label: 'Fecha', type: 'date' }])).toBe(sortRows);
  });

  it('make a totals row: the label, the sums, empty cells', () => {
    expect(totalsRowOf(columns, ROWS, 'Total')).toEqual(['Total', '1.224,96 €', '', '', '', '']);
  });

  it('show a quantity and its total as the cells show it, added up without drift', () => {
    const hours: ListColumn<{ id: number; horas: number | null }>[] = [
      { source: 'id', label: 'Id' },
      { source: 'horas', label: 'Horas', type: 'number', value: (pack) => pack.horas, total: 'sum' },
    ];
    const packs = [
      { id: 1, horas: 0.1 },
      { id: 2, horas: 0.2 },
      { id: 3, horas: 1500 },
      { id: 4, horas: null },
    ];
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(toCsv(csvColumnsOf(hours), packs).split('\r\n')).toEqual(['\uFEFFId;Horas', '1;0,10', '2;0,20', '3;1.500', '4;0']);
    expect(totalsRowOf(hours, packs, 'Total')).toEqual(['Total', '1.500,30']);
  });
});
