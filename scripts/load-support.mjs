// What the CI load test (scripts/load-test.mjs) and its scenarios share, and the reports benchmark's
// "under load" table: an 800 × 30 show seeded straight into the store, 30 judges saving at a steady
// pace, a health prober, latency statistics over time windows, the server's memory from /proc.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { ADMIN } from './bench-support.mjs';
import { benchCastSql, judgedEventSql, openStore, percentile, quickHash, runSql } from './bench-store.mjs';

export const SHOW = { vehicles: 800, categories: 8, judges: 30, parameters: 5, votes: 4000 };
export const JUDGE_PASSWORD = 'load-judge-password';
/** A second admin (the first is bench-support's ADMIN): one download per admin runs at a time. */
export const OTHER_ADMIN = { email: 'load-admin-2@showgrid.local', password: 'load-admin-password-2' };
export { ADMIN };

/**
 * Seeds the show (the server stopped when on PGlite: its data dir is one process's): a vehicle
 * type of 5 parameters, 30 judges who can sign in, 800 Paid vehicles in 8 classes each scored
 * by every judge (24,000 sheets), 4,000 votes, and the second admin. Answers the event's facts.
 */
export async function seedShow(dataDir, tag) {
  const typeTitle = `Load ${tag}`;
  const judgePrefix = `load-judge-${tag}-`;
  const title = `Load Show ${tag}`;
  await runSql(
    dataDir,
    `begin;
    ${benchCastSql({ typeTitle, parameters: SHOW.parameters, judgePrefix, judges: SHOW.judges, password: JUDGE_PASSWORD })}
    ${judgedEventSql({ title, typeTitle, judgePrefix, scored: SHOW.vehicles, categories: SHOW.categories, votes: SHOW.votes })}
    insert into users (email, password_hash, role, full_name) values ('${OTHER_ADMIN.email}', '${quickHash(OTHER_ADMIN.password)}', 'admin', 'Second Admin')
      on conflict do nothing;
    commit;`,
  );
  const store = await openStore(dataDir);
  try {
    const [event] = await store.query('select id from events where title = $1', [title]);
    const vehicles = (await store.query('select id from vehicles where event_id = $1 order by id', [event.id])).map((r) => r.id);
    const parameters = (
      await store.query('select p.id from parameters p join vehicle_types t on t.id = p.vehicle_type_id where t.title = $1 order by p.id', [
        typeTitle,
      ])
    ).map((r) => r.id);
    const judges = Array.from({ length: SHOW.judges }, (_, j) => `${judgePrefix}${j}@showgrid.local`);
    return { eventId: event.id, vehicles, parameters, judges };
  } finally {
    await store.close();
  }
}

/**
 * The raw work a report stands on, on the same store in the same run (the server stopped on
 * PGlite): every sheet of the event read as JSON text in one statement, parsed, and the text
 * deflated (the work of writing a compressed file). A report's time divided by this is the ratio
 * the bench check compares with its baseline: it moves with the machine and the engine, not
 * with noise of the day. It runs at the export threads' priority (nice 19, load-reference.mjs),
 * so a busy machine slows both alike. Median of three, in ms.
 */
export function referenceMs(dataDir, eventId) {
  const script = fileURLToPath(new URL('./load-reference.mjs', import.meta.url));
  const args = [process.execPath, script, dataDir, String(eventId)];
  const niced = spawnSync('nice', ['-n', '19', ...args], { encoding: 'utf8', env: process.env });
  const run = niced.error ? spawnSync(args[0], args.slice(1), { encoding: 'utf8', env: process.env }) : niced;
  const ms = Number(run.stdout.trim());
  if (run.status !== 0 || !(ms > 0)) throw new Error(`the reference work failed: ${run.stderr}`);
  return ms;
}

