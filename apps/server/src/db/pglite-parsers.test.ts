import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { DRIZZLE_PARSERS, drizzleClient } from './pglite-parsers.ts';

const open: PGlite[] = [];
afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
});

async function pglite() {
  const client = await PGlite.create();
  open.push(client);
  return client;
}

const question = sql`select '2030-05-01 10:00:00+00'::timestamptz as at, '2030-05-01'::date as day, '1 day'::interval as span,
  array['1.5']::numeric[] as amounts, 7::int as n, 'x' as text`;

describe('PGlite parsers registered once (drizzleClient)', () => {
  it('is the table drizzle sends with each query', async () => {
    const client = await pglite();
    const sent = spyOnQueries(client);
    const db = drizzle({ client });
    await db.execute(question);
    await db.transaction((tx) => tx.execute(question));
    expect(sent.length).toBeGreaterThan(0);
    for (const parsers of sent) expect(Object.keys(parsers ?? {}).sort()).toEqual(Object.keys(DRIZZLE_PARSERS).sort());
  });

  it('answers what drizzle on a plain PGlite answers, outside and inside a transaction', async () => {
    const plain = drizzle({ client: await pglite() });
    const fast = drizzle({ client: drizzleClient(await pglite()) });
    const expected = (await plain.execute(question)).rows;
    expect(expected).toEqual([{ at: '2030-05-01 10:00:00+00', day: '2030-05-01', span: '1 day', amounts: '{1.5}', n: 7, text: 'x' }]);
    expect((await fast.execute(question)).rows).toEqual(expected);
    expect(await fast.transaction(async (tx) => (await tx.execute(question)).rows)).toEqual(expected);
  });

  it('sends PGlite no per-query parsers, so it copies none', async () => {
    const registered = await pglite();
    const sent = spyOnQueries(registered);
    const db = drizzle({ client: drizzleClient(registered) });
    await db.execute(question);
    expect(sent).toEqual([undefined]);
  });
});

/** The parsers each query on `client` (outside transactions) is sent with. */
function spyOnQueries(client: PGlite): unknown[] {
  const sent: unknown[] = [];
  const query = client.query.bind(client);
  client.query = (text, params, options) => {
    sent.push(options?.parsers);
    return query(text, params, options);
  };
  return sent;
}
