import type { Writable } from 'node:stream';
import { english } from '@showgrid/shared/i18n/english';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { Locale } from '@showgrid/shared/locales';
import { ENGLISH, i18nFor } from '../../lib/i18n.ts';
import { drawQr } from './cards-pdf.ts';
import { A4, atCurrentSize, atSize, FONT, openPdf, PDF_COLOURS, type PdfDoc as Doc } from './pdf-base.ts';

/**
 * The printable blank judging sheet of one judge for one category (issue 29, ADR 034): when a
 * tablet dies the judge scores on paper and the chief judge enters the sheet afterwards. Each car
 * gets its id, the QR of its windscreen card (scan it to be sure of the car), its name and
 * registration, and per parameter a box for the score with the limit beside it, or on a Deduction
 * event (ADR 029) lines for deductions with their reasons; then the judges' choice box and lines
 * for a special note. Every page names the event, the category and the judge and ends with a
 * signature line.
 *
 * A pure function of plain, serialisable data (no database, no clock): a worker thread can run it.
 * In the event's language (`locale`), with the reports' embedded font (pdf-base.ts).
 */

export interface BlankSheetParameter {
  title: string;
  limit: number;
}

export interface BlankSheetVehicle {
  /** The vehicle id on its card (SS004); null when it has none yet (then no QR either). */
  uniqueId: string | null;
  name: string;
  registrationNo: string;
  /** What its windscreen card's QR opens; null without a vehicle id. */
  qrUrl: string | null;
  /** The live parameters of its type, in the order the tablet shows them. */
  parameters: BlankSheetParameter[];
}

export interface BlankSheetInput {
  /** The event's language (issue 33); English when absent. */
  locale?: Locale;
  eventTitle: string;
  /** "1 May 2030, 10:00 BST · Hyde Park" */
  eventLine: string;
  categoryName: string;
  judge: { name: string; code: string };
  /** A Deduction event (ADR 029): lines for deductions instead of score boxes. */
  deduction: boolean;
  /** The rule as the results name it ("Points", "Deduction", …). */
  ruleText: string;
  /** The organiser's deduction reasons, printed as a reminder. */
  deductionReasons: string[];
  maxChoices: number;
  /** Vehicle ids of the category the judge stepped aside from: not on the sheet, and said so. */
  steppedAside: string[];
  vehicles: BlankSheetVehicle[];
}

const PAGE = A4;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const HEADER_BOTTOM = MARGIN + 52;
/** The signature line and the page number sit below this. */
const FOOTER_TOP = PAGE.height - MARGIN - 44;
const QR_SIDE = 84;
const ROW = 24;
const DEDUCTION_LINES = 2;
const DEDUCTION_LINE = 20;
const NOTE_LINES = 2;
const NOTE_LINE = 20;

const { ink: INK, muted: MUTED, line: RULE, accent: ACCENT } = PDF_COLOURS;

/** The sheet's words: the constants in English (as tests find them), the functions in `i18n`'s language (English by default). */
export const BLANK_SHEET_TEXT = {
  title: (category: string, i18n: I18n = ENGLISH) => i18n._(/*i18n*/ { id: 'Judging sheet: {category}', values: { category } }),
  judge: (judge: BlankSheetInput['judge'], i18n: I18n = ENGLISH) =>
    i18n._(/*i18n*/ { id: 'Judge: {name} ({code})', values: { name: judge.name, code: judge.code } }),
  points: english(/*i18n*/ { id: 'Write each score in its box, from 0 up to the limit shown. Use one sheet per judge.' }),
  deduction: english(
    /*i18n*/ {
      id: 'Each parameter starts at its limit: write each deduction as points and a reason. The chief judge works out the scores.',
    },
  ),
  reasons: (reasons: readonly string[], i18n: I18n = ENGLISH) =>
    i18n._(/*i18n*/ { id: 'Reasons: {reasons}', values: { reasons: reasons.join(', ') } }),
  steppedAside: (ids: readonly string[], i18n: I18n = ENGLISH) =>
    i18n._(/*i18n*/ { id: 'Not on this sheet (you stepped aside): {ids}', values: { ids: ids.join(', ') } }),
  noVehicles: english(/*i18n*/ { id: 'No Paid vehicles for this judge in this category.' }),
  choice: (max: number, i18n: I18n = ENGLISH) => i18n._(/*i18n*/ { id: "Judges' choice (at most {max} at this event)", values: { max } }),
  note: english(/*i18n*/ { id: 'Special note' }),
  signature: english(/*i18n*/ { id: "Judge's signature" }),
  signedAt: english(/*i18n*/ { id: 'Date and time' }),
  continued: (id: string, i18n: I18n = ENGLISH) => i18n._(/*i18n*/ { id: '{id} (continued)', values: { id } }),
} as const;

