// Benchmark of results and reports through the real built server: an event of 800 Paid vehicles
// in 8 categories, 30 judges who each scored every vehicle on 5 parameters (24,000 score sheets)
// and picked 3, and 4,000 audience votes. The event is seeded straight into the database (the API
// would take minutes for 24,000 sheets): PGlite with the server stopped (it owns the data dir),
// PostgreSQL with BENCH_DATABASE_URL. Then GET /api/ranking/, the PDF report and the XLSX report
// are timed alone, median of BENCH_RUNS (3) runs each, beside the raw work a report stands on
// (every sheet read from the same store in one statement, parsed and deflated; load-support.mjs),
// and again under load: 30 judges saving about once a second each with /api/health probed beside
// them, idle and while each report downloads (issue 29: saves and health within 2× idle).
// `npm run bench` runs it; alone: node scripts/bench-reports.mjs. Writes its section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';
import { quickHash, runSql, sheetTotalsSql } from './bench-store.mjs';
import { JUDGE_PASSWORD, referenceMs, rssMb, rssPeak, serverCpuMs, signIn, sleep, steadyLoad, windowStats } from './load-support.mjs';

const VEHICLES = 800;
const CATEGORIES = 8;
const JUDGES = 30;
const PARAMETERS = 5;
const VOTES = 4000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3923);
const tag = Math.random().toString(36).slice(2, 7);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-reports-'));
const env = { DATA_DIR: dataDir };

/** Runs the seed script on the engine the server uses; answers the seeded event's id. */
async function seedEvent(script) {
  const [event] = await runSql(dataDir, script, `SELECT id FROM events WHERE title = 'Report Bench ${tag}'`);
  return event.id;
}

/**
 * The whole event in set-based SQL. Scores vary with vehicle, judge and parameter so the ranking
 * has a spread and some ties; every judge picks 3 vehicles; votes favour low vehicle numbers.
 */
const seed = `
BEGIN;
INSERT INTO vehicle_types (title) VALUES ('Report Bench ${tag}');
INSERT INTO parameters (vehicle_type_id, title, score_limit)
  SELECT t.id, 'Criterion ' || k, 10 FROM vehicle_types t, generate_series(1, ${PARAMETERS}) k WHERE t.title = 'Report Bench ${tag}';
INSERT INTO categories (name, vehicle_type_id)
  SELECT 'Bench ${tag} Class ' || c, t.id FROM vehicle_types t, generate_series(1, ${CATEGORIES}) c WHERE t.title = 'Report Bench ${tag}';
INSERT INTO events (title, location, starts_at) VALUES ('Report Bench ${tag}', 'Bench Park', now() - interval '1 day');
INSERT INTO event_categories (event_id, category_id)
  SELECT e.id, c.id FROM events e, categories c WHERE e.title = 'Report Bench ${tag}' AND c.name LIKE 'Bench ${tag} Class %';
INSERT INTO users (email, password_hash, role, full_name)
  SELECT 'bench-report-judge-${tag}-' || j || '@showgrid.local', '${quickHash(JUDGE_PASSWORD)}', 'judge', 'Bench Judge ' || j FROM generate_series(1, ${JUDGES}) j;
INSERT INTO event_judges (event_id, judge_id)
  SELECT e.id, u.id FROM events e, users u WHERE e.title = 'Report Bench ${tag}' AND u.email LIKE 'bench-report-judge-${tag}-%';
INSERT INTO vehicles (event_id, category_id, vehicle_type_id, unique_id, registration_no, brand, model, owner_name, paid)
  SELECT e.id, c.id, c.vehicle_type_id, 'RB' || lpad(v::text, 4, '0'), 'RB-${tag}-' || v, 'Brand ' || (v % 17), 'Model ' || v, 'Owner ' || v, true
  FROM events e, generate_series(0, ${VEHICLES - 1}) v
  JOIN categories c ON c.name = 'Bench ${tag} Class ' || (v % ${CATEGORIES} + 1)
  WHERE e.title = 'Report Bench ${tag}';
INSERT INTO score_entries (event_id, vehicle_id, judge_id, edited_at, device_id)
  SELECT v.event_id, v.id, j.judge_id, now(), 'bench'
  FROM vehicles v JOIN events e ON e.id = v.event_id AND e.title = 'Report Bench ${tag}'
  JOIN event_judges j ON j.event_id = e.id;
INSERT INTO score_parameter_values (score_id, parameter_id, score)
  SELECT s.id, p.id, (s.vehicle_id * 7 + s.judge_id * 3 + p.id * 5) % 11
  FROM score_entries s JOIN events e ON e.id = s.event_id AND e.title = 'Report Bench ${tag}'
  JOIN vehicle_types t ON t.title = 'Report Bench ${tag}'
  JOIN parameters p ON p.vehicle_type_id = t.id;
${sheetTotalsSql(`(SELECT id FROM events WHERE title = 'Report Bench ${tag}')`)}
UPDATE score_entries s SET top_choice = true
  FROM events e WHERE e.id = s.event_id AND e.title = 'Report Bench ${tag}' AND (s.vehicle_id + s.judge_id * 13) % ${VEHICLES} < 3;
INSERT INTO audience_votes (event_id, vehicle_id, email, created_at)
  SELECT e.id, v.id, 'voter-${tag}-' || n || '@example.com', now()
  FROM events e, generate_series(1, ${VOTES}) n
  JOIN vehicles v ON v.registration_no = 'RB-${tag}-' || ((n * n) % ${VEHICLES})
  WHERE e.title = 'Report Bench ${tag}';
COMMIT;
`;

