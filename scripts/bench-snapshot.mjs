// Embedded-database snapshots on a big show (issue 29): an event of 800 vehicles × 30 judges (24,000
// score sheets, 4,000 votes) seeded in SQL, then the built server with a snapshot every 10 s while
// /api/health is asked every 20 ms (open loop: a request goes out on time whether or not the last
// one came back, so a stall shows in every request it holds up) and 10 judges each save a score
// edit every 500 ms (20 saves a second: a busy show). The same 30 s with snapshots off, in the same run, is the baseline. Target: health
// p99 ≤ 250 ms during a snapshot. PGlite only (PostgreSQL is backed up with pg_dump).
// Alone: node scripts/bench-snapshot.mjs. BENCH_LABEL=before with BENCH_SERVER_ENTRY (another build)
// measures an older build into a section of its own (bench-support.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';
import { benchCastSql, judgedEventSql, openStore, percentile, runSql } from './bench-store.mjs';

if (process.env.BENCH_DATABASE_URL) {
  console.log('bench-snapshot: PostgreSQL is backed up with pg_dump; nothing to measure.');
  process.exit(0);
}

const PORT = 3937;
const WINDOW_MS = 30_000;
const PROBE_EVERY_MS = 20;
const SNAPSHOT_EVERY_MIN = 10 / 60;
const SAVERS = 10;
const SAVE_EVERY_MS = 500;
const PASSWORD = 'bench-judge-password';
const tag = Math.random().toString(36).slice(2, 7);
const title = `Snapshot Bench ${tag}`;
const typeTitle = `Snapshot Bench ${tag}`;
const judgePrefix = `snapshot-judge-${tag}-`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-snapshot-'));
const backups = path.join(dataDir, 'backups');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function login(base, username, password) {
  const res = await fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} ${res.status}`);
  return (await res.json()).access;
}

/** Snapshot windows seen from outside: from a .part file's appearance to its .tar.gz. */
function watchSnapshots() {
  const windows = [];
  let open;
  const timer = setInterval(() => {
    const files = fs.existsSync(backups) ? fs.readdirSync(backups) : [];
    const part = files.some((f) => f.endsWith('.part'));
    if (part && !open) open = { from: performance.now() };
    if (!part && open) {
      windows.push({ ...open, to: performance.now() });
      open = undefined;
    }
  }, 10);
  return () => {
    clearInterval(timer);
    return windows;
  };
}

/** 30 s of health probes and score saves; answers latencies with their send times. */
async function measure(base, tokens, facts, parameters) {
  const probes = [];
  const saves = [];
  const started = performance.now();
  const stopWatching = watchSnapshots();
  const inFlight = new Set();
  const prober = setInterval(() => {
    const at = performance.now();
    const probe = fetch(`${base}/api/health`)
      .then((res) => res.arrayBuffer().then(() => probes.push({ at, ms: performance.now() - at, ok: res.ok })))
      .catch(() => probes.push({ at, ms: performance.now() - at, ok: false }));
    inFlight.add(probe);
    probe.finally(() => inFlight.delete(probe));
  }, PROBE_EVERY_MS);
  let salt = 0;
  await Promise.all(
    tokens.map(async (token, j) => {
      for (let i = j; performance.now() - started < WINDOW_MS; i += SAVERS) {
        const vehicleId = facts.vehicles[i % facts.vehicles.length];
        const at = performance.now();
        const res = await fetch(`${base}/api/score-entry/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            intEventId: facts.eventId,
            intVehicleId: vehicleId,
            objParameterWiseScore: Object.fromEntries(parameters.map((p, k) => [String(p), (vehicleId + k + salt++) % 11])),
            dtEditedAt: new Date().toISOString(),
            strDeviceId: `tablet-${j}`,
          }),
        });
        await res.arrayBuffer();
        saves.push({ at, ms: performance.now() - at, ok: res.ok });
        await sleep(Math.max(0, SAVE_EVERY_MS - (performance.now() - at)));
      }
    }),
  );
  clearInterval(prober);
  await Promise.all(inFlight);
  return { probes, saves, windows: stopWatching() };
}

function stats(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  if (sorted.length === 0) return { n: 0, p50: NaN, p99: NaN, max: NaN };
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    failed: samples.filter((s) => !s.ok).length,
  };
}

const inWindow = (s, windows) => windows.some((w) => s.at >= w.from - 100 && s.at <= w.to);
const during = (samples, windows) => samples.filter((s) => inWindow(s, windows));
const between = (samples, windows) => samples.filter((s) => !inWindow(s, windows));

