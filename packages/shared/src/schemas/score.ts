import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { idSchema, optionalText } from './fields.ts';

/**
 * Score entries (SPEC §3 "Score entry", §7 /score-entry/, PRODUCT.md "Scores", "Conflicts",
 * "Recusal", "Judges choice"). One entry per (event, vehicle, judge): a POST is an upsert, so a
 * replayed offline request never duplicates.
 */

const TOO_MANY_PARAMETERS = `A sheet names at most ${LIMITS.sheetParametersMax} parameters.`;

/** Parameter id (as text, JSON object keys are text) → score 0..its limit; the server checks the limit. */
export const parameterWiseScoreSchema = z
  .record(
    z.string().regex(/^[1-9][0-9]{0,9}$/, english(/*i18n*/ { id: 'Unknown parameter.' })),
    z
      .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
      .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
      .min(0, english(/*i18n*/ { id: 'Must be at least 0.' })),
  )
  .refine((scores) => Object.keys(scores).length <= LIMITS.sheetParametersMax, TOO_MANY_PARAMETERS);

/** One deduction on a deduction sheet (ADR 029): the points taken off and why. */
export const deductionSchema = z.object({
  intPoints: z
    .number({ error: english(/*i18n*/ { id: 'Must be a number.' }) })
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .min(1, english(/*i18n*/ { id: 'Must be at least 1.' }))
    .max(LIMITS.scoreLimitMax),
  strReason: optionalText(LIMITS.deductionReasonMax),
});
export type Deduction = z.infer<typeof deductionSchema>;

/**
 * Parameter id → the deductions recorded on it. A parameter named here scores its limit less these
 * deductions (never below 0), whatever objParameterWiseScore says of it: the server works it out.
 */
export const parameterWiseDeductionsSchema = z
  .record(
    z.string().regex(/^[1-9][0-9]{0,9}$/, english(/*i18n*/ { id: 'Unknown parameter.' })),
    z
      .array(deductionSchema)
      .max(LIMITS.deductionsPerParameterMax, `At most ${LIMITS.deductionsPerParameterMax} deductions on one parameter.`),
  )
  .refine((deductions) => Object.keys(deductions).length <= LIMITS.sheetParametersMax, TOO_MANY_PARAMETERS);
export type ParameterWiseDeductions = z.infer<typeof parameterWiseDeductionsSchema>;

/**
 * The body of POST and PUT /score-entry/. SPEC §7's fields keep SPEC's names; only intEventId,
 * intVehicleId and objParameterWiseScore are required, so a client sending exactly SPEC's payload
 * works. The fields we added (dtEditedAt, strDeviceId) are optional.
 */
export const scoreEntryBodySchema = z.object({
  intEventId: idSchema,
  intVehicleId: idSchema,
  /**
   * Optional: a judge scores as themself; another judge's id is refused (403). An admin entering
   * a judge's paper sheet names that judge here (with blnFromPaper: true).
   */
  intJudgeId: idSchema.optional(),
  /**
   * Optional (SPEC sends it on an update). The entry is found by (event, vehicle, judge): a POST
   * ignores it, a PUT refuses one that differs from the id in its address.
   */
  intScoreId: idSchema.optional(),
  strSpecialNote: optionalText(LIMITS.specialNoteMax),
  objParameterWiseScore: parameterWiseScoreSchema,
  blnTopChoice: z.boolean().default(false),
  /**
   * When the judge last changed this score on the device (ISO). The server keeps the newest edit:
   * an older one (a second tablet that was offline) is not applied and is recorded as a conflict.
   * Optional: without it the edit is timed when the server receives it; one stamped more than a
   * couple of minutes ahead of the server's clock is taken at the server's time (ADR 009).
   */
  dtEditedAt: z.iso
    .datetime({ offset: true, message: english(/*i18n*/ { id: 'Enter a valid date and time.' }) })
    // Before the epoch no device clock reads (a tablet with a dead clock battery starts at 1970);
    // the year 0000 would not even be stored.
    .refine((value) => Date.parse(value) >= 0, english(/*i18n*/ { id: 'Enter a valid date and time.' }))
    .optional(),
  /** A stable id of the tablet, so a conflict can say which device sent what. */
  strDeviceId: z.string().trim().max(64).default(''),
  /** Ours, optional (ADR 029): a deduction sheet's deductions, kept as given. */
  objParameterWiseDeductions: parameterWiseDeductionsSchema.optional(),
  /**
   * Ours, optional (ADR 034): an admin (the chief judge) enters the paper sheet of the judge named
   * by intJudgeId, whose tablet died. Only an admin sends it, and an admin sends nothing else.
   */
  blnFromPaper: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }).optional(),
});
export type ScoreEntryBody = z.input<typeof scoreEntryBodySchema>;

