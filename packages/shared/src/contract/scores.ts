import { z } from 'zod';
import { API } from '../paths.ts';
import {
  judgeChoiceQuerySchema,
  judgeChoiceSchema,
  recusalBodySchema,
  recusalQuerySchema,
  recusalSchema,
  recusalWithdrawQuerySchema,
  scoreConflictAnswerRowSchema,
  scoreConflictAnswerSchema,
  scoreConflictQuerySchema,
  scoreConflictResolveBodySchema,
  scoreCountQuerySchema,
  scoreCountSchema,
  scoreEntryBodySchema,
  scoreEntryNamedBodySchema,
  scoreEntryQuerySchema,
  scoreEntrySchema,
  topChoiceQuerySchema,
  totalScoreAnswerSchema,
  totalScoreQuerySchema,
} from '../schemas/score.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { ADMIN_ONLY, ADMIN_OR_JUDGE, type Access, type Contract } from './endpoint.ts';

const tag = 'scores';
const JUDGE_ONLY = ['judge'] as const satisfies Access;

const entries = API.scoreEntries;
const entry = `${entries}:id/`;
const oneEntry = dataOf(scoreEntrySchema);
const writeResponses = {
  200: oneEntry,
  201: oneEntry,
  400: fieldErrorsSchema,
  403: detailSchema,
  404: detailSchema,
  409: z.union([scoreConflictAnswerSchema, detailSchema]).describe('An older edit (the kept entry in data), or a recused vehicle'),
};
const conflictDoc =
  'Upsert per (event, vehicle, judge). The newest dtEditedAt wins: an older edit is not applied, is recorded as a conflict ' +
  'and answered 409 with the kept entry; the same sheet sent again answers 200 and changes nothing. dtEditedAt is optional ' +
  '(without it the edit is timed at receipt); one more than 2 minutes ahead of the server is taken at the server’s time. ' +
  'intJudgeId, if sent, must be the caller’s own (403 otherwise). intScoreId is ignored by POST; PUT refuses one that differs from the path. ' +
  'Optional objParameterWiseDeductions (a deduction sheet, ADR 029): each parameter named there is scored its limit less the ' +
  'deductions (never below 0), whatever objParameterWiseScore says of it; the deductions are kept and answered as given.';
const paperDoc =
  ' An admin (the chief judge) enters a judge’s paper sheet when a tablet died (ADR 034): SPEC’s body with the judge’s ' +
  'intJudgeId and blnFromPaper: true, under the same rules as the judge’s own save (judge mapped to the event and on ' +
  'the category’s panel, Paid vehicle, live parameters, limits, 3 picks, not recused; 404 for an unknown judge or ' +
  'vehicle, 409 off the panel or recused). It is the newest word (timed on receipt, after the kept sheet), audited ' +
  'as entered from paper by that admin, and read back with blnFromPaper and strEnteredByName. A judge’s own later ' +
  'sheet for that vehicle that differs from it is never applied: 409 with the paper sheet, recorded as a conflict for ' +
  'the admin to resolve or apply, whatever its dtEditedAt. A judge sending blnFromPaper: true is refused (403).';

/** /api/score-entry/ — a judge's score sheet per vehicle (SPEC §7, PRODUCT.md "Scores"). */
export const scoreEntriesApi = {
  list: {
    tag,
    method: 'GET',
    path: entries,
    access: ADMIN_OR_JUDGE,
    summary: 'List score entries (page of 10, or all with header blnRemovePagination: true), newest first',
    description: 'Filters: intEventId, intVehicleId, intJudgeId, intCategoryId. A judge gets only their own entries.',
    query: scoreEntryQuerySchema,
    responses: { 200: listOf(scoreEntrySchema) },
  },
  one: {
    tag,
    method: 'GET',
    path: entry,
    access: ADMIN_OR_JUDGE,
    summary: 'One score entry (a judge: their own only)',
    params: idParams,
    responses: { 200: oneEntry, 404: detailSchema },
  },
  create: {
    tag,
    method: 'POST',
    path: entries,
    access: ADMIN_OR_JUDGE,
    summary: 'Save the judge’s score for a vehicle (an admin: a judge’s paper sheet)',
    description: conflictDoc + paperDoc,
    body: scoreEntryBodySchema,
    responses: writeResponses,
  },
  update: {
    tag,
    method: 'PUT',
    path: entry,
    access: JUDGE_ONLY,
    summary: 'Change the judge’s own score entry',
    description: conflictDoc,
    params: idParams,
    body: scoreEntryBodySchema,
    responses: writeResponses,
  },
  /** SPEC §4: "updated (score id present)": the id may ride in the body instead of the address. */
  updateNamedInBody: {
    tag,
    method: 'PUT',
    path: entries,
    access: JUDGE_ONLY,
    summary: 'Change the judge’s own score entry named by intScoreId in the body',
    description: conflictDoc,
    body: scoreEntryNamedBodySchema,
    responses: writeResponses,
  },
  remove: {
    tag,
    method: 'DELETE',
    path: entry,
    access: ADMIN_OR_JUDGE,
    summary: 'Delete a score entry (an admin any, a judge their own)',
    params: idParams,
    responses: { 204: deleted, 404: detailSchema },
  },
} as const satisfies Contract;

