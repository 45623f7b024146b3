// The CI load test (issue 29; `npm run test:load`, part of `npm test`, after the build): an 800 × 30
// show seeded straight into the store, the built server started on a free loopback port, 30 judges
// saving at a steady pace with /api/health probed beside them; then each scenario runs under that
// load. It fails when, inside a scenario's window, the p99 of saves or of health exceeds 2× its p99
// in the idle windows just before and after (by 25 ms at least, in each of three measurements: see FLOOR_MS
// and MEASUREMENTS), when a save fails, when the server's memory (RSS) is not back
// within 100 MB of where it was once the scenario is over (in each measurement, as latency), or when a ratio a scenario measures
// (say a report's time ÷ the raw work it stands on, same run, same store) grew past 2× its value
// in scripts/load-baseline.json. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (in
// a database of its own, created and dropped here). LOAD_SCENARIOS=reports,… runs some only,
// LOAD_ENGINES=PGlite or PostgreSQL one engine;
// LOAD_WRITE_BASELINE=1 writes the ratios measured as the new baseline (commit it with a reason).
//
// Adding a scenario: a module in scripts/load-scenarios/ (picked up by name, in order) exporting
//   default {
//     name: 'published-readers',             // LOAD_SCENARIOS picks it by this
//     title: '30 anonymous readers of the published results',
//     engines: ['PGlite', 'PostgreSQL'],     // optional: where it runs (both by default)
//     serverEnv: { BACKUP_EVERY_MIN: '1' },  // optional: the server's environment for the run
//     async prepare(ctx) {},                 // optional, before the idle window: set up, and time
//                                            // things alone; may answer { ratios: { name: x }, notes: [...] }
//     async run(ctx) {},                     // the scenario itself; its window is this call; may answer { notes }
//     check(ctx, outcome) { return [] },     // optional: more failures, as sentences
//   }
// ctx: { engine, base, pid, dataDir, show: { eventId, vehicles, parameters, judges }, tokens:
// { admin, otherAdmin, judges }, referenceMs, log(line) }. Keep it cheap: CI has about two minutes
// for the whole load test on both engines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServer } from './bench-support.mjs';
import {
  ADMIN,
  OTHER_ADMIN,
  JUDGE_PASSWORD,
  referenceMs,
  rssMb,
  rssPeak,
  seedShow,
  serverCpuMs,
  signIn,
  sleep,
  steadyLoad,
  windowStats,
} from './load-support.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const BASELINE_FILE = path.join(root, 'load-baseline.json');
/** The idle windows before and after each scenario (after a second of ramp-up). */
const IDLE_MS = 6_000;
/**
 * Memory is read this long after the idle window that follows a scenario: by then the export
 * pool's idle threads (5 s) have ended and given their memory back.
 */
const SETTLE_MS = 1_500;
const MEMORY_BACK_MB = 100;
const SLOWER = 2;
/**
 * A p99 under the bar by less than this is never a failure. On the shared 2-core machine an idle
 * server (nothing running but the 30 judges) showed health p99 of 16 ms in one 10 s window and 92 ms
 * in the next, and a 7 ms idle p99 turned 22 ms while the reports ran with the event loop's own CPU
 * unchanged (7 % → 9 % of a core): one scheduling slice of another process, not our work. Rendering
 * on the event loop again puts p99 at 20–40× idle (some 3,700 ms), far past it.
 */
const FLOOR_MS = 25;
/**
 * How many times a scenario over the latency bar is measured before it fails. Twice was not enough
 * here: with the kernel's autogroup scheduling (on by default on desktops and this machine), the
 * server's threads share one group's slice against PostgreSQL's and the load client's, and one
 * PostgreSQL reports run in three went over (saves p99 44–58 ms against an idle 18–20 ms); with
 * kernel.sched_autogroup_enabled=0 three in three passed (37–45 ms). Real regressions are far past
 * the bar every time.
 */
const MEASUREMENTS = 3;

const scenarioDir = path.join(root, 'load-scenarios');
const wanted = process.env.LOAD_SCENARIOS?.split(',');
const scenarios = [];
for (const file of fs
  .readdirSync(scenarioDir)
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  const scenario = (await import(path.join(scenarioDir, file))).default;
  if (!wanted || wanted.includes(scenario.name)) scenarios.push(scenario);
}
if (scenarios.length === 0) throw new Error(`no load scenario ${wanted?.join(', ')} in ${scenarioDir}`);

