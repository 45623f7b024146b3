import '../zod-config.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { base64ImageSchema, idSchema, JSON_OBJECT_LIMITS, jsonObjectSchema, optionalText, requiredText } from './fields.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ id: schema }).safeParse(value === undefined ? {} : { id: value });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('idSchema', () => {
  it('reads numbers from JSON, query strings and form fields', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(' 3 ')).toBe(3);
  });

  it.each([undefined, '', null])('says SPEC\'s "This field is required." for %j', (value) => {
    expect(messages(idSchema, value)).toEqual(['This field is required.']);
  });

  it.each([
    ['abc', 'Must be a number.'],
    [0, 'Must be a positive number.'],
    [-4, 'Must be a positive number.'],
    [1.5, 'Must be a whole number.'],
    [2 ** 31, 'Must be a positive number.'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(messages(idSchema, value)).toEqual([message]);
  });
});

describe('base64ImageSchema', () => {
  it('strips a data-URL prefix and refuses what is not base64', () => {
    expect(base64ImageSchema.parse('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(messages(base64ImageSchema, 'not base64 at all!')).toEqual(['Please upload an image in png / jpg format']);
  });
});

describe('free text (requiredText, optionalText)', () => {
  const name = requiredText(60);
  const note = optionalText(200);

  it.each([
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['every bidi embedding, override and isolate', '\u202AA\u202BB\u202CC\u202DD\u202EE\u2066F\u2067G\u2068H\u2069', 'ABCDEFGH'],
    ['bidi marks', 'Ada\u200E \u200FLovelace\u061C', 'Ada Lovelace'],
    ['zero-width space, word joiner, BOM, soft hyphen', '\uFEFFJa\u200Bgu\u2060a\u00ADr', 'Jaguar'],
    ['invisible operators and deprecated format controls', 'E\u2061-\u2062T\u2063y\u2064p\u206Ae\u206F', 'E-Type'],
    ['a joiner between Latin letters or at an edge', '\u200DGr\u200Cace\u200D', 'Grace'],
    ['the grapheme joiner and interlinear annotation controls', 'Gr\u034Fa\uFFF9c\uFFFAe\uFFFB', 'Grace'],
    ['tag characters outside a flag', 'Hot\u{E0020}\u{E0041} rods\u{E007F}', 'Hot rods'],
    ['line and paragraph separators, as spaces', 'Hot\u2028rods\u2029club', 'Hot rods club'],
  ])('strips %s', (_what, typed, stored) => {
    expect(name.parse(typed)).toBe(stored);
    expect(note.parse(typed)).toBe(stored);
  });

  it('treats a name of invisible characters only as missing', () => {
    expect(messages(name, '\u200B\u202E\uFEFF \u2066')).toEqual(['This field is required.']);
    expect(messages(name, '\u{E0020}\u{E0020}\u034F\u2028')).toEqual(['This field is required.']);
    expect(note.parse('\u200B\u200D')).toBe('');
  });

  it('keeps emoji ZWJ sequences, skin tones and flags whole', () => {
    for (const emoji of ['👩‍💻', '👩🏽‍💻', '🏳️‍🌈', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '❤️']) expect(note.parse(`Team ${emoji}`)).toBe(`Team ${emoji}`);
  });

  it('keeps the joiners that shape Persian and Indic words, and ordinary accents', () => {
    for (const text of ['می\u200Cخواهم', 'क्\u200Dष', 'ශ්\u200Dරී', 'José Müller', 'Zoë Ångström']) expect(name.parse(text)).toBe(text);
  });

  it('counts the limit after stripping', () => {
    expect(name.parse(`${'a'.repeat(60)}\u200B\u200B`)).toBe('a'.repeat(60));
  });
});

describe('jsonObjectSchema (objAdditionalInfo)', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('reads a JSON object from a form field, blank as empty', () => {
    expect(jsonObjectSchema.parse('{"colour":"red","doors":[2,{"x":1}]}')).toEqual({ colour: 'red', doors: [2, { x: 1 }] });
    expect(jsonObjectSchema.parse('')).toEqual({});
    expect(jsonObjectSchema.parse(nested(JSON_OBJECT_LIMITS.maxDepth))).toBeTypeOf('object');
  });

  it.each([
    ['not JSON', '{colour: red', 'Invalid JSON format.'],
    ['an array', '[1,2]', 'Invalid JSON format.'],
    ['one level too deep', nested(JSON_OBJECT_LIMITS.maxDepth + 1), 'Must nest at most 10 levels deep.'],
    ['5,000 levels deep', nested(5_000), 'Must nest at most 10 levels deep.'],
    ['arrays 5,000 deep', `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, 'Must nest at most 10 levels deep.'],
    ['too long', JSON.stringify({ note: 'x'.repeat(JSON_OBJECT_LIMITS.maxChars) }), 'Must be at most 10000 characters.'],
    ['a NUL', '{"a":"\\u0000"}', 'Contains a character that is not allowed.'],
  ])('refuses %s with one clear message', (_what, value, message) => {
    expect(messages(jsonObjectSchema, value)).toEqual([message]);
  });

  it('checks an object sent as JSON (not a form string) the same way', () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 5_000; i++) deep = { a: deep };
    expect(messages(jsonObjectSchema, deep)).toEqual(['Must nest at most 10 levels deep.']);
  });
});
