// Benchmark of the server-rendered vote page (issue 32, ADR 042) through the real built server:
// 200 visitors at once, each opening a windscreen card's page as fast as answers come back (a
// closed loop: harder than any crowd), for BENCH_SECONDS, three ways in the same run:
//  - before: the visitor's app as it was, a visit being two requests, the page (audience.html,
//    a static file) and the vehicle's API read (GET /api/attendee/vehicle/{id}/);
//  - after: the server-rendered page, one request (GET /audience/{id}, brotli);
//  - raw: the vehicle's API read alone, the same data read on the same store.
// Visits a second and server CPU per visit, medians of BENCH_RUNS runs (default 3); and the render
// alone (renderPage of dist-ssr, in this process), its share of the server's CPU per page.
// `npm run bench` runs it; alone: node scripts/bench-public-pages.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchClient, commandOf, machineNote, openRegistration, root, seedVehicle, startServer, writeSection } from './bench-support.mjs';
import { cpuMeter, median } from './bench-store.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const VISITORS = 200;
const PORT = 3931;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-pages-'));
const BROTLI = { 'accept-encoding': 'br, gzip' };

/** One visit of each kind: every request read whole, every status checked. */
const VISITS = {
  before: async (base, uniqueId) => [
    await fetch(`${base}/audience.html`, { headers: BROTLI }),
    await fetch(`${base}/api/attendee/vehicle/${uniqueId}/`, { headers: BROTLI }),
  ],
  after: async (base, uniqueId) => [await fetch(`${base}/audience/${uniqueId}`, { headers: BROTLI })],
  raw: async (base, uniqueId) => [await fetch(`${base}/api/attendee/vehicle/${uniqueId}/`, { headers: BROTLI })],
};

async function visiting(server, uniqueId, kind) {
  const meter = cpuMeter(server.pids);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let visits = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, v) => {
      const base = server.bases[v % server.bases.length];
      while (performance.now() < until) {
        const answers = await VISITS[kind](base, uniqueId);
        for (const res of answers) {
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        }
        visits++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter.since();
  return { perSecond: visits / seconds, cpuMsPerVisit: (cpu.server + cpu.database) / visits, errors };
}

/** renderPage alone, for the page data the server sends at `url` (a page's path): median µs of 2,000. */
async function renderAlone(base, url) {
  const { renderPage } = await import(pathToFileURL(path.join(root, 'apps/web/dist-ssr/public-pages.js')).href);
  const html = await (await fetch(`${base}${url}`)).text();
  const page = JSON.parse(/<script type="application\/json" id="showgrid-page">(.*?)<\/script>/.exec(html)[1]);
  // In the page's own language, as the server renders it (ADR 045).
  const context = { locale: /<html lang="([a-z]+)"/.exec(html)?.[1] ?? 'en', path: url };
  const times = [];
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    renderPage(page, context);
    times.push((performance.now() - t) * 1000);
  }
  return median(times.slice(200));
}

const server = await startServer(PORT, { DATA_DIR: dataDir });
const runs = [];
let renderUs;
const renders = [];
const engine = server.engine;
try {
  const { ok } = benchClient(server.bases);
  const seeded = await seedVehicle(ok);
  const { uniqueId } = seeded;
  for (const kind of Object.keys(VISITS)) await visiting(server, uniqueId, kind); // warm every path once
  for (let run = 0; run < RUNS; run++) {
    const result = {};
    // The ways take turns going first, run by run, so a slow spell of the machine falls on each alike.
    const kinds = Object.keys(VISITS);
    for (const kind of [...kinds.slice(run % kinds.length), ...kinds.slice(0, run % kinds.length)])
      result[kind] = await visiting(server, uniqueId, kind);
    runs.push(result);
    console.log(
      `run ${run + 1}: before ${result.before.perSecond.toFixed(0)}/s, after ${result.after.perSecond.toFixed(0)}/s, raw ${result.raw.perSecond.toFixed(0)}/s`,
    );
  }
  renderUs = await renderAlone(server.base, `/audience/${uniqueId}`);
  // The other pages' render alone (after the runs, so their set-up does not touch the vote page's figures).
  await ok(seeded.admin, 'PUT', `/api/awards/${seeded.eventId}/publish/`, { blnPublished: true });
  await openRegistration(ok, seeded);
  const { data: link } = await ok(seeded.admin, 'POST', `/api/awards/${seeded.eventId}/link/`);
  for (const [name, url] of [
    ['the published results', `/results/${seeded.eventId}`],
    ['the registration page', `/register/${seeded.eventId}`],
    ['the awards screen’s link', `/awards/shared/${link.strToken}`],
  ])
    renders.push([name, await renderAlone(server.base, url)]);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const errors = runs.reduce((sum, r) => sum + r.before.errors + r.after.errors + r.raw.errors, 0);
const med = (pick) => median(runs.map(pick));
const before = med((r) => r.before.perSecond);
const after = med((r) => r.after.perSecond);
const raw = med((r) => r.raw.perSecond);
const cpuAfter = med((r) => r.after.cpuMsPerVisit);
const rows = [
  [
    'before: audience.html + the vehicle’s API read',
    before,
    med((r) => r.before.cpuMsPerVisit),
    med((r) => r.before.perSecond / r.raw.perSecond),
  ],
  ['after: the server-rendered page', after, cpuAfter, med((r) => r.after.perSecond / r.raw.perSecond)],
  ['raw: the vehicle’s API read alone', raw, med((r) => r.raw.cpuMsPerVisit), 1],
];
const table = [
  `### The vote page, server-rendered: ${VISITORS} visitors at once (${machineNote(engine)})`,
  '',
  `${commandOf('bench-public-pages.mjs')}; ${SECONDS} s per way, medians of ${RUNS} runs, ${errors} errors.`,
  '',
  '| a visit | visits/s | server CPU per visit | ÷ raw rate |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(([name, rate, cpu, ratio]) => `| ${name} | ${rate.toFixed(0)} | ${cpu.toFixed(2)} ms | ${ratio.toFixed(2)} |`),
  '',
  `After ÷ before: **${(med((r) => r.after.perSecond / r.before.perSecond) * 100).toFixed(0)} %** of today's visits a second (the ratio within each run, median; target ≥ 80 %). renderPage alone: ${renderUs.toFixed(0)} µs a page, ${((renderUs / 1000 / cpuAfter) * 100).toFixed(0)} % of the server's CPU per page. The other pages' render alone (one seeded vehicle; the results and the awards screen grow with the show): ${renders.map(([name, us]) => `${name} ${us.toFixed(0)} µs`).join(', ')}.`,
].join('\n');
writeSection('public-pages', engine, table);
if (errors > 0) process.exitCode = 1;
