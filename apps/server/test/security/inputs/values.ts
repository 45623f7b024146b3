import fc from 'fast-check';
import type { JsonSchema } from './routes.ts';

/** Values for the fuzz: hostile ones, and valid-ish ones read off a field's JSON Schema. */

/** What the seeded database holds, so valid-ish values often name real rows. */
export interface Hints {
  ids: number[];
  emails: string[];
  tokens: string[];
  uniqueIds: string[];
}

export const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Own properties named __proto__ and constructor survive JSON.stringify through fromEntries. */
const pollution = () => [
  Object.fromEntries([['__proto__', { polluted: 'yes', isAdmin: true }]]),
  Object.fromEntries([['constructor', { prototype: { polluted: 'yes' } }]]),
  Object.fromEntries([
    ['__proto__', { toString: 'x' }],
    ['constructor', { name: 'x' }],
  ]),
];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Values that have broken some server somewhere: wrong types, edges, encodings, injections. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  5e-324,
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '0x10',
  '1.0',
  ' 7 ',
  'NaN',
  'Infinity',
  '-Infinity',
  '٣',
  '１',
  'true',
  'null',
  'undefined',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '😀'.repeat(200),
  '\r\n\tx',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00%2e%2e',
  '=HYPERLINK("http://evil.example","x")',
  '${7*7}{{7*7}}',
  'data:text/html,<script>alert(1)</script>',
  '2030-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+14:00',
  '2030-05-01T10:00:00.000000000000000000001Z',
  'x'.repeat(5_000),
  'x'.repeat(300_000),
  [],
  [1, 2, 3],
  [null],
  Array.from({ length: 5_000 }, (_, i) => i + 1),
  {},
  { a: 1 },
  ...pollution(),
  nested(40),
];

/** Generated text of three kinds: arbitrary code points (unpaired surrogates included), whole grapheme clusters, and strings with a zero byte in the middle. */
export const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`),
);

/** One hostile value: a known troublemaker or a generated one of any type. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 2, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((s): unknown => JSON.parse(s)) },
);

const oneOf = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? undefined;
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value the schema (roughly) accepts, biased to the rows the database holds and to the bounds. */
export function validOf(schema: JsonSchema, name: string, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const branches = oneOf(schema) ?? schema.allOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((b) => validOf(b, name, hints, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1_000_000;
      const edges = [min, max, min + 1, max - 1].filter((n) => Number.isSafeInteger(n));
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...hints.ids) },
        { weight: 1, arbitrary: fc.constantFrom(...edges) },
        { weight: 1, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema, name, hints);
    case 'array': {
      const item = schema.items ? validOf(schema.items, name, hints, depth + 1) : hostile;
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = Object.entries(schema.properties ?? {});
      const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      const fixed = fc.record(Object.fromEntries(props.map(([k, s]) => [k, validOf(s, k, hints, depth + 1)])), {
        requiredKeys: schema.required ?? [],
      });
      if (!extra) return fixed;
      const key = fc.oneof(fc.constantFrom(...hints.ids.map(String)), fc.string({ maxLength: 6 }));
      return fc
        .tuple(fixed, fc.array(fc.tuple(key, validOf(extra, name, hints, depth + 1)), { maxLength: 4 }))
        .map(([base, entries]) => ({ ...base, ...Object.fromEntries(entries) }));
    }
    default:
      return hostile;
  }
}

function validString(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email' || /email|username/i.test(name)) {
    return fc.oneof(fc.constantFrom(...hints.emails), fc.emailAddress());
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (/token|refresh/i.test(name)) return fc.oneof(fc.constantFrom(...hints.tokens), fc.string({ maxLength: 60 }));
  if (/uniqueid|arrvalues/i.test(name)) return fc.oneof(fc.constantFrom(...hints.uniqueIds), fc.string({ maxLength: 8 }));
  if (/^otp$/i.test(name)) return fc.stringMatching(/^[0-9]{4}$/);
  if (/^int|id$/i.test(name)) return fc.constantFrom(...hints.ids.map(String));
  const max = schema.maxLength ?? 200;
  const edges = [schema.maxLength, (schema.maxLength ?? 0) + 1, schema.minLength].filter((n): n is number => typeof n === 'number');
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: Math.min(schema.minLength ?? 1, 3), maxLength: Math.min(max, 30) }) },
    { weight: 1, arbitrary: fc.constantFrom(...(edges.length > 0 ? edges : [max])).map((n) => 'é'.repeat(n)) },
  );
}

/** A value for one field: mostly valid-ish (to get past the schema), often hostile. */
export const fieldValue = (schema: JsonSchema, name: string, hints: Hints) =>
  fc.oneof({ weight: 3, arbitrary: validOf(schema, name, hints) }, { weight: 2, arbitrary: hostile });
