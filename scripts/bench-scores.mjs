// Benchmark of score entry (POST /api/score-entry/) through the real built server, as the event
// fills: events where every one of 30 judges already scored 0, 100, 400 or 800 vehicles, each with
// 300 more Paid vehicles nobody scored yet. 30 judges at once each POST a first score for 10 of
// them (inserts), then an edit of each (updates), then that same edit again (true replays: same
// sheet, same dtEditedAt, nothing to write). Beside every rate, the raw rate of the same work on
// the same store in the same run (one transaction inserting an entry and its 5 values, 30
// clients at once), measured with the server stopped. Also the first 30 saves after a start
// (cold paths) against 30 later ones. 3 runs (BENCH_RUNS), medians. Embedded PGlite, or PostgreSQL
// with BENCH_DATABASE_URL. `npm run bench` runs it; alone: node scripts/bench-scores.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, benchClient, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';
import { benchCastSql, cpuMeter, judgedEventSql, median, openStore, percentile, rawRates, runSql } from './bench-store.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JUDGES = 30;
const PARAMETERS = 5;
const FRESH = 300;
const SERIES = (process.env.BENCH_SERIES ?? '0,100,400,800').split(',').map(Number);
const PORT = 3919;
const PASSWORD = 'bench-judge-password';
const tag = Math.random().toString(36).slice(2, 7);
const typeTitle = `Score Bench ${tag}`;
const judgePrefix = `score-judge-${tag}-`;
const titleOf = (run, scored) => `Score Bench ${tag} r${run} n${scored}`;
const rawTitle = `Score Bench ${tag} raw`;
const coldTitle = (run) => `Score Bench ${tag} cold r${run}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-scores-'));
const serverEnv = { DATA_DIR: dataDir };

async function login(base, username, password) {
  const res = await fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} ${res.status}`);
  return (await res.json()).access;
}

/** Event id, the vehicles nobody scored (by id) and the live parameters, per event title. */
async function factsOf(titles) {
  const store = await openStore(dataDir);
  try {
    const facts = new Map();
    for (const title of titles) {
      const [event] = await store.query('select id from events where title = $1', [title]);
      const fresh = await store.query(
        'select v.id from vehicles v where v.event_id = $1 and not exists (select 1 from score_entries s where s.vehicle_id = v.id) order by v.id',
        [event.id],
      );
      facts.set(title, { eventId: event.id, vehicles: fresh.map((r) => r.id) });
    }
    const parameters = await store.query(
      'select p.id from parameters p join vehicle_types t on t.id = p.vehicle_type_id where t.title = $1 order by p.id',
      [typeTitle],
    );
    return { facts, parameters: parameters.map((r) => r.id) };
  } finally {
    await store.close();
  }
}

const summary = (latencies, seconds, errors) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors, n: latencies.length };
};

