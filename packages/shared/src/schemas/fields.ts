import { english } from '../i18n/english.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/** Building blocks the catalogue schemas share, so one rule has one wording everywhere. */

export const REQUIRED = english(/*i18n*/ { id: 'This field is required.' });
export const NUL_MESSAGE = english(/*i18n*/ { id: 'Contains a character that is not allowed.' });

/** PostgreSQL stores no NUL in text or jsonb: refused here with a message, not as a 500 there. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * Characters that change how text reads without being seen. Free text (names, titles, notes,
 * descriptions, owners' names) loses them before it is checked and stored, so "Ada" and "A\u200Bda"
 * are one name, a blank-looking name is blank, and no title reverses what follows it in a table,
 * a PDF or a mail (Trojan Source, CVE-2021-42574):
 * - bidi embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, marks U+200E, U+200F,
 *   U+061C: they reorder what is shown, and a short field has no mixed-direction layout to fix;
 * - zero-width space U+200B, word joiner U+2060, zero-width no-break space (BOM) U+FEFF, soft
 *   hyphen U+00AD, Mongolian vowel separator U+180E, invisible operators U+2061–U+2064, the
 *   deprecated format controls U+206A–U+206F, the combining grapheme joiner U+034F, interlinear
 *   annotation controls U+FFF9–U+FFFB: nothing to see, only a difference to hide;
 * - tag characters U+E0000–U+E007F outside an emoji tag sequence (🏴 + tags + U+E007F, a
 *   subdivision flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿, which stays): alone they are invisible.
 * The line and paragraph separators U+2028, U+2029 become spaces. Variation selectors stay: they
 * change what is seen.
 */
// U+034F is a combining mark: outside the class, so the class holds no combined sequence.
const INVISIBLE = /\u034F|[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g;
const SEPARATORS = /[\u2028\u2029]/g;
/** A subdivision flag: black flag, tag letters, cancel tag. Any other tag character goes. */
const TAG_SEQUENCE = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})/u;
const TAGS = /[\u{E0000}-\u{E007F}]/gu;
const stripTags = (text: string) =>
  text
    .split(TAG_SEQUENCE)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(TAGS, '')))
    .join('');
const JOINERS = /[\u200C\u200D]/g;
const ZWJ = '\u200D';
/** What precedes a joiner inside an emoji sequence: 👩 of 👩‍💻, 🏽 of 👩🏽‍💻, U+FE0F of 🏳️‍🌈. */
const EMOJI_BEFORE_JOINER = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const EMOJI = /^\p{Extended_Pictographic}$/u;
/** Letters (and, before a joiner, marks such as a virama) of scripts that shape with joiners. */
const SHAPING_BEFORE = /^(?![\p{sc=Latn}\p{sc=Grek}\p{sc=Cyrl}\p{sc=Zyyy}\p{sc=Zinh}])[\p{L}\p{M}]$/u;
const SHAPING_AFTER = /^(?![\p{sc=Latn}\p{sc=Grek}\p{sc=Cyrl}\p{sc=Zyyy}])\p{L}$/u;

const codePointBefore = (text: string, index: number) => {
  const pair = text.codePointAt(index - 2);
  return pair !== undefined && pair > 0xffff ? String.fromCodePoint(pair) : text.charAt(index - 1);
};
const codePointAt = (text: string, index: number) => {
  const point = text.codePointAt(index);
  return point === undefined ? '' : String.fromCodePoint(point);
};

/**
 * The joiners U+200C and U+200D stay where they join: ZWJ inside an emoji sequence (👩‍💻 stays one
 * picture) and between letters of a script that shapes with them (Persian, Devanagari,
 * Sinhala…). Anywhere else (Latin, Greek, Cyrillic, digits, an edge, a space) they only hide a
 * difference and go.
 */
function joins(joiner: string, before: string, after: string): boolean {
  if (joiner === ZWJ && EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after)) return true;
  return SHAPING_BEFORE.test(before) && SHAPING_AFTER.test(after);
}

export function stripInvisible(text: string): string {
  const visible = stripTags(text.replace(INVISIBLE, '').replace(SEPARATORS, ' '));
  return visible.replace(JOINERS, (joiner: string, offset: number) =>
    joins(joiner, codePointBefore(visible, offset), codePointAt(visible, offset + 1)) ? joiner : '',
  );
}

