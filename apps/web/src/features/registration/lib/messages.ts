import { entrantSendFailureOf, entrantVerifyFailureOf } from '@showgrid/shared/entry-form-rules';
import { fieldMessageOf } from '@showgrid/shared/public-pages';
import { whenText } from '@showgrid/shared/time-text';
import { ApiError } from '../../../lib/api-errors';

/** The entrant's words (kept beside the components, in the public pages' catalog). */
export { MESSAGES } from '../components/entry-messages';

/** The first message the server keyed under `field` (any status), if any. */
export const fieldMessage = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? fieldMessageOf(error.body, field) : undefined;

/** A code not sent: a wait or a limit (strEmail), a refused mail, else a plain failure. */
export const sendFailureMessage = (error: unknown): string => entrantSendFailureOf(error instanceof ApiError ? error.body : null);

/** A code refused: wrong, expired or burnt (strCode), no code for the address (strEmail). */
export const verifyFailureMessage = (error: unknown): string => entrantVerifyFailureOf(error instanceof ApiError ? error.body : null);

/** "1 May 2030, 10:00 BST": a moment in the reader's own time zone (the public read names no zone), in `locale`'s words. */
export const localWhen = (iso: string, locale: string): string => whenText(new Date(iso), localZone(), locale);
/** The reader's own time zone. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
