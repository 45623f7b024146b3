/**
 * Download names, one home for the server's Content-Disposition and the name the web saves a
 * file under (SPEC §7: the report is report-{event_id}.pdf or .xlsx).
 */

/** Letters, digits, - and _ only: a name every browser and file system keeps as given. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');

/** The results report: report-{event}.pdf or .xlsx (SPEC §7). */
export const reportFileName = (eventId: number, pdf: boolean) => `report-${String(eventId)}.${pdf ? 'pdf' : 'xlsx'}`;

/** A judge's picks, named apart from the results report: judges-choice-{event}-JDG-007.pdf. */
export const judgesChoiceFileName = (eventId: number, judgeCode: string) => `judges-choice-${String(eventId)}-${safe(judgeCode)}.pdf`;

/** Score sheets of a vehicle or a category: score-sheets-{event}-{vehicle id or category-N}.pdf. */
export const scoreSheetsFileName = (eventId: number, which: string) => `score-sheets-${String(eventId)}-${safe(which)}.pdf`;

/** A judge's blank judging sheet for a category: blank-sheet-{event}-{category}-JDG-007.pdf. */
export const blankSheetFileName = (eventId: number, categoryName: string, judgeCode: string) =>
  `blank-sheet-${String(eventId)}-${safe(categoryName)}-${safe(judgeCode)}.pdf`;
