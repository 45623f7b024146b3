import { ENTRANT_MESSAGES } from '@showgrid/shared/entry-form-rules';
import { english, type I18n } from '@showgrid/shared/i18n/translate';
import { LIMITS } from '@showgrid/shared/limits';
import { REGISTRATION_LIMITS } from '@showgrid/shared/registration-limits';
import type { RegistrationStatus } from '@showgrid/shared/schemas/registration';

/**
 * The entrant's words that travel as strings (toasts, a form's refusals, a status): here, beside the
 * components, so they are in the public pages' catalog (lingui.config.js) and /register/{eventId}
 * shows them in the reader's language (ADR 045). Marked in English; translated where shown.
 */
export const MESSAGES = {
  codeSent: ENTRANT_MESSAGES.codeSent,
  sendFailed: ENTRANT_MESSAGES.sendFailed,
  verified: english(/*i18n*/ { id: 'Code verified.' }),
  verifyFailed: ENTRANT_MESSAGES.verifyFailed,
  registerFailed: ENTRANT_MESSAGES.registerFailed,
  placeTaken: english(/*i18n*/ { id: 'The place is yours.' }),
  signedOut: english(/*i18n*/ { id: 'Signed out.' }),
  entryUpdated: english(/*i18n*/ { id: 'Your entry is updated.' }),
  editFailed: english(/*i18n*/ { id: 'Could not save your changes.' }),
  withdrawn: english(/*i18n*/ { id: 'Your entry is withdrawn.' }),
  draftRestored: english(/*i18n*/ { id: 'We kept what you typed here before. Photos are not kept: choose them again.' }),
  editRestored: english(/*i18n*/ { id: 'We kept the changes you had not saved yet.' }),
};

/** An entry's status in words, for the entrant. */
export const STATUS_TEXT: Readonly<Record<RegistrationStatus, string>> = {
  'pending-approval': english(/*i18n*/ { id: 'Waiting for approval' }),
  'awaiting-payment': english(/*i18n*/ { id: 'Awaiting payment' }),
  confirmed: english(/*i18n*/ { id: 'Confirmed' }),
  waitlisted: english(/*i18n*/ { id: 'On the waiting list' }),
  offered: english(/*i18n*/ { id: 'Place offered' }),
  withdrawn: english(/*i18n*/ { id: 'Withdrawn' }),
  rejected: english(/*i18n*/ { id: 'Not accepted' }),
};

/** The photos field's hint: how many, which kinds, how big. */
export const photosHint = (i18n: I18n): string =>
  i18n._(
    /*i18n*/ {
      id: 'Optional: up to {max}, PNG, JPEG or WebP, {size} MB each.',
      values: { max: REGISTRATION_LIMITS.photosMax, size: LIMITS.imageMaxBytes / 1024 / 1024 },
    },
  );

/** More photos than an entry takes. */
export const tooManyPhotos = (i18n: I18n): string =>
  i18n._(/*i18n*/ { id: 'At most {max} photos.', values: { max: REGISTRATION_LIMITS.photosMax } });

/** A photo of a kind the server does not take. */
export const PHOTO_TYPE_MESSAGE = english(/*i18n*/ { id: 'photos must be PNG, JPEG or WebP.' });
