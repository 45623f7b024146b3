// `npm run demo`: a realistic car show to look around in. Starts the built server on its own data
// (DATA_DIR=./data/demo, embedded PGlite, PORT or 3000), seeds it through the real HTTP API on the
// first start (2 events, 6 categories over 3 vehicle types, 120 vehicles with generated pictures,
// 8 judges with scores, judges' choices and a recusal, audience votes through the e-mail code),
// prints every sign-in and keeps serving until Ctrl-C.
//
//   node scripts/demo.mjs           seed on the first start, reuse data/demo afterwards
//   node scripts/demo.mjs --fresh   wipe data/demo and seed again
//   node scripts/demo.mjs --check   seed a temporary data dir on a free port (or PORT), check the
//                                   show through the API, print one line, exit 0 or 1 (CI)
//
// The sign-ins are kept in data/demo/sign-ins.json. On every start the two demo events are moved
// so that one is on today (judging under way, voting open) and the other three weeks back.
// Everything random comes from one seed, so every run seeds the same show (the order in which
// concurrent requests land, and so the dashboard's rank arrows, may differ). DEMO_TIMING=1 prints
// how long each seeding step took. The server gets DATA_DIR, PORT and the demo admin; DATABASE_URL,
// SMTP_URL, REDIS_URL and PUBLIC_URL of the calling shell are not passed on.
//
// The parts are in scripts/demo/: show-data.mjs (what the show is made of), random.mjs (the seeded
// generator), plan.mjs (the whole show decided from the seed), pictures.mjs (the drawn pictures),
// api.mjs, outbox.mjs and seed.mjs (seeding through the API), check.mjs (what --check verifies) and
// server.mjs (building, starting and stopping the server). This file is the command line: the flow
// of the two modes and the sign-ins it prints.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './bench-support.mjs';
import { apiClient } from './demo/api.mjs';
import { check } from './demo/check.mjs';
import { showDates } from './demo/plan.mjs';
import { moveEvents, seed } from './demo/seed.mjs';
import { ensureBuilt, freePort, serverHolding, startServer } from './demo/server.mjs';
import { EVENTS } from './demo/show-data.mjs';

const DEMO_DIR = path.join(root, 'data/demo');
const SIGN_INS = 'sign-ins.json';

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