/** One line of text at (x, y), never wrapped, cut with an ellipsis to `width`. */
function line(doc: Doc, text: string, x: number, y: number, width: number): void {
  doc.text(text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' '), x, y, {
    width,
    height: doc.currentLineHeight(),
    lineBreak: false,
    ellipsis: true,
    ...atCurrentSize(doc),
  });
}

function pageHeader(doc: Doc, i18n: I18n, input: BlankSheetInput): void {
  doc.font(FONT.bold).fontSize(14).fillColor(INK);
  line(doc, BLANK_SHEET_TEXT.title(input.categoryName, i18n), MARGIN, MARGIN, WIDTH);
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  line(doc, [input.eventTitle, input.eventLine].filter(Boolean).join(' · '), MARGIN, MARGIN + 19, WIDTH);
  doc.font(FONT.bold).fontSize(10).fillColor(INK);
  line(doc, BLANK_SHEET_TEXT.judge(input.judge, i18n), MARGIN, MARGIN + 32, WIDTH / 2);
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  line(doc, i18n._(/*i18n*/ { id: 'Scoring: {rule}', values: { rule: input.ruleText } }), MARGIN + WIDTH / 2, MARGIN + 33, WIDTH / 2);
  doc
    .moveTo(MARGIN, HEADER_BOTTOM - 4)
    .lineTo(MARGIN + WIDTH, HEADER_BOTTOM - 4)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
}

