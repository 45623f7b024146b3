import { english } from '@showgrid/shared/i18n/english';
import { LIMITS } from '@showgrid/shared/limits';
import type { ScoreEntry, ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { deductedScore } from '@showgrid/shared/scoring-rules';

/**
 * A judge's paper sheet as the chief judge types it in (ADR 034): what the form holds, what is
 * wrong with it, and the body POST /api/score-entry/ takes. Pure, so the rules are tested apart
 * from the screen.
 */

export interface PaperParameter {
  id: number;
  title: string;
  limit: number;
}

/** A deduction as typed: points and the reason, both text until sent. */
export interface DeductionLine {
  points: string;
  reason: string;
}

export interface PaperDraft {
  /** Parameter id → the score as typed (a Points sheet). */
  scores: Record<string, string>;
  /** Parameter id → its deductions (a Deduction sheet). */
  deductions: Record<string, DeductionLine[]>;
  note: string;
  chosen: boolean;
}

/** The form's first state: the judge's sheet already kept (to correct it), else empty. */
export function draftOf(entry: ScoreEntry | undefined, parameters: readonly PaperParameter[]): PaperDraft {
  const given = entry?.objParameterWiseScore ?? {};
  const kept = entry?.objParameterWiseDeductions ?? {};
  return {
    scores: Object.fromEntries(parameters.map((p) => [String(p.id), given[String(p.id)] === undefined ? '' : String(given[String(p.id)])])),
    deductions: Object.fromEntries(
      parameters.map((p) => [String(p.id), (kept[String(p.id)] ?? []).map((d) => ({ points: String(d.intPoints), reason: d.strReason }))]),
    ),
    note: entry?.strSpecialNote ?? '',
    chosen: entry?.blnTopChoice ?? false,
  };
}

const WHOLE = /^\d+$/;

/** A typed number, or undefined when it is not a whole number. */
const wholeOf = (text: string): number | undefined => (WHOLE.test(text.trim()) ? Number(text.trim()) : undefined);

/** The form's messages in English (their ids): the form shows them through `translated`. */
export const PAPER_MESSAGES = {
  score: (limit: number) => english(/*i18n*/ { id: 'Enter a whole number from 0 to {limit}.', values: { limit } }),
  points: english(/*i18n*/ { id: 'Enter whole points, at least 1.' }),
  note: english(/*i18n*/ { id: 'At most {max} characters.', values: { max: LIMITS.specialNoteMax } }),
} as const;

/** Keys of the form's fields, for their messages. */
export const fieldKey = {
  score: (parameterId: number) => `score-${String(parameterId)}`,
  points: (parameterId: number, index: number) => `points-${String(parameterId)}-${String(index)}`,
  note: 'note',
} as const;

/** What is wrong with the draft, field key → message; empty when it can be sent. */
export function draftProblems(draft: PaperDraft, parameters: readonly PaperParameter[], deduction: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const p of parameters) {
    const id = String(p.id);
    if (deduction) {
      (draft.deductions[id] ?? []).forEach((line, index) => {
        const points = wholeOf(line.points);
        if (points === undefined || points < 1 || points > LIMITS.scoreLimitMax)
          problems[fieldKey.points(p.id, index)] = PAPER_MESSAGES.points;
      });
    } else {
      const score = wholeOf(draft.scores[id] ?? '');
      if (score === undefined || score > p.limit) problems[fieldKey.score(p.id)] = PAPER_MESSAGES.score(p.limit);
    }
  }
  if (draft.note.trim().length > LIMITS.specialNoteMax) problems[fieldKey.note] = PAPER_MESSAGES.note;
  return problems;
}

/** A parameter's score on a deduction sheet as the typed deductions make it (lines not yet valid count 0). */
export function deductedOf(parameter: PaperParameter, lines: readonly DeductionLine[]): number {
  return deductedScore(
    parameter.limit,
    lines.map((line) => ({ intPoints: wholeOf(line.points) ?? 0 })),
  );
}

export interface PaperTarget {
  eventId: number;
  vehicleId: number;
  judgeId: number;
}

/**
 * SPEC's score body with the judge named and blnFromPaper. On a Deduction sheet every parameter
 * carries its deductions (none: its limit), and the server scores it limit − deductions.
 */
export function paperBody(
  draft: PaperDraft,
  parameters: readonly PaperParameter[],
  deduction: boolean,
  target: PaperTarget,
): ScoreEntryBody {
  const scores = Object.fromEntries(
    parameters.map((p) => [
      String(p.id),
      deduction ? deductedOf(p, draft.deductions[String(p.id)] ?? []) : (wholeOf(draft.scores[String(p.id)] ?? '') ?? 0),
    ]),
  );
  const deductions = deduction
    ? Object.fromEntries(
        parameters.map((p) => [
          String(p.id),
          (draft.deductions[String(p.id)] ?? []).map((line) => ({ intPoints: wholeOf(line.points) ?? 0, strReason: line.reason.trim() })),
        ]),
      )
    : undefined;
  return {
    intEventId: target.eventId,
    intVehicleId: target.vehicleId,
    intJudgeId: target.judgeId,
    blnFromPaper: true,
    objParameterWiseScore: scores,
    ...(deductions && { objParameterWiseDeductions: deductions }),
    strSpecialNote: draft.note.trim(),
    blnTopChoice: draft.chosen,
  };
}
