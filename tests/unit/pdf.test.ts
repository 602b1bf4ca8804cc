import { describe, expect, it } from 'vitest';
import { pdfBytes, pdfDocument, wrapLine } from '../../src/demo/pdf';

/** The file as text, one character a byte, as a PDF reader sees it. */
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** The byte offset of each object named in the cross-reference table, checked against the file. */
function checkCrossReferences(text: string): void {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const table = text.slice(startxref + `xref\n0 ${count}\n`.length);
  expect(table.slice(0, 20)).toBe('0000000000 65535 f \n');
  for (let object = 1; object < Number(count); object++) {
    const entry = table.slice(object * 20, object * 20 + 20);
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${object} 0 obj\n`.length)).toBe(`${object} 0 obj\n`);
  }
  expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>`);
}

/** Each content stream's declared /Length against its bytes. */
function checkStreamLengths(text: string): void {
  const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
  expect(streams.length).toBeGreaterThan(0);
  for (const match of streams) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(start + length, start + length + 'endstream'.length + 1)).toBe('\nendstream');
  }
}

describe('pdfBytes', () => {
  it('writes a one-page PDF 1.4 with the title and lines, and correct cross references', () => {
    const text = latin1(pdfBytes({ title: 'Certificado de formación', lines: ['Alumno: Lucía Peñalver', '', 'Centro: GOYA'] }));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain('/Type /Pages /Kids [6 0 R] /Count 1');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('(Certificado de formación) Tj');
    expect(text).toContain('(Alumno: Lucía Peñalver) Tj T*\n() Tj T*\n(Centro: GOYA) Tj T*');
    expect(text).toContain('/Title (Certificado de formación)');
    checkCrossReferences(text);
    checkStreamLengths(text);
  });

  it('writes Spanish letters and typographic signs as single WinAnsi bytes, others as ?', () => {
    const bytes = pdfBytes({ title: 'T', lines: ['áéíóúñÑü¿¡ 12,50 € – “sí” 漢'] });
    const text = latin1(bytes);
    const shown = /\((.*)\) Tj T\*/.exec(text)?.[1] ?? '';
    expect([...shown].map((char) => char.charCodeAt(0))).toEqual([
      0xe1, 0xe9, 0xed, 0xf3, 0xfa, 0xf1, 0xd1, 0xfc, 0xbf, 0xa1, 0x20, 0x31, 0x32, 0x2c, 0x35, 0x30, 0x20, 0x80, 0x20,
      0x96, 0x20, 0x93, 0x73, 0xed, 0x94, 0x20, 0x3f,
    ]);
    expect(bytes.every((byte) => byte <= 0xff)).toBe(true);
  });

  it('escapes parentheses and backslashes in text', () => {
    const text = latin1(pdfBytes({ title: 'Factura (copia)', lines: ['C:\\ruta (1)'] }));
    expect(text).toContain('(Factura \\(copia\\)) Tj');
    expect(text).toContain('(C:\\\\ruta \\(1\\)) Tj T*');
    checkStreamLengths(text);
  });

  it('goes on to more pages when the lines do not fit on one', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Línea ${i + 1}`);
    const text = latin1(pdfBytes({ title: 'Listado', lines }));
    expect(text).toContain('/Type /Pages /Kids [6 0 R 8 0 R 10 0 R] /Count 3');
    expect(text.match(/\/Type \/Page /g)).toHaveLength(3);
    expect(text.match(/\(Listado\) Tj/g)).toHaveLength(1);
    for (const line of ['Línea 1', 'Línea 45', 'Línea 46', 'Línea 120']) expect(text).toContain(`(${line}) Tj T*`);
    checkCrossReferences(text);
    checkStreamLengths(text);
  });

  it('wraps a long paragraph into lines within the page', () => {
    const paragraph = 'Ha completado con aprovechamiento la formación de preparación del examen de acceso a la universidad en la academia';
    const text = latin1(pdfBytes({ title: 'T', lines: [paragraph] }));
    const shown = [...text.matchAll(/\((.*)\) Tj T\*/g)].map((match) => match[1]);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.join(' ')).toBe(paragraph);
  });
});

describe('wrapLine', () => {
  it('keeps a short line whole and splits by words within the width', () => {
    expect(wrapLine('Centro: GOYA')).toEqual(['Centro: GOYA']);
    expect(wrapLine('uno dos tres cuatro', 50)).toEqual(['uno dos', 'tres', 'cuatro']);
  });

  it('cuts a word longer than a line', () => {
    const parts = wrapLine('x'.repeat(40), 60);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe('x'.repeat(40));
  });
});

describe('pdfDocument', () => {
  it('is a Blob of type application/pdf with the same bytes', async () => {
    const content = { title: 'Certificado', lines: ['Alumno: Íñigo Núñez'] };
    const blob = pdfDocument(content);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdfBytes(content));
  });
});
