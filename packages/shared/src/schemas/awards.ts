import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { MEDALS, SCORING_RULES } from '../scoring-rules.ts';
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
  /** The medal its score reaches under the event's bands (ADR 029); null: none, or no bands. */
  strMedal: z.enum(MEDALS).nullable(),
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

/** How the organiser shares the awards: the read-only link, and the results published for entrants. */
export const awardsSharingSchema = z.object({
  blnLinkActive: z.boolean(),
  blnPublished: z.boolean(),
  blnShowScores: z.boolean(),
  /** The published results name the judges and their picks (ADR 032). */
  blnShowJudges: z.boolean(),
});
export type AwardsSharing = z.infer<typeof awardsSharingSchema>;

/**
 * The scoring rule in parts, for a page to word in its reader's language (ADR 045); the server
 * always sends it (optional: an answer without it shows strScoringRuleText, the English).
 */
export const scoringRuleSchema = z.object({
  strRule: z.enum(SCORING_RULES),
  /** Drop high and low: from how many judges a vehicle's highest and lowest totals are dropped. */
  intDropMinJudges: z.number().int(),
});
export type ScoringRuleParts = z.infer<typeof scoringRuleSchema>;

/** The show's language: its pages speak it to a reader who asks for none of ours (ADR 045); the server always sends it. */
const eventLocaleSchema = z.enum(LOCALES).optional();

export const awardsSchema = z.object({
  intEventId: z.number().int(),
  strEventTitle: z.string(),
  /** The scoring rule that ranked them, as words ("Drop high and low (4+ judges)"; ADR 029). */
  strScoringRuleText: z.string(),
  objScoringRule: scoringRuleSchema.optional(),
  strLocale: eventLocaleSchema,
  arrCategories: z.array(awardCategorySchema),
  /** The most audience votes (ties all in); empty without votes. */
  arrPeoplesChoice: z.array(awardVehicleSchema),
  /** Each judge's judges-choice picks, best first. */
  arrJudgesPicks: z.array(z.object({ strJudgeName: z.string(), arrVehicles: z.array(awardVehicleSchema) })),
  /** The admin's answer only: how the awards are shared. */
  objSharing: awardsSharingSchema.optional(),
});
export type Awards = z.infer<typeof awardsSchema>;

export const awardsParams = z.object({ eventId: idSchema });

/** The read-only link's token: shown once when made; the server keeps only its hash. */
export const awardsLinkSchema = z.object({ strToken: z.string() });

export const awardsTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\w-]+$/, english(/*i18n*/ { id: 'Not a valid link.' })),
});

/** Publish (or take back) the results for entrants; scores shown only if asked. */
export const publishBodySchema = z.object({
  blnPublished: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }),
  blnShowScores: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }).default(false),
  /** Name the judges and their picks (ADR 032); left out: as it was. */
  blnShowJudges: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }).optional(),
});
export type PublishBody = z.input<typeof publishBodySchema>;

/*
 * The published results (ADR 032): what the page at /results/{eventId} shows and nothing more. A
 * figure the organiser hides is left out of the answer, not blanked: no score, vote count or
 * judge's name travels to a page that would not show it.
 */

/** A vehicle as the published page names it; its score only when the organiser shows the scores. */
export const publishedVehicleSchema = awardVehicleSchema
  .pick({
    intVehicleId: true,
    strVehicleId: true,
    strVehicleName: true,
    strOwnerName: true,
    strCategoryName: true,
  })
  .extend({
    /** Only with "Show the scores": x/y; null: nobody scored it. */
    strTotalScore: z.string().nullable().optional(),
  });
export type PublishedVehicle = z.infer<typeof publishedVehicleSchema>;

/** An award place: the medal is an award, given with the place (ADR 032); the score only if shown. */
export const publishedPlaceSchema = publishedVehicleSchema.extend({
  intRank: z.number().int(),
  blnTie: z.boolean(),
  strMedal: z.enum(MEDALS).nullable(),
});
export type PublishedPlace = z.infer<typeof publishedPlaceSchema>;

/** The people's choice: no judges' medal; its votes only with "Show the scores". */
export const publishedChoiceSchema = publishedVehicleSchema.omit({ strTotalScore: true }).extend({
  intVotes: z.number().int().optional(),
});

export const publishedResultsSchema = z.object({
  intEventId: z.number().int(),
  strEventTitle: z.string(),
  strScoringRuleText: z.string(),
  objScoringRule: scoringRuleSchema.optional(),
  strLocale: eventLocaleSchema,
  arrCategories: z.array(
    z.object({ intCategoryId: z.number().int(), strCategoryName: z.string(), arrPodium: z.array(publishedPlaceSchema) }),
  ),
  arrPeoplesChoice: z.array(publishedChoiceSchema),
  /** Only when the organiser names the judges: each judge's picks. */
  arrJudgesPicks: z.array(z.object({ strJudgeName: z.string(), arrVehicles: z.array(publishedVehicleSchema) })).optional(),
});
export type PublishedResults = z.infer<typeof publishedResultsSchema>;
