/**
 * A LIKE pattern matching `text` literally anywhere. A search box's text is the user's, not a
 * pattern: its % and _ would otherwise match anything, so they (and backslash, Postgres's default
 * escape) are escaped. Every "contains" filter (events, vehicles, the audit trail) goes through here.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
