import { EVENT_NOT_FOUND } from '@showgrid/shared/messages';
import type { AuthUser } from './principal.ts';
import { forbidden, HttpError, notFound } from './http-errors.ts';

/**
 * Who may see or change what (PRODUCT.md), in one place. The role guard (`config.access`,
 * plugins/auth.ts) decides who may call a route at all; these decide which records a caller
 * reaches through it. An admin reaches everything. A judge reaches their own judging (entries,
 * recusals, choices, progress) and their own judge record, the events they are mapped to, and the
 * Paid vehicles of those events, without the owner's papers. What a judge may not see is answered
 * as not there (404); a judge record or a sheet of someone else that they name is refused (403).
 */

const isJudge = (user: AuthUser): boolean => user.role === 'judge';

/**
 * Whose judging a request may read or change: a judge always themself, whatever they ask for;
 * an admin the judge they name, or every judge (undefined).
 */
export function judgeScope(user: AuthUser, asked?: number): number | undefined {
  return isJudge(user) ? user.id : asked;
}

/** A judge may read only their own judge record (a list narrowed to themself, or their id). */
export function assertMayReadJudge(user: AuthUser, judgeId: number | undefined): void {
  if (isJudge(user) && judgeId !== user.id) throw forbidden();
}

/** A judge saves only their own sheets: naming another judge in the body is refused. */
export function assertMayScoreAs(user: AuthUser, judgeId: number | undefined): void {
  if (judgeId !== undefined && judgeId !== user.id) throw forbidden('You can only save your own scores.');
}

/** Whose sheet a score save writes: the judge's; with `paperBy`, entered from their paper sheet by that admin (ADR 034). */
export interface ScoreAuthor {
  judgeId: number;
  paperBy?: number;
}

export const PAPER_IS_FOR_ADMINS = 'Only the chief judge (an admin) enters a sheet from paper.';

/**
 * Who a score save is by. A judge saves their own sheets (naming another judge, or sending a
 * paper sheet, is refused). An admin saves only a judge's paper sheet: the judge named, and
 * blnFromPaper true (ADR 034), so an admin's call can never be mistaken for a tablet's.
 */
export function scoreAuthor(user: AuthUser, body: { intJudgeId?: number | undefined; blnFromPaper?: boolean | undefined }): ScoreAuthor {
  if (isJudge(user)) {
    if (body.blnFromPaper === true) throw forbidden(PAPER_IS_FOR_ADMINS);
    assertMayScoreAs(user, body.intJudgeId);
    return { judgeId: user.id };
  }
  const problems: Record<string, string[]> = {};
  if (body.intJudgeId === undefined) problems['intJudgeId'] = ['Name the judge whose paper sheet this is.'];
  if (body.blnFromPaper !== true) problems['blnFromPaper'] = ['An admin enters a judge’s sheet only from paper: send blnFromPaper true.'];
  if (body.intJudgeId === undefined || body.blnFromPaper !== true) throw new HttpError(400, problems);
  return { judgeId: body.intJudgeId, paperBy: user.id };
}

/** The events a caller sees: a judge those they are mapped to; an admin all. */
export function eventScope(user: AuthUser): { judgeId?: number } {
  return isJudge(user) ? { judgeId: user.id } : {};
}

/** A judge reads an event's results only where they are mapped; to them any other event is not there. */
export async function assertMaySeeEvent(
  user: AuthUser,
  eventId: number,
  isMapped: (eventId: number, judgeId: number) => Promise<boolean>,
): Promise<void> {
  if (isJudge(user) && !(await isMapped(eventId, user.id))) throw notFound(EVENT_NOT_FOUND);
}

/** The vehicles a caller sees: a judge only the Paid vehicles of events they are mapped to; an admin all. */
export function vehicleScope(user: AuthUser): { visibleToJudge?: number } {
  return isJudge(user) ? { visibleToJudge: user.id } : {};
}

/**
 * A vehicle a judge may not see is, for them, not there at all. `isVisible` is asked only for a
 * judge (an admin sees every vehicle, so nothing is read for them).
 */
export async function assertMaySeeVehicle(
  user: AuthUser,
  isVisible: (scope: { visibleToJudge: number }) => Promise<boolean>,
): Promise<void> {
  if (isJudge(user) && !(await isVisible({ visibleToJudge: user.id }))) throw notFound();
}

/** The owner's documents and the organiser's extra information stay with the admins. */
export const mayReadVehiclePapers = (user: AuthUser): boolean => !isJudge(user);
