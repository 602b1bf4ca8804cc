import { afterEach, describe, it, expect, vi } from 'vitest';
import { downloadCsv, toCsv, type CsvColumn } from '../../src/common/csv';
import { fastestMs } from '../support/timing';

interface Row {
  name: unknown;
  amount?: unknown;
}

const COLUMNS: CsvColumn<Row>[] = [
  { label: 'Nombre', value: (row) => row.name },
  { label: 'Importe', value: (row) => row.amount },
];

const BOM = '\uFEFF';

/** The lines after the BOM. */
function lines(csv: string): string[] {
  return csv.slice(BOM.length).split('\r\n');
}

/** The single cell of a one-column CSV of one row. */
function cell(value: unknown): string {
  return lines(toCsv([{ label: 'A', value: () => value }], [{}]))[1];
}

describe('toCsv', () => {
  it('starts with a BOM and the header, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(COLUMNS, [
      { name: 'Ana', amount: 12.5 },
      { name: 'Luis', amount: 0 },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}Nombre;Importe\r\nAna;12.5\r\nLuis;0`);
  });

  it('gives only the header for no rows', () => {
    expect(toCsv(COLUMNS, [])).toBe(`${BOM}Nombre;Importe`);
  });

  it('turns ; into , and every line break into one space', () => {
    expect(cell('a;b;c')).toBe('a,b,c');
    expect(cell('uno\r\ndos\ntres\rcuatro')).toBe('uno dos tres cuatro');
    expect(lines(toCsv([{ label: 'Dirección;\ncompleta', value: () => 'x' }], []))).toEqual(['Dirección, completa']);
  });

  it('gives empty strings for null and undefined', () => {
    expect(lines(toCsv(COLUMNS, [{ name: null }, { name: undefined, amount: null }]))).toEqual([
      'Nombre;Importe',
      ';',
      ';',
    ]);
    expect(cell('')).toBe('');
  });

  it('writes numbers as they are, negatives without a formula guard', () => {
    expect(cell(-12.5)).toBe('-12.5');
    expect(cell(0)).toBe('0');
    expect(cell(1234567)).toBe('1234567');
  });

  it('writes booleans as Sí and No', () => {
    expect(cell(true)).toBe('Sí');
    expect(cell(false)).toBe('No');
  });

  it.each([
    ['=SUMA(A1:A2)', "'=SUMA(A1:A2)"],
    ['+34 600 111 222', "'+34 600 111 222"],
    ['-12', "'-12"],
    ['@usuario', "'@usuario"],
    ['\tpestaña', "'\tpestaña"],
    ['\r=1+1', "' =1+1"],
  ])('guards the text %j against running as a formula', (text, expected) => {
    expect(cell(text)).toBe(expected);
  });

  it('leaves other text unguarded, including signs inside it', () => {
    expect(cell('Ana = María')).toBe('Ana = María');
    expect(cell(' =1')).toBe(' =1');
    expect(cell('\n=1')).toBe(' =1');
  });

  it('quotes a cell with double quotes so it reads back as written', () => {
    expect(cell('"Centro" Goya')).toBe('"""Centro"" Goya"');
    expect(cell('=A1 "x"')).toBe('"\'=A1 ""x"""');
  });

  it('exports 100,000 rows of 6 columns within 1000 ms', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      id: i,
      name: `Alumno ${i}; Fernández`,
      email: `alumno${i}@correo.es`,
      phone: i % 3 === 0 ? `+34 6${i}` : null,
      amount: i * 1.25 - 500,
      paid: i % 2 === 0,
    }));
    const columns: CsvColumn<(typeof rows)[number]>[] = [
      { label: 'Id', value: (row) => row.id },
      { label: 'Nombre', value: (row) => row.name },
      { label: 'Email', value: (row) => row.email },
      { label: 'Teléfono', value: (row) => row.phone },
      { label: 'Importe', value: (row) => row.amount },
      { label: 'Pagado', value: (row) => row.paid },
    ];
    const csv = toCsv(columns, rows);
    const all = lines(csv);
    expect(all).toHaveLength(100_001);
    expect(all[1]).toBe("0;Alumno 0, Fernández;alumno0@correo.es;'+34 60;-500;Sí");
    expect(fastestMs(() => toCsv(columns, rows), { runs: 3, warmUps: 0 })).toBeLessThan(1000);
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads {name}.csv as UTF-8 with its BOM, then revokes the URL', async () => {
    vi.useFakeTimers();
    const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { append } });
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:csv';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    downloadCsv('leads', toCsv(COLUMNS, [{ name: 'José' }]));

    expect(link.download).toBe('leads.csv');
    expect(link.href).toBe('blob:csv');
    expect(append).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Nombre;Importe\r\nJosé;');

    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv');
  });
});