/** Sets the event's scoring rule through the API (GET it, PUT it back with `scoring`), as the event form does. */
async function setScoring(base, token, eventId, { parameterTieBreak, ...scoring }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { data: event } = await (await fetch(`${base}/api/event/manage-event/${eventId}/`, { headers })).json();
  let tieBreak = {};
  if (parameterTieBreak) {
    const typeId =
      event.arrVehicleCategory[0] &&
      (await (await fetch(`${base}/api/vehicle/vehicle-category/${event.arrVehicleCategory[0].id}/`, { headers })).json()).data
        ?.intVehicleType;
    const params = typeId
      ? (await (await fetch(`${base}/api/vehicle/parameter/?intVehicleTypeId=${typeId}`, { headers })).json()).data
      : [];
    if (params[0]) tieBreak = { arrTieBreak: ['score', `parameter:${params[0].id}`, 'picks', 'votes', 'organiser'] };
  }
  const body = {
    strEventTitle: event.strEventTitle,
    strEventLocation: event.strEventLocation,
    strEventStartDateTime: event.strEventStartDateTime,
    arrVehicleCategory: event.arrVehicleCategory.map((c) => c.id),
    arrJudges: event.arrJudges,
    ...scoring,
    ...tieBreak,
  };
  const res = await fetch(`${base}/api/event/manage-event/${eventId}/`, { method: 'PUT', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`scoring rule ${res.status} ${await res.text()}`);
  if (parameterTieBreak && !tieBreak.arrTieBreak) throw new Error('no parameter found for the tie-break');
}

const DEFAULT_ORDER = ['score', 'picks', 'votes', 'organiser'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(token, url) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - t);
    if (!res.ok) throw new Error(`${url} ${res.status} ${body.toString('utf8').slice(0, 200)}`);
    bytes = body.length;
  }
  return { median: median(times).toFixed(0), min: Math.min(...times).toFixed(0), max: Math.max(...times).toFixed(0), bytes };
}

/**
 * Each report downloaded once while 30 judges save (about once a second each) and /api/health is
 * probed: saves and health in the idle window before, and while each report downloads, beside the
 * report's time under load; the server's memory (RSS) before, at its peak and 7 s after.
 */
