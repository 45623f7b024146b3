import { LIMITS } from '@showgrid/shared/limits';
import { ratioOrder } from '@showgrid/shared/rule-score';
import { DEFAULT_TIE_BREAK, organiserOrdersTies, tieBreakParameterId, type Medal, type TieBreakKey } from '@showgrid/shared/scoring-rules';

/**
 * PRODUCT.md "Scores" and "Ties" and ADR 029 as pure functions: a vehicle's score under the
 * event's rule, the order of a category's vehicles by the organiser's tie-break order, which of
 * them it cannot separate, and the admin's order of such a tie where it still applies. The one
 * home of these rules: results, reports, the awards screen and the dashboard all rank through it.
 * The database side lives in standings.ts and ranking-service.ts.
 */

// A vehicle's score under the rule (and which sheets it counts) has its one home in shared, since
// the judges' sheets dialog marks the sheets drop high and low leaves out (issue 29).
export { ruleScore, type RuleScore, type SheetTotal } from '@showgrid/shared/rule-score';

/** One Paid vehicle of a category with everything the ranking rules look at. */
export interface Standing {
  vehicleId: number;
  uniqueId: string | null;
  registrationNo: string;
  /** Brand and model ("" when neither is known). */
  vehicleName: string;
  ownerName: string;
  categoryId: number;
  categoryName: string;
  /** null: no judge scored it yet. Under the event's rule (ruleScore). */
  total: number | null;
  max: number | null;
  /** Every judge who scored it, and those whose totals count (drop high and low leaves out two). */
  judges: number;
  countedJudges: number;
  topChoices: number;
  votes: number;
  /** Per parameter a tie-break names (by id): x/y of its scores on the sheets that count. */
  parameterScores: Record<string, { total: number; max: number }>;
  /** The medal its score reaches under the event's bands (medalOf); null: none. */
  medal: Medal | null;
}

/** One stored row of an admin's tie order; rows of one order share `orderId` (when it was saved). */
export interface TieOrderRow {
  vehicleId: number;
  position: number;
  orderId: number;
}

/** The ratio of a standing on one tie-break key (scored vehicles only); undefined: not a ratio key. */
function keyRatio(s: Standing, key: TieBreakKey): { total: number; max: number } | undefined {
  if (key === 'score') return { total: s.total ?? 0, max: s.max ?? 0 };
  const parameterId = tieBreakParameterId(key);
  return parameterId === undefined ? undefined : (s.parameterScores[String(parameterId)] ?? { total: 0, max: 0 });
}

/** Negative when `a` ranks above `b` on one key of the tie-break order, 0 when equal on it. */
function compareOn(a: Standing, b: Standing, key: TieBreakKey): number {
  if (key === 'picks') return b.topChoices - a.topChoices;
  if (key === 'votes') return b.votes - a.votes;
  const [ra, rb] = [keyRatio(a, key), keyRatio(b, key)];
  return ra && rb ? ratioOrder(rb, ra) : 0;
}

/**
 * Negative when `a` ranks above `b`, 0 when the rules cannot separate them: vehicles nobody scored
 * last, then the organiser's tie-break order (default: x/y, more judges' choice, more audience
 * votes); "organiser" compares nothing, it lets the admin order what is left (rankCategory).
 */
export function compareStandings(a: Standing, b: Standing, tieBreak: readonly TieBreakKey[] = DEFAULT_TIE_BREAK): number {
  if ((a.total === null) !== (b.total === null)) return a.total === null ? 1 : -1;
  for (const key of tieBreak) {
    const order = compareOn(a, b, key);
    if (order !== 0) return order;
  }
  return 0;
}

/** Inside a tie the listing order means nothing: the vehicle id keeps it stable between calls. */
function listingOrder(a: Standing, b: Standing): number {
  return (a.uniqueId ?? '').localeCompare(b.uniqueId ?? '') || a.vehicleId - b.vehicleId;
}

/** Runs of vehicles the rules cannot separate, best first (a run of one is no tie). */
export function tieRuns(standings: readonly Standing[], tieBreak: readonly TieBreakKey[] = DEFAULT_TIE_BREAK): Standing[][] {
  const sorted = [...standings].sort((a, b) => compareStandings(a, b, tieBreak) || listingOrder(a, b));
  const runs: Standing[][] = [];
  for (const standing of sorted) {
    const run = runs.at(-1);
    const first = run?.[0];
    if (run && first && compareStandings(first, standing, tieBreak) === 0) run.push(standing);
    else runs.push([standing]);
  }
  return runs;
}

/**
 * The admin's order of `run` when one was saved for exactly these vehicles: every member has a
 * row of the same order and that order holds no other vehicle. A tie that gained or lost a
 * vehicle since is a different tie, shown as a tie again.
 */
