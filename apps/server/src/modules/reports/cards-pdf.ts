import type { Writable } from 'node:stream';
import type { Locale } from '@showgrid/shared/locales';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { i18nFor } from '../../lib/i18n.ts';
import { A4, atSize, FONT, openPdf, PDF_COLOURS, type PdfDoc as Doc } from './pdf-base.ts';
import { qrModules } from '../vehicle-ids/qr.ts';

/**
 * Windscreen cards: four A6 cards to an A4 sheet (cut along the dashed lines, then laminate in
 * A6 pouches). Each card: the event, the vehicle id in big letters, the QR code drawn as vectors
 * (sharp at any printer resolution), "Scan to vote" and the category, in the event's language
 * (English for cards of no event), with the reports' embedded font (pdf-base.ts).
 */

export interface CardsInput {
  /** The event's language (issue 33); English when absent. */
  locale?: Locale;
  categoryName: string;
  /** The event the cards are for; no event line when null. */
  eventTitle: string | null;
  cards: { vehicleId: string; url: string }[];
}

const COLUMNS = 2;
const ROWS = 2;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const CARD = { width: A4.width / COLUMNS, height: A4.height / ROWS };
/** Inside a card; wider than a home printer's unprintable edge (≈ 5 mm = 14 pt). */
const PADDING = 26;
const QR_SIDE = 192;
/** Light modules around the code, as the QR standard asks. */
const QUIET_MODULES = 4;
const ID_MAX_SIZE = 64;

const { ink: INK, muted: MUTED, accent: ACCENT, line: GUIDE } = PDF_COLOURS;

/** Dashed lines between the cards: cut along them. */
function drawCutGuides(doc: Doc): void {
  doc.save().lineWidth(0.5).strokeColor(GUIDE).dash(4, { space: 4 });
  for (let column = 1; column < COLUMNS; column++) {
    const x = column * CARD.width;
    doc.moveTo(x, 0).lineTo(x, A4.height).stroke();
  }
  for (let row = 1; row < ROWS; row++) {
    const y = row * CARD.height;
    doc.moveTo(0, y).lineTo(A4.width, y).stroke();
  }
  doc.undash().restore();
}

/** The QR code as filled rectangles, one per horizontal run of dark modules, `side` wide with its quiet zone (also the blank judging sheets'). */
export function drawQr(doc: Doc, url: string, x: number, y: number, side = QR_SIDE): void {
  const { size, dark } = qrModules(url);
  const unit = side / (size + 2 * QUIET_MODULES);
  const left = x + QUIET_MODULES * unit;
  const top = y + QUIET_MODULES * unit;
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col++;
      // A hair of overlap so no light seams show between neighbouring runs when rasterised.
      doc.rect(left + start * unit, top + row * unit, (col - start) * unit + 0.05, unit + 0.05);
    }
  }
  doc.fillColor(INK).fill();
}

const EVENT_LINES_HEIGHT = 40;
const ID_HEIGHT = ID_MAX_SIZE + 6;
const PILL = { width: 176, height: 34 };
const CATEGORY_HEIGHT = 14;
/** Everything on a card, top to bottom: it sits centred between the cut lines. */
const CONTENT_HEIGHT = EVENT_LINES_HEIGHT + ID_HEIGHT + QR_SIDE + 8 + PILL.height + 10 + CATEGORY_HEIGHT;

function drawCard(doc: Doc, i18n: I18n, input: CardsInput, card: CardsInput['cards'][number], x: number, y: number): void {
  const width = CARD.width - 2 * PADDING;
  const left = x + PADDING;
  let cursor = y + Math.max(PADDING, (CARD.height - CONTENT_HEIGHT) / 2);

  if (input.eventTitle) {
    doc.font(FONT.regular).fontSize(12).fillColor(MUTED);
    doc.text(input.eventTitle, left, cursor, { width, height: 30, align: 'center', ellipsis: true, ...atSize(12) });
  }
  cursor += EVENT_LINES_HEIGHT;

  doc.font(FONT.bold);
  const size = Math.min(ID_MAX_SIZE, (ID_MAX_SIZE * width) / doc.fontSize(ID_MAX_SIZE).widthOfString(card.vehicleId));
  doc.fontSize(size).fillColor(INK);
  doc.text(card.vehicleId, left, cursor + (ID_MAX_SIZE - size) / 2, { width, align: 'center', lineBreak: false, ...atSize(size) });
  cursor += ID_HEIGHT;

  drawQr(doc, card.url, x + (CARD.width - QR_SIDE) / 2, cursor);
  cursor += QR_SIDE + 8;

  doc.roundedRect(x + (CARD.width - PILL.width) / 2, cursor, PILL.width, PILL.height, PILL.height / 2).fill(ACCENT);
  doc.font(FONT.bold).fontSize(17).fillColor('#ffffff');
  doc.text(i18n._(/*i18n*/ { id: 'Scan to vote' }), left, cursor + 10, { width, align: 'center', lineBreak: false, ...atSize(17) });
  cursor += PILL.height + 10;

  doc.font(FONT.regular).fontSize(10).fillColor(MUTED);
  doc.text(input.categoryName, left, cursor, { width, height: CATEGORY_HEIGHT, align: 'center', ellipsis: true, ...atSize(10) });
}

/** The cards as one PDF, in the order given, written to `out` (an export task, ADR 031). */
export async function renderCardsPdf(input: CardsInput, out: Writable): Promise<void> {
  const i18n = i18nFor(input.locale ?? 'en');
  const { doc, close } = openPdf(out, {
    title: i18n._(/*i18n*/ { id: 'Vehicle cards: {category}', values: { category: input.categoryName } }),
  });
  input.cards.forEach((card, index) => {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0) {
      doc.addPage();
      drawCutGuides(doc);
    }
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawCard(doc, i18n, input, card, column * CARD.width, row * CARD.height);
  });
  await close();
}