export const parameterScoreSchema = z.object({
  intParameterId: z.number().int(),
  strParameterTitle: z.string(),
  intScore: z.number().int(),
  intScoreLimit: z.number().int(),
  /** The parameter was removed after this score was given (PRODUCT.md: retired, kept). */
  blnRetired: z.boolean(),
});

export const scoreEntrySchema = z.object({
  intScoreId: z.number().int(),
  intEventId: z.number().int(),
  intVehicleId: z.number().int(),
  intJudgeId: z.number().int(),
  strSpecialNote: z.string(),
  objParameterWiseScore: z.record(z.string(), z.number().int()),
  arrParameterWiseScore: z.array(parameterScoreSchema),
  blnTopChoice: z.boolean(),
  /** Sum of the scores and of the limits of the parameters scored. */
  intTotalScore: z.number().int(),
  intMaxScore: z.number().int(),
  dtEditedAt: z.string(),
  dtSavedAt: z.string(),
  /** Ours (ADR 029): the deductions recorded per parameter ({} on a points sheet). */
  objParameterWiseDeductions: z.record(z.string(), z.array(z.object({ intPoints: z.number().int(), strReason: z.string() }))),
  /** Ours (ADR 034): entered by an admin from the judge's paper sheet. Optional for older answers. */
  blnFromPaper: z.boolean().optional(),
  /** Ours (ADR 034): the admin who entered it from paper, and their name (null: not from paper, or since deleted). */
  intEnteredById: z.number().int().nullable().optional(),
  strEnteredByName: z.string().nullable().optional(),
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

/** 409 to an older edit: the newer entry the server kept (the device should adopt it). */
export const scoreConflictAnswerSchema = z.object({ detail: z.string(), data: scoreEntrySchema });

/** PUT /score-entry/ without an id in the address: the entry is the one named by intScoreId. */
export const scoreEntryNamedBodySchema = scoreEntryBodySchema.extend({ intScoreId: idSchema });

export const scoreEntryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  intEventId: idSchema.optional(),
  intVehicleId: idSchema.optional(),
  intJudgeId: idSchema.optional(),
  intCategoryId: idSchema.optional(),
});

/**
 * GET /total-score/: for an admin, a vehicle's total over every judge (PRODUCT.md: x/y, y = judges
 * × sum of limits); for a judge, over their own entry only (one judge never reads another's figures).
 */
export const totalScoreQuerySchema = z.object({
  intEventId: idSchema,
  intCategoryId: idSchema.optional(),
  intVehicleId: idSchema.optional(),
});
export const vehicleTotalSchema = z.object({
  intVehicleId: z.number().int(),
  intTotalScore: z.number().int(),
  intMaxScore: z.number().int(),
  strTotalScore: z.string(),
  intJudgeCount: z.number().int(),
  intTopChoiceCount: z.number().int(),
});
export const totalScoreAnswerSchema = z.object({ arrVehicleScore: z.array(vehicleTotalSchema) });

/**
 * GET /score-count/: judging progress. For a judge, their own (vehicles they scored or recused
 * from, of the Paid vehicles of the event); for an admin, vehicles with at least one entry.
 */
export const scoreCountQuerySchema = z.object({
  intEventId: idSchema,
  intJudgeId: idSchema.optional(),
});
export const scoreCountSchema = z.object({
  intJudgedCount: z.number().int(),
  intTotalCount: z.number().int(),
  arrCategory: z.array(
    z.object({
      intCategoryId: z.number().int(),
      strCategoryName: z.string(),
      intJudgedCount: z.number().int(),
      intTotalCount: z.number().int(),
    }),
  ),
});