const baseline = fs.existsSync(BASELINE_FILE) ? JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) : {};
const measuredRatios = {};
const failures = [];
const lines = [];
const log = (line) => {
  console.log(line);
  lines.push(line);
};
const fmt = (ms) => ms.toFixed(0);

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * One scenario under the steady load: the idle windows just before and just after it, its own
 * window, the server's memory before, at the peak and once it is over. Answers the latency
 * failures (which may be noise) apart from the others.
 */
async function measure(ctx, scenario, prepared) {
  const { engine, base, pid, show, tokens } = ctx;
  const load = steadyLoad({ base, tokens: tokens.judges, show });
  await sleep(1_000);
  const idleFrom = load.now();
  const cpu0 = serverCpuMs(pid);
  await sleep(IDLE_MS);
  const idleTo = load.now();
  const cpu1 = serverCpuMs(pid);
  const before = rssMb(pid);
  const peak = rssPeak(pid);
  const outcome = (await scenario.run(ctx)) ?? {};
  const busyTo = load.now();
  const cpu2 = serverCpuMs(pid);
  const peakMb = peak.stop();
  await sleep(IDLE_MS);
  const afterTo = load.now();
  await load.stop();
  await sleep(SETTLE_MS);
  const after = rssMb(pid);

  const latency = [];
  const other = [];
  const memory = [];
  const window = (from, to) => ({ saves: windowStats(load.samples.saves, from, to), health: windowStats(load.samples.health, from, to) });
  const [idle, busy, later] = [window(idleFrom, idleTo), window(idleTo, busyTo), window(busyTo, afterTo)];
  log(`  ${scenario.title} (${fmt(busyTo - idleTo)} ms):`);
  for (const what of ['saves', 'health']) {
    // The idle bar: the larger p99 of the windows just before and just after the scenario.
    const bar = Math.max(idle[what].p99, later[what].p99);
    const limit = Math.max(SLOWER * bar, bar + FLOOR_MS);
    const b = busy[what];
    log(
      `    ${what.padEnd(6)} idle p50/p99 ${fmt(idle[what].p50)}/${fmt(idle[what].p99)} ms before, ${fmt(later[what].p50)}/${fmt(later[what].p99)} after (n ${idle[what].n}, ${later[what].n})` +
        ` · during ${fmt(b.p50)}/${fmt(b.p99)} ms (n ${b.n}, max ${fmt(b.max)}) · p99 ×${(b.p99 / Math.max(bar, 1)).toFixed(2)}`,
    );
    if (b.p99 > limit)
      latency.push(
        `${engine}, ${scenario.name}: ${what} p99 ${fmt(b.p99)} ms during, more than ${SLOWER} × idle (${fmt(bar)} ms; ${FLOOR_MS} ms at least)`,
      );
    const failed = idle[what].failed + b.failed + later[what].failed;
    if (failed > 0) other.push(`${engine}, ${scenario.name}: ${failed} ${what} failed`);
  }
  const share = (a, b, key, ms) => `${fmt((100 * (b[key] - a[key])) / ms)} %`;
  log(
    `    server CPU, % of a core: event loop ${share(cpu0, cpu1, 'main', idleTo - idleFrom)} idle · ${share(cpu1, cpu2, 'main', busyTo - idleTo)} during; every thread ${share(cpu0, cpu1, 'all', idleTo - idleFrom)} · ${share(cpu1, cpu2, 'all', busyTo - idleTo)}`,
  );
  log(
    `    memory (RSS) ${fmt(before)} MB before · peak ${fmt(peakMb)} (+${fmt(peakMb - before)}) · ${fmt(after)} MB ${(IDLE_MS + SETTLE_MS) / 1000} s after`,
  );
  if (after - before > MEMORY_BACK_MB)
    memory.push(`${engine}, ${scenario.name}: memory ${fmt(after - before)} MB above where it was, after`);
  for (const note of outcome.notes ?? []) log(`    ${note}`);
  const more = scenario.check?.(ctx, { prepared, outcome, idle, busy, later, memory: { before, peak: peakMb, after } }) ?? [];
  other.push(...more.map((f) => `${engine}, ${scenario.name}: ${f}`));
  return { latency, memory, other };
}

