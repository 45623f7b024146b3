import { english } from '@showgrid/shared/i18n/english';

/** Said when making or revoking the link, publishing or copying fails without the server's own words. */
export const SHARING_FAILED = english(/*i18n*/ { id: 'That did not work. Try again.' });