async function runCheck() {
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-demo-check-'));
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  let server;
  try {
    server = await startServer({ dataDir, port, host: '127.0.0.1', quiet: true });
    const seeding = performance.now();
    const { signIns, adminToken } = await seed({
      base: server.base,
      dataDir,
      log: process.env.DEMO_TIMING ? (line) => console.error(line) : () => {},
    });
    const seeded = (performance.now() - seeding) / 1000;
    const checking = performance.now();
    const result = await check(server.base, signIns, adminToken);
    const checked = (performance.now() - checking) / 1000;
    const total = (performance.now() - started) / 1000;
    if (result.failures.length > 0) {
      console.error(`demo check FAILED: ${result.failures.join('; ')}`);
      return 1;
    }
    const { counts, totals } = result;
    console.log(
      `demo check ok: ${counts.events} events, ${counts.categories} categories, ${counts.vehicles} vehicles with pictures, ${counts.judges} judges, ${totals.scores} score sheets, ${totals.votes} votes; seeded in ${seeded.toFixed(1)} s, checked in ${checked.toFixed(1)} s, ${total.toFixed(1)} s in all`,
    );
    return 0;
  } catch (error) {
    console.error(`demo check FAILED: ${messageOf(error)}`);
    return 1;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runDemo(fresh) {
  const signInsFile = path.join(DEMO_DIR, SIGN_INS);
  // Nothing is wiped under a demo that is still running.
  const running = serverHolding(DEMO_DIR);
  if (running !== null) {
    console.error(
      `data/demo is in use by a running demo server${running > 0 ? ` (pid ${running})` : ''}: stop it first (Ctrl-C where it runs).`,
    );
    return 1;
  }
  if (fresh && fs.existsSync(DEMO_DIR)) {
    console.log('--fresh: removing data/demo');
    fs.rmSync(DEMO_DIR, { recursive: true, force: true });
  }
  if (fs.existsSync(DEMO_DIR) && !fs.existsSync(signInsFile)) {
    console.log('data/demo holds an unfinished seeding: starting over.');
    fs.rmSync(DEMO_DIR, { recursive: true, force: true });
  }
  fs.mkdirSync(DEMO_DIR, { recursive: true });
  const port = Number(process.env.PORT ?? 3000);
  const url = `http://localhost:${port}`;
  let server;
  try {
    server = await startServer({ dataDir: DEMO_DIR, port });
  } catch (error) {
    console.error(`Could not start the demo server: ${messageOf(error)}`);
    if (/EADDRINUSE/.test(String(error))) console.error(`Port ${port} is taken: PORT=${port + 1} npm run demo`);
    return 1;
  }
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    server.child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  let signIns;
  if (fs.existsSync(signInsFile)) {
    signIns = JSON.parse(fs.readFileSync(signInsFile, 'utf8'));
  } else {
    console.log('Seeding the demo show through the API (a minute or so)…');
    const t = performance.now();
    try {
      ({ signIns } = await seed({ base: server.base, dataDir: DEMO_DIR, log: (line) => console.log(line) }));
    } catch (error) {
      if (stopping) return 130;
      console.error(`Seeding failed: ${messageOf(error)}`);
      await server.stop();
      return 1;
    }
    fs.writeFileSync(signInsFile, `${JSON.stringify(signIns, null, 2)}\n`);
    console.log(`  seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const { api, token, progress } = await progressOf(server.base, signIns);
  if (api && token) {
    // Whenever it is run, the show is on today and the other one three weeks back.
    await moveEvents(api, token, { live: signIns.events.live.id, past: signIns.events.past.id }, showDates()).catch((error) => {
      console.warn(`Could not move the demo events to today: ${messageOf(error)}`);
    });
  } else {
    console.warn(`Could not sign in as ${signIns.admin.email} (password changed?): the events keep their dates.`);
  }
  if (stopping) return 130;
  printSignIns(url, signIns, progress);
  server.forwardOutput();
  const { code, signal } = await server.exited;
  return code ?? (signal ? 0 : 1);
}

const startOf = (key) =>
  showDates()[key].toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function printSignIns(url, signIns, progress) {
  const pad = (text, n) => String(text).padEnd(n);
  const eventName = (key) => signIns.events[key].title;
  const lines = [
    '',
    '━'.repeat(100),
    `  Showgrid demo running at ${url}   (data: data/demo · Ctrl-C stops it · npm run demo -- --fresh starts over)`,
    '━'.repeat(100),
    '',
    `  Admin      ${url}/admin/login`,
    `             ${signIns.admin.email}   ${signIns.admin.password}`,
    '',
    `  Judges     ${url}/judge/login   (a tablet-sized window: 550–1024 px wide)`,
    ...signIns.judges.map(
      (judge) =>
        `             ${pad(judge.name, 18)} ${pad(judge.email, 32)} ${pad(judge.password, 22)} ${pad(judge.code, 8)} ${judge.events.map((key) => EVENTS[key].short).join(' + ')}`,
    ),
    '',
    `  Visitors   ${signIns.audience.map((a) => `${url}/audience/${a.uniqueId}  (${a.vehicle})`).join('\n             ')}`,
    `             voting codes are written to data/demo/outbox/ (no e-mail is sent)`,
    '',
    '  Events',
    ...['live', 'past'].map((key) => {
      const p = progress?.[key];
      const detail = p ? `${p.vehicles} vehicles, ${p.judged} of ${p.attended} judged, ${p.votes} audience votes` : '';
      const state = key === 'live' ? 'judging under way, voting open' : 'finished, results final';
      return `             ${pad(eventName(key), 27)} ${pad(startOf(key), 22)} ${pad(state, 32)} ${detail}`;
    }),
    '',
    `  Sign-ins are kept in data/demo/${SIGN_INS}.`,
    '',
  ];
  console.log(lines.join('\n'));
}

async function progressOf(base, signIns) {
  try {
    const api = apiClient(base);
    const token = await api.login(signIns.admin.email, signIns.admin.password);
    const out = {};
    for (const key of ['live', 'past']) {
      const res = await api.request('GET', `/api/dashboard/?intEventId=${signIns.events[key].id}`, { token });
      if (res.status !== 200) continue;
      const d = res.data;
      out[key] = {
        vehicles: d.objVehicleStats.intTotalRegisteredVehicles,
        attended: d.objVehicleStats.intTotalAttendedVehicles,
        judged: d.objJudgeStats.objJudgingProgress.intJudgedVehicleCount,
        votes: d.intTotalAudienceVote,
      };
    }
    return { token, api, progress: out };
  } catch {
    return { progress: null };
  }
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !['--fresh', '--check'].includes(arg));
if (unknown.length > 0) {
  console.error(
    `Unknown option ${unknown.join(' ')}. Use --fresh (wipe data/demo and seed again) or --check (seed a temporary copy and verify it).`,
  );
  process.exit(2);
}
ensureBuilt();
process.exitCode = args.includes('--check') ? await runCheck() : await runDemo(args.includes('--fresh'));
