import { eq } from 'drizzle-orm';
import { ruleScore } from '@showgrid/shared/rule-score';
import { DEFAULT_SCORING, tieBreakParameterId, type ScoringSettings } from '@showgrid/shared/scoring-rules';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { createTotalsRepository, type TotalRow } from './totals.ts';

/**
 * The scoring rule applied to the sheets (ADR 029): each vehicle's x/y under its event's rule, the
 * judges whose sheets count, and the tie-break parameters' x/y over those sheets. Below vehicles,
 * scores and results, which all show these figures and never re-derive them.
 */

/** A vehicle's rule score, judge counts and choices (null total: nobody scored it). */
export interface Scored {
  total: number | null;
  max: number | null;
  /** Every judge who scored it, and those whose totals count (drop high and low leaves out two). */
  judges: number;
  countedJudges: number;
  topChoices: number;
  countedJudgeIds: number[] | 'all';
}

/** Per parameter a tie-break names (by id): x/y of its scores on the sheets that count. */
export type ParameterScores = Record<string, { total: number; max: number }>;

/** The event's scoring settings (ADR 029); undefined: no such event. */
export async function loadScoring(q: Db, eventId: number): Promise<ScoringSettings | undefined> {
  const [row] = await q
    .select({ rule: events.scoringRule, dropMinJudges: events.dropMinJudges, medalBands: events.medalBands, tieBreak: events.tieBreak })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** Which vehicles of the event: one category's, one, or some (none of these: all). */
export interface VehicleFilter {
  eventId: number;
  categoryId?: number;
  vehicleId?: number;
  vehicleIds?: readonly number[];
}

/**
 * Points and Deduction are sums over every sheet, which SQL adds up (one row per vehicle, the
 * read the results benchmark measures); Drop high and low needs each sheet (ruleScore decides).
 */
export async function scoredVehicles(q: Db, scoring: ScoringSettings, filter: VehicleFilter): Promise<Map<number, Scored>> {
  const totals = createTotalsRepository(q);
  if (scoring.rule !== 'drop-high-low') {
    const rows: TotalRow[] = await totals.totals(filter);
    return new Map(rows.map((t) => [t.vehicleId, { ...t, countedJudges: t.judges, countedJudgeIds: 'all' }]));
  }
  const scored = new Map<number, Scored>();
  for (const { vehicleId, sheets } of await totals.sheets(filter)) {
    const score = ruleScore(sheets, scoring);
    if (!score) continue;
    scored.set(vehicleId, {
      total: score.total,
      max: score.max,
      judges: sheets.length,
      countedJudges: score.countedJudgeIds.length,
      countedJudgeIds: score.countedJudgeIds,
      topChoices: sheets.filter((s) => s.topChoice).length,
    });
  }
  return scored;
}

/** Per vehicle, x/y of each parameter the tie-break names, over the sheets that count. */
export async function parameterScores(q: Db, scoring: ScoringSettings, scored: Map<number, Scored>, eventId: number, categoryId?: number) {
  const parameterIds = scoring.tieBreak.map(tieBreakParameterId).filter((id) => id !== undefined);
  const byVehicle = new Map<number, ParameterScores>();
  for (const row of await createTotalsRepository(q).parameterScores({ eventId, categoryId, parameterIds })) {
    const counted = scored.get(row.vehicleId)?.countedJudgeIds;
    const counts = counted === 'all' ? row.scores : row.scores.filter((s) => counted?.includes(s.judgeId));
    const own = byVehicle.get(row.vehicleId) ?? {};
    own[row.parameterId] = { total: counts.reduce((sum, s) => sum + s.score, 0), max: counts.length * row.limit };
    byVehicle.set(row.vehicleId, own);
  }
  return byVehicle;
}

/**
 * Each scored vehicle's x/y under the event's rule (the admin's /total-score/, the live scores):
 * what the results show, vehicle by vehicle, without ranking anything.
 */
export async function loadRuleTotals(q: Db, filter: VehicleFilter): Promise<TotalRow[]> {
  const scoring = (await loadScoring(q, filter.eventId)) ?? DEFAULT_SCORING;
  const scored = await scoredVehicles(q, scoring, filter);
  return [...scored.entries()]
    .map(([vehicleId, s]) => ({ vehicleId, total: s.total ?? 0, max: s.max ?? 0, judges: s.judges, topChoices: s.topChoices }))
    .sort((a, b) => a.vehicleId - b.vehicleId);
}
