// Benchmark of the public reads beside the day's writes (issue 29, ADR 032), through the real built
// server: an event of 800 Paid vehicles in 8 categories each scored by 30 judges, 4,000 votes,
// results published with the scores. 30 judges at once keep editing their sheets (POST
// /api/score-entry/, updates) for a while with nobody reading, then as long again while 30
// anonymous readers keep reading GET /api/awards/{id}/published/ as fast as answers come back
// (a closed loop: harder than any crowd), and as long again with the 30 readers behind one address
// (X-Forwarded-For, TRUST_PROXY=127.0.0.1), past its limit of 120 reads a minute: refused with 429.
// Beside the saves, the raw rate of the same work on the same store in the same run (server
// stopped). BENCH_RUNS runs (default 3), medians; BENCH_SECONDS per phase (default 8).
// `npm run bench` runs it; alone: node scripts/bench-public-reads.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, benchClient, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';
import { benchCastSql, cpuMeter, judgedEventSql, median, openStore, percentile, rawRates, runSql } from './bench-store.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const VEHICLES = 800;
const JUDGES = 30;
const READERS = 30;
const PARAMETERS = 5;
const PORT = 3925;
const PASSWORD = 'bench-judge-password';
const tag = Math.random().toString(36).slice(2, 7);
const typeTitle = `Public Bench ${tag}`;
const eventTitle = `Public Bench ${tag}`;
const rawTitle = `Public Bench ${tag} raw`;
const judgePrefix = `public-judge-${tag}-`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-public-'));
const PHASES = [
  ['each from its own address', (r) => `198.18.0.${r + 1}`],
  ['all behind one address, past its limit', () => '198.18.2.1'],
];

