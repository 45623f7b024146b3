import { z } from 'zod';

/**
 * Judging coverage (PRODUCT.md "Coverage"): per category of an event, its Paid vehicles × the
 * judges of its panel, each cell scored, stepped aside or waiting; the least-covered vehicles
 * first. A judge who scored in the category but is no longer on its panel keeps a column of their
 * own, marked off panel, so no score they gave drops out of sight.
 */

export const COVERAGE_STATES = ['scored', 'stepped-aside', 'waiting'] as const;
export type CoverageState = (typeof COVERAGE_STATES)[number];

export const coverageCellSchema = z.object({
  intJudgeId: z.number().int(),
  strState: z.enum(COVERAGE_STATES),
  /** "x/y" of the judge's sheet when scored, else null. */
  strTotalScore: z.string().nullable(),
});

export const coverageVehicleSchema = z.object({
  intVehicleId: z.number().int(),
  strVehicleId: z.string().nullable(),
  strVehicleName: z.string(),
  strRegistrationNo: z.string(),
  /** Judges of the panel who scored it. */
  intScoredCount: z.number().int(),
  /** Judges of the panel who have neither scored it nor stepped aside. */
  intWaitingCount: z.number().int(),
  /** One per column of the category, in the columns' order. */
  arrCells: z.array(coverageCellSchema),
});

export const coverageJudgeSchema = z.object({
  intJudgeId: z.number().int(),
  strFullName: z.string(),
  /** False: scored here once, then taken off the panel (the scores are kept, shown off panel). */
  blnOnPanel: z.boolean(),
});

export const coverageCategorySchema = z.object({
  intCategoryId: z.number().int(),
  strCategoryName: z.string(),
  arrJudges: z.array(coverageJudgeSchema),
  /** Least-covered first: fewest panel scores, then most still waiting, then by vehicle id. */
  arrVehicles: z.array(coverageVehicleSchema),
  /** Cells of panel judges: scored, stepped aside, waiting. */
  intScoredCells: z.number().int(),
  intSteppedAsideCells: z.number().int(),
  intWaitingCells: z.number().int(),
});

export const coverageSchema = z.object({
  intEventId: z.number().int(),
  arrCategories: z.array(coverageCategorySchema),
});

export type Coverage = z.infer<typeof coverageSchema>;
export type CoverageCategory = z.infer<typeof coverageCategorySchema>;
export type CoverageVehicle = z.infer<typeof coverageVehicleSchema>;
