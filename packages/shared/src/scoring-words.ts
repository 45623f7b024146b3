import { translated, type I18n } from './i18n/translate.ts';
import {
  MEDAL_LABELS,
  MEDALS,
  SCORING_RULE_LABELS,
  tieBreakKind,
  tieBreakParameterId,
  type MedalBands,
  type ScoringRule,
  type TieBreakKey,
} from './scoring-rules.ts';

/**
 * How the scoring rules read in a language (ADR 029, issue 33): one wording for the event form's
 * confirmation, the organiser's results and the reports, so a rule reads the same on screen and
 * on paper. `i18n` is the reader's translator (the app's) or the event's (the server's files).
 */

/** "Drop high and low (4+ judges)"; the other rules by their name. */
export function ruleText(i18n: I18n, rule: ScoringRule, dropMinJudges: number): string {
  const name = translated(i18n, SCORING_RULE_LABELS[rule]);
  return rule === 'drop-high-low'
    ? i18n._(/*i18n*/ { id: '{rule} ({count}+ judges)', values: { rule: name, count: i18n.number(dropMinJudges) } })
    : name;
}

/** "Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum". */
export function medalBandsText(i18n: I18n, bands: MedalBands): string {
  const [gold, silver, bronze] = MEDALS.map((medal) =>
    i18n._(
      /*i18n*/ {
        id: '{medal} from {percent} %',
        values: { medal: translated(i18n, MEDAL_LABELS[medal]), percent: i18n.number(bands[medal]) },
      },
    ),
  );
  return i18n._(/*i18n*/ { id: '{gold}, {silver}, {bronze} of the maximum', values: { gold, silver, bronze } });
}

/** A tie-break key in words: "Judges' picks", "Parameter: Paintwork" (else "Parameter #12"). */
export function tieBreakText(i18n: I18n, key: TieBreakKey, titleOf: (parameterId: number) => string | undefined): string {
  const kind = tieBreakKind(key);
  if (kind === 'score') return i18n._(/*i18n*/ { id: 'Score (x/y)' });
  if (kind === 'picks') return i18n._(/*i18n*/ { id: "Judges' picks" });
  if (kind === 'votes') return i18n._(/*i18n*/ { id: 'Audience votes' });
  if (kind === 'organiser') return i18n._(/*i18n*/ { id: "Organiser's decision" });
  const id = tieBreakParameterId(key) ?? 0;
  const title = titleOf(id);
  return title === undefined
    ? i18n._(/*i18n*/ { id: 'Parameter #{id}', values: { id: String(id) } })
    : i18n._(/*i18n*/ { id: 'Parameter: {title}', values: { title } });
}
