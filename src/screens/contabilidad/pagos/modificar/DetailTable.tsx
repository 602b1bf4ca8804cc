import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../../common/table/ScrollRegion';

export interface DetailColumn<R> {
  label: string;
  value: (row: R) => ReactNode;
  /** Amounts line up on the right. */
  align?: 'right';
}

/** A small read-only table of a payment's parts (its incomes, changes, classes), named for assistive technology. */
export function DetailTable<R>({ label, columns, rows }: { label: string; columns: readonly DetailColumn<R>[]; rows: readonly R[] }) {
  return (
    <ScrollRegion label={`Tabla: ${label}`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>No hay datos</TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