async function login(base, username, password) {
  const res = await fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} ${res.status}`);
  return (await res.json()).access;
}

const summary = (latencies, seconds) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(sorted, 50) ?? 0, p99: percentile(sorted, 99) ?? 0, n: latencies.length };
};

/** Runs until `until`: each judge saving its share of the vehicles in turn, each a newer edit. */
async function saving(call, tokens, eventId, vehicles, parameters, until) {
  const latencies = [];
  let errors = 0;
  let salt = 0;
  await Promise.all(
    tokens.map(async (token, j) => {
      for (let v = j; performance.now() < until; v = v + JUDGES < vehicles.length ? v + JUDGES : j) {
        salt += 1;
        const body = {
          intEventId: eventId,
          intVehicleId: vehicles[v],
          objParameterWiseScore: Object.fromEntries(parameters.map((p, k) => [String(p), (vehicles[v] + k + salt) % 11])),
          dtEditedAt: new Date().toISOString(),
          strDeviceId: `tablet-${j}`,
        };
        const res = await call(token, 'POST', '/api/score-entry/', body);
        latencies.push(res.ms);
        if (res.status !== 200 && res.status !== 201) errors++;
      }
    }),
  );
  return { latencies, errors };
}

/** READERS closed-loop readers, reader r from addressOf(r), spread over the instances. */
async function reading(bases, eventId, until, addressOf) {
  const answered = [];
  let refused = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: READERS }, async (_, r) => {
      const base = bases[r % bases.length];
      while (performance.now() < until) {
        const t = performance.now();
        const res = await fetch(`${base}/api/awards/${eventId}/published/`, { headers: { 'x-forwarded-for': addressOf(r) } });
        await res.arrayBuffer();
        if (res.status === 200) answered.push(performance.now() - t);
        else if (res.status === 429) refused++;
        else errors++;
      }
    }),
  );
  return { answered, refused, errors };
}

let server = await startServer(PORT, { DATA_DIR: dataDir });
try {
  await login(server.base, ADMIN.email, ADMIN.password);
  await server.stop();
  const seedStart = performance.now();
  await runSql(
    dataDir,
    `begin; ${benchCastSql({ typeTitle, parameters: PARAMETERS, judgePrefix, judges: JUDGES, password: PASSWORD })}
     ${judgedEventSql({ title: eventTitle, typeTitle, judgePrefix, scored: VEHICLES, votes: 4000 })}
     ${judgedEventSql({ title: rawTitle, typeTitle, judgePrefix, scored: 0, fresh: 100, categories: 1 })} commit;`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const store = await openStore(dataDir);
  const [{ id: eventId }] = await store.query('select id from events where title = $1', [eventTitle]);
  const vehicles = (await store.query('select id from vehicles where event_id = $1 order by id', [eventId])).map((r) => r.id);
  const parameters = (
    await store.query('select p.id from parameters p join vehicle_types t on t.id = p.vehicle_type_id where t.title = $1 order by p.id', [
      typeTitle,
    ])
  ).map((r) => r.id);
  await store.close();

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const raw = await rawRates(dataDir, { title: rawTitle });
    server = await startServer(PORT, { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
    const { call, ok } = benchClient(server.bases);
    const admin = await login(server.base, ADMIN.email, ADMIN.password);
    await ok(admin, 'PUT', `/api/awards/${eventId}/publish/`, { blnPublished: true, blnShowScores: true });
    const tokens = [];
    for (let j = 0; j < JUDGES; j++)
      tokens.push(await login(server.bases[j % server.bases.length], `${judgePrefix}${j}@showgrid.local`, PASSWORD));
    // Warm: a round of saves and a read, so no phase pays a first time.
    await saving(call, tokens, eventId, vehicles, parameters, performance.now() + 1000);
    await fetch(`${server.base}/api/awards/${eventId}/published/`, { headers: { 'x-forwarded-for': '198.18.1.1' } });

    const savesFor = async (readers) => {
      const meter = cpuMeter(server.pids);
      const t = performance.now();
      const until = t + SECONDS * 1000;
      const [saves, reads] = await Promise.all([
        saving(call, tokens, eventId, vehicles, parameters, until),
        readers ? reading(server.bases, eventId, until, readers) : undefined,
      ]);
      const seconds = (performance.now() - t) / 1000;
      const cpu = meter.since();
      return {
        saves: {
          ...summary(saves.latencies, seconds),
          errors: saves.errors,
          cpuPerSave: (cpu.server + cpu.database) / saves.latencies.length,
        },
        reads: reads && { ...summary(reads.answered, seconds), refusedPerSecond: reads.refused / seconds, errors: reads.errors },
      };
    };
    const phases = { idle: await savesFor(undefined) };
    for (const [label, addressOf] of PHASES) phases[label] = await savesFor(addressOf);
    await server.stop();
    console.log(
      `run ${run + 1}/${RUNS}: ` +
        ['idle', ...PHASES.map(([label]) => label)]
          .map(
            (label) =>
              `${label}: saves ${phases[label].saves.perSecond.toFixed(0)}/s p99 ${phases[label].saves.p99.toFixed(0)} ms${phases[label].reads ? `, reads ${phases[label].reads.perSecond.toFixed(0)}/s (429: ${phases[label].reads.refusedPerSecond.toFixed(0)}/s)` : ''}`,
          )
          .join('; '),
    );
    runs.push({ raw, phases });
  }

  const med = (pick) => median(runs.map(pick));
  const rawSheet = med((r) => r.raw.sheet);
  const f0 = (x) => x.toFixed(0);
  const f1 = (x) => x.toFixed(1);
  const p = (label, pick) => med((r) => pick(r.phases[label]));
  const row = (label, readers) => {
    const errors = runs.reduce((sum, r) => sum + r.phases[label].saves.errors + (r.phases[label].reads?.errors ?? 0), 0);
    const reads = readers
      ? `${f0(p(label, (x) => x.reads.perSecond))} / ${f0(p(label, (x) => x.reads.refusedPerSecond))} | ${f1(p(label, (x) => x.reads.p50))} / ${f1(p(label, (x) => x.reads.p99))}`
      : ' | ';
    const ratio = readers ? `×${med((r) => r.phases[label].saves.p99 / r.phases.idle.saves.p99).toFixed(2)}` : '';
    return `| ${readers || 'nobody reading'} | ${f0(p(label, (x) => x.saves.perSecond))} | ${f1((100 * p(label, (x) => x.saves.perSecond)) / rawSheet)} % | ${f1(p(label, (x) => x.saves.p50))} | ${f1(p(label, (x) => x.saves.p99))} | ${ratio} | ${f1(p(label, (x) => x.saves.cpuPerSave))} | ${reads} | ${errors} |`;
  };
  const rows = [row('idle', ''), ...PHASES.map(([label]) => row(label, `${READERS} readers, ${label}`))];
  const engine = server.engine;
  const table = [
    `### Published results under readers, beside ${JUDGES} judges saving: ${VEHICLES} vehicles × ${JUDGES} judges, 8 categories, ${READERS} anonymous readers (${machineNote(engine)}; ${commandOf('bench-public-reads.mjs')})`,
    '',
    `Median of ${RUNS} runs, ${SECONDS} s per phase. ${JUDGES} judges at once keep editing their sheets (updates); the readers read GET /api/awards/{id}/published/ in a closed loop (each waits for an answer computed after the last save it could know of: at most one computation a second, ADR 032). Raw store rate in the same runs, server stopped: **${f0(rawSheet)} sheet transactions/s**. CPU per save: the server's process and PostgreSQL's. Seeded in SQL in ${f1(seedSeconds)} s. Before the cache (issue 29's attack run on main at d5c36be, not this machine's day): 30 readers took saves from p50 51 ms to 1,694 ms (×33) on PGlite, ×21 on PostgreSQL.`,
    '',
    '| beside the saves | saves/s | of raw sheet rate | save p50 ms | save p99 ms | save p99 ÷ nobody reading | CPU ms per save | reads/s answered / refused (429) | read p50 / p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  writeSection('public-reads', engine, table);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