/** GET /top-choice/ (admin) and /judge-choice/ (the judge's own): the judge's picks, best first. */
export const judgeChoiceQuerySchema = z.object({ intEventId: idSchema, intJudgeId: idSchema.optional() });
/** GET /top-choice/ and its PDF: the admin names the judge. */
export const topChoiceQuerySchema = judgeChoiceQuerySchema.extend({ intJudgeId: idSchema });
export const judgeChoiceSchema = z.object({
  intRank: z.number().int(),
  intScoreId: z.number().int(),
  intVehicleId: z.number().int(),
  strUniqueId: z.string().nullable(),
  strVehicleName: z.string(),
  strCategoryName: z.string(),
  intTotalScore: z.number().int(),
  intMaxScore: z.number().int(),
  /** The first picture, a /media path, or null. */
  strImage: z.string().nullable(),
});
export type JudgeChoice = z.infer<typeof judgeChoiceSchema>;

/** A judge steps aside from a vehicle (PRODUCT.md "Recusal"). */
export const recusalBodySchema = z.object({
  intEventId: idSchema,
  intVehicleId: idSchema,
  strReason: optionalText(200),
});
export const recusalSchema = z.object({
  intEventId: z.number().int(),
  intVehicleId: z.number().int(),
  intJudgeId: z.number().int(),
  strJudgeName: z.string(),
  strReason: z.string(),
  dtCreatedAt: z.string(),
});
export type Recusal = z.infer<typeof recusalSchema>;
export const recusalQuerySchema = z.object({ intEventId: idSchema, intVehicleId: idSchema.optional() });
/** DELETE /recusal/: the vehicle whose recusal the judge withdraws. */
export const recusalWithdrawQuerySchema = recusalQuerySchema.extend({ intVehicleId: idSchema });

/** A replay the server did not apply because a newer edit was already saved (admin sees these). */
export const scoreConflictSchema = z.object({
  id: z.number().int(),
  intEventId: z.number().int(),
  intVehicleId: z.number().int(),
  intJudgeId: z.number().int(),
  strJudgeName: z.string(),
  objRejected: scoreEntryBodySchema.partial().extend({ objParameterWiseScore: z.record(z.string(), z.number()) }),
  dtRejectedEditedAt: z.string(),
  dtKeptEditedAt: z.string(),
  dtReceivedAt: z.string(),
  strDeviceId: z.string(),
  blnResolved: z.boolean(),
  /** Ours (ADR 034): the sheet kept against this edit is the one the chief judge entered from paper. */
  blnKeptFromPaper: z.boolean().optional(),
});

/**
 * A conflict as the API answers it. The objRejected of scoreConflictSchema reuses the body schema,
 * whose id fields are preprocessed; the response serializer cannot encode through a preprocess, so
 * the answer is declared with the same shape in plain output types.
 */
export const rejectedEditSchema = z.object({
  intEventId: z.number().int().optional(),
  intVehicleId: z.number().int().optional(),
  intJudgeId: z.number().int().optional(),
  strSpecialNote: z.string().optional(),
  objParameterWiseScore: z.record(z.string(), z.number()),
  blnTopChoice: z.boolean().optional(),
  dtEditedAt: z.string().optional(),
  strDeviceId: z.string().optional(),
  objParameterWiseDeductions: z.record(z.string(), z.array(z.object({ intPoints: z.number().int(), strReason: z.string() }))).optional(),
});
export const scoreConflictAnswerRowSchema = scoreConflictSchema.extend({ objRejected: rejectedEditSchema });
export type ScoreConflict = z.infer<typeof scoreConflictAnswerRowSchema>;

export const scoreConflictQuerySchema = z.object({ intEventId: idSchema.optional() });
/** PUT /score-conflict/{id}/: settle a conflict, or open it again. */
export const scoreConflictResolveBodySchema = z.object({
  blnResolved: z.boolean({ error: english(/*i18n*/ { id: 'Must be true or false.' }) }),
});
