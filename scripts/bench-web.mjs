// Benchmark of the web app as a phone on a poor network gets it: the built server, a vehicle
// seeded through the API, and Debian's Chromium (playwright-core) opening /audience/{id},
// /results/{id}, /register/{id}, /awards/shared/{token}, /judge/login, /admin/login and /gate/login, each RUNS times in a fresh context
// (cold cache, service workers blocked) under Chrome DevTools' "Slow 4G" preset and a 4× slower
// CPU. Per page, the median of: largest contentful paint, bytes over the wire (encodedDataLength),
// JavaScript bytes, requests.
// Reference: a tiny static page (one heading, nothing else) from a plain node:http server, under
// the same throttling in the same run: the floor that the round trip itself costs.
// Alone: node scripts/bench-web.mjs (BENCH_SERVER_ENTRY=… measures another build; BENCH_NO_WRITE=1
// only prints). Writes its section of docs/benchmarks.md.
import http from 'node:http';
import { chromium } from 'playwright-core';
import {
  benchClient,
  commandOf,
  freePort,
  machineNote,
  openRegistration,
  seedVehicle,
  startServer,
  writeSection,
} from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the e2e suite launches it (apps/web/e2e/support/browser.ts).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
// Chrome DevTools' "Slow 4G" (Puppeteer's PredefinedNetworkConditions): 1.6 Mbit/s × 0.9 down,
// 750 kbit/s × 0.9 up, 150 ms × 3.75 latency; in bytes per second and milliseconds.
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 1280 };
const LAPTOP = { width: 1366, height: 850 };

/** The floor: what one throttled round trip and a paint cost, with no app at all. */
function startFloorServer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Austin Healey 3000</h1><p>A static page: one request, no script.</p></body></html>';
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })),
  );
}

/**
 * Opens one page in a fresh context under throttling and waits until it shows `ready` and the
 * network is quiet. Bytes are what crossed the wire (headers included, compressed as sent).
 */
async function measure(browser, { url, viewport, ready }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Buffered, so the entries before this script ran count too; the last one is the LCP.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Total blocking time: what each long task held the main thread past 50 ms, until the page is quiet.
    globalThis.__tbt = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map();
  let requests = 0;
  let bytes = 0;
  let jsBytes = 0;
  let jsFiles = 0;
  cdp.on('Network.requestWillBeSent', () => requests++);
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes += encodedDataLength;
    if (types.get(requestId) === 'Script') {
      jsBytes += encodedDataLength;
      jsFiles++;
    }
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('heading', { name: ready }).waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const { lcp, tbt } = await page.evaluate(() => ({ lcp: globalThis.__lcp ?? null, tbt: globalThis.__tbt }));
    if (lcp === null) throw new Error(`no largest-contentful-paint on ${url}`);
    return { lcp, tbt, bytes, jsBytes, jsFiles, requests };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (n) => (n / 1024).toFixed(1);

const server = await startServer(await freePort());
const floor = await startFloorServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
try {
  const { ok } = benchClient(server.bases);
  const seeded = await seedVehicle(ok);
  const { uniqueId, eventId, admin } = seeded;
  await ok(admin, 'PUT', `/api/awards/${eventId}/publish/`, { blnPublished: true });
  await openRegistration(ok, seeded);
  const { data: link } = await ok(admin, 'POST', `/api/awards/${eventId}/link/`);
  const pages = [
    { name: 'floor: a static page, one request', url: floor.url, viewport: PHONE, ready: 'Austin Healey 3000' },
    { name: 'visitor: /audience/{id}', url: `${server.base}/audience/${uniqueId}`, viewport: PHONE, ready: 'Austin Healey 3000' },
    { name: 'public: /results/{id}', url: `${server.base}/results/${eventId}`, viewport: PHONE, ready: /Web Bench/ },
    { name: 'entrant: /register/{id}', url: `${server.base}/register/${eventId}`, viewport: PHONE, ready: /Web Bench/ },
    { name: 'screen: /awards/shared/{token}', url: `${server.base}/awards/shared/${link.strToken}`, viewport: LAPTOP, ready: /Web Bench/ },
    { name: 'judge: /judge/login', url: `${server.base}/judge/login`, viewport: TABLET, ready: 'Welcome, Judge' },
    { name: 'admin: /admin/login', url: `${server.base}/admin/login`, viewport: LAPTOP, ready: 'Welcome to Showgrid' },
    { name: 'gate: /gate/login', url: `${server.base}/gate/login`, viewport: PHONE, ready: 'Gate check-in' },
  ];
  const runs = new Map(pages.map((p) => [p, []]));
  // Pages take turns, so a slow spell of the machine falls on all of them alike.
  for (let run = 0; run < RUNS; run++) {
    for (const p of pages) {
      const result = await measure(browser, p);
      runs.get(p).push(result);
      console.log(
        `run ${run + 1} ${p.name}: LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, ${kib(result.bytes)} KiB, JS ${kib(result.jsBytes)} KiB in ${result.jsFiles} files, ${result.requests} requests`,
      );
    }
  }
  const summary = new Map(
    [...runs].map(([p, results]) => [
      p,
      Object.fromEntries(['lcp', 'tbt', 'bytes', 'jsBytes', 'jsFiles', 'requests'].map((k) => [k, median(results.map((r) => r[k]))])),
    ]),
  );
  const floorLcp = summary.get(pages[0]).lcp;
  const row = (p) => {
    const s = summary.get(p);
    return `| ${p.name} | ${s.lcp.toFixed(0)} | ${(s.lcp / floorLcp).toFixed(1)} | ${s.tbt.toFixed(0)} | ${kib(s.bytes)} | ${kib(s.jsBytes)} (${s.jsFiles}) | ${s.requests} |`;
  };
  const table = [
    `### Web pages on a phone network: Slow 4G, CPU 4× slower, cold cache (${machineNote(server.engine)}, Chromium; ${commandOf('bench-web.mjs')})`,
    '',
    `Each page ${RUNS} times in a fresh browser context, no service worker; medians. "Slow 4G" is Chrome DevTools' preset: ${SLOW_4G.latency} ms added to every request, ${kib(SLOW_4G.downloadThroughput)} KiB/s down, ${kib(SLOW_4G.uploadThroughput)} KiB/s up. LCP is the largest contentful paint (the visitor's vehicle has no picture: its id and name are the largest paint). Reference: the floor, a static page of one heading from a bare node:http server under the same throttling, measured in turn with the pages; under emulation a page's time is mostly round trips and transfer, the same on any machine, so "× floor" (how many bare round trips the page costs) compares across machines where milliseconds drift with the machine's speed.`,
    '',
    '| page | LCP ms | × floor | TBT ms | KiB over the wire | JS KiB (files) | requests |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...pages.map(row),
  ].join('\n');
  writeSection('web', server.engine, table);
} finally {
  await browser.close();
  floor.close();
  await server.stop();
}
