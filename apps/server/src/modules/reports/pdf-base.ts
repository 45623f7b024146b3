import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

/**
 * What every Showgrid PDF starts from (results, score sheets, judges' choice, blank sheets, cards):
 * A4, pdfkit's standard fonts (no font files to ship), the document's title, one palette, written
 * to a stream as it goes (an export worker's output, ADR 031).
 */

/** A pdfkit document, as every renderer draws on it. */
export type PdfDoc = PDFKit.PDFDocument;

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The palette: slate ink and lines, the brand's red. */
export const PDF_COLOURS = {
  ink: '#0f172a',
  muted: '#475569',
  /** Lines to write on or cut along. */
  line: '#94a3b8',
  /** A table's rules. */
  rule: '#cbd5e1',
  shade: '#f1f5f9',
  accent: '#dc2626',
} as const;

export interface PdfStart {
  /** The document's title, as a PDF reader shows it. */
  title: string;
  layout?: 'portrait' | 'landscape';
  /** None by default: a page placed by hand must not turn on its own. */
  margins?: { top: number; bottom: number; left: number; right: number };
  /** Keep every page until the end (for "Page n of m"). */
  bufferPages?: boolean;
}

/** Opens a PDF on `out` with no page yet; `close` ends it and resolves once `out` has taken it all. */
export function openPdf(out: Writable, start: PdfStart): { doc: PdfDoc; close: () => Promise<void> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout: start.layout,
    margins: start.margins ?? { top: 0, bottom: 0, left: 0, right: 0 },
    bufferPages: start.bufferPages ?? false,
    autoFirstPage: false,
    info: { Title: start.title, Creator: 'Showgrid' },
  });
  doc.pipe(out);
  return {
    doc,
    close: async () => {
      doc.end();
      await finished(out);
    },
  };
}