/** Free text as people type it: invisible characters out, then trimmed. */
const freeText = () => z.string().overwrite(stripInvisible).trim();

export const requiredText = (max: number) =>
  freeText()
    .min(1, REQUIRED)
    .max(max, english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: max } }))
    .refine(hasNoNul, NUL_MESSAGE);

export const optionalText = (max: number) =>
  freeText()
    .max(max, english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: max } }))
    .refine(hasNoNul, NUL_MESSAGE)
    .default('');

export const PHONE_MESSAGE = english(/*i18n*/ { id: 'Enter a phone number (digits, spaces, + - ( ) only).' });

/** A phone number as typed, or blank. */
export const phoneText = () =>
  optionalText(LIMITS.phoneMax).refine((value) => value === '' || /^\+?[0-9 ()-]{3,}$/.test(value), PHONE_MESSAGE);

/**
 * A JSON object in a form field (objAdditionalInfo): bounded, so a hostile one is a 400 with a
 * message and never reaches code that recurses (5,000 levels overflowed JSON.stringify: a 500).
 * SPEC's client sends it empty; ten levels and 10,000 characters leave room for real notes.
 */
export const JSON_OBJECT_LIMITS = { maxDepth: 10, maxChars: 10_000 } as const;
const INVALID_JSON = english(/*i18n*/ { id: 'Invalid JSON format.' });

/** Whether objects and arrays nest deeper than `max`, counted with a stack, not recursion. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.node !== 'object' || item.node === null) continue;
    if (item.depth > max) return true;
    for (const child of Object.values(item.node)) pending.push({ node: child, depth: item.depth + 1 });
  }
  return false;
}

export const jsonObjectSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return {};
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed;
    } catch {
      return value;
    }
  },
  z.record(z.string(), z.unknown(), { error: INVALID_JSON }).superRefine((info, ctx) => {
    const { maxDepth, maxChars } = JSON_OBJECT_LIMITS;
    if (nestsDeeperThan(info, maxDepth)) {
      ctx.addIssue({
        code: 'custom',
        message: english(/*i18n*/ { id: 'Must nest at most {depth} levels deep.', values: { depth: maxDepth } }),
      });
      return;
    }
    const text = JSON.stringify(info);
    if (text.length > maxChars)
      ctx.addIssue({ code: 'custom', message: english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: maxChars } }) });
    // JSON spells a NUL as \u0000, which jsonb refuses.
    else if (text.includes('\\u0000')) ctx.addIssue({ code: 'custom', message: NUL_MESSAGE });
  }),
);

/**
 * A positive id from JSON, a query string or a form field. Blank and missing both read as
 * missing, so they get SPEC's "This field is required." rather than a coercion message.
 */
export const idSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : english(/*i18n*/ { id: 'Must be a number.' })) })
    .int(english(/*i18n*/ { id: 'Must be a whole number.' }))
    .positive(english(/*i18n*/ { id: 'Must be a positive number.' }))
    .max(2_147_483_647, english(/*i18n*/ { id: 'Must be a positive number.' })),
);

export const idListSchema = z.array(z.number().int().positive().max(2_147_483_647)).max(500);

export const emailSchema = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.emailMax, english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: LIMITS.emailMax } }))
  .pipe(z.email(english(/*i18n*/ { id: 'Invalid email format.' })));

/**
 * An uploaded image as base64 (SPEC: "base64 without prefix"); a data-URL prefix is tolerated
 * and stripped. The content is checked by the server, not the name or the prefix.
 */
export const base64ImageSchema = z
  .string()
  .trim()
  .max(
    Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 128,
    english(/*i18n*/ { id: 'The image must be at most {size} MB.', values: { size: LIMITS.imageMaxBytes / 1024 / 1024 } }),
  )
  .transform((value) => value.replace(/^data:[^,]*,/, ''))
  .refine((value) => /^[A-Za-z0-9+/]*={0,2}$/.test(value), 'Please upload an image in png / jpg format');

export const IMAGE_FORMAT_MESSAGE = 'Please upload an image in png / jpg format';
