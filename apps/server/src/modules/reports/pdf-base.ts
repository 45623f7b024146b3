import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

/**
 * What every Showgrid PDF starts from (results, score sheets, judges' choice, blank sheets, cards):
 * A4, one embedded font family, the document's title, one palette, written to a stream as it goes
 * (an export worker's output, ADR 031).
 *
 * The font is Noto Sans (regular and bold, SIL Open Font License; the npm package
 * @expo-google-fonts/noto-sans ships Google Fonts' TTFs): every language a show speaks and every
 * name its entrants type (Łódź, Žofie, Ωmega, Юлия) in one file, where pdfkit's standard
 * Helvetica knew only WinAnsi. pdfkit embeds only the glyphs a document uses (a few kilobytes).
 */

const fontFile = (path: string): Buffer => readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${path}`));
/** Read once per thread, when the first PDF needs them. */
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fontFiles ??= { regular: fontFile('400Regular/NotoSans_400Regular.ttf'), bold: fontFile('700Bold/NotoSans_700Bold.ttf') });

/** The names every renderer sets the font by (`doc.font(FONT.bold)`). */
export const FONT = { regular: 'Showgrid-Regular', bold: 'Showgrid-Bold' } as const;

/**
 * Text options that put a line's text where Helvetica's sat under the same y: pdfkit places text
 * by its font's ascender, and Noto's (1069/1000) is taller than Helvetica's (718/1000); at the
 * old height the layouts (rows of 14 points, boxes, cards) stay as they were drawn.
 */
export const atSize = (size: number) => ({ baseline: -0.718 * size });

/** Noto Sans's line height in ems (ascender 1069 + descender 293, no gap; regular and bold alike). */
const LINE_EMS = 1.362;
/** `atSize` at the document's current font size (read back from its line height: pdfkit does not say the size). */
export const atCurrentSize = (doc: PdfDoc) => atSize(doc.currentLineHeight() / LINE_EMS);

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
  const fonts = loadFonts();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);
  doc.pipe(out);
  return {
    doc,
    close: async () => {
      doc.end();
      await finished(out);
    },
  };
}
