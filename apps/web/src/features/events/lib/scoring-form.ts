import { z } from 'zod';
import type { I18n } from '@lingui/core';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import type { EventBody, ShowEvent } from '@showgrid/shared/schemas/event';
import { deductionReasonsSchema, eventBodySchema, medalBandsSchema } from '@showgrid/shared/schemas/event';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { medalBandsText, ruleText } from '@showgrid/shared/scoring-words';
import {
  DEFAULT_DROP_MIN_JUDGES,
  DEFAULT_TIE_BREAK,
  isTieBreakKey,
  MEDALS,
  SCORING_RULES,
  TIE_BREAK_MESSAGES,
  tieBreakKind,
  tieBreakParameterId,
  tieBreakProblems,
  type Medal,
} from '@showgrid/shared/scoring-rules';

/**
 * The event form's Scoring section (PRODUCT.md "Scores", ADR 029): the rule, the judges drop high
 * and low needs, the medal bands, the tie-break order and the deduction reasons. Number inputs are
 * kept as typed (strings) and checked by the shared schemas, so the form says what the server would.
 */
export const scoringFormFields = {
  scoringRule: z.enum(SCORING_RULES),
  /** Checked only under drop high and low; hidden (and not sent) otherwise. */
  dropMinJudges: z.string(),
  medalsOn: z.boolean(),
  medalGold: z.string(),
  medalSilver: z.string(),
  medalBronze: z.string(),
  tieBreak: z.array(z.string()),
  deductionReasons: deductionReasonsSchema,
};

type ScoringFormShape = typeof scoringFormFields;
export type ScoringFormValues = { [K in keyof ScoringFormShape]: z.output<ScoringFormShape[K]> };

/** The medal bands' inputs by medal. */
export const MEDAL_FIELDS = { gold: 'medalGold', silver: 'medalSilver', bronze: 'medalBronze' } as const satisfies Record<
  Medal,
  keyof ScoringFormValues
>;

/** Suggested bands when the organiser turns medals on for the first time. */
export const SUGGESTED_BANDS = { gold: 90, silver: 80, bronze: 70 };

const dropMinJudgesSchema = eventBodySchema.shape.intDropMinJudges.unwrap();

const UNKNOWN_TIE_BREAK = english(/*i18n*/ { id: 'Unknown tie-break.' });

/** The shared rules' refusals: the form shows them in the reader's language, by their English. */
const RULE_PROBLEMS: readonly string[] = [UNKNOWN_TIE_BREAK, ...Object.values(TIE_BREAK_MESSAGES)];

/**
 * A scoring field's message as the reader reads it: each of the rules' sentences (the tie-break
 * order's problems are said together) translated; the server's words, already translated, as they came.
 */
export function scoringProblemText(i18n: I18n, message: string): string {
  const text = translated(i18n, message);
  if (text !== message) return text;
  return RULE_PROBLEMS.reduce((said, problem) => said.split(problem).join(translated(i18n, problem)), message);
}

/** A typed whole number, or the text itself when it is not one (the schema then names the problem). */
function typedNumber(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The form's checks on the scoring fields: the server's own rules, on the fields the organiser sees. */
export function checkScoring(values: ScoringFormValues, ctx: z.RefinementCtx): void {
  if (values.scoringRule === 'drop-high-low') {
    const parsed = values.dropMinJudges.trim() === '' ? null : dropMinJudgesSchema.safeParse(typedNumber(values.dropMinJudges));
    if (!parsed || !parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['dropMinJudges'], message: parsed?.error.issues[0]?.message ?? REQUIRED });
    }
  }
  if (values.medalsOn) {
    const typed = { gold: values.medalGold, silver: values.medalSilver, bronze: values.medalBronze };
    const empty = MEDALS.filter((medal) => typed[medal].trim() === '');
    for (const medal of empty) ctx.addIssue({ code: 'custom', path: [MEDAL_FIELDS[medal]], message: REQUIRED });
    if (empty.length === 0) {
      const parsed = medalBandsSchema.safeParse({
        gold: typedNumber(typed.gold),
        silver: typedNumber(typed.silver),
        bronze: typedNumber(typed.bronze),
      });
      for (const issue of parsed.error?.issues ?? []) {
        const [medal] = issue.path;
        // The order rule names no band: it is shown under the last one.
        const field = medal === 'gold' || medal === 'silver' || medal === 'bronze' ? MEDAL_FIELDS[medal] : MEDAL_FIELDS.bronze;
        ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    }
  }
  const problems = [...(values.tieBreak.every(isTieBreakKey) ? [] : [UNKNOWN_TIE_BREAK]), ...tieBreakProblems(values.tieBreak)];
  if (problems.length > 0) ctx.addIssue({ code: 'custom', path: ['tieBreak'], message: problems.join(' ') });
}

