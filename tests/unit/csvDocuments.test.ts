import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, documentCsv, documentFileName, isMonthly } from '../../src/screens/administracion/documentos';

describe('the documents one can generate (spec 02 §7)', () => {
  it('offers the fourteen documents, with the labels the spec gives', () => {
    expect(DOCUMENT_KINDS.map((kind) => kind.id)).toEqual([
      'pending-invoices',
      'pending-payments',
      'pending-feedbacks',
      'student-certificates',
      'feedback-analysis',
      'accounting-analysis',
      'cashflow-analysis',
      'churning-students',
      'product-analisis-english',
      'product-analisis-university',
      'bank-wires-analysis',
      'student-level-checks',
      'incomplete-attendances',
      'issued-invoices',
    ]);
    const label = (id: string) => DOCUMENT_KINDS.find((kind) => kind.id === id)?.name;
    expect(label('pending-feedbacks')).toBe('Leads modificados');
    expect(label('feedback-analysis')).toContain('(ROI)');
    expect(label('accounting-analysis')).toContain('(P&L)');
  });

  it('four documents need no month, the others do', () => {
    for (const id of ['pending-invoices', 'pending-payments', 'pending-feedbacks', 'student-certificates']) expect(isMonthly(id)).toBe(false);
    for (const id of ['feedback-analysis', 'issued-invoices', 'cashflow-analysis']) expect(isMonthly(id)).toBe(true);
    expect(isMonthly(undefined)).toBe(false);
  });
});

describe('documentCsv: a fetched document as a file', () => {
  it('writes the headers, then the rows by the console CSV rules', () => {
    const csv = documentCsv({
      titulo: 'Facturas emitidas 03/2026',
      cabeceras: ['Alumno', 'Importe', 'Nota'],
      datos: [
        ['Ana López', 120.5, 'Pagará en dos plazos; el segundo a final de mes'],
        ['Luis Pérez', null, 'Llamar a la madre\nNo contesta'],
        ['Eva Ruiz', 30, '=Revisar'],
      ],
    });
    expect(csv).toBe(
      '\uFEFFAlumno;Importe;Nota\r\nAna López;120.5;Pagará en dos plazos, el segundo a final de mes\r\nLuis Pérez;;Llamar a la madre No contesta\r\nEva Ruiz;30;\'=Revisar',
    );
  });

  it('reads rows given as objects keyed by header too', () => {
    expect(documentCsv({ titulo: 'x', cabeceras: ['A', 'B'], datos: [{ A: 1, B: 'dos' }] })).toBe('\uFEFFA;B\r\n1;dos');
  });

  it('an empty document is its header row alone', () => {
    expect(documentCsv({ titulo: 'x', cabeceras: ['A'], datos: [] })).toBe('\uFEFFA');
    expect(documentCsv({})).toBe('\uFEFF');
  });

  it('is named after its title, without what a file name cannot hold', () => {
    expect(documentFileName({ titulo: 'Facturas emitidas 03/2026' })).toBe('Facturas emitidas 03-2026');
    expect(documentFileName({ titulo: 'Análisis: P&L' })).toBe('Análisis- P&L');
    expect(documentFileName({ titulo: '' })).toBe('documento');
  });
});
