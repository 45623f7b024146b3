import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { createLanes } from './lanes.ts';
import { rowsOf } from './rows.ts';

// The two lanes into PGlite (lanes.ts), on a real embedded database: a download's statements,
// asked for at once, let a save's statements go before all but the one running.

let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

/** A statement that keeps PGlite busy for some milliseconds, like one of a report's reads. */
const HEAVY = sql`select count(*) from generate_series(1, 60000)`;

/**
 * Six heavy reads asked for at once on `reader`; a "save" (three statements in a row on the front
 * lane) arrives on the next turn of the event loop, as a request does. How many of the reads had
 * ended before the save ended.
 */
async function readsBeforeSave(reader: Database['db']): Promise<number> {
  const log: string[] = [];
  const reads = Array.from({ length: 6 }, async () => {
    await reader.execute(HEAVY);
    log.push('read');
  });
  const save = new Promise<void>((resolve, reject) =>
    setImmediate(() => {
      (async () => {
        for (let statement = 0; statement < 3; statement++) await database.db.execute(sql`select 1`);
        log.push('save');
      })().then(resolve, reject);
    }),
  );
  await Promise.all([...reads, save]);
  return log.indexOf('save');
}

describe('the lanes into PGlite', () => {
  it('in one lane, a save waits behind every read asked for before it', async () => {
    // What a report did before: its reads, queued together, ran back to back without a turn of
    // the event loop, so the save (and every request) waited for all six.
    expect(await readsBeforeSave(database.db)).toBe(6);
  });

  it('through the background lane, a save waits behind one read at most', async () => {
    expect(await readsBeforeSave(database.background)).toBeLessThanOrEqual(1);
  });

  it('runs background statements one at a time, in order, each answered with its own rows', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((n) => database.background.execute(sql`select ${n}::int as n`)));
    expect(answers.map((result) => rowsOf(result)[0])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it('a failing background statement fails alone; the next still runs', async () => {
    const failing = database.background.execute(sql`select * from no_such_table`);
    const next = database.background.execute(sql`select 7::int as n`);
    await expect(failing).rejects.toThrow();
    expect(rowsOf(await next)).toEqual([{ n: 7 }]);
  });

  it('a background transaction commits and is seen by the front lane', async () => {
    await database.db.execute(sql`create table lane_check (n int)`);
    await database.background.transaction(async (tx) => {
      await tx.execute(sql`insert into lane_check values (1), (2)`);
    });
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from lane_check`))).toEqual([{ n: 2 }]);
  });

  it('runs a background statement anyway after the longest wait, when the front lane never pauses', async () => {
    // A client of two statements: 'hold' answers when released, anything else at once.
    let release!: () => void;
    const sent: string[] = [];
    const client = {
      query: (text: string) => {
        sent.push(text);
        return text === 'hold' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    } as unknown as PGlite;
    const lanes = createLanes(client, { maxWaitMs: 40 });
    const held = lanes.foreground.query('hold');
    expect(lanes.busy()).toBe(1);
    const started = performance.now();
    await lanes.background.query('read');
    // It went after its 40 ms, while the front lane's statement still ran.
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
    expect(sent).toEqual(['hold', 'read']);
    expect(lanes.busy()).toBe(1);
    release();
    await held;
    expect(lanes.busy()).toBe(0);
  });
});
