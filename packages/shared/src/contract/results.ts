import { z } from 'zod';
import { API } from '../paths.ts';
import {
  blankSheetParamsSchema,
  blankSheetQuerySchema,
  rankingQuerySchema,
  rankingRowSchema,
  reportParamsSchema,
  scoreSheetsParamsSchema,
  scoreSheetsQuerySchema,
  tieOrderBodySchema,
} from '../schemas/results.ts';
import { topChoiceQuerySchema } from '../schemas/score.ts';
import { dataOf, detailSchema, fieldErrorsSchema } from '../schemas/answers.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

const tag = 'results';
const ranking = dataOf(z.array(rankingRowSchema));

/** Ranking with ties and the admin's tie orders, the results report (PDF/XLSX), a judge's picks as PDF. */
export const resultsApi = {
  ranking: {
    tag,
    method: 'GET',
    path: API.ranking,
    access: ADMIN_ONLY,
    summary: "The event's Paid vehicles ranked within each category (or one category)",
    description:
      "Scored under the event's rule (strScoringRule: points, deduction, drop-high-low; ADR 029) and ranked by its " +
      'tie-break order (arrTieBreak; default x/y as an exact ratio, then more judges-choice picks, then more audience ' +
      'votes), unscored last. Vehicles these cannot separate share intRank and intTieGroup; once the admin orders that ' +
      'tie (when the order ends with the organiser) they get consecutive ranks in that order (blnOrderedByAdmin). ' +
      'strMedal: the medal band reached, if the event has bands. Categories by name.',
    query: rankingQuerySchema,
    responses: { 200: ranking, 400: fieldErrorsSchema, 404: detailSchema },
  },
  orderTie: {
    tag,
    method: 'PUT',
    path: API.rankingTieOrder,
    access: ADMIN_ONLY,
    summary: 'Orders one tie of a category (recorded, audited); answers the category ranked',
    description:
      'arrVehicleIds: exactly the vehicles of one current tie of the category, best first. The order holds ' +
      'while the tie keeps exactly those vehicles; a tie that gains or loses one shows as a tie again.',
    body: tieOrderBodySchema,
    responses: { 200: ranking, 400: fieldErrorsSchema, 404: detailSchema },
  },
  /** SPEC §7: /report/{event_id}/download/{is_pdf}; `API.report(id, pdf)` builds it. */
  report: {
    tag,
    method: 'GET',
    path: '/api/report/:event_id/download/:is_pdf',
    access: ADMIN_ONLY,
    summary: 'The results report of an event: PDF when is_pdf is 1 or true, else a spreadsheet (.xlsx)',
    description:
      'Awards (winner per category, people’s choice, each judge’s picks), then per category the vehicles ranked ' +
      'with id, name, owner, each judge’s total, total score, audience votes and judges-choice count. Attachment ' +
      'named report-{event_id}.pdf or .xlsx. Files are made in worker threads (ADR 031): one download per admin at ' +
      'a time, two more of theirs wait; past that 429 { detail } with retry-after (the same for every file download).',
    params: reportParamsSchema,
    file: 'The file (application/pdf or .xlsx).',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
  scoreSheetsPdf: {
    tag,
    method: 'GET',
    path: '/api/report/:event_id/score-sheets/',
    access: ADMIN_ONLY,
    summary: 'Score sheets for entrants as a PDF: one vehicle (intVehicleId) or every vehicle of a category (intCategoryId), one a page',
    description:
      'Ours. Each page: the vehicle, its place and total, then each judge of its panel (and any judge off the panel ' +
      'who scored it) with the score per parameter, the special note, judges choice and when it was given, or that ' +
      'they stepped aside or have not scored yet. blnAnonymous=true shows the judges as Judge 1, 2, … instead of by name.',
    params: scoreSheetsParamsSchema,
    query: scoreSheetsQuerySchema,
    file: 'The PDF (application/pdf), named score-sheets-{event_id}-{vehicle id or category}.pdf.',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
  blankSheetPdf: {
    tag,
    method: 'GET',
    path: '/api/report/:event_id/blank-sheet/',
    access: ADMIN_ONLY,
    summary: 'A judge’s printable blank judging sheet for a category (PDF), for when a tablet dies (ADR 034)',
    description:
      'Ours. For each Paid vehicle of the category the judge may score: its id, the QR of its windscreen card, its name ' +
      'and registration, and each parameter of its type with its limit and a box to write in (on a Deduction event, ' +
      'lines for deductions with reasons); a judges’ choice box and special note lines; the event, category and judge ' +
      'on every page, and a signature line. 404: unknown event or category, or a judge not mapped to the event; 409: ' +
      'the judge is not on the category’s panel.',
    params: blankSheetParamsSchema,
    query: blankSheetQuerySchema,
    file: 'The PDF (application/pdf), named blank-sheet-{event_id}-{category}-{judge id}.pdf.',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema, 429: detailSchema },
  },
  topChoicesPdf: {
    tag,
    method: 'GET',
    path: API.topChoiceDownload,
    access: ADMIN_ONLY,
    summary: 'A judge’s judges-choice vehicles at an event as a PDF (report-{intEventId}.pdf)',
    query: topChoiceQuerySchema,
    file: 'The PDF (application/pdf).',
    responses: { 400: fieldErrorsSchema, 404: detailSchema, 429: detailSchema },
  },
} as const satisfies Contract;
