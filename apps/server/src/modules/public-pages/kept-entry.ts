import { ENTRY_FORM, type EntryFormText } from '@showgrid/shared/public-pages';
import { REGISTRATION_LIMITS } from '@showgrid/shared/registration-limits';

/**
 * An entry the server's form sent after the entrant's sign-in lapsed (4 h, ADR 041) is not lost:
 * its text fields ride through the e-mail steps as hidden fields (ENTRY_FORM.kept) and fill the
 * form again once the entrant is signed in. Only the form's own fields, each as long as the page
 * ever shows one; photos cannot ride (a file input cannot be filled), and the page says so.
 */

/** The entry form's text fields: the car's seven, the class, the way to pay, one per extra. */
export const ENTRY_TEXT_FIELDS: readonly string[] = [
  'strOwnerName',
  'strPhone',
  'strBrandName',
  'strModelName',
  'year',
  'strRegistrationNo',
  'strColour',
  ENTRY_FORM.category,
  ENTRY_FORM.payment,
  ...Array.from({ length: REGISTRATION_LIMITS.extrasMax }, (_, index) => ENTRY_FORM.extra(index)),
];

/** What the page shows back of a field: never more than a field of the form may hold. */
export const ECHO_MAX = 200;

/**
 * The most an urlencoded body's kept fields take: each name and a value of ECHO_MAX UTF-16 units,
 * every unit at worst 9 bytes percent-encoded (a three-byte UTF-8 letter), with its separators.
 */
export const KEPT_BODY_MAX = ENTRY_TEXT_FIELDS.reduce((sum, name) => sum + ENTRY_FORM.kept(name).length + 2 + ECHO_MAX * 9, 0);

/** The entry's typed fields among `fields` (named with `prefix`), each cut to ECHO_MAX; empty ones left out. */
export function keptEntryOf(fields: Partial<Record<string, string>>, prefix = ''): EntryFormText {
  const kept: EntryFormText = {};
  for (const name of ENTRY_TEXT_FIELDS) {
    const value = fields[`${prefix}${name}`];
    if (value) kept[name] = value.slice(0, ECHO_MAX);
  }
  return kept;
}

export const hasKept = (kept: EntryFormText | undefined): kept is EntryFormText => kept !== undefined && Object.keys(kept).length > 0;
