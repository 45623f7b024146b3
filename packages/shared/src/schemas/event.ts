import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { registrationSettingsBodySchema, registrationSettingsSchema } from './registration.ts';
import { LIMITS } from '../limits.ts';
import { VOTING_STATES } from '../voting-window.ts';
import {
  isTieBreakKey,
  MAX_DROP_MIN_JUDGES,
  MIN_DROP_MIN_JUDGES,
  SCORING_RULES,
  TIE_BREAK_MESSAGES,
  tieBreakProblems,
  type TieBreakKey,
} from '../scoring-rules.ts';
import { base64ImageSchema, idListSchema, idSchema, optionalText, phoneText, REQUIRED, requiredText } from './fields.ts';
import { isTimeZone, LOCALE_MESSAGE, LOCALES, TIME_ZONE_MESSAGE } from '../locales.ts';

/** Events and their category / judge mappings (SPEC §3, §4, §7). */

export const EVENT_STATUSES = ['Active', 'Completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** SPEC §4: Active while the start is upcoming, else Completed. */
export function eventStatus(startIso: string, now: Date = new Date()): EventStatus {
  return new Date(startIso).getTime() > now.getTime() ? 'Active' : 'Completed';
}

export { PHONE_MESSAGE } from './fields.ts';

const percent = z
  .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
  .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
  .min(1, english(/*i18n*/ { id: 'Must be at least 1.' }))
  .max(100, english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: 100 } }));

/** Gold, Silver and Bronze as whole percentages of the maximum, going down (ADR 029). */
export const medalBandsSchema = z
  .object({ gold: percent, silver: percent, bronze: percent })
  .refine((bands) => bands.gold > bands.silver && bands.silver > bands.bronze, TIE_BREAK_MESSAGES.bands);

/** The organiser's tie-break order (scoring-rules.ts): known keys, the score in it, "organiser" last. */
export const tieBreakSchema = z
  .array(z.string().refine(isTieBreakKey, english(/*i18n*/ { id: 'Unknown tie-break.' })))
  .min(1)
  .max(12)
  .superRefine((keys, ctx) => {
    for (const message of tieBreakProblems(keys)) ctx.addIssue({ code: 'custom', message });
  })
  .transform((keys) => keys.filter(isTieBreakKey));

/** The reasons a deduction sheet offers (the judge may also type one). */
export const deductionReasonsSchema = z.array(requiredText(LIMITS.deductionReasonMax)).max(LIMITS.deductionReasonsMax);

export const eventBodySchema = z.object({
  strEventTitle: requiredText(LIMITS.eventTitleMax),
  strEventLocation: requiredText(LIMITS.eventLocationMax),
  strEventCoordinatorName: optionalText(LIMITS.nameMax),
  strEventCoordinatorPhone: phoneText(),
  strEventDescription: optionalText(LIMITS.eventDescriptionMax),
  strEventStartDateTime: z.iso.datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) }),
  b64Icon: base64ImageSchema.optional(),
  arrVehicleCategory: idListSchema.default([]),
  arrJudges: idListSchema.default([]),
  /**
   * Ours, optional (PRODUCT.md "Panels"): per category, the event's judges who judge it; a category
   * left out, or given an empty list, is judged by every judge of the event. Omitted on an update:
   * the panels stay as they are (those of a judge or category taken off go with it).
   */
  arrPanels: z
    .array(z.object({ intCategoryId: idSchema, arrJudges: idListSchema }))
    .max(500)
    .optional(),
  /**
   * Ours, optional (PRODUCT.md "Voting window"): when audience voting opens and closes; null: by
   * today's rule from the start (12 h before to 72 h after). Omitted on an update: kept.
   */
  dtVotingOpensAt: z.iso
    .datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) })
    .nullable()
    .optional(),
  dtVotingClosesAt: z.iso
    .datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) })
    .nullable()
    .optional(),
  /**
   * Ours, optional (PRODUCT.md "Scores", ADR 029): the scoring rule, the judges a vehicle needs
   * before its highest and lowest totals are dropped, the medal bands (null: none), the tie-break
   * order and the deduction reasons. Omitted on a create: Points, 4, none, the default order, none;
   * omitted on an update: kept.
   */
  strScoringRule: z.enum(SCORING_RULES, { error: english(/*i18n*/ { id: 'Choose a scoring rule.' }) }).optional(),
  intDropMinJudges: z
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .min(MIN_DROP_MIN_JUDGES, english(/*i18n*/ { id: 'Must be at least {min}.', values: { min: MIN_DROP_MIN_JUDGES } }))
    .max(MAX_DROP_MIN_JUDGES, english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: MAX_DROP_MIN_JUDGES } }))
    .optional(),
  objMedalBands: medalBandsSchema.nullable().optional(),
  arrTieBreak: tieBreakSchema.optional(),
  arrDeductionReasons: deductionReasonsSchema.optional(),
  /**
   * Ours, optional (issue 31): entrant registration, whole (fees in minor units, null caps: none).
   * Omitted on a create: closed; omitted on an update: kept.
   */
  objRegistration: registrationSettingsBodySchema.optional(),
  /**
   * Ours, optional (issue 33): the show's language and its time zone (IANA), for its public pages,
   * mails, PDFs and spreadsheets. Omitted on a create: English and the deployment's TIME_ZONE;
   * omitted on an update: kept.
   */
  strLocale: z.enum(LOCALES, { error: LOCALE_MESSAGE }).optional(),
  strTimeZone: z.string({ error: TIME_ZONE_MESSAGE }).trim().refine(isTimeZone, TIME_ZONE_MESSAGE).optional(),
});
export type EventBody = z.input<typeof eventBodySchema>;

