// A tiny PDF writer for the demo's stand-ins of the documents a real service would produce
// (student certificates, invoices): A4 pages with a bold title and lines of text in the PDF's
// standard Helvetica, which every viewer has, so nothing is embedded. Text is written in
// WinAnsiEncoding, one byte a character, so Spanish accents, 'ñ', '€' and '–' show as they are.
// Hand-written rather than a library: the demo is loaded by the sign-in page and must stay small.

export interface PdfContent {
  /** Shown in bold at the top of the first page, and the document's title for the viewer. */
  title: string;
  /** Paragraphs of text, wrapped to the page width; an empty string leaves a blank line. */
  lines: readonly string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 16;
const TEXT_SIZE = 11;
const LEADING = 15;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Below the title's line and a blank one on the first page, from the top margin on the others. */
const FIRST_PAGE_LINES = Math.floor((PAGE_HEIGHT - 2 * MARGIN - TITLE_SIZE - LEADING) / LEADING);
const PAGE_LINES = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** The characters of WinAnsiEncoding that Latin-1 places elsewhere (or not at all). */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96,
  '—': 0x97, '™': 0x99,
};

/** The byte of a character in WinAnsiEncoding; '?' for those it lacks. */
function winAnsiCode(char: string): number {
  const code = char.charCodeAt(0);
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRAS[char] ?? 0x3f;
}

/** The text as a PDF literal string of WinAnsi bytes, one character of the result a byte. */
function pdfString(text: string): string {
  let bytes = '';
  for (const char of text) {
    const code = winAnsiCode(char);
    // Parentheses and the backslash delimit and escape literal strings.
    bytes += code === 0x28 || code === 0x29 || code === 0x5c ? `\\${char}` : String.fromCharCode(code);
  }
  return `(${bytes})`;
}

/**
 * Helvetica's width of a character in thousandths of the font size, by kind (from its metrics,
 * rounded up a little): near enough to wrap lines without carrying the whole metrics table.
 */
function charWidth(char: string): number {
  if (/[ijl.,;:'!|ÍÌíìïî]/.test(char)) return 280;
  if (/[ftrI()\-\s]/.test(char)) return 340;
  if (/[mwMW@%]/.test(char)) return 890;
  if (/[A-ZÁÉÓÚÑÜ&]/.test(char)) return 730;
  return 560;
}

const textWidth = (text: string) => ([...text].reduce((sum, char) => sum + charWidth(char), 0) * TEXT_SIZE) / 1000;

/** A paragraph split into lines that fit the page, by words (a word too long for a line is cut). */
export function wrapLine(paragraph: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line) > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/** The content stream of one page: the title on the first, then its lines. */
function pageStream(title: string | undefined, lines: readonly string[]): string {
  const operations: string[] = [];
  let top = PAGE_HEIGHT - MARGIN;
  if (title !== undefined) {
    operations.push(`BT /F2 ${TITLE_SIZE} Tf ${MARGIN} ${top - TITLE_SIZE} Td ${pdfString(title)} Tj ET`);
    top -= TITLE_SIZE + 2 * LEADING;
  }
  if (lines.length) {
    const shown = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
    operations.push(`BT /F1 ${TEXT_SIZE} Tf ${LEADING} TL ${MARGIN} ${top} Td\n${shown}\nET`);
  }
  return operations.join('\n');
}

/** The lines of each page: at least one page, the first shorter for the title. */
function paginate(lines: readonly string[]): string[][] {
  const pages = [lines.slice(0, FIRST_PAGE_LINES)];
  for (let start = FIRST_PAGE_LINES; start < lines.length; start += PAGE_LINES) pages.push(lines.slice(start, start + PAGE_LINES));
  return pages;
}

/**
 * The PDF file's bytes. Objects: 1 catalogue, 2 page tree, 3 and 4 the fonts, 5 the document
 * information, then a page and its content stream for each page.
 */
export function pdfBytes({ title, lines }: PdfContent): Uint8Array<ArrayBuffer> {
  const pages = paginate(lines.flatMap((paragraph) => wrapLine(paragraph)));
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${pdfString(title)} /Producer (Demo) >>`,
    ...pages.flatMap((pageLines, i) => {
      const stream = pageStream(i === 0 ? title : undefined, pageLines);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
        `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      ];
    }),
  ];
  // The second line's bytes above 127 tell transfer programs that the file is binary.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(file.length);
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  // Each entry of the cross-reference table is exactly 20 bytes, its end of line included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
}

/** The PDF file, ready for URL.createObjectURL. */
export function pdfDocument(content: PdfContent): Blob {
  return new Blob([pdfBytes(content)], { type: 'application/pdf' });
}
