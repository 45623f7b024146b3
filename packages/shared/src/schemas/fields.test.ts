import '../zod-config.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { base64ImageSchema, idSchema } from './fields.ts';

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