let server = await startServer(PORT, { DATA_DIR: dataDir });
try {
  await login(server.base, ADMIN.email, ADMIN.password);
  await server.stop();
  const seedStart = performance.now();
  await runSql(
    dataDir,
    `begin; ${benchCastSql({ typeTitle, parameters: 5, judgePrefix, judges: 30, password: PASSWORD })} ${judgedEventSql({ title, typeTitle, judgePrefix, scored: 800, fresh: 300, votes: 4000 })} commit;`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const store = await openStore(dataDir);
  const [event] = await store.query('select id from events where title = $1', [title]);
  const fresh = await store.query(
    'select v.id from vehicles v where v.event_id = $1 and not exists (select 1 from score_entries s where s.vehicle_id = v.id) order by v.id',
    [event.id],
  );
  const parameters = (
    await store.query('select p.id from parameters p join vehicle_types t on t.id = p.vehicle_type_id where t.title = $1 order by p.id', [
      typeTitle,
    ])
  ).map((r) => r.id);
  await store.close();
  const facts = { eventId: event.id, vehicles: fresh.map((r) => r.id) };
  const dirMb = (dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .reduce((sum, f) => sum + (fs.statSync(path.join(dir, String(f))).isFile() ? fs.statSync(path.join(dir, String(f))).size : 0), 0) /
    1e6;
  const pgdataMb = dirMb(path.join(dataDir, 'pgdata'));

  const loadAtStart = os.loadavg()[0];
  const rows = [];
  for (const [name, every] of [
    ['no snapshots (baseline)', '0'],
    [`a snapshot every ${Math.round(SNAPSHOT_EVERY_MIN * 60)} s`, String(SNAPSHOT_EVERY_MIN)],
  ]) {
    server = await startServer(PORT, { DATA_DIR: dataDir, BACKUP_EVERY_MIN: every });
    const tokens = [];
    for (let j = 0; j < SAVERS; j++) tokens.push(await login(server.base, `${judgePrefix}${j}@showgrid.local`, PASSWORD));
    const result = await measure(server.base, tokens, facts, parameters);
    await server.stop();
    rows.push({ name, ...result });
  }
  const files = fs.existsSync(backups) ? fs.readdirSync(backups).filter((f) => f.endsWith('.tar.gz')) : [];
  const snapshotMb = files.length ? fs.statSync(path.join(backups, files.at(-1))).size / 1e6 : NaN;
  const windows = rows[1].windows;
  const seconds = windows.map((w) => (w.to - w.from) / 1000);

  const fmt = (x) => (Number.isFinite(x) ? x.toFixed(0) : '–');
  const line = (name, s) => `| ${name} | ${s.n} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(s.max)} |`;
  const table = [
    `### Health and saves during embedded-database snapshots, 800 vehicles × 30 judges (${machineNote(server.engine)}; ${commandOf('bench-snapshot.mjs')})`,
    '',
    `GET /api/health every ${PROBE_EVERY_MS} ms (open loop) and ${SAVERS} judges each saving a score edit every ${SAVE_EVERY_MS} ms, for ${WINDOW_MS / 1000} s; first with snapshots off, then with one every ${Math.round(SNAPSHOT_EVERY_MIN * 60)} s. "between them" and "during one" split that second run (the same minute of a shared machine), "during": requests sent while a snapshot file was being written (from 100 ms before its .part file appeared to its rename; an older build that holds the database before writing anything shows its stall in the whole-window figures only). Data directory ${pgdataMb.toFixed(0)} MB; ${windows.length} snapshots of ${snapshotMb.toFixed(1)} MB, ${seconds.map((s) => s.toFixed(1)).join(' / ')} s each. Seeded in SQL in ${seedSeconds.toFixed(1)} s; the machine's load average before: ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores. Target: health p99 ≤ 250 ms during a snapshot.`,
    '',
    '| requests | n | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    line('health, no snapshots', stats(rows[0].probes)),
    line('health, with snapshots: whole window', stats(rows[1].probes)),
    line('health, with snapshots: between them', stats(between(rows[1].probes, windows))),
    line('health, with snapshots: during one', stats(during(rows[1].probes, windows))),
    line('score save, no snapshots', stats(rows[0].saves)),
    line('score save, with snapshots: whole window', stats(rows[1].saves)),
    line('score save, with snapshots: between them', stats(between(rows[1].saves, windows))),
    line('score save, with snapshots: during one', stats(during(rows[1].saves, windows))),
  ].join('\n');
  writeSection('snapshot', server.engine, table);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
