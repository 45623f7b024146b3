import { z } from 'zod';
import { idSchema } from './fields.ts';

/** The awards ceremony (PRODUCT.md "Awards ceremony"): ours; names follow SPEC's strX/intX/blnX. */

export const awardVehicleSchema = z.object({
  intVehicleId: z.number().int(),
  /** The id on its windscreen card; null if it has none. */
  strVehicleId: z.string().nullable(),
  strVehicleName: z.string(),
  strOwnerName: z.string(),
  strCategoryName: z.string(),
  /** x/y; null: nobody scored it. */
  strTotalScore: z.string().nullable(),
  intVotes: z.number().int(),
});
export type AwardVehicle = z.infer<typeof awardVehicleSchema>;

export const podiumPlaceSchema = awardVehicleSchema.extend({
  intRank: z.number().int(),
  /** Shares its place with another vehicle the rules cannot separate (and the organiser has not ordered). */
  blnTie: z.boolean(),
});
export type PodiumPlace = z.infer<typeof podiumPlaceSchema>;

export const awardCategorySchema = z.object({
  intCategoryId: z.number().int(),
  strCategoryName: z.string(),
  /** The award places (ranks 1 to 3, ties all in), best first; empty: nobody scored in it yet. */
  arrPodium: z.array(podiumPlaceSchema),
});
export type AwardCategory = z.infer<typeof awardCategorySchema>;

export const awardsSchema = z.object({
  intEventId: z.number().int(),
  strEventTitle: z.string(),
  arrCategories: z.array(awardCategorySchema),
  /** The most audience votes (ties all in); empty without votes. */
  arrPeoplesChoice: z.array(awardVehicleSchema),
  /** Each judge's judges-choice picks, best first. */
  arrJudgesPicks: z.array(z.object({ strJudgeName: z.string(), arrVehicles: z.array(awardVehicleSchema) })),
});
export type Awards = z.infer<typeof awardsSchema>;

export const awardsParams = z.object({ eventId: idSchema });
