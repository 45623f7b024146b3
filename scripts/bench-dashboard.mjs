// Benchmark of the live dashboard through the real built server: an event of 800 Paid vehicles
// (8 categories), 30 judges, 5 parameters, 3 score sheets per vehicle and 2,000 audience votes,
// seeded straight into the database (the server is stopped for that on PGlite, which is one
// process's). Then: GET /api/dashboard/ timings (the recomputation each push costs) and the
// coverage read, each beside the same statements sent straight to the store in the same run with
// the server stopped (bench-dashboard-raw.mjs), 3 runs (BENCH_RUNS), medians; 50 admin dashboards
// on /ws/dashboard, and the time from a judge's score POST to the new dashboard on all 50 sockets,
// for scores spaced out (each its own push) and for 30 judges at once (pushes coalesced). PGlite,
// or PostgreSQL with BENCH_DATABASE_URL.
// `npm run bench` runs it; alone: node scripts/bench-dashboard.mjs. Writes its section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { WebSocket } from 'ws';
import { ADMIN, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';
import { rawReadTimes } from './bench-dashboard-raw.mjs';
import { median, quickHash, runSql, sheetTotalsSql } from './bench-store.mjs';

const PORT = 3923;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VEHICLES = 800;
const CATEGORIES = 8;
const JUDGES = 30;
const PARAMETERS = 5;
const SHEETS_PER_VEHICLE = 3;
const VOTES = 2000;
const SOCKETS = 50;
const GETS = 100;
const SPACED_POSTS = 100;
const SPACING_MS = 400;
const BURSTS = 5;
const tag = Math.random().toString(36).slice(2, 7);
const JUDGE_PASSWORD = 'bench-judge-password';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-dashboard-'));
const serverEnv = { DATA_DIR: dataDir };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** How many timings, their p50 and p99 (`stats`: as the tables print them). */
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const stats = (values) => {
  const { n, p50, p99 } = spread(values);
  return { n, p50: p50.toFixed(1), p99: p99.toFixed(1) };
};

/** One script, by names carrying the tag, so it needs no ids back and can share BENCH_DATABASE_URL. */
function seedSql() {
  const t = tag;
  const ev = `(select id from events where title = 'Dash Bench ${t}')`;
  const type = `(select id from vehicle_types where title = 'Dash Bench ${t}')`;
  return `
    begin;
    insert into vehicle_types (title) values ('Dash Bench ${t}');
    insert into parameters (vehicle_type_id, title, score_limit) select ${type}, 'Criterion ' || k, 10 from generate_series(1, ${PARAMETERS}) k;
    insert into categories (name, vehicle_type_id) select 'Dash Bench ${t} ' || c, ${type} from generate_series(1, ${CATEGORIES}) c;
    insert into events (title, location, starts_at) values ('Dash Bench ${t}', 'Bench Park', now() - interval '1 hour');
    insert into event_categories (event_id, category_id) select ${ev}, id from categories where name like 'Dash Bench ${t} %';
    insert into users (email, password_hash, role, full_name)
      select 'dash-judge-${t}-' || j || '@showgrid.local', '${quickHash(JUDGE_PASSWORD)}', 'judge', 'Dash Judge ' || j from generate_series(0, ${JUDGES - 1}) j;
    insert into event_judges (event_id, judge_id) select ${ev}, id from users where email like 'dash-judge-${t}-%';
    insert into vehicles (event_id, category_id, vehicle_type_id, registration_no, brand, model, owner_name, paid)
      select ${ev}, c.id, ${type}, 'DB${t}' || v, 'Jaguar', 'E-Type ' || v, 'Owner ' || v, true
      from generate_series(0, ${VEHICLES - 1}) v
      join categories c on c.name = 'Dash Bench ${t} ' || (v % ${CATEGORIES} + 1);
    with judge as (select id, row_number() over (order by id) - 1 as n from users where email like 'dash-judge-${t}-%'),
      vehicle as (select id, row_number() over (order by id) - 1 as n from vehicles where event_id = ${ev})
    insert into score_entries (event_id, vehicle_id, judge_id, edited_at, top_choice)
      select ${ev}, vehicle.id, judge.id, now() - interval '1 day', false
      from vehicle join judge on (judge.n - vehicle.n + ${JUDGES * VEHICLES}) % ${JUDGES} < ${SHEETS_PER_VEHICLE};
    insert into score_parameter_values (score_id, parameter_id, score)
      select s.id, p.id, (s.id * 7 + p.id * 3) % 11
      from score_entries s join parameters p on p.vehicle_type_id = ${type}
      where s.event_id = ${ev};
    ${sheetTotalsSql(ev)}
    with vehicle as (select id, row_number() over (order by id) - 1 as n from vehicles where event_id = ${ev})
    insert into audience_votes (event_id, vehicle_id, email, created_at)
      select ${ev}, vehicle.id, 'fan-${t}-' || i || '@example.com', now()
      from generate_series(0, ${VOTES - 1}) i join vehicle on vehicle.n = (i * i) % ${VEHICLES};
    commit;`;
}

const seed = () => runSql(dataDir, seedSql());

async function call(base, token, method, url, body) {
  const t = performance.now();
  const res = await fetch(base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - t, body: text ? JSON.parse(text) : null };
}

async function login(base, username, password) {
  const res = await call(base, null, 'POST', '/api/auth/token/', { username, password });
  if (res.status !== 200) throw new Error(`login ${username} ${res.status}`);
  return res.body.access;
}

/** A dashboard socket: arrival time and text of every message. */
function openDashboard(base, eventId, token) {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/dashboard?event_id=${eventId}&token=${token}`);
    const client = { socket, opened, arrivals: [], texts: [] };
    socket.on('message', (data) => {
      client.arrivals.push(performance.now());
      client.texts.push(data.toString());
    });
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** Waits until every socket has a message at index ≥ `from[i]` matching `match`; returns each one's arrival time. */
async function arrivalsAfter(clients, from, match = () => true, timeoutMs = 10_000) {
  const until = performance.now() + timeoutMs;
  const found = clients.map(() => undefined);
  for (;;) {
    clients.forEach((c, i) => {
      for (let k = from[i]; found[i] === undefined && k < c.texts.length; k++) if (match(c.texts[k])) found[i] = c.arrivals[k];
    });
    if (found.every((t) => t !== undefined)) return found;
    if (performance.now() > until)
      throw new Error(`only ${found.filter((t) => t !== undefined).length} of ${clients.length} sockets got the message`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

let server = await startServer(PORT, serverEnv);
let clients = [];
try {
  // The first start migrates and creates the admin; the seed needs the schema.
  await login(server.base, ADMIN.email, ADMIN.password);
  await server.stop();
  const seedStart = performance.now();
  await seed();
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);

  // 1. The reads, RUNS times: through the API, then straight to the store with the server stopped
  // (after the first dashboard, which stores the rank states that every later one reads).
  const reads = [];
  let eventId;
  for (let run = 0; run < RUNS; run++) {
    server = await startServer(PORT, serverEnv);
    const admin = await login(server.base, ADMIN.email, ADMIN.password);
    eventId ??= await benchEventId(server.base, admin);
    const api = await apiReadTimes(server.base, admin, eventId);
    await server.stop();
    const raw = await rawReadTimes(dataDir, { title: `Dash Bench ${tag}`, count: GETS });
    reads.push({ api, raw });
    console.log(
      `run ${run + 1}/${RUNS}: p50 ms dashboard ${stats(api.dashboard).p50} (raw ${stats(raw.dashboard).p50}), coverage ${stats(api.coverage).p50} (raw ${stats(raw.coverage).p50})`,
    );
  }

  server = await startServer(PORT, serverEnv);
  // With several instances, sockets and judges are spread over them: a push crosses instances.
  const { base, bases } = server;
  const at = (i) => bases[i % bases.length];
  const engine = server.engine;
  const admin = await login(base, ADMIN.email, ADMIN.password);

  // 2. Fifty admin dashboards; each gets the dashboard on connect.
  clients = await Promise.all(Array.from({ length: SOCKETS }, (_, i) => openDashboard(at(i), eventId, admin)));
  await arrivalsAfter(
    clients,
    clients.map(() => 0),
  );
  const connect = stats(clients.map((c) => c.arrivals[0] - c.opened));

  // Judges, and their score bodies.
  // One after another: all 30 at once from one address would fill that address's share of the
  // sign-in queue (ADR 016) and be told 503 "try again".
  const judgeTokens = [];
  for (let j = 0; j < JUDGES; j++) judgeTokens.push(await login(at(j), `dash-judge-${tag}-${j}@showgrid.local`, JUDGE_PASSWORD));
  const vehiclesRes = await fetch(`${base}/api/vehicle/?intEventId=${eventId}`, {
    headers: { authorization: `Bearer ${admin}`, blnRemovePagination: 'true' },
  });
  const vehicleIds = (await vehiclesRes.json()).data.map((v) => v.intVehicleId);
  const parameterIds = await parametersOf(base, admin, vehicleIds[0]);
  let edit = Date.now();
  const scoreBody = (j, v, seedValue) => ({
    intEventId: eventId,
    intVehicleId: vehicleIds[v],
    objParameterWiseScore: Object.fromEntries(parameterIds.map((p, k) => [String(p), (seedValue + k) % 11])),
    dtEditedAt: new Date(++edit).toISOString(),
    strDeviceId: `tablet-${j}`,
  });

  // 3. Spaced scores: each its own push. Latency from the POST leaving to the dashboard on every socket.
  const spaced = { post: [], first: [], all: [] };
  let errors = 0;
  for (let i = 0; i < SPACED_POSTS; i++) {
    const j = i % JUDGES;
    const v = (i * 37) % VEHICLES;
    const from = clients.map((c) => c.texts.length);
    const t0 = performance.now();
    const res = await call(at(i), judgeTokens[j], 'POST', '/api/score-entry/', scoreBody(j, v, i));
    if (res.status !== 200 && res.status !== 201) errors++;
    spaced.post.push(res.ms);
    try {
      const arrived = await arrivalsAfter(clients, from);
      spaced.first.push(Math.min(...arrived) - t0);
      spaced.all.push(Math.max(...arrived) - t0);
    } catch {
      errors++;
    }
    await new Promise((r) => setTimeout(r, SPACING_MS));
  }

  // 4. Bursts: all 30 judges score at once. Time from the burst to the final state on every socket, and pushes per socket.
  const burst = { final: [], pushes: [] };
  for (let b = 0; b < BURSTS; b++) {
    const from = clients.map((c) => c.texts.length);
    const t0 = performance.now();
    const answers = await Promise.all(
      judgeTokens.map((token, j) => call(at(j), token, 'POST', '/api/score-entry/', scoreBody(j, (b * 131 + j * 7) % VEHICLES, b + j))),
    );
    errors += answers.filter((r) => r.status !== 200 && r.status !== 201).length;
    const finalState = (await call(base, admin, 'GET', `/api/dashboard/?intEventId=${eventId}`)).body;
    try {
      const arrived = await arrivalsAfter(clients, from, (text) => isDeepStrictEqual(JSON.parse(text), finalState));
      burst.final.push(Math.max(...arrived) - t0);
    } catch {
      errors++;
    }
    await new Promise((r) => setTimeout(r, 1000));
    burst.pushes.push(...clients.map((c, i) => c.texts.length - from[i]));
  }
  const pushes = [...burst.pushes].sort((a, b) => a - b);

  /** Median over the runs of a read's p50 and p99, API and raw, and the API's p50 as a multiple of the raw one. */
  const readRow = (name, label) => {
    const med = (side, p) => median(reads.map((r) => spread(r[side][name])[p]));
    const api = { p50: med('api', 'p50'), p99: med('api', 'p99') };
    const raw = { p50: med('raw', 'p50'), p99: med('raw', 'p99') };
    return `| ${label} | ${RUNS} × ${GETS} | ${api.p50.toFixed(1)} | ${api.p99.toFixed(1)} | ${raw.p50.toFixed(1)} | ${raw.p99.toFixed(1)} | ${(1000 / raw.p50).toFixed(0)} | ${(api.p50 / raw.p50).toFixed(1)} |`;
  };
  const postStats = stats(spaced.post);
  const firstStats = stats(spaced.first);
  const allStats = stats(spaced.all);
  const finalStats = stats(burst.final);
  const command = commandOf('bench-dashboard.mjs');
  const table = [
    `### Live dashboard, ${VEHICLES} Paid vehicles, ${JUDGES} judges, ${SOCKETS} dashboards (${machineNote(engine)}; ${command})`,
    '',
    `Seeded in ${seedSeconds} s straight into the database: ${CATEGORIES} categories, ${PARAMETERS} parameters, ${SHEETS_PER_VEHICLE} score sheets per vehicle (${VEHICLES * SHEETS_PER_VEHICLE} entries), ${VOTES} votes. ${errors} errors.`,
    '',
    `Reads one after another, no sockets, median of ${RUNS} runs of ${GETS} (after 5 to warm up). Raw: the same statements sent straight to the store in the same run, the server stopped, with the same overlap (scripts/bench-dashboard-raw.mjs); × raw is the API's p50 over the raw p50.`,
    '',
    '| read | samples | p50 ms | p99 ms | raw p50 ms | raw p99 ms | raw reads/s | × raw |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    readRow('dashboard', 'GET /api/dashboard/ (the recomputation one push costs)'),
    readRow('coverage', `GET /api/dashboard/coverage/ (${VEHICLES} vehicles × ${JUDGES} judges)`),
    '',
    '| what | samples | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    `| /ws/dashboard connect → first dashboard, ${SOCKETS} sockets opened at once | ${connect.n} | ${connect.p50} | ${connect.p99} |`,
    `| POST /api/score-entry/ (rank states refreshed after it commits), spaced ${SPACING_MS} ms | ${postStats.n} | ${postStats.p50} | ${postStats.p99} |`,
    `| score POST sent → new dashboard on the first of ${SOCKETS} sockets | ${firstStats.n} | ${firstStats.p50} | ${firstStats.p99} |`,
    `| score POST sent → new dashboard on all ${SOCKETS} sockets | ${allStats.n} | ${allStats.p50} | ${allStats.p99} |`,
    `| ${JUDGES} judges score at once → final dashboard on all ${SOCKETS} sockets | ${finalStats.n} | ${finalStats.p50} | ${finalStats.p99} |`,
    '',
    `Pushes per socket for a burst of ${JUDGES} scores (coalesced, at most one recomputation per event per 250 ms): median ${percentile(pushes, 50)}, max ${pushes.at(-1)}.`,
  ].join('\n');
  writeSection('dashboard', engine, table);
} finally {
  for (const c of clients) c.socket.terminate();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The live parameter ids of the vehicle's type: what its score sheet must cover. */
async function parametersOf(base, token, vehicleId) {
  const vehicle = (await call(base, token, 'GET', `/api/vehicle/${vehicleId}/`)).body.data;
  const res = await fetch(`${base}/api/vehicle/parameter/?intVehicleTypeId=${vehicle.intVehicleTypeId}`, {
    headers: { authorization: `Bearer ${token}`, blnRemovePagination: 'true' },
  });
  return (await res.json()).data.map((p) => p.id);
}

/** The seeded event's id, found as the admin's event list finds it. */
async function benchEventId(base, token) {
  const events = await call(base, token, 'GET', `/api/event/manage-event/?query=${encodeURIComponent(`Dash Bench ${tag}`)}`);
  const event = events.body.data.find((e) => e.strEventTitle === `Dash Bench ${tag}`);
  if (!event) throw new Error('the seeded event is missing');
  return event.id;
}

/** GET /api/dashboard/ and the coverage read (refetched on each push while its page is open), GETS each after 5 to warm up, checked against the seed. */
async function apiReadTimes(base, token, eventId) {
  const dashboard = [];
  for (let i = -5; i < GETS; i++) {
    const res = await call(base, token, 'GET', `/api/dashboard/?intEventId=${eventId}`);
    if (res.status !== 200) throw new Error(`dashboard ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.objVehicleStats.intTotalRegisteredVehicles !== VEHICLES) throw new Error('the seed is not what the dashboard shows');
    if (i >= 0) dashboard.push(res.ms);
  }
  const coverage = [];
  for (let i = -5; i < GETS; i++) {
    const res = await call(base, token, 'GET', `/api/dashboard/coverage/?intEventId=${eventId}`);
    if (res.status !== 200) throw new Error(`coverage ${res.status} ${JSON.stringify(res.body)}`);
    const cells = res.body.data.arrCategories.reduce((n, c) => n + c.intScoredCells, 0);
    if (cells !== VEHICLES * SHEETS_PER_VEHICLE) throw new Error(`coverage shows ${cells} scored cells`);
    if (i >= 0) coverage.push(res.ms);
  }
  return { dashboard, coverage };
}