/**
 * The body the server takes: the shared body, except that a missing start says "This field is
 * required." like the other required fields (the shared schema answers only "Enter a valid date and
 * time." for it).
 */
export const eventRequestBodySchema = eventBodySchema.extend({
  strEventStartDateTime: z.string().trim().min(1, REQUIRED).pipe(eventBodySchema.shape.strEventStartDateTime),
});

/** SPEC §7 "event CRUD" with the id in the body (PUT /event/manage-event/ with `id`). */
export const eventRequestBodyWithIdSchema = eventRequestBodySchema.extend({ id: idSchema });

export const eventQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  query: z.string().trim().max(100).optional(),
  /** SPEC §7 "optional id": that one event, as /{id}/ answers it. */
  id: idSchema.optional(),
});

/** SPEC §7 "event CRUD" with the id as a query parameter (DELETE /event/manage-event/?id=N). */
export const eventIdQuerySchema = z.object({ id: idSchema });

export const eventCategorySchema = z.object({
  id: z.number().int(),
  strVehicleCategoryName: z.string(),
  strVehicleTypeTitle: z.string(),
  base64CategoryIcon: z.string().nullable(),
});

export const eventPanelSchema = z.object({
  intCategoryId: z.number().int(),
  arrJudges: z.array(z.number().int()),
  blnWholeEvent: z.boolean(),
});

/** An event's audience voting window in force (PRODUCT.md "Voting window"), and where it stands now. */
export const votingWindowSchema = z.object({
  strState: z.enum(VOTING_STATES),
  dtOpensAt: z.string(),
  dtClosesAt: z.string(),
});
export type VotingWindowView = z.infer<typeof votingWindowSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  strEventTitle: z.string(),
  strEventLocation: z.string(),
  strEventCoordinatorName: z.string(),
  strEventCoordinatorPhone: z.string(),
  strEventDescription: z.string(),
  strEventStartDateTime: z.string(),
  /** On read, a /media path or null. */
  b64Icon: z.string().nullable(),
  arrVehicleCategory: z.array(eventCategorySchema),
  arrJudges: z.array(z.number().int()),
  strStatus: z.enum(EVENT_STATUSES),
  /**
   * Ours (PRODUCT.md "Panels"): for each category of `arrVehicleCategory`, the judges who judge it;
   * `blnWholeEvent` when it has no panel of its own, so every judge of the event judges it.
   */
  arrPanels: z.array(eventPanelSchema),
  /** Ours: the voting window as the organiser set it; null: by the rule from the start. */
  dtVotingOpensAt: z.string().nullable(),
  dtVotingClosesAt: z.string().nullable(),
  /** Ours: the window in force (set, or by the rule) and where it stands now. */
  objVotingWindow: votingWindowSchema,
  /** Ours (ADR 029): how the event's sheets are scored and ranked. */
  strScoringRule: z.enum(SCORING_RULES),
  intDropMinJudges: z.number().int(),
  objMedalBands: z.object({ gold: z.number().int(), silver: z.number().int(), bronze: z.number().int() }).nullable(),
  arrTieBreak: z.array(z.custom<TieBreakKey>((value) => typeof value === 'string' && isTieBreakKey(value))),
  arrDeductionReasons: z.array(z.string()),
  /** Ours (issue 31): entrant registration as set; closed when never set up. */
  objRegistration: registrationSettingsSchema,
  /** Ours (issue 33): the show's language, and its time zone (the deployment's TIME_ZONE unless set). */
  strLocale: z.enum(LOCALES),
  strTimeZone: z.string(),
});
export type ShowEvent = z.infer<typeof eventSchema>;
export type EventPanel = z.infer<typeof eventPanelSchema>;

export const mapJudgeBodySchema = z.object({
  intEventId: idSchema,
  listJudgesList: idListSchema.min(1, english(/*i18n*/ { id: 'Choose at least one.' })),
  isAdd: z.boolean(),
});
export const mapCategoryBodySchema = z.object({
  intEventId: idSchema,
  listCategoryList: idListSchema.min(1, english(/*i18n*/ { id: 'Choose at least one.' })),
  isAdd: z.boolean(),
});

/**
 * PUT /event/manage-event/map-panel/ (ours, PRODUCT.md "Panels"): the category's panel becomes
 * exactly these judges of the event; an empty list gives the category back to every judge.
 */
export const mapPanelBodySchema = z.object({
  intEventId: idSchema,
  intCategoryId: idSchema,
  listJudgesList: idListSchema,
});

/** POST /event/manage-event/{id}/voting/ (ours): open or close audience voting now. */
export const VOTING_ACTIONS = ['open', 'close'] as const;
export type VotingAction = (typeof VOTING_ACTIONS)[number];
export const votingNowBodySchema = z.object({ strAction: z.enum(VOTING_ACTIONS) });
