import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { MEDALS } from '../scoring-rules.ts';
import { idSchema } from './fields.ts';
import { votingWindowSchema } from './event.ts';

/**
 * Results, reports and the live dashboard (SPEC §2 "Admin results", "Admin dashboard", §3
 * "Dashboard data", §7 /report/, /top-choice/download/; PRODUCT.md "Scores" ranking and "Ties",
 * "Dashboard", "Reports").
 */

/**
 * One vehicle of a category, ranked: x/y first (as a ratio), then more judges-choice picks, then
 * more audience votes. Vehicles the rules cannot separate share `intRank` and a `intTieGroup`
 * until the admin orders them (`blnOrderedByAdmin`); then their ranks follow that order. A vehicle
 * nobody scored has no rank (null) and comes last.
 */
export const rankingRowSchema = z.object({
  intRank: z.number().int().nullable(),
  intVehicleId: z.number().int(),
  strUniqueId: z.string().nullable(),
  strVehicleName: z.string(),
  strOwnerName: z.string(),
  intCategoryId: z.number().int(),
  strCategoryName: z.string(),
  /** null: no judge scored it yet (SPEC "No score available"). */
  intTotalScore: z.number().int().nullable(),
  intMaxScore: z.number().int().nullable(),
  strTotalScore: z.string().nullable(),
  intJudgeCount: z.number().int(),
  intTopChoiceCount: z.number().int(),
  intVotes: z.number().int(),
  /** Vehicles sharing a group number tie under the rules (null: no tie). */
  intTieGroup: z.number().int().nullable(),
  blnOrderedByAdmin: z.boolean(),
  /** The tie runs across the last award place (LIMITS.awardPlaces): the organiser should order it. */
  blnTieAtAwardCut: z.boolean(),
  /** Ours (ADR 029): the medal its score reaches under the event's bands; null: none. */
  strMedal: z.enum(MEDALS).nullable(),
  /** Ours (ADR 029): the judges whose totals count (drop high and low leaves out two). */
  intCountedJudgeCount: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingQuerySchema = z.object({ intEventId: idSchema, intCategoryId: idSchema.optional() });

/** PUT /ranking/tie-order/: the admin's order of the vehicles of one tie (recorded, audited). */
export const tieOrderBodySchema = z.object({
  intEventId: idSchema,
  intCategoryId: idSchema,
  arrVehicleIds: z.array(z.number().int().positive()).min(2).max(1000),
});

/** GET /report/{event_id}/download/{is_pdf}: PDF when is_pdf is 1 or true, else a spreadsheet. */
export const reportParamsSchema = z.object({ event_id: idSchema, is_pdf: z.string().max(10) });

/** GET /report/{event_id}/score-sheets/: one vehicle's sheets, or a whole category's (one vehicle a page). */
export const scoreSheetsParamsSchema = z.object({ event_id: idSchema });
export const scoreSheetsQuerySchema = z
  .object({
    intVehicleId: idSchema.optional(),
    intCategoryId: idSchema.optional(),
    /** Judges shown as Judge 1, 2, … instead of by name (for entrants). */
    blnAnonymous: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  })
  .refine((query) => query.intVehicleId !== undefined || query.intCategoryId !== undefined, {
    path: ['intVehicleId'],
    message: english(/*i18n*/ { id: 'Name a vehicle (intVehicleId) or a category (intCategoryId).' }),
  });

/** GET /report/{event_id}/blank-sheet/: the judge's printable blank sheet for one category (ADR 034). */
export const blankSheetParamsSchema = z.object({ event_id: idSchema });
export const blankSheetQuerySchema = z.object({ intCategoryId: idSchema, intJudgeId: idSchema });

/** GET /dashboard/ and every /ws/dashboard message (SPEC §3 "Dashboard data"). */
export const dashboardSchema = z.object({
  intEventId: z.number().int(),
  objVehicleStats: z.object({
    intTotalRegisteredVehicles: z.number().int(),
    /** PRODUCT: attended = Paid. */
    intTotalAttendedVehicles: z.number().int(),
  }),
  objJudgeStats: z.object({
    intTotalJudgeCount: z.number().int(),
    objJudgingProgress: z.object({
      /** PRODUCT: judged = a Paid vehicle with at least one score entry. */
      intJudgedVehicleCount: z.number().int(),
      /** The Paid vehicles: what judging can reach, the progress bar's whole. */
      intJudgeableVehicleCount: z.number().int(),
      /** Per category, its Paid vehicles. */
      arrCategoryStats: z.array(
        z.object({
          intId: z.number().int(),
          strName: z.string(),
          intJudgedCount: z.number().int(),
          intTotalVehicleCount: z.number().int(),
        }),
      ),
      /**
       * Per mapped judge (not in SPEC): of the Paid vehicles in the categories they judge
       * (intAssignedCount), those they scored and those they stepped aside from; the rest wait.
       */
      arrJudgeProgress: z.array(
        z.object({
          intJudgeId: z.number().int(),
          strFullName: z.string(),
          intScoredCount: z.number().int(),
          intSteppedAsideCount: z.number().int(),
          intAssignedCount: z.number().int(),
        }),
      ),
    }),
  }),
  intTotalAudienceVote: z.number().int(),
  /**
   * Ours (PRODUCT.md "Voting window"): the audience voting window in force and its state when the
   * message was made (the page counts down and flips the state itself as the times pass).
   */
  objVoting: votingWindowSchema,
  /** Best first across the event; intRankVariation = previous rank − current rank (PRODUCT). */
  arrTopVehicles: z.array(
    z.object({
      intId: z.number().int(),
      strName: z.string(),
      intRank: z.number().int(),
      intTotalScore: z.number().int(),
      /** "x/y": the sum of its scores over the sum of the limits they were given on (what ranks it). */
      strTotalScore: z.string(),
      intRankVariation: z.number().int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardQuerySchema = z.object({ intEventId: idSchema });

/** /ws/live-score messages: a score changed in the event (the vehicle's new total). */
export const liveScoreMessageSchema = z.object({
  type: z.literal('score'),
  intEventId: z.number().int(),
  intVehicleId: z.number().int(),
  intTotalScore: z.number().int(),
  strTotalScore: z.string(),
});