function adminOrder(run: readonly Standing[], orders: readonly TieOrderRow[]): Standing[] | undefined {
  const byVehicle = new Map(orders.map((row) => [row.vehicleId, row]));
  const first = byVehicle.get(run[0]?.vehicleId ?? -1);
  if (!first) return undefined;
  const sameOrder = run.every((s) => byVehicle.get(s.vehicleId)?.orderId === first.orderId);
  const orderSize = orders.filter((row) => row.orderId === first.orderId).length;
  if (!sameOrder || orderSize !== run.length) return undefined;
  const position = (s: Standing) => byVehicle.get(s.vehicleId)?.position ?? 0;
  return [...run].sort((a, b) => position(a) - position(b));
}

/** A vehicle's place in its event's overall ranking (the dashboard's top list and rank arrows). */
export interface OverallRank {
  standing: Standing;
  rank: number;
}

/**
 * The event's overall ranking: every scored vehicle of every category by the same rules as a
 * category's (compareStandings), competition ranks (1, 1, 3) for what they cannot separate. The
 * admin's tie orders are per category and do not apply here (ADR 014).
 */
export function rankOverall(standings: readonly Standing[], tieBreak: readonly TieBreakKey[] = DEFAULT_TIE_BREAK): OverallRank[] {
  const ranked: OverallRank[] = [];
  let place = 1;
  for (const run of tieRuns(
    standings.filter((s) => s.total !== null),
    tieBreak,
  )) {
    for (const standing of run) ranked.push({ standing, rank: place });
    place += run.length;
  }
  return ranked;
}

/** A vehicle's place in its category (presented as SPEC's ranking row by presenter.ts). */
export interface RankedVehicle {
  standing: Standing;
  /** null: nobody scored it yet, so it has no place (shown "–"). */
  rank: number | null;
  /** The tie the vehicle is part of, numbered across one answer; null: a place of its own. */
  tieGroup: number | null;
  /** The tie is in the admin's order (consecutive ranks). */
  orderedByAdmin: boolean;
  /**
   * The tie runs across the last award place (a top 3 whose 3rd and 4th tie): who gets an award
   * depends on it, so the organiser must order it before the ceremony.
   */
  tieAtAwardCut: boolean;
}

export interface RankOptions {
  /** The first tie group number to hand out (groups are numbered across a whole answer). */
  firstTieGroup?: number;
  /** How many places get an award (default LIMITS.awardPlaces). */
  awardPlaces?: number;
  /** The event's tie-break order (default DEFAULT_TIE_BREAK); without "organiser", ties stay shared. */
  tieBreak?: readonly TieBreakKey[];
}

/**
 * Ranks one category: competition ranking (1, 1, 3) for ties, consecutive ranks in the admin's
 * order for a tie the admin ordered. Every tie of scored vehicles gets a group number either way.
 */
export function rankCategory(standings: readonly Standing[], orders: readonly TieOrderRow[], options: RankOptions = {}): RankedVehicle[] {
  const awardPlaces = options.awardPlaces ?? LIMITS.awardPlaces;
  const tieBreak = options.tieBreak ?? DEFAULT_TIE_BREAK;
  const organiser = organiserOrdersTies(tieBreak);
  let nextGroup = options.firstTieGroup ?? 1;
  let place = 1;
  const rows: RankedVehicle[] = [];
  for (const run of tieRuns(standings, tieBreak)) {
    // Vehicles nobody scored yet come last with no place at all: there is nothing to rank or to
    // order until they are judged.
    if (run[0]?.total === null) {
      for (const standing of run) rows.push({ standing, rank: null, tieGroup: null, orderedByAdmin: false, tieAtAwardCut: false });
      continue;
    }
    const tie = run.length > 1;
    const group = tie ? nextGroup++ : null;
    // Without the organiser's decision in the order, a tie is a shared place (ex aequo) for good.
    const ordered = tie && organiser ? adminOrder(run, orders) : undefined;
    const atCut = tie && organiser && ordered === undefined && place <= awardPlaces && place + run.length - 1 > awardPlaces;
    (ordered ?? run).forEach((standing, index) => {
      rows.push({
        standing,
        rank: ordered ? place + index : place,
        tieGroup: group,
        orderedByAdmin: ordered !== undefined,
        tieAtAwardCut: atCut,
      });
    });
    place += run.length;
  }
  return rows;
}

/** People's choice: the most audience votes among the ranked vehicles, ties all in; none without votes. */
export function peoplesChoice(rows: readonly RankedVehicle[]): RankedVehicle[] {
  const most = Math.max(0, ...rows.map((row) => row.standing.votes));
  return most > 0 ? rows.filter((row) => row.standing.votes === most) : [];
}
