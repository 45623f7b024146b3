// The store beneath the server, for the benchmarks: seeding events straight into it in SQL (the
// API would take minutes for 24,000 score sheets) and the raw rate of the work an API path does,
// measured on the same store in the same run, so each API figure can be read as a ratio of what
// the database itself manages (docs/benchmarks.md). PostgreSQL with BENCH_DATABASE_URL; else the
// PGlite data dir of the server, which must be stopped meanwhile (a data dir is one process's).
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How many connections the server's pool holds (apps/server/src/db/client.ts openPostgres). */
const SERVER_POOL_SIZE = 10;

/** The format of apps/server/src/lib/passwords.ts, with cheap parameters (the hash records them). */
export function quickHash(password) {
  const salt = randomBytes(16);
  const params = { N: 2 ** 10, r: 8, p: 1 };
  const key = scryptSync(password.normalize('NFKC'), salt, 32, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * The store as a small client: query(text, params) → rows, transaction(fn) with fn(query), close().
 * PGlite is opened on the server's data dir (`dataDir`/pgdata) in this process.
 */
export async function openStore(dataDir) {
  if (process.env.BENCH_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: SERVER_POOL_SIZE });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      exec: async (script) => {
        await pool.query(script);
      },
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(async (text, params) => (await client.query(text, params)).rows);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  return {
    query: async (text, params) => (await db.query(text, params)).rows,
    exec: async (script) => {
      await db.exec(script);
    },
    transaction: (fn) => db.transaction((tx) => fn(async (text, params) => (await tx.query(text, params)).rows)),
    async close() {
      await db.exec('CHECKPOINT');
      await db.close();
    },
  };
}

/** Runs `script` on the store; answers the rows of `question` asked afterwards, if given. */
export async function runSql(dataDir, script, question) {
  const store = await openStore(dataDir);
  try {
    await store.exec(script);
    return question ? await store.query(question) : [];
  } finally {
    await store.close();
  }
}

const q = (text) => text.replaceAll("'", "''");

/**
 * Each seeded sheet's total and maximum, kept on the entry since migration 0009, as a save keeps
 * them; skipped on a server from before it (the "before" figures of docs/benchmarks.md).
 * `eventSql`: an expression for the event's id.
 */
export function sheetTotalsSql(eventSql) {
  return `
    do $totals$ begin
      if exists (select 1 from information_schema.columns where table_name = 'score_entries' and column_name = 'total_score') then
        execute 'update score_entries s set total_score = t.total, max_score = t.max
          from (select v.score_id, sum(v.score)::int as total, sum(p.score_limit)::int as max
                from score_parameter_values v join parameters p on p.id = v.parameter_id group by v.score_id) t
          where s.id = t.score_id and s.event_id = ' || ${eventSql};
      end if;
    end $totals$;`;
}

/**
 * SQL for a judged event, found by its unique `title`: `categories` categories of the vehicle type
 * `typeTitle` (which must exist with its parameters), `scored` Paid vehicles each scored by every
 * judge whose e-mail starts with `judgePrefix` (all mapped to the event), `fresh` Paid vehicles
 * nobody scored yet, `votes` audience votes. It starts an hour ago: voting is open. Scores vary
 * with vehicle, judge and parameter so the ranking has a spread and some ties.
 */
export function judgedEventSql({ title, typeTitle, judgePrefix, scored, fresh = 0, categories = 8, votes = 0 }) {
  const ev = `(select id from events where title = '${q(title)}')`;
  const type = `(select id from vehicle_types where title = '${q(typeTitle)}')`;
  return `
    insert into events (title, location, starts_at) values ('${q(title)}', 'Bench Park', now() - interval '1 hour');
    insert into categories (name, vehicle_type_id) select '${q(title)} class ' || c, ${type} from generate_series(1, ${categories}) c;
    insert into event_categories (event_id, category_id) select ${ev}, id from categories where name like '${q(title)} class %';
    insert into event_judges (event_id, judge_id) select ${ev}, id from users where email like '${q(judgePrefix)}%';
    insert into vehicles (event_id, category_id, vehicle_type_id, registration_no, brand, model, owner_name, paid)
      select ${ev}, c.id, c.vehicle_type_id, md5('${q(title)}') || '-' || v, 'Brand ' || (v % 17), 'Model ' || v, 'Owner ' || v, true
      from generate_series(0, ${scored + fresh - 1}) v
      join categories c on c.name = '${q(title)} class ' || (v % ${categories} + 1);
    with vehicle as (select id, row_number() over (order by id) - 1 as n from vehicles where event_id = ${ev})
    insert into score_entries (event_id, vehicle_id, judge_id, edited_at, device_id, top_choice)
      select ${ev}, vehicle.id, j.judge_id, now() - interval '1 day', 'seed', (vehicle.n + j.judge_id * 13) % ${Math.max(scored, 1)} < 3
      from vehicle join event_judges j on j.event_id = ${ev}
      where vehicle.n < ${scored};
    insert into score_parameter_values (score_id, parameter_id, score)
      select s.id, p.id, (s.vehicle_id * 7 + s.judge_id * 3 + p.id * 5) % 11
      from score_entries s join parameters p on p.vehicle_type_id = ${type} and p.retired_at is null
      where s.event_id = ${ev};
    ${sheetTotalsSql(ev)}
    with vehicle as (select id, row_number() over (order by id) - 1 as n from vehicles where event_id = ${ev})
    insert into audience_votes (event_id, vehicle_id, email, canonical_email, created_at)
      select ${ev}, vehicle.id, 'fan-' || md5('${q(title)}') || '-' || i || '@example.com', 'fan-' || md5('${q(title)}') || '-' || i || '@example.com', now()
      from generate_series(0, ${votes - 1}) i join vehicle on vehicle.n = (i * i) % ${Math.max(scored + fresh, 1)};`;
}

/** SQL for a vehicle type with `parameters` parameters out of 10, and `judges` judges (password `password`). */
export function benchCastSql({ typeTitle, parameters, judgePrefix, judges, password }) {
  const type = `(select id from vehicle_types where title = '${q(typeTitle)}')`;
  return `
    insert into vehicle_types (title) values ('${q(typeTitle)}');
    insert into parameters (vehicle_type_id, title, score_limit) select ${type}, 'Criterion ' || k, 10 from generate_series(1, ${parameters}) k;
    insert into users (email, password_hash, role, full_name)
      select '${q(judgePrefix)}' || j || '@showgrid.local', '${quickHash(password)}', 'judge', 'Bench Judge ' || j from generate_series(0, ${judges - 1}) j;`;
}

/** Runs `work(i)` for i in 0..count-1 from `concurrency` workers; answers operations per second. */
async function rate(count, concurrency, work) {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
  return count / ((performance.now() - t) / 1000);
}

/**
 * The raw rates of the store, for the event `title` (seeded by judgedEventSql with `fresh` ≥
 * count / judges vehicles nobody scored): the work of a score save as the database sees it, one
 * transaction inserting an entry and its parameter values; and a single-row insert (a vote row).
 * `concurrency` clients at once (PostgreSQL: the server's pool of 10 connections; PGlite runs
 * one statement at a time whatever the concurrency). Answers { sheet, insert } per second.
 */
export async function rawRates(dataDir, { title, count = 3000, concurrency = 30 }) {
  const store = await openStore(dataDir);
  try {
    const [event] = await store.query('select id from events where title = $1', [title]);
    if (!event) throw new Error(`raw rates: no event ${title}`);
    const vehicles = await store.query('select id, vehicle_type_id from vehicles where event_id = $1 order by id', [event.id]);
    const judges = (await store.query('select judge_id from event_judges where event_id = $1 order by judge_id', [event.id])).map(
      (r) => r.judge_id,
    );
    const parameters = (
      await store.query('select id from parameters where vehicle_type_id = $1 and retired_at is null order by id', [
        vehicles[0].vehicle_type_id,
      ])
    ).map((r) => r.id);
    if (vehicles.length * judges.length < count) throw new Error('raw rates: the event has too few vehicle × judge pairs');
    const valuesSql = `insert into score_parameter_values (score_id, parameter_id, score) values ${parameters.map((_, k) => `($1, $${k * 2 + 2}, $${k * 2 + 3})`).join(', ')}`;
    const meter = cpuMeter([]);
    const sheet = await rate(count, concurrency, (i) =>
      store.transaction(async (query) => {
        const [entry] = await query(
          'insert into score_entries (event_id, vehicle_id, judge_id, edited_at, device_id) values ($1, $2, $3, $4, $5) returning id',
          [event.id, vehicles[Math.floor(i / judges.length)].id, judges[i % judges.length], new Date().toISOString(), 'raw'],
        );
        await query(valuesSql, [entry.id, ...parameters.flatMap((p, k) => [p, (i + k) % 11])]);
      }),
    );
    const sheetCpu = meter.since();
    const tag = randomBytes(4).toString('hex');
    const insert = await rate(count, concurrency, async (i) => {
      const email = `raw-${tag}-${i}@example.com`;
      await store.query(
        'insert into audience_votes (event_id, vehicle_id, email, canonical_email, created_at) values ($1, $2, $3, $3, $4)',
        [event.id, vehicles[i % vehicles.length].id, email, new Date().toISOString()],
      );
    });
    // Leave the event as it was: the raw rows are no show's data.
    await store.query("delete from score_entries where event_id = $1 and device_id = 'raw'", [event.id]);
    await store.query('delete from audience_votes where event_id = $1 and email like $2', [event.id, `raw-${tag}-%`]);
    // The raw work's CPU per sheet: PGlite runs in this process, PostgreSQL in its own.
    return { sheet, insert, sheetCpuMs: (sheetCpu.client + sheetCpu.database) / count };
  } finally {
    await store.close();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// CPU time (user + system) from /proc, in ms: where the time of a benchmark went, per process kind.
const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuOfStat(text) {
  // Fields after the command name (which may hold spaces), from field 3: utime is 14th, stime 15th.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(rest[11]) + Number(rest[12])) * TICK_MS;
}

/** CPU ms used so far by these processes (a process gone counts 0), with all their threads. */
export function cpuMsOf(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      total += cpuOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // exited
    }
  }
  return total;
}

/** CPU ms used so far by every PostgreSQL server process on the machine (backends, writers). */
export function postgresCpuMs() {
  let total = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (stat.includes('(postgres)')) total += cpuOfStat(stat);
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** Takes a CPU reading of the server's processes, PostgreSQL's (when used) and this client's; `since()` answers the ms each used since. */
export function cpuMeter(serverPids) {
  const usesPostgres = Boolean(process.env.BENCH_DATABASE_URL);
  const read = () => ({
    server: cpuMsOf(serverPids),
    database: usesPostgres ? postgresCpuMs() : 0,
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  const start = read();
  return {
    since() {
      const now = read();
      return { server: now.server - start.server, database: now.database - start.database, client: now.client - start.client };
    },
  };
}
