import { ENTRANT_MESSAGES, entrantSendFailureOf, entrantVerifyFailureOf } from '@showgrid/shared/entry-form-rules';
import { fieldMessageOf } from '@showgrid/shared/public-pages';
import { whenText } from '@showgrid/shared/time-text';
import { ApiError } from '../../../lib/api-errors';

export const MESSAGES = {
  codeSent: ENTRANT_MESSAGES.codeSent,
  sendFailed: ENTRANT_MESSAGES.sendFailed,
  verified: 'Code verified.',
  verifyFailed: ENTRANT_MESSAGES.verifyFailed,
  registerFailed: ENTRANT_MESSAGES.registerFailed,
  placeTaken: 'The place is yours.',
  signedOut: 'Signed out.',
  entryUpdated: 'Your entry is updated.',
  editFailed: 'Could not save your changes.',
  withdrawn: 'Your entry is withdrawn.',
  draftRestored: 'We kept what you typed here before. Photos are not kept: choose them again.',
  editRestored: 'We kept the changes you had not saved yet.',
} as const;

/** The first message the server keyed under `field` (any status), if any. */
export const fieldMessage = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? fieldMessageOf(error.body, field) : undefined;

/** A code not sent: a wait or a limit (strEmail), a refused mail, else a plain failure. */
export const sendFailureMessage = (error: unknown): string => entrantSendFailureOf(error instanceof ApiError ? error.body : null);

/** A code refused: wrong, expired or burnt (strCode), no code for the address (strEmail). */
export const verifyFailureMessage = (error: unknown): string => entrantVerifyFailureOf(error instanceof ApiError ? error.body : null);

/** "1 May 2030, 10:00 BST": a moment in the reader's own time zone (the public read names no zone). */
export const localWhen = (iso: string): string => whenText(new Date(iso), localZone());
/** The reader's own time zone. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
