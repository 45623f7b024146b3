/**
 * Every user-facing text goes through Lingui (ADR 045). A message's id is its English, as SPEC
 * writes it, marked for `lingui extract` where it is written:
 *
 *   const VOTE = /*i18n*\/ { id: 'Vote' };
 *   i18n._(VOTE)  ·  i18n._(/*i18n*\/ { id: '{count, plural, one {# vote} other {# votes}}', values: { count } })
 *
 * `message` only where the English shown differs from the id (two meanings of one English word).
 */
export interface Message {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
}

/**
 * A message's English, where the code passes the words on as a string (an API's `detail`, a
 * page's data): marked here for `lingui extract`, translated where it is shown, by its id.
 */
export const english = (message: Message): string => message.id;