/** The reference work itself (load-reference.mjs runs it in a process of its own). */
export async function referenceWork(dataDir, eventId) {
  const store = await openStore(dataDir);
  try {
    const times = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const [row] = await store.query(
        `select json_agg(json_build_array(e.vehicle_id, e.judge_id, e.special_note, e.total_score, e.max_score,
           (select json_agg(json_build_array(s.parameter_id, s.score)) from score_parameter_values s where s.score_id = e.id)))::text as sheets
         from score_entries e where e.event_id = $1`,
        [eventId],
      );
      JSON.parse(row.sheets);
      deflateSync(row.sheets);
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[1];
  } finally {
    await store.close();
  }
}

export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return (await res.json()).access;
}

/** A timed request: { at (ms since the load began), ms, status }. */
async function timed(started, url, init) {
  const at = performance.now();
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { at: at - started, ms: performance.now() - at, status: res.status };
  } catch {
    return { at: at - started, ms: performance.now() - at, status: 0 };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The steady load every scenario runs under: each judge saves a sheet about once a second (a
 * judge re-scoring the cars of the show in turn, 30 saves a second in all: a busy show's peak,
 * not its average), and six health probes every 50 ms (some 700 in a 6 s window, so a p99 is not
 * one unlucky request). Runs until stop(); `samples` holds every request, timed, so a scenario's
 * window can be cut out of it.
 *
 * Every save changes the sheet (and so the vehicle's total, and the ranks the dashboards refresh),
 * also in a scenario measured again: each judge goes on from the car and the scores where its last
 * load stopped. (A new load that started over resent the sheets of the one before, which the server
 * takes without a change and without a refresh: a second measurement was a lighter day than the
 * first, event loop 40 % busy against 70 %.)
 */
const savesMade = new Map();
export function steadyLoad({ base, tokens, show }) {
  const started = performance.now();
  const samples = { saves: [], health: [] };
  let running = true;
  const judge = async (j) => {
    for (let k = savesMade.get(j) ?? 0; running; k++) {
      savesMade.set(j, k + 1);
      const vehicleId = show.vehicles[(j * 26 + k) % show.vehicles.length];
      const body = {
        intEventId: show.eventId,
        intVehicleId: vehicleId,
        objParameterWiseScore: Object.fromEntries(show.parameters.map((p, i) => [String(p), (vehicleId + i + k) % 11])),
        dtEditedAt: new Date().toISOString(),
        strDeviceId: `load-tablet-${j}`,
      };
      samples.saves.push(
        await timed(started, `${base}/api/score-entry/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[j]}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      await sleep(500 + Math.random() * 1000);
    }
  };
  const probe = async () => {
    while (running) {
      samples.health.push(await timed(started, `${base}/api/health`));
      await sleep(50);
    }
  };
  const workers = [...tokens.map((_, j) => judge(j)), ...Array.from({ length: 6 }, probe)];
  return {
    samples,
    /** ms since the load began: where a window starts or ends. */
    now: () => performance.now() - started,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** The requests that started inside [from, to): their p50, p99, count and failures. */
export function windowStats(list, from, to) {
  const inside = list.filter((s) => s.at >= from && s.at < to);
  const sorted = inside.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: inside.length,
    p50: percentile(sorted, 50) ?? 0,
    p99: percentile(sorted, 99) ?? 0,
    max: sorted.at(-1) ?? 0,
    failed: inside.filter((s) => s.status < 200 || s.status >= 300).length,
  };
}

/** The server's resident memory, MB, from /proc (RSS: the V8 heaps of every thread and the rest). */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function cpuTicksMs(path) {
  const stat = fs.readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms so far of the server's main thread (its event loop) and of the whole process (every thread). */
export function serverCpuMs(pid) {
  return { main: cpuTicksMs(`/proc/${pid}/task/${pid}/stat`), all: cpuTicksMs(`/proc/${pid}/stat`) };
}

/** Samples RSS every 100 ms until stop(), which answers the peak. */
export function rssPeak(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the server is gone: the caller will say so
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Downloads a file as an admin; answers { ms, bytes, status }. */
export async function download(base, token, url) {
  const t = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - t, bytes: body.length, status: res.status, head: body.subarray(0, 4).toString('latin1') };
}

export { sleep };
