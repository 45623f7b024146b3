/**
 * A score as every screen, report and API answer writes it: "x/y" (PRODUCT.md "Scores": x the
 * points given, y what the judges who scored could give). One home, so a change to how a total
 * reads (a medal, a deduction rule) happens once.
 */
export const scoreText = (total: number, max: number): string => `${String(total)}/${String(max)}`;

/**
 * A vehicle's total as results, reports and vehicle reads show it: x/y, or null while no judge has
 * scored it (the results page's "No score available").
 */
export const totalScoreText = (total: number | null, max: number | null): string | null =>
  total !== null && max !== null ? scoreText(total, max) : null;

/** A vehicle's place as results, reports and the dashboard write it: "–" for one nobody scored (it has no rank). */
export const rankText = (rank: number | null): string => (rank === null ? '–' : String(rank));

/** How many judges scored a vehicle, beside its x/y: "1 judge", "3 judges". */
export const judgeCountText = (judges: number): string => (judges === 1 ? '1 judge' : `${String(judges)} judges`);

/** SPEC's "N Votes", with one vote said as "1 Vote". */
export const votesText = (votes: number): string => (votes === 1 ? '1 Vote' : `${String(votes)} Votes`);
