import fc from 'fast-check';
import type { JsonSchema, Parameter } from './routes.ts';
import { fieldValue, hostile, prototypeKeys, text, validOf, type Hints } from './values.ts';

/** The parts of a request, from the values: a JSON body, form fields, a query string, path parameters. */

const extraKey = fc.oneof(
  fc.constantFrom(...prototypeKeys, 'intJudgeId', 'id', 'user_id', 'strUserType', 'role', 'isAdmin', 'blnPaid'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

type Entries = [string, unknown][];

/**
 * An object for a schema, built with fromEntries so "__proto__" is an own key. Mostly a valid-ish
 * object with one field spoiled (hostile or left out), so the other fields get the request past
 * the schema to the code behind it; sometimes all valid-ish, sometimes every field at random.
 * Extra keys, prototype-pollution keys among them, ride along.
 */
export function objectFor(schema: JsonSchema, hints: Hints, example?: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fromSchema: fc.Arbitrary<Entries> =
    props.length === 0
      ? fc.constant([])
      : fc
          .tuple(
            ...props.map(([k, s]) =>
              required.has(k)
                ? validOf(s, k, hints).map((v): Entries => [[k, v]])
                : fc.option(validOf(s, k, hints), { nil: undefined }).map((v): Entries => (v === undefined ? [] : [[k, v]])),
            ),
          )
          .map((parts) => parts.flat());
  // A known-good body (World.examples) gets much further than one made up from the schema.
  const valid = example
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(Object.entries(example)) }, { weight: 1, arbitrary: fromSchema })
    : fromSchema;
  const spoiled: fc.Arbitrary<Entries> =
    props.length === 0
      ? valid
      : fc.tuple(valid, fc.nat(props.length - 1), fc.option(hostile, { freq: 4, nil: undefined })).map(([entries, index, value]) => {
          const name = props[index]?.[0] ?? '';
          const rest = entries.filter(([k]) => k !== name);
          const entry: [string, unknown] = [name, value];
          return value === undefined ? rest : [...rest, entry];
        });
  const random: fc.Arbitrary<Entries> = fc
    .tuple(
      ...props.map(([k, s]) =>
        fc.option(fieldValue(s, k, hints), { freq: 5, nil: undefined }).map((v): Entries => (v === undefined ? [] : [[k, v]])),
      ),
    )
    .map((parts) => parts.flat());
  return fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: spoiled }, { weight: 2, arbitrary: valid }, { weight: 1, arbitrary: random }),
      fc.array(fc.tuple(extraKey, hostile), { maxLength: 2 }),
    )
    .map(([fields, extra]) => Object.fromEntries([...fields, ...extra]));
}

/** A JSON body as text: mostly an object for the schema, sometimes what no schema expects. */
export function jsonBody(schema: JsonSchema, hints: Hints, example?: Record<string, unknown>): fc.Arbitrary<string> {
  const depth = 20_000;
  return fc.oneof(
    { weight: 12, arbitrary: objectFor(schema, hints, example).map((o) => JSON.stringify(o)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'null',
        '[]',
        '"text"',
        '42',
        'true',
        '{',
        '{"a":1,}',
        "{'a':1}",
        '{"a":1}{"b":2}',
        '\u0000',
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"a":"\\ud800"}',
        '{"a":1e999999}',
        '['.repeat(depth) + ']'.repeat(depth),
        '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      ),
    },
    {
      // The same key twice: which one wins must not matter to the guard checks.
      weight: 1,
      arbitrary: fc
        .tuple(objectFor(schema, hints), fc.constantFrom(...Object.keys(schema.properties ?? { a: {} })), hostile)
        .map(
          ([o, key, v]) =>
            `${JSON.stringify(o).replace(/}$/, '')}${Object.keys(o).length > 0 ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}}`,
        ),
    },
  );
}

/** A value as a query string or form field would carry it; arrays become repeated keys. */
function asText(value: unknown): string[] {
  if (Array.isArray(value)) return value.slice(0, 5).flatMap(asText);
  if (typeof value === 'string') return [value];
  if (value === undefined) return [];
  return [JSON.stringify(value) ?? ''];
}

/** URL-escapes any text; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD, as a browser sends it. */
const escape = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Query string (without "?") for the declared parameters, plus extra and bracketed keys. */
export function queryString(params: Parameter[], hints: Hints): fc.Arbitrary<string> {
  const pairs = fc.tuple(
    ...params.map((p) =>
      fc.oneof(
        { weight: 5, arbitrary: fieldValue(p.schema, p.name, hints).map((v) => asText(v).map((t) => [p.name, t] as const)) },
        { weight: 1, arbitrary: fc.constant<(readonly [string, string])[]>([]) },
      ),
    ),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(extraKey, fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b][c]', 'page[]')), text),
    { maxLength: 2 },
  );
  const encoded = fc
    .tuple(pairs, extra)
    .map(([declared, more]) => [...declared.flat(), ...more].map(([k, v]) => `${escape(k)}=${escape(v)}`).join('&'));
  // Bytes no client would send: a broken escape, a raw NUL escape, a lone surrogate's escape.
  const raw = fc.constantFrom('%', '%E0%A4%A', 'a=%00', 'a=%ED%A0%80', '&&&', '=x', 'intEventId', `page=${'9'.repeat(400)}`);
  return fc.oneof({ weight: 8, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** A path parameter: a real id, an edge, or garbage (URL-encoded). */
export function pathValue(param: Parameter, hints: Hints): fc.Arbitrary<string> {
  return (
    fc
      .oneof(
        { weight: 3, arbitrary: validOf(param.schema, param.name, hints).map((v) => asText(v)[0] ?? '') },
        {
          weight: 2,
          arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', ' 1', 'abc', '%00', '..', 'true'),
        },
        { weight: 1, arbitrary: text },
      )
      // '', '.' and '..' would name another path (a URL resolves dot segments), not this route's parameter.
      .map((v) => (/^\.{0,2}$/.test(v) ? `x${v}` : escape(v)))
  );
}

/** Text fields of a multipart form: each a string (forms carry nothing else), hostile or valid-ish. */
export function formFields(schema: JsonSchema, hints: Hints, example?: Record<string, unknown>): fc.Arbitrary<[string, string][]> {
  const textSchema: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([, s]) => s.type !== 'array' && s.format !== 'binary')),
  };
  return objectFor(textSchema, hints, example).map((o) =>
    Object.entries(o).flatMap(([k, v]) => asText(v).map((t): [string, string] => [k, t])),
  );
}
