import { LIMITS } from '@showgrid/shared/limits';
import { scoreText } from '@showgrid/shared/score-text';

/**
 * PRODUCT.md "Scores" and "Ties" as a pure function: the order of a category's vehicles, which of
 * them the rules cannot separate, and the admin's order of such a tie where it still applies.
 * The database side lives in ranking-service.ts.
 */

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
  /** null: no judge scored it yet. */
  total: number | null;
  max: number | null;
  judges: number;
  topChoices: number;
  votes: number;
}

/** One stored row of an admin's tie order; rows of one order share `orderId` (when it was saved). */
export interface TieOrderRow {
  vehicleId: number;
  position: number;
  orderId: number;
}

/**
 * x/y against x'/y' exactly, by cross-multiplying in BigInt (no floating point, no overflow):
 * 17/20 beats 30/40, and 3/4 equals 30/40. An entry scored on no parameter (y = 0) counts as 0.
 */
function compareRatio(a: Standing, b: Standing): number {
  const [ax, ay] = a.max ? [BigInt(a.total ?? 0), BigInt(a.max)] : [0n, 1n];
  const [bx, by] = b.max ? [BigInt(b.total ?? 0), BigInt(b.max)] : [0n, 1n];
  const left = ax * by;
  const right = bx * ay;
  return left === right ? 0 : left > right ? -1 : 1;
}

/**
 * Negative when `a` ranks above `b`, 0 when the rules cannot separate them: x/y (vehicles nobody
 * scored last), then more judges-choice picks, then more audience votes.
 */
export function compareStandings(a: Standing, b: Standing): number {
  if ((a.total === null) !== (b.total === null)) return a.total === null ? 1 : -1;
  return compareRatio(a, b) || b.topChoices - a.topChoices || b.votes - a.votes;
}

/** Inside a tie the listing order means nothing: the vehicle id keeps it stable between calls. */
function listingOrder(a: Standing, b: Standing): number {
  return (a.uniqueId ?? '').localeCompare(b.uniqueId ?? '') || a.vehicleId - b.vehicleId;
}

/** Runs of vehicles the rules cannot separate, best first (a run of one is no tie). */
export function tieRuns(standings: readonly Standing[]): Standing[][] {
  const sorted = [...standings].sort((a, b) => compareStandings(a, b) || listingOrder(a, b));
  const runs: Standing[][] = [];
  for (const standing of sorted) {
    const run = runs.at(-1);
    const first = run?.[0];
    if (run && first && compareStandings(first, standing) === 0) run.push(standing);
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
export function rankOverall(standings: readonly Standing[]): OverallRank[] {
  const ranked: OverallRank[] = [];
  let place = 1;
  for (const run of tieRuns(standings.filter((s) => s.total !== null))) {
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
}

/**
 * Ranks one category: competition ranking (1, 1, 3) for ties, consecutive ranks in the admin's
 * order for a tie the admin ordered. Every tie of scored vehicles gets a group number either way.
 */
export function rankCategory(standings: readonly Standing[], orders: readonly TieOrderRow[], options: RankOptions = {}): RankedVehicle[] {
  const awardPlaces = options.awardPlaces ?? LIMITS.awardPlaces;
  let nextGroup = options.firstTieGroup ?? 1;
  let place = 1;
  const rows: RankedVehicle[] = [];
  for (const run of tieRuns(standings)) {
    // Vehicles nobody scored yet come last with no place at all: there is nothing to rank or to
    // order until they are judged.
    if (run[0]?.total === null) {
      for (const standing of run) rows.push({ standing, rank: null, tieGroup: null, orderedByAdmin: false, tieAtAwardCut: false });
      continue;
    }
    const tie = run.length > 1;
    const group = tie ? nextGroup++ : null;
    const ordered = tie ? adminOrder(run, orders) : undefined;
    const atCut = tie && ordered === undefined && place <= awardPlaces && place + run.length - 1 > awardPlaces;
    (ordered ?? run).forEach((standing, index) => {
      rows.push({ standing, rank: ordered ? place + index : place, tieGroup: group, orderedByAdmin: ordered !== undefined, tieAtAwardCut: atCut });
    });
    place += run.length;
  }
  return rows;
}

/**
 * A vehicle's total as results, reports and vehicle reads show it: "x/y" (PRODUCT.md "Scores"),
 * or null while no judge has scored it (the results page's "No score available").
 */
export function totalScoreText(total: number | null, max: number | null): string | null {
  return total !== null && max !== null ? scoreText(total, max) : null;
}
