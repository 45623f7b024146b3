// A judge's sign-in while a burst of 200 wrong sign-ins runs (issue 15 item 2), through the real
// built server behind a (simulated) proxy: every request comes from 127.0.0.1 with the client's
// address in X-Forwarded-For, so each "client" has its own address. Two bursts:
//   one address — 200 parallel wrong passwords for one account from one address (the attack seen);
//   many addresses — 200 parallel wrong passwords, each from its own address for its own unknown
//                    account, so every one passes the per-address and per-account limits.
// The judge signs in from another address 100 ms into the burst: without the device cookie of an
// earlier sign-in, and with it (a known tablet). Each figure is the median of three bursts, beside
// the same sign-in on the idle server measured in the same run (the ratio survives a noisy machine),
// with the server's peak resident memory during the burst. Alone: node scripts/bench-login-burst.mjs.
// BENCH_LABEL=before with BENCH_SERVER_ENTRY (another build) and BENCH_TRUST_PROXY=true measures an
// older build into a section of its own that `npm run bench` leaves alone (bench-support.mjs).
import fs from 'node:fs';
import { ADMIN, commandOf, formOf, machineNote, startServer, writeSection } from './bench-support.mjs';

const BURST = 200;
const REPEATS = 3;
const JUDGE = { email: 'bench-judge@showgrid.local', password: 'judge-password-1' };
const server = await startServer(3931, { TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? '127.0.0.1' });

/** One sign-in from `address` (X-Forwarded-For), with a cookie header if given: status, ms, device cookie. */
async function signIn(address, username, password, cookie) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  const t = performance.now();
  const res = await fetch(`${server.base}/api/auth/token/`, { method: 'POST', headers, body: JSON.stringify({ username, password }) });
  const body = await res.json().catch(() => null);
  const set = res.headers.getSetCookie().find((c) => c.startsWith('sg_device_'));
  return { status: res.status, ms: performance.now() - t, body, cookie: set?.split(';')[0] };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server's resident memory now, in MB (Linux), or undefined. */
function rssMb() {
  try {
    const status = fs.readFileSync(`/proc/${server.pids[0]}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return undefined;
  }
}

/** Runs a burst; `during` starts 100 ms in. Answers the judge's result, the burst's statuses and peak memory. */
async function underBurst(requests, during) {
  let peak = rssMb() ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb() ?? 0)), 100);
  const t = performance.now();
  const burst = Promise.all(requests.map((request) => request()));
  await new Promise((r) => setTimeout(r, 100));
  const judge = await during();
  const answers = await burst;
  const burstSeconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { judge, statuses, burstSeconds, peakMb: peak };
}

try {
  const admin = await signIn('192.0.2.1', ADMIN.email, ADMIN.password);
  if (admin.status !== 200) throw new Error(`admin sign-in ${admin.status}`);
  const token = admin.body.access;
  const targets = [];
  for (const who of [JUDGE.email, ...Array.from({ length: REPEATS }, (_, i) => `target${i}@showgrid.local`)]) {
    const res = await fetch(`${server.base}/api/judges/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: formOf({ strFullName: 'Bench Judge', strEmail: who, strPassword: JUDGE.password }),
    });
    if (res.status >= 300) throw new Error(`judge ${who}: ${res.status} ${await res.text()}`);
    targets.push(who);
  }
  const judgeFrom = '192.0.2.10';
  const first = await signIn(judgeFrom, JUDGE.email, JUDGE.password);
  const device = first.cookie;

  const idle = [];
  const idleKnown = [];
  for (let i = 0; i < REPEATS; i++) {
    idle.push((await signIn(judgeFrom, JUDGE.email, JUDGE.password)).ms);
    idleKnown.push((await signIn(judgeFrom, JUDGE.email, JUDGE.password, device)).ms);
  }

  const rows = [];
  async function scenario(name, burstOf, cookie) {
    const runs = [];
    for (let i = 0; i < REPEATS; i++) {
      runs.push(await underBurst(burstOf(i), () => signIn(judgeFrom, JUDGE.email, JUDGE.password, cookie)));
    }
    const judgeMs = median(runs.map((r) => r.judge.ms));
    const base = median(cookie ? idleKnown : idle);
    rows.push({
      name,
      judgeMs,
      judgeStatus: runs.map((r) => r.judge.status).join('/'),
      idleMs: base,
      ratio: judgeMs / base,
      burstSeconds: median(runs.map((r) => r.burstSeconds)),
      statuses: runs.at(-1).statuses,
      peakMb: median(runs.map((r) => r.peakMb)),
    });
  }

  const oneAddress = (i) => () =>
    Array.from({ length: BURST }, () => () => signIn(`198.51.100.${i + 1}`, targets[1 + i], 'wrong password'));
  const manyAddresses = (i) => () =>
    Array.from(
      { length: BURST },
      (_, k) => () => signIn(`10.${i}.${Math.floor(k / 250)}.${k % 250}`, `nobody-${i}-${k}@showgrid.local`, 'wrong password'),
    );
  await scenario('one address, one account; judge without device cookie', (i) => oneAddress(i)());
  await scenario('many addresses; judge without device cookie', (i) => manyAddresses(i)());
  await scenario('many addresses; judge on a known tablet (device cookie)', (i) => manyAddresses(i + REPEATS)(), device);

  const engine = server.engine;
  const heading = `### Sign-in during a burst of ${BURST} wrong sign-ins (${machineNote(engine)}; ${commandOf('bench-login-burst.mjs')})`;
  const table = [
    heading,
    '',
    `Median of ${REPEATS} bursts; the judge's sign-in starts 100 ms into the burst, from another address. "idle" is the same sign-in with no burst, in the same run.`,
    '',
    "| burst | judge's sign-in ms | idle ms | ratio | judge's answers | burst answers (last) | burst s | server peak MB |",
    '|---|---:|---:|---:|---|---|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.judgeMs.toFixed(0)} | ${r.idleMs.toFixed(0)} | ${r.ratio.toFixed(1)} | ${r.judgeStatus} | ${Object.entries(
          r.statuses,
        )
          .map(([s, n]) => `${n}×${s}`)
          .join(', ')} | ${r.burstSeconds.toFixed(1)} | ${r.peakMb ? r.peakMb.toFixed(0) : '–'} |`,
    ),
  ].join('\n');
  writeSection('login-burst', engine, table);
} finally {
  await server.stop();
}
