/**
 * Names no other test of the run uses: the e2e files share one server, and each test seeds its own
 * show, so two tests (or a test run twice with -t) never meet each other's records.
 */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomLetters(count: number): string {
  return Array.from({ length: count }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
}

/** `label` with a short random tag, e.g. "Classic Cars QXV". */
export const unique = (label: string) => `${label} ${randomLetters(4)}`;

/**
 * A vehicle-id prefix of letters only (1–6 characters, SPEC §4): unique in the run, and never
 * spelling another series' ids (a prefix of letters cannot run into a neighbour's digits).
 */
export const uniquePrefix = (lead = '') => `${lead}${randomLetters(6 - lead.length)}`;

/** An e-mail address no other test uses. */
export const uniqueEmail = (local: string) => `${local}-${randomLetters(6).toLowerCase()}@e2e.test`;
