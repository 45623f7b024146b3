/**
 * The download names of an entrant's own files (issue 31), one rule for the server's
 * Content-Disposition and the confirmation mail's attachment, and the web that saves them.
 */

/** A card number fit for a file name: letters, digits and - kept, any other run one _. */
const safeCardNumber = (uniqueId: string) => uniqueId.replace(/[^A-Za-z0-9-]+/g, '_');

/** The windscreen card: card-{card number}.pdf. */
export const cardFileName = (uniqueId: string) => `card-${safeCardNumber(uniqueId)}.pdf`;

/** An entry's score sheet: score-sheet-{card number}.pdf (the entry's id while it has no card number). */
export const scoreSheetFileName = (uniqueId: string) => `score-sheet-${safeCardNumber(uniqueId)}.pdf`;