async function reportsUnderLoad(server, admin, eventId) {
  const { base } = server;
  const pid = server.pids[0];
  const tokens = [];
  for (let j = 1; j <= JUDGES; j++)
    tokens.push(await signIn(base, { email: `bench-report-judge-${tag}-${j}@showgrid.local`, password: JUDGE_PASSWORD }));
  const ranked = (
    await (await fetch(`${base}/api/ranking/?intEventId=${eventId}`, { headers: { authorization: `Bearer ${admin}` } })).json()
  ).data;
  const show = { eventId, vehicles: ranked.map((row) => row.intVehicleId), parameters: await parametersOf(base, admin, eventId) };
  const load = steadyLoad({ base, tokens, show });
  await sleep(1_000);
  const idleFrom = load.now();
  const cpu0 = serverCpuMs(pid);
  await sleep(6_000);
  const windows = [['idle (30 judges saving)', idleFrom, load.now(), null, serverCpuMs(pid), cpu0]];
  const before = rssMb(pid);
  const peak = rssPeak(pid);
  for (const [what, isPdf] of [
    ['while the PDF downloads', 1],
    ['while the XLSX downloads', 0],
  ]) {
    const from = load.now();
    const cpu = serverCpuMs(pid);
    const t = performance.now();
    const res = await fetch(`${base}/api/report/${eventId}/download/${isPdf}`, { headers: { authorization: `Bearer ${admin}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`report under load: ${res.status}`);
    windows.push([what, from, load.now(), performance.now() - t, serverCpuMs(pid), cpu]);
    await sleep(1_000);
  }
  const peakMb = peak.stop();
  await load.stop();
  await sleep(7_000);
  const after = rssMb(pid);
  const row = ([what, from, to, reportMs, cpuTo, cpuFrom]) => {
    const saves = windowStats(load.samples.saves, from, to);
    const health = windowStats(load.samples.health, from, to);
    const share = (key) => `${((100 * (cpuTo[key] - cpuFrom[key])) / (to - from)).toFixed(0)} %`;
    return `| ${what} | ${reportMs === null ? '' : reportMs.toFixed(0)} | ${saves.n} | ${saves.p50.toFixed(0)} | ${saves.p99.toFixed(0)} | ${health.p50.toFixed(0)} | ${health.p99.toFixed(0)} | ${share('main')} / ${share('all')} | ${saves.failed + health.failed} |`;
  };
  return [
    `Under load: 30 judges save a sheet about once a second each, six probes ask /api/health every 50 ms; the admin downloads each report once. Server memory (RSS): ${before.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at the peak (+${(peakMb - before).toFixed(0)}), ${after.toFixed(0)} MB 7 s after.`,
    '',
    '| window | report ms | saves | save p50 ms | save p99 ms | health p50 ms | health p99 ms | server CPU: event loop / all threads, of a core | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...windows.map(row),
  ];
}

/** The parameters of the event's vehicle type, as a tablet gets them (to send well-formed saves). */
async function parametersOf(base, admin, eventId) {
  const headers = { authorization: `Bearer ${admin}`, blnRemovePagination: 'true' };
  const { data: event } = await (await fetch(`${base}/api/event/manage-event/${eventId}/`, { headers })).json();
  const category = (await (await fetch(`${base}/api/vehicle/vehicle-category/${event.arrVehicleCategory[0].id}/`, { headers })).json())
    .data;
  return (await (await fetch(`${base}/api/vehicle/parameter/?intVehicleTypeId=${category.intVehicleType}`, { headers })).json()).data.map(
    (p) => p.id,
  );
}

// First start: migrations and the admin. PGlite's data dir belongs to one process, so seed with it stopped.
let server = await startServer(PORT, env);
await server.stop();
const seedStart = performance.now();
const eventId = await seedEvent(seed);
const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
// The raw work a report stands on, on the same store, the server stopped (PGlite is one process's).
const reference = referenceMs(dataDir, eventId);
server = await startServer(PORT, env);

try {
  const { base } = server;
  const login = await fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { access } = await login.json();
  const ranking = await (
    await fetch(`${base}/api/ranking/?intEventId=${eventId}`, { headers: { authorization: `Bearer ${access}` } })
  ).json();
  if (ranking.data.length !== VEHICLES) throw new Error(`ranking has ${ranking.data.length} rows, not ${VEHICLES}`);

  const urls = [
    ['GET /api/ranking/ (all 8 categories ranked, ties, JSON)', `${base}/api/ranking/?intEventId=${eventId}`],
    ['GET /api/report/{id}/download/1 (PDF)', `${base}/api/report/${eventId}/download/1`],
    ['GET /api/report/{id}/download/0 (XLSX)', `${base}/api/report/${eventId}/download/0`],
    // BENCH_RANKING_ONLY=1 times the ranking alone (to profile it: a report's minute of layout drowns it).
  ].slice(0, process.env.BENCH_RANKING_ONLY ? 1 : 3);
  const timeAll = async () => {
    const out = [];
    for (const [name, url] of urls) out.push([name, await timed(access, url)]);
    return out;
  };
  const points = await timeAll();
  const underLoad = process.env.BENCH_RANKING_ONLY ? null : await reportsUnderLoad(server, access, eventId);
  // The same event and scores under the other rules (ADR 029), set through the API as the event
  // form does. Only the ranking is timed again: the reports read the same ranking and then spend
  // their time laying out pages and cells, which no rule changes.
  const rules = [];
  for (const [label, scoring] of [
    [
      'Drop high and low (4+), medals',
      {
        strScoringRule: 'drop-high-low',
        intDropMinJudges: 4,
        objMedalBands: { gold: 90, silver: 80, bronze: 70 },
        arrTieBreak: DEFAULT_ORDER,
      },
    ],
    ['… and a parameter tie-break', { parameterTieBreak: true }],
    ['Deduction, medals', { strScoringRule: 'deduction', arrTieBreak: DEFAULT_ORDER }],
  ]) {
    await setScoring(base, access, eventId, scoring);
    rules.push([label, await timed(access, urls[0][1])]);
  }
  // Points once more, warm as the rules were: the first Points figure also pays the start's warm-up.
  await setScoring(base, access, eventId, { strScoringRule: 'points', objMedalBands: null, arrTieBreak: DEFAULT_ORDER });
  const warmPoints = await timed(access, urls[0][1]);
  const engine = server.engine;
  const command = commandOf('bench-reports.mjs');
  const ratio = (r) => (Number(r.median) / Number(warmPoints.median)).toFixed(2);
  const table = [
    `### Results and reports, ${VEHICLES} Paid vehicles in ${CATEGORIES} categories, ${JUDGES} judges × every vehicle × ${PARAMETERS} parameters, ${VOTES} votes (${machineNote(engine)}; ${command})`,
    '',
    `Seeded in SQL in ${seedSeconds} s (${VEHICLES * JUDGES} score sheets). One request at a time, ${RUNS} runs each. Points (the default rule). The raw work a report stands on, on the same store in the same run (every sheet read in one statement, parsed, deflated): ${reference.toFixed(0)} ms.`,
    '',
    '| what | median ms | min ms | max ms | × raw work | size |',
    '|---|---:|---:|---:|---:|---:|',
    ...points.map(
      ([name, r]) =>
        `| ${name} | ${r.median} | ${r.min} | ${r.max} | ${(Number(r.median) / reference).toFixed(2)} | ${(r.bytes / 1024).toFixed(0)} KiB |`,
    ),
    ...(underLoad ? ['', ...underLoad] : []),
    '',
    `The same event and scores under the other rules, the ranking's median beside Points timed again after them (${warmPoints.median} ms; ratio):`,
    '',
    '| rule | what | median ms | × Points |',
    '|---|---|---:|---:|',
    ...rules.map(([label, r]) => `| ${label} | ${urls[0][0]} | ${r.median} | ${ratio(r)} |`),
  ].join('\n');
  writeSection('reports', engine, table);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