const choices = dataOf(z.array(judgeChoiceSchema));

/** Totals, judging progress and judges' picks (SPEC §7 /total-score/, /score-count/, /top-choice/, /judge-choice/). */
export const scoreResultsApi = {
  totals: {
    tag,
    method: 'GET',
    path: API.totalScore,
    access: ADMIN_OR_JUDGE,
    summary: 'Total score of each vehicle of an event that has score entries (x/y; y = the limits the counted sheets were scored on)',
    description:
      "An admin: under the event's scoring rule, as the results rank it (ADR 029: every judge, or under drop high and low " +
      'the middle ones; intJudgeCount is every judge who scored). A judge: over their own entries only (intJudgeCount 1), ' +
      'so no judge can work out another’s score from the sum and the count.',
    query: totalScoreQuerySchema,
    responses: { 200: totalScoreAnswerSchema, 404: detailSchema },
  },
  progress: {
    tag,
    method: 'GET',
    path: API.scoreCount,
    access: ADMIN_OR_JUDGE,
    summary: 'Judging progress of an event over its Paid vehicles, per category too',
    description:
      'A judge: their own (vehicles they did not recuse from; judged = with their entry). An admin: vehicles with at least ' +
      'one entry, or one judge’s progress with intJudgeId.',
    query: scoreCountQuerySchema,
    responses: { 200: scoreCountSchema, 404: detailSchema },
  },
  topChoices: {
    tag,
    method: 'GET',
    path: API.topChoice,
    access: ADMIN_ONLY,
    summary: 'A judge’s judges-choice vehicles at an event, ranked by that judge’s total',
    query: topChoiceQuerySchema,
    responses: { 200: choices, 400: fieldErrorsSchema },
  },
  judgeChoices: {
    tag,
    method: 'GET',
    path: API.judgeChoice,
    access: ADMIN_OR_JUDGE,
    summary: 'The judge’s own judges-choice vehicles at an event (an admin names the judge with intJudgeId)',
    query: judgeChoiceQuerySchema,
    responses: { 200: choices, 400: fieldErrorsSchema },
  },
} as const satisfies Contract;

/** /api/recusal/ — a judge steps aside from a vehicle; the admin sees who did (PRODUCT.md "Recusal"). */
export const recusalsApi = {
  recusals: {
    tag,
    method: 'GET',
    path: API.recusals,
    access: ADMIN_OR_JUDGE,
    summary: 'Recusals of an event with the judges’ names (a judge: their own)',
    query: recusalQuerySchema,
    responses: { 200: dataOf(z.array(recusalSchema)) },
  },
  recuse: {
    tag,
    method: 'POST',
    path: API.recusals,
    access: JUDGE_ONLY,
    summary: 'Step aside from a vehicle (refused while the judge has a score for it)',
    body: recusalBodySchema,
    responses: { 201: dataOf(recusalSchema), 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
  withdrawRecusal: {
    tag,
    method: 'DELETE',
    path: API.recusals,
    access: JUDGE_ONLY,
    summary: 'Withdraw the judge’s own recusal from a vehicle',
    query: recusalWithdrawQuerySchema,
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema },
  },
} as const satisfies Contract;

const conflict = `${API.scoreConflicts}:id/`;

/** /api/score-conflict/ — older edits the server kept out (PRODUCT.md "Conflicts"), for the admin to settle. */
export const scoreConflictsApi = {
  conflicts: {
    tag,
    method: 'GET',
    path: API.scoreConflicts,
    access: ADMIN_ONLY,
    summary: 'Score conflicts (older edits not applied), newest first',
    query: scoreConflictQuerySchema,
    responses: { 200: dataOf(z.array(scoreConflictAnswerRowSchema)) },
  },
  resolveConflict: {
    tag,
    method: 'PUT',
    path: conflict,
    access: ADMIN_ONLY,
    summary: 'Mark a conflict resolved (blnResolved: true) or open again (false)',
    params: idParams,
    body: scoreConflictResolveBodySchema,
    responses: { 200: dataOf(scoreConflictAnswerRowSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  applyConflict: {
    tag,
    method: 'POST',
    path: `${conflict}apply/`,
    access: ADMIN_ONLY,
    summary: 'Apply a conflicting edit: it becomes the judge’s kept score sheet, and the conflict is marked resolved',
    description:
      'Obeys what a judge’s save obeys: the judge still judges the event, the vehicle is Paid, the judge did not step aside, ' +
      'the sheet scores exactly the live parameters, the judges-choice cap. Otherwise 409 with the reason; a conflict ' +
      'already resolved (or applied) is 409 too. Audited as the admin’s edit; live dashboards are told.',
    params: idParams,
    responses: { 200: oneEntry, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  },
} as const satisfies Contract;

/** Score entries and the results, recusal and conflict calls built on them, as one resource. */
export const scoresApi = {
  ...scoreEntriesApi,
  ...scoreResultsApi,
  ...recusalsApi,
  ...scoreConflictsApi,
} as const satisfies Contract;
