/** Business constants and limits from SPEC §9 and PRODUCT.md, shared by server and web. */
export const LIMITS = {
  offlineRetryMs: 3000,
  offlineCheckMs: 4000,
  tabletMinWidth: 550,
  tabletMaxWidth: 1024,
  judgeNameMin: 2,
  judgeNameMax: 50,
  specialNoteMax: 500,
  eventDescriptionMax: 185,
  otpLength: 4,
  maxJudgesChoices: 3,
  /** The places a category's awards go to (a "top 3"): a tie across the last of them is flagged. */
  awardPlaces: 3,
  defaultScoreLimit: 10,
  pageSize: 10,
  searchDebounceMs: 500,
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  nameMax: 60,
  eventTitleMax: 100,
  eventLocationMax: 200,
  phoneMax: 30,
  scoreLimitMax: 100,
  /** Deduction sheets (ADR 029): a reason's length, the organiser's list, the deductions per parameter. */
  deductionReasonMax: 100,
  deductionReasonsMax: 50,
  deductionsPerParameterMax: 30,
  /** Parameters one sheet may name: far above any real scoring sheet, it bounds a hostile body's work. */
  sheetParametersMax: 100,
  /** Largest image accepted (decoded bytes); category icons, event icons, judge photos. */
  imageMaxBytes: 8 * 1024 * 1024,
  /** Longest side of a stored image after re-encoding. */
  imageMaxSide: 1600,
} as const;

/**
 * Audience voting (PRODUCT.md "Audience votes"): the one-time code and what a verification allows.
 * The code length is SPEC's 4; the server may raise it with OTP_DIGITS (the web accepts 4 to 8).
 */
export const VOTING = {
  otpValidityMinutes: 10,
  otpMaxWrongTries: 5,
  otpResendSeconds: 30,
  otpPerEmailPerHour: 5,
  otpPerEmailPerDay: 10,
  /** A verification lets that e-mail vote for this long. */
  verificationMinutes: 15,
  /** Voting opens this long before an event's start… */
  opensHoursBeforeStart: 12,
  /** …and closes this long after it (a weekend show). */
  closesHoursAfterStart: 72,
  /** Vote audit flags: this many votes for one vehicle from one address… */
  blocVotesPerAddress: 3,
  /** …or this many for one vehicle within burstMinutes, from anywhere. */
  burstVotes: 5,
  burstMinutes: 2,
  voidReasonMax: 500,
} as const;

/** The gate (PRODUCT.md "Gate check-in"). */
export const GATE = {
  /** A check-in queued offline keeps the time it was tapped, if no older than this. */
  backdateHours: 48,
  /** How often a phone with queued check-ins tries to send them again. */
  retrySeconds: 5,
} as const;

export const TOASTS = {
  defaultMs: 4000,
  errorMs: 4000,
  successMs: 2000,
  max: 20,
} as const;

export const TOKENS = {
  accessTtlSeconds: 15 * 60,
  /** An entrant's sign-in by e-mail code (issue 31): long enough to fill the form and add photos on a phone. */
  entrantAccessTtlSeconds: 4 * 60 * 60,
  refreshTtlSecondsAdmin: 7 * 24 * 60 * 60,
  refreshTtlSecondsJudge: 24 * 60 * 60,
} as const;

/** Device storage names (SPEC §9). */
export const DEVICE_DB = {
  name: 'zustand-db',
  version: 1,
  stores: {
    failedRequests: 'failed-requests-storage',
    user: 'user-storage',
    judge: 'judge-store',
  },
  tokenKeys: { access: 'accessToken', refresh: 'refreshToken' },
} as const;

/** PRODUCT.md: Judge ID shown as JDG- plus the zero-padded id. */
export function formatJudgeId(id: number): string {
  return `JDG-${String(id).padStart(3, '0')}`;
}