/** The scoring fields as the form starts them: the event's settings, or the defaults for a new one. */
export function scoringDefaults(event: ShowEvent | null): ScoringFormValues {
  const bands = event?.objMedalBands ?? null;
  return {
    scoringRule: event?.strScoringRule ?? 'points',
    dropMinJudges: String(event?.intDropMinJudges ?? DEFAULT_DROP_MIN_JUDGES),
    medalsOn: bands !== null,
    medalGold: String(bands?.gold ?? SUGGESTED_BANDS.gold),
    medalSilver: String(bands?.silver ?? SUGGESTED_BANDS.silver),
    medalBronze: String(bands?.bronze ?? SUGGESTED_BANDS.bronze),
    tieBreak: [...(event?.arrTieBreak ?? DEFAULT_TIE_BREAK)],
    deductionReasons: [...(event?.arrDeductionReasons ?? [])],
  };
}

type ScoringBody = Pick<EventBody, 'strScoringRule' | 'intDropMinJudges' | 'objMedalBands' | 'arrTieBreak' | 'arrDeductionReasons'>;

/** The scoring part of the event body; the judges drop high and low needs only under that rule (else kept). */
export function scoringBody(values: ScoringFormValues): ScoringBody {
  return {
    strScoringRule: values.scoringRule,
    ...(values.scoringRule === 'drop-high-low' ? { intDropMinJudges: Number(values.dropMinJudges) } : {}),
    objMedalBands: values.medalsOn
      ? { gold: Number(values.medalGold), silver: Number(values.medalSilver), bronze: Number(values.medalBronze) }
      : null,
    arrTieBreak: values.tieBreak,
    arrDeductionReasons: values.deductionReasons,
  };
}

/** Where a server 400 on a scoring field is shown in the form (null: not a scoring field). */
export function scoringFieldFor(apiField: string): keyof ScoringFormValues | null {
  const [root = '', sub] = apiField.split('.');
  switch (root) {
    case 'strScoringRule':
      return 'scoringRule';
    case 'intDropMinJudges':
      return 'dropMinJudges';
    case 'objMedalBands':
      return sub === 'silver' || sub === 'bronze' || sub === 'gold' ? MEDAL_FIELDS[sub] : MEDAL_FIELDS.bronze;
    case 'arrTieBreak':
      return 'tieBreak';
    case 'arrDeductionReasons':
      return 'deductionReasons';
    default:
      return null;
  }
}

/** A parameter a tie-break can name: its id and how the form names it ("Paintwork (Car)"). */
export interface TieBreakParameter {
  id: number;
  label: string;
}

/** A tie-break key in words, in the reader's language; a parameter the form does not know (its category taken off) by its id. */
export function tieBreakLabel(i18n: I18n, key: string, parameters: readonly TieBreakParameter[]): string {
  if (!isTieBreakKey(key)) return key;
  const kind = tieBreakKind(key);
  if (kind === 'score') return i18n._(/*i18n*/ { id: 'Score (x/y)' });
  if (kind === 'picks') return i18n._(/*i18n*/ { id: "Judges' picks" });
  if (kind === 'votes') return i18n._(/*i18n*/ { id: 'Audience votes' });
  if (kind === 'organiser') return i18n._(/*i18n*/ { id: "Organiser's decision" });
  const id = tieBreakParameterId(key) ?? 0;
  const title = parameters.find((parameter) => parameter.id === id)?.label;
  return title === undefined
    ? i18n._(/*i18n*/ { id: 'Parameter #{id}', values: { id: String(id) } })
    : i18n._(/*i18n*/ { id: 'Parameter: {title}', values: { title } });
}

/** "Drop high and low (5+ judges) · Gold from 90 %, Silver from 80 %, …": the confirmation step's line. */
export function scoringSummary(i18n: I18n, values: ScoringFormValues): string {
  const rule = ruleText(i18n, values.scoringRule, Number(values.dropMinJudges));
  if (!values.medalsOn) return i18n._(/*i18n*/ { id: '{rule} · no medals', values: { rule } });
  const [gold, silver, bronze] = MEDALS.map((medal) => Number(values[MEDAL_FIELDS[medal]].trim()));
  return `${rule} · ${medalBandsText(i18n, { gold: gold ?? 0, silver: silver ?? 0, bronze: bronze ?? 0 })}`;
}
