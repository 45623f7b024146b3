/**
 * A score as every screen, report and API answer writes it: "x/y" (PRODUCT.md "Scores": x the
 * points given, y what the judges who scored could give). One home, so a change to how a total
 * reads (a medal, a deduction rule) happens once.
 */
export const scoreText = (total: number, max: number): string => `${String(total)}/${String(max)}`;