function pageFooter(doc: Doc, i18n: I18n, page: number, pages: number): void {
  const y = FOOTER_TOP + 22;
  doc.lineWidth(0.7).strokeColor(INK);
  doc
    .moveTo(MARGIN + 90, y)
    .lineTo(MARGIN + 300, y)
    .stroke();
  doc
    .moveTo(MARGIN + 380, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  doc.font(FONT.regular).fontSize(9).fillColor(INK);
  line(doc, i18n._(BLANK_SHEET_TEXT.signature), MARGIN, y - 10, 90);
  line(doc, i18n._(BLANK_SHEET_TEXT.signedAt), MARGIN + 312, y - 10, 68);
  doc.fontSize(7).fillColor(MUTED);
  const text = i18n._(/*i18n*/ { id: 'Page {page} of {pages}', values: { page, pages } });
  doc.text(text, MARGIN + WIDTH - doc.widthOfString(text), PAGE.height - MARGIN - 8, { lineBreak: false, ...atSize(7) });
}

/** A box to write in. */
function box(doc: Doc, x: number, y: number, width: number, height: number): void {
  doc.lineWidth(0.8).strokeColor(INK).rect(x, y, width, height).stroke();
}

/** A ruled line to write on. */
function writingLine(doc: Doc, x1: number, x2: number, y: number): void {
  doc.lineWidth(0.5).strokeColor(RULE).moveTo(x1, y).lineTo(x2, y).stroke();
}

class SheetWriter {
  y = HEADER_BOTTOM;
  constructor(
    readonly doc: Doc,
    readonly i18n: I18n,
    readonly input: BlankSheetInput,
  ) {}

  newPage(): void {
    this.doc.addPage();
    pageHeader(this.doc, this.i18n, this.input);
    this.y = HEADER_BOTTOM;
  }

  /** Room for `height` more on this page, or a new page (saying whose rows go on there). */
  ensure(height: number, continuing?: string): void {
    if (this.y + height <= FOOTER_TOP) return;
    this.newPage();
    if (continuing) {
      this.doc.font(FONT.bold).fontSize(10).fillColor(MUTED);
      line(this.doc, BLANK_SHEET_TEXT.continued(continuing, this.i18n), MARGIN, this.y, WIDTH);
      this.y += 16;
    }
  }

  intro(): void {
    const { doc, i18n, input } = this;
    const lines = [
      i18n._(input.deduction ? BLANK_SHEET_TEXT.deduction : BLANK_SHEET_TEXT.points),
      ...(input.deduction && input.deductionReasons.length > 0 ? [BLANK_SHEET_TEXT.reasons(input.deductionReasons, i18n)] : []),
      ...(input.steppedAside.length > 0 ? [BLANK_SHEET_TEXT.steppedAside(input.steppedAside, i18n)] : []),
      ...(input.vehicles.length === 0 ? [i18n._(BLANK_SHEET_TEXT.noVehicles)] : []),
    ];
    doc.font(FONT.regular).fontSize(9).fillColor(INK);
    this.y += 4;
    for (const text of lines) {
      const height = doc.heightOfString(text, { width: WIDTH });
      doc.text(text, MARGIN, this.y, { width: WIDTH, ...atSize(9) });
      this.y += height + 3;
    }
    this.y += 6;
  }

  vehicle(vehicle: BlankSheetVehicle): void {
    const { doc, i18n } = this;
    const label = vehicle.uniqueId ?? vehicle.registrationNo;
    // The car's heading and its first row stay together.
    this.ensure(QR_SIDE + 8 + ROW);
    const top = this.y;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + WIDTH, top)
      .lineWidth(2)
      .strokeColor(ACCENT)
      .stroke();
    const textWidth = WIDTH - QR_SIDE - 12;
    doc.font(FONT.bold).fontSize(22).fillColor(INK);
    line(doc, vehicle.uniqueId ?? i18n._(/*i18n*/ { id: 'No vehicle id' }), MARGIN, top + 8, textWidth);
    doc.font(FONT.bold).fontSize(12);
    line(doc, vehicle.name || i18n._(/*i18n*/ { id: 'Vehicle' }), MARGIN, top + 36, textWidth);
    doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
    line(
      doc,
      i18n._(/*i18n*/ { id: 'Registration: {registration}', values: { registration: vehicle.registrationNo || '–' } }),
      MARGIN,
      top + 54,
      textWidth,
    );
    if (vehicle.qrUrl) drawQr(doc, vehicle.qrUrl, MARGIN + WIDTH - QR_SIDE, top + 2, QR_SIDE);
    this.y = top + QR_SIDE + 8;

    for (const parameter of vehicle.parameters) {
      if (this.input.deduction) this.deductionRows(parameter, label);
      else this.scoreRow(parameter, label);
    }
    this.ensure(ROW + 18 + NOTE_LINES * NOTE_LINE, label);
    box(doc, MARGIN, this.y + 4, 12, 12);
    doc.font(FONT.regular).fontSize(10).fillColor(INK);
    line(doc, BLANK_SHEET_TEXT.choice(this.input.maxChoices, i18n), MARGIN + 20, this.y + 6, WIDTH - 20);
    this.y += ROW;
    line(doc, i18n._(BLANK_SHEET_TEXT.note), MARGIN, this.y + 2, WIDTH);
    for (let i = 1; i <= NOTE_LINES; i++) writingLine(doc, MARGIN, MARGIN + WIDTH, this.y + 14 + i * NOTE_LINE - 4);
    this.y += 18 + NOTE_LINES * NOTE_LINE + 12;
  }

  /** "Paint   0 – 10   [    ] / 10". */
  private scoreRow(parameter: BlankSheetParameter, label: string): void {
    const { doc } = this;
    this.ensure(ROW, label);
    const y = this.y;
    doc.font(FONT.regular).fontSize(10).fillColor(INK);
    line(doc, parameter.title, MARGIN, y + 7, 260);
    doc.fillColor(MUTED).fontSize(9);
    line(doc, `0 – ${String(parameter.limit)}`, MARGIN + 270, y + 8, 60);
    box(doc, MARGIN + 340, y + 2, 56, 20);
    doc.fillColor(INK).fontSize(10);
    line(doc, `/ ${String(parameter.limit)}`, MARGIN + 402, y + 7, 60);
    writingLine(doc, MARGIN, MARGIN + WIDTH, y + ROW);
    this.y += ROW;
  }

  /** "Paint   starts at 10", then lines "– [  ] points   Reason ________" (the chief judge works out the score). */
  private deductionRows(parameter: BlankSheetParameter, label: string): void {
    const { doc, i18n } = this;
    this.ensure(ROW + DEDUCTION_LINES * DEDUCTION_LINE, label);
    const y = this.y;
    doc.font(FONT.bold).fontSize(10).fillColor(INK);
    line(doc, parameter.title, MARGIN, y + 7, 260);
    doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
    line(doc, i18n._(/*i18n*/ { id: 'starts at {limit}', values: { limit: parameter.limit } }), MARGIN + 270, y + 8, 70);
    this.y += ROW;
    for (let i = 0; i < DEDUCTION_LINES; i++) {
      const ly = this.y;
      doc.font(FONT.regular).fontSize(10).fillColor(INK);
      line(doc, '–', MARGIN + 14, ly + 5, 10);
      box(doc, MARGIN + 26, ly + 1, 36, 17);
      doc.fontSize(9).fillColor(MUTED);
      line(doc, i18n._(/*i18n*/ { id: 'points' }), MARGIN + 68, ly + 6, 40);
      line(doc, i18n._(/*i18n*/ { id: 'Reason' }), MARGIN + 112, ly + 6, 40);
      writingLine(doc, MARGIN + 150, MARGIN + WIDTH, ly + 17);
      this.y += DEDUCTION_LINE;
    }
    this.y += 4;
  }
}

/** The blank sheet as a PDF, the cars in the order given, written to `out` (an export task, ADR 031). */
export async function renderBlankSheetPdf(input: BlankSheetInput, out: Writable): Promise<void> {
  // Everything is placed by hand, footers too: no margin may turn a page on its own.
  const i18n = i18nFor(input.locale ?? 'en');
  const { doc, close } = openPdf(out, {
    title: `${BLANK_SHEET_TEXT.title(input.categoryName, i18n)} · ${input.judge.name}`,
    bufferPages: true,
  });
  const writer = new SheetWriter(doc, i18n, input);
  writer.newPage();
  writer.intro();
  for (const vehicle of input.vehicles) writer.vehicle(vehicle);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    pageFooter(doc, i18n, i + 1, range.count);
  }
  await close();
}
