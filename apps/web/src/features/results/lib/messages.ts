/** Said when making or revoking the link, publishing or copying fails without the server's own words. */
export const SHARING_FAILED = 'That did not work. Try again.';