/** One engine: seed, start, then every scenario under the steady load. */
async function runEngine(engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-load-'));
  const tag = Math.random().toString(36).slice(2, 7);
  const serverEnv = Object.assign({ DATA_DIR: dataDir }, ...scenarios.map((s) => s.serverEnv ?? {}));
  const port = await freePort();
  // The first start migrates and makes the admin; PGlite's data dir is then seeded with the server stopped.
  let server = await startServer(port, serverEnv);
  await server.stop();
  const seeding = performance.now();
  const show = await seedShow(dataDir, tag);
  const reference = referenceMs(dataDir, show.eventId);
  log(
    `\n${engine}: seeded ${show.vehicles.length} vehicles × ${show.judges.length} judges in ${fmt(performance.now() - seeding)} ms; the raw work of a report (read every sheet, parse, deflate): ${fmt(reference)} ms`,
  );
  server = await startServer(port, serverEnv);
  try {
    const pid = server.pids[0];
    const tokens = {
      admin: await signIn(server.base, ADMIN),
      otherAdmin: await signIn(server.base, OTHER_ADMIN),
      judges: [],
    };
    for (const email of show.judges) tokens.judges.push(await signIn(server.base, { email, password: JUDGE_PASSWORD }));
    const ctx = { engine, base: server.base, pid, dataDir, show, tokens, referenceMs: reference, log };

    for (const scenario of scenarios.filter((s) => !s.engines || s.engines.includes(engine))) {
      const prepared = (await scenario.prepare?.(ctx)) ?? {};
      for (const [name, ratio] of Object.entries(prepared.ratios ?? {})) {
        const was = baseline[engine]?.[name];
        (measuredRatios[engine] ??= {})[name] = Number(ratio.toFixed(2));
        log(`  ${name}: ${ratio.toFixed(2)} × the raw work${was ? ` (baseline ${was})` : ' (no baseline yet)'}`);
        if (was && ratio > SLOWER * was)
          failures.push(`${engine}, ${name}: ${ratio.toFixed(2)} × the raw work, more than ${SLOWER} × the baseline's ${was}`);
      }
      for (const note of prepared.notes ?? []) log(`  ${note}`);

      // A shared machine has bursts of its own: a scenario over the bar is measured again, up to
      // MEASUREMENTS times, and fails only when every measurement was over (a report on the event
      // loop is 10–40× over, every time). Any other failure (a failed save) counts at once.
      // Memory over its bar is measured again too, from where it then is: PGlite's WebAssembly heap
      // never shrinks, so one report's high-water mark stays in the RSS (+32 to +116 MB after the
      // PGlite reports, seen in runs of the same commit); a leak grows again on every measurement
      // and still fails each one.
      let result = await measure(ctx, scenario, prepared);
      const over = (r) => [...r.latency, ...r.memory];
      for (let tries = 1; over(result).length > 0 && result.other.length === 0 && tries < MEASUREMENTS; tries += 1) {
        log(`  over the bar (${over(result).join('; ')}): measured again (${tries + 1} of ${MEASUREMENTS})`);
        result = await measure(ctx, scenario, prepared);
      }
      failures.push(...over(result), ...result.other);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
delete process.env.BENCH_DATABASE_URL;
delete process.env.BENCH_INSTANCES;
// LOAD_ENGINES=PostgreSQL (or PGlite) runs one engine only.
const engines = process.env.LOAD_ENGINES?.split(',') ?? ['PGlite', 'PostgreSQL'];
if (engines.includes('PGlite')) await runEngine('PGlite');
if (!engines.includes('PostgreSQL')) {
  // asked for PGlite only
} else if (process.env.TEST_DATABASE_URL) {
  const database = `showgrid_load_${Date.now().toString(36)}`;
  const url = new URL(process.env.TEST_DATABASE_URL);
  await adminQuery(url.toString(), `create database ${database}`);
  url.pathname = `/${database}`;
  process.env.BENCH_DATABASE_URL = url.toString();
  try {
    await runEngine('PostgreSQL');
  } finally {
    delete process.env.BENCH_DATABASE_URL;
    await adminQuery(process.env.TEST_DATABASE_URL, `drop database if exists ${database} with (force)`);
  }
} else {
  log('\nTEST_DATABASE_URL is not set: the load test ran on PGlite only.');
}
log(`\nLoad test: ${((performance.now() - started) / 1000).toFixed(0)} s.`);

if (process.env.LOAD_WRITE_BASELINE) {
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify({ ...baseline, ...measuredRatios }, null, 2)}\n`);
  log(`Wrote ${path.relative(process.cwd(), BASELINE_FILE)}.`);
}
if (failures.length > 0) {
  console.error(`\nLoad test failed:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
