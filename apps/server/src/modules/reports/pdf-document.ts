import type { Writable } from 'node:stream';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { atSize, FONT, openPdf, PDF_COLOURS, type PdfDoc as Doc } from './pdf-base.ts';

/**
 * A small table writer over pdfkit for the results PDFs: a running header with the event on every
 * page, headings kept with what follows, tables that break across pages repeating their header
 * row, and "Page n of m" footers, in the event's language (`i18n`). One embedded font (pdf-base.ts)
 * for every language's letters; every cell is one line, shortened with an ellipsis when it does not fit,
 * so a row never grows and every page break is ours. It writes to a stream (an export worker's
 * output, ADR 031); "Page n of m" needs the page count, so pages are kept until the end (a page
 * of table text is a few kilobytes) and go out as the document ends.
 */

const MARGIN = 36;
const HEADER_SPACE = 34;
const FOOTER_SPACE = 24;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8;

const { ink: INK, muted: MUTED, rule: RULE, shade: SHADE } = PDF_COLOURS;

export interface PdfColumn {
  header: string;
  /** A second header line under it (a judge's name under their id). */
  subheader?: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

type RowKind = 'header' | 'subheader' | 'body' | 'detail';

export interface TableOptions {
  /**
   * Rows that belong to the row above them (a deduction under its parameter's score): drawn in
   * muted ink and on that row's shading, so a row and its details read as one band.
   */
  detail?: (index: number) => boolean;
}

export interface PdfOptions {
  layout: 'portrait' | 'landscape';
  /** Shown on every page: the event title, and its date and place. */
  title: string;
  subtitle: string;
  /** The document's metadata title. */
  documentTitle: string;
  /** The event's language: the footers' words. */
  i18n: I18n;
}

/**
 * Widths of strings at the current font and size. pdfkit measures with kerning every time, and a
 * report measures the same few strings ("0", "–", "12/15") tens of thousands of times.
 */
function createMeasure(doc: Doc, currentFont: () => string) {
  const widths = new Map<string, number>();
  return (text: string): number => {
    const key = `${currentFont()}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.widthOfString(text);
      widths.set(key, width);
    }
    return width;
  };
}
type Measure = ReturnType<typeof createMeasure>;

/**
 * `text` on one line (pdfkit starts a new line at a line feed: a judge's note or a deduction's
 * reason could otherwise draw over the rows below), cut to `width` with an ellipsis when something
 * was cut.
 */
function fit(measure: Measure, given: string, width: number): string {
  const text = given.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
  if (measure(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/**
 * Where text starts inside a box for an alignment. Placed by hand: pdfkit's own `width`/`align`
 * runs its line wrapper, which turns a page on text below the bottom margin (the footers).
 */
function offset(measure: Measure, text: string, width: number, align: PdfColumn['align'] = 'left'): number {
  if (align === 'left') return 0;
  const free = width - measure(text);
  return align === 'right' ? free : free / 2;
}

export class PdfWriter {
  readonly doc: Doc;
  private readonly close: () => Promise<void>;
  private readonly measure: Measure;
  private fontKey = '';
  private fontSize = 12;

  constructor(
    private readonly options: PdfOptions,
    out: Writable,
  ) {
    const pdf = openPdf(out, {
      title: options.documentTitle,
      layout: options.layout,
      margins: { top: MARGIN + HEADER_SPACE, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
      bufferPages: true,
    });
    this.doc = pdf.doc;
    this.close = pdf.close;
    this.measure = createMeasure(this.doc, () => this.fontKey);
    this.doc.on('pageAdded', () => this.runningHeader());
    this.doc.addPage();
  }

  /** Sets the font; measurements are cached per font and size. */
  private font(name: string, size: number): Doc {
    this.fontKey = `${name}|${size}`;
    this.fontSize = size;
    return this.doc.font(name).fontSize(size);
  }

  /** One line of text at (x, y), never wrapped (placed as Helvetica's was, pdf-base.ts). */
  private line(text: string, x: number, y: number): void {
    this.doc.text(text, x, y, { lineBreak: false, ...atSize(this.fontSize) });
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private runningHeader(): void {
    const { doc } = this;
    this.font(FONT.bold, 11).fillColor(INK);
    this.line(fit(this.measure, this.options.title, this.width), MARGIN, MARGIN);
    this.font(FONT.regular, 8).fillColor(MUTED);
    this.line(fit(this.measure, this.options.subtitle, this.width), MARGIN, MARGIN + 14);
    doc
      .moveTo(MARGIN, MARGIN + 26)
      .lineTo(MARGIN + this.width, MARGIN + 26)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = doc.page.margins.top;
  }

  /** A new page unless `height` still fits on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** A heading that stays with at least `keepWith` points of what follows it. */
  heading(text: string, size = 13, keepWith = 3 * ROW_HEIGHT): void {
    const { doc } = this;
    this.ensureSpace(size + 8 + keepWith);
    this.font(FONT.bold, size).fillColor(INK);
    this.line(fit(this.measure, text, this.width), MARGIN, doc.y);
    doc.y += size + 6;
  }

  /** One line of small print (notes, legends, empty states). */
  note(text: string): void {
    const { doc } = this;
    this.ensureSpace(ROW_HEIGHT);
    this.font(FONT.regular, FONT_SIZE).fillColor(MUTED);
    this.line(fit(this.measure, text, this.width), MARGIN, doc.y + 2);
    doc.y += ROW_HEIGHT;
  }

  /** Small print over as many lines as it needs, broken between words (a word too long is cut). */
  wrappedNote(text: string): void {
    this.font(FONT.regular, FONT_SIZE);
    let line = '';
    for (const word of text.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && this.measure(longer) > this.width) {
        this.note(line);
        line = word;
      } else line = longer;
    }
    if (line) this.note(line);
  }

  gap(points = 10): void {
    this.doc.y += points;
  }

  private row(columns: readonly PdfColumn[], cells: readonly string[], kind: RowKind, shaded: boolean, rule: boolean): void {
    const { doc } = this;
    const y = doc.y;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    if (shaded) doc.rect(MARGIN, y, total, ROW_HEIGHT).fill(SHADE);
    this.font(kind === 'header' ? FONT.bold : FONT.regular, FONT_SIZE).fillColor(kind === 'body' ? INK : MUTED);
    let x = MARGIN;
    columns.forEach((column, index) => {
      const text = fit(this.measure, cells[index] ?? '', column.width - 6);
      if (text) this.line(text, x + 3 + offset(this.measure, text, column.width - 6, column.align), y + 3.5);
      x += column.width;
    });
    if (rule)
      doc
        .moveTo(MARGIN, y + ROW_HEIGHT)
        .lineTo(MARGIN + total, y + ROW_HEIGHT)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  }

  /** The header row, and the subheader row when a column has one; ruled under the last. */
  private headerRows(columns: readonly PdfColumn[]): void {
    const sub = columns.some((c) => c.subheader);
    this.row(
      columns,
      columns.map((c) => c.header),
      'header',
      false,
      !sub,
    );
    if (sub)
      this.row(
        columns,
        columns.map((c) => c.subheader ?? ''),
        'subheader',
        false,
        true,
      );
  }

  /** A table; on a page break the header rows are drawn again at the top of the new page. */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
    const headerHeight = (columns.some((c) => c.subheader) ? 2 : 1) * ROW_HEIGHT;
    this.ensureSpace(headerHeight + ROW_HEIGHT);
    this.headerRows(columns);
    // Shading alternates per band: a row and the details under it.
    let band = -1;
    rows.forEach((cells, index) => {
      const detail = options.detail?.(index) ?? false;
      if (!detail) band += 1;
      if (this.doc.y + ROW_HEIGHT > this.bottom) {
        this.doc.addPage();
        this.headerRows(columns);
      }
      this.row(columns, cells, detail ? 'detail' : 'body', band % 2 === 1, false);
    });
  }

  /** Adds the page footers, ends the document and resolves once the stream has taken all of it. */
  finish(): Promise<void> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      this.font(FONT.regular, 7).fillColor(MUTED);
      const y = doc.page.height - MARGIN - 8;
      const text = this.options.i18n._(/*i18n*/ { id: 'Page {page} of {pages}', values: { page: i + 1, pages: range.count } });
      this.line(text, MARGIN + offset(this.measure, text, this.width, 'right'), y);
    }
    return this.close();
  }
}