let server = await startServer(PORT, serverEnv);
try {
  // The first start migrates and creates the admin; then the store is seeded with the server stopped.
  await login(server.base, ADMIN.email, ADMIN.password);
  await server.stop();
  const seedStart = performance.now();
  const events = [];
  for (let run = 0; run < RUNS; run++) {
    for (const scored of SERIES) events.push(judgedEventSql({ title: titleOf(run, scored), typeTitle, judgePrefix, scored, fresh: FRESH }));
    events.push(judgedEventSql({ title: coldTitle(run), typeTitle, judgePrefix, scored: 0, fresh: JUDGES, categories: 1 }));
  }
  events.push(judgedEventSql({ title: rawTitle, typeTitle, judgePrefix, scored: 0, fresh: 100, categories: 1 }));
  await runSql(
    dataDir,
    `begin; ${benchCastSql({ typeTitle, parameters: PARAMETERS, judgePrefix, judges: JUDGES, password: PASSWORD })} ${events.join('\n')} commit;`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { facts, parameters } = await factsOf([
    ...Array.from({ length: RUNS }, (_, run) => [...SERIES.map((n) => titleOf(run, n)), coldTitle(run)]).flat(),
  ]);

  const body = (eventId, vehicleId, j, salt, editedAt) => ({
    intEventId: eventId,
    intVehicleId: vehicleId,
    objParameterWiseScore: Object.fromEntries(parameters.map((p, k) => [String(p), (vehicleId + k + salt) % 11])),
    dtEditedAt: editedAt,
    strDeviceId: `tablet-${j}`,
  });

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const raw = await rawRates(dataDir, { title: rawTitle });
    server = await startServer(PORT, serverEnv);
    const { call } = benchClient(server.bases);
    const tokens = [];
    for (let j = 0; j < JUDGES; j++)
      tokens.push(await login(server.bases[j % server.bases.length], `${judgePrefix}${j}@showgrid.local`, PASSWORD));

    /** 30 saves one after another, judge j on the cold event's vehicle (j + shift) % 30: new entries each pass. */
    const oneByOne = async (shift) => {
      const { eventId, vehicles } = facts.get(coldTitle(run));
      const times = [];
      for (let j = 0; j < JUDGES; j++) {
        const res = await call(
          tokens[j],
          'POST',
          '/api/score-entry/',
          body(eventId, vehicles[(j + shift) % JUDGES], j, shift, new Date().toISOString()),
        );
        if (res.status !== 201) throw new Error(`cold save ${res.status} ${JSON.stringify(res.body)}`);
        times.push(res.ms);
      }
      return times;
    };
    const cold = await oneByOne(0);

    /** All judges at once, each saving its share of the event's fresh vehicles one after another. */
    const round = async (eventId, vehicles, bodies) => {
      const latencies = [];
      let errors = 0;
      const meter = cpuMeter(server.pids);
      const t = performance.now();
      await Promise.all(
        tokens.map(async (token, j) => {
          for (let v = j; v < vehicles.length; v += JUDGES) {
            const res = await call(token, 'POST', '/api/score-entry/', bodies[v]);
            latencies.push(res.ms);
            if (res.status !== 200 && res.status !== 201) errors++;
          }
        }),
      );
      const seconds = (performance.now() - t) / 1000;
      const cpu = meter.since();
      return {
        ...summary(latencies, seconds, errors),
        cpu: { server: cpu.server / latencies.length, database: cpu.database / latencies.length, client: cpu.client / latencies.length },
      };
    };

    const series = new Map();
    for (const scored of SERIES) {
      const { eventId, vehicles } = facts.get(titleOf(run, scored));
      const firstAt = new Date(Date.now() - 60_000).toISOString();
      const editAt = new Date().toISOString();
      const first = vehicles.map((v, i) => body(eventId, v, i % JUDGES, 0, firstAt));
      const edits = vehicles.map((v, i) => body(eventId, v, i % JUDGES, 3, editAt));
      series.set(scored, {
        first: await round(eventId, vehicles, first),
        edit: await round(eventId, vehicles, edits),
        replay: await round(eventId, vehicles, edits),
      });
    }
    const steady = await oneByOne(1);
    await server.stop();
    runs.push({ raw, cold, steady, series });
    console.log(
      `run ${run + 1}/${RUNS}: raw sheet ${raw.sheet.toFixed(0)}/s; ${SERIES.map((n) => `${n}: ${series.get(n).first.perSecond.toFixed(0)}/s`).join(', ')}`,
    );
  }

  const med = (pick) => median(runs.map(pick));
  const rawSheet = med((r) => r.raw.sheet);
  const rawInsert = med((r) => r.raw.insert);
  const kinds = [
    ['first', 'first scores (insert)'],
    ['edit', 'later edits (update)'],
    ['replay', 'true replays (the same edit again: nothing written)'],
  ];
  const cpuText = (pick) => ['server', 'database', 'client'].map((part) => med((r) => pick(r)[part]).toFixed(2)).join(' / ');
  const rawCpu = med((r) => r.raw.sheetCpuMs);
  const rows = [];
  for (const scored of SERIES) {
    for (const [kind, label] of kinds) {
      const perSecond = med((r) => r.series.get(scored)[kind].perSecond);
      const empty = med((r) => r.series.get(SERIES[0])[kind].perSecond);
      const errors = runs.reduce((sum, r) => sum + r.series.get(scored)[kind].errors, 0);
      rows.push(
        `| ${scored} × ${JUDGES} | ${label} | ${perSecond.toFixed(0)} | ${((100 * perSecond) / rawSheet).toFixed(1)} % | ${((100 * perSecond) / empty).toFixed(0)} % | ${med((r) => r.series.get(scored)[kind].p50).toFixed(1)} | ${med((r) => r.series.get(scored)[kind].p99).toFixed(1)} | ${cpuText((r) => r.series.get(scored)[kind].cpu)} | ${errors} |`,
      );
    }
  }
  const coldMax = med((r) => Math.max(...r.cold));
  const coldP50 = med((r) => median(r.cold));
  const steadyMax = med((r) => Math.max(...r.steady));
  const steadyP50 = med((r) => median(r.steady));
  const engine = server.engine;
  const table = [
    `### Score entry as the event fills: ${JUDGES} judges at once, ${FRESH} new vehicles each event, ${PARAMETERS} parameters (${machineNote(engine)}; ${commandOf('bench-scores.mjs')})`,
    '',
    `Median of ${RUNS} runs. Raw store rates in the same runs, server stopped, ${JUDGES} clients at once: **${rawSheet.toFixed(0)} sheet transactions/s** (an entry and its ${PARAMETERS} values; ${rawCpu.toFixed(2)} ms of CPU each, client and database), ${rawInsert.toFixed(0)} single-row inserts/s. CPU per request from /proc: the server's process (PGlite runs in it), PostgreSQL's processes, and this load generator, on the same ${os.cpus().length} cores. Seeded in SQL in ${seedSeconds.toFixed(1)} s.`,
    '',
    '| event: vehicles × judges scored | POST /api/score-entry/ | per second | of raw sheet rate | of empty event | p50 ms | p99 ms | CPU ms per request: server / database / client | errors |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|',
    ...rows,
    '',
    `After a start, the first ${JUDGES} saves one at a time: p50 ${coldP50.toFixed(1)} ms, max ${coldMax.toFixed(1)} ms; ${JUDGES} more after the runs above: p50 ${steadyP50.toFixed(1)} ms, max ${steadyMax.toFixed(1)} ms (first max / later max: ×${(coldMax / steadyMax).toFixed(1)}).`,
  ].join('\n');
  writeSection('scores', engine, table);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
