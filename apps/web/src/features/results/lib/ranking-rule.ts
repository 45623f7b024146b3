import type { I18n } from '@showgrid/shared/i18n/translate';
import { translated } from '@showgrid/shared/i18n/translate';
import type { ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import {
  MEDAL_LABELS,
  MEDALS,
  SCORING_RULE_LABELS,
  tieBreakKind,
  tieBreakParameterId,
  type MedalBands,
  type TieBreakKey,
} from '@showgrid/shared/scoring-rules';

type EventScoring = Pick<ShowEvent, 'strScoringRule' | 'intDropMinJudges' | 'objMedalBands' | 'arrTieBreak'>;

/** A vehicle's place in the reader's digits: "–" for one nobody scored (it has no rank). */
export const rankOf = (i18n: I18n, rank: number | null): string => (rank === null ? '–' : i18n.number(rank));

/** "Drop high and low (4+ judges)": the rule as the results name it, in the reader's language. */
function ruleText(i18n: I18n, event: Pick<EventScoring, 'strScoringRule' | 'intDropMinJudges'>): string {
  const name = translated(i18n, SCORING_RULE_LABELS[event.strScoringRule]);
  return event.strScoringRule === 'drop-high-low'
    ? i18n._(/*i18n*/ { id: '{rule} ({count}+ judges)', values: { rule: name, count: i18n.number(event.intDropMinJudges) } })
    : name;
}

/** A tie-break key in words: "Judges' picks", "Parameter: Paintwork" (else "Parameter #12"). */
function tieBreakText(i18n: I18n, key: TieBreakKey, nameOf: (parameterId: number) => string | undefined): string {
  const kind = tieBreakKind(key);
  if (kind === 'score') return i18n._(/*i18n*/ { id: 'Score (x/y)' });
  if (kind === 'picks') return i18n._(/*i18n*/ { id: "Judges' picks" });
  if (kind === 'votes') return i18n._(/*i18n*/ { id: 'Audience votes' });
  if (kind === 'organiser') return i18n._(/*i18n*/ { id: "Organiser's decision" });
  const id = tieBreakParameterId(key) ?? 0;
  const title = nameOf(id);
  return title === undefined
    ? i18n._(/*i18n*/ { id: 'Parameter #{id}', values: { id: String(id) } })
    : i18n._(/*i18n*/ { id: 'Parameter: {title}', values: { title } });
}

/**
 * "Drop high and low (4+ judges) · tie-break: Score (x/y), Parameter: Paintwork, Judges' picks":
 * the rule that ranked the results, as the page states it. A parameter whose name is not known
 * (yet) is named by its id.
 */
export function rankedByText(i18n: I18n, event: EventScoring, parameterNames: ReadonlyMap<number, string>): string {
  const keys = event.arrTieBreak.map((key) => tieBreakText(i18n, key, (id) => parameterNames.get(id)));
  return i18n._(/*i18n*/ { id: '{rule} · tie-break: {order}', values: { rule: ruleText(i18n, event), order: keys.join(', ') } });
}

/** "Gold from 90 %, Silver from 80 %, Bronze from 70 % of the maximum". */
function medalBandsText(i18n: I18n, bands: MedalBands): string {
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

/** The event's medal bands in words; null without bands. */
export const eventMedalBandsText = (i18n: I18n, event: Pick<ShowEvent, 'objMedalBands'>): string | null =>
  event.objMedalBands ? medalBandsText(i18n, event.objMedalBands) : null;

/** Beside a vehicle's x/y: how many judges scored it, and when the rule left some out (drop high and low) how many count. */
export function judgesText(i18n: I18n, row: Pick<RankingRow, 'intJudgeCount' | 'intCountedJudgeCount'>): string {
  if (row.intCountedJudgeCount < row.intJudgeCount) {
    return i18n._(
      /*i18n*/ {
        id: '{counted} of {count} judges counted',
        values: { counted: i18n.number(row.intCountedJudgeCount), count: i18n.number(row.intJudgeCount) },
      },
    );
  }
  return i18n._(/*i18n*/ { id: '{count, plural, one {# judge} other {# judges}}', values: { count: row.intJudgeCount } });
}
