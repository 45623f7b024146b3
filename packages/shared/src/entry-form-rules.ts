import { english, type I18n } from './i18n/translate.ts';
import { fieldMessageOf } from './public-pages.ts';

/**
 * The entrant's forms (issue 31) in words and plain rules, shared by the web form and the
 * server-rendered no-script form (issue 32): no zod here, the public entry ships none.
 */
export const ENTRANT_MESSAGES = {
  codeSent: english(/*i18n*/ { id: 'Code sent' }),
  sendFailed: english(/*i18n*/ { id: 'Could not send the code.' }),
  verifyFailed: english(/*i18n*/ { id: 'Could not check the code.' }),
  registerFailed: english(/*i18n*/ { id: 'Could not send your entry.' }),
  chooseClass: english(/*i18n*/ { id: 'Choose a class.' }),
  choosePayment: english(/*i18n*/ { id: 'Choose how to pay.' }),
  signInLapsed: english(/*i18n*/ { id: 'Your sign-in has lapsed: confirm your e-mail again, then send your entry.' }),
  photosAgain: english(/*i18n*/ { id: 'Photos are not kept when the form comes back: choose them again.' }),
};

const firstOf = (body: unknown, fields: readonly string[], fallback: string) =>
  fields.map((field) => fieldMessageOf(body, field)).find((message) => message !== undefined) ?? fallback;

/** A code not sent: a wait or a limit (strEmail), a refused mail, else a plain failure. */
export const entrantSendFailureOf = (body: unknown) => firstOf(body, ['strEmail', 'detail'], ENTRANT_MESSAGES.sendFailed);
/** A code refused: wrong, expired or burnt (strCode), no code for the address (strEmail). */
export const entrantVerifyFailureOf = (body: unknown) => firstOf(body, ['strCode', 'strEmail', 'detail'], ENTRANT_MESSAGES.verifyFailed);

/**
 * The quantity typed for an extra, or why it is not one (in `i18n`'s language): a whole number from
 * 0 to the extra's maximum ("" is 0).
 */
export function extraQuantityOf(typed: string, max: number, i18n: I18n): { quantity: number } | { error: string } {
  const quantity = Number(typed.trim() || '0');
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > max)
    return { error: i18n._(/*i18n*/ { id: 'Choose from 0 to {max}.', values: { max } }) };
  return { quantity };
}

/** The entry form's field a refusal of an API field belongs under ("extras.1", "photos", …); null: said above the form. */
export function entryFormFieldOf(apiPath: readonly PropertyKey[]): string | null {
  const [root, index] = apiPath;
  switch (root) {
    case 'intCategoryId':
    case 'strPaymentMode':
    case 'strOwnerName':
    case 'strPhone':
    case 'strBrandName':
    case 'strModelName':
    case 'strRegistrationNo':
    case 'strColour':
      return root;
    case 'intYear':
      return 'year';
    case 'arrExtras':
      return typeof index === 'number' ? `extras.${String(index)}` : 'extras';
    // "photos": the form's own file field, which the multipart reader's refusals are keyed by.
    case 'arrPhotos':
    case 'photos':
      return 'photos';
    default:
      return null;
  }
}
