// A judge's first sign-in on a new tablet during a 30 s flood of wrong passwords from 120 addresses
// (issue 29), through the real built server behind a (simulated) proxy: every request comes from
// 127.0.0.1 with the client's address in X-Forwarded-For. Each flooding address keeps 2 sign-ins
// in flight, each for an account of its own that does not exist (so no account's window binds:
// only the address's), re-sending at once after a checked answer and 250 ms after a refused one
// (429/503): it keeps the hash queue as full as it can. Judges, each with an account of their own
// and an address of their own, without a device cookie (a new tablet), press Sign in at 3, 12 and
// 21 s into the flood and again whenever told "busy" (503: after its Retry-After, as a person
// would), for 30 s at most; the figure is the time from the first press to the token, beside the
// same sign-in on the idle server in the same run. Target: within 5 s.
// Alone: node scripts/bench-login-flood.mjs. BENCH_LABEL=before with BENCH_SERVER_ENTRY (another
// build) measures an older build into a section of its own (bench-support.mjs).
import os from 'node:os';
import { ADMIN, commandOf, formOf, machineNote, startServer, writeSection } from './bench-support.mjs';

const ADDRESSES = 120;
const IN_FLIGHT = 2;
const FLOOD_MS = 30_000;
const JUDGES_AT_MS = [3_000, 12_000, 21_000];
const REFUSED_PAUSE_MS = 250;
const GIVE_UP_MS = 30_000;
const PASSWORD = 'judge-password-1';
const server = await startServer(3935, { TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? '127.0.0.1' });

async function signIn(address, username, password) {
  const t = performance.now();
  const res = await fetch(`${server.base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json().catch(() => null);
  return { status: res.status, ms: performance.now() - t, body, retryAfter: Number(res.headers.get('retry-after') ?? 2) };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A person on a new tablet: presses Sign in, and again after Retry-After while told busy. */
async function judgeSignsIn(address, email) {
  const t = performance.now();
  const answers = [];
  while (performance.now() - t < GIVE_UP_MS) {
    const answer = await signIn(address, email, PASSWORD);
    answers.push(answer.status);
    if (answer.status !== 503) break;
    await sleep(answer.retryAfter * 1000);
  }
  return { ms: performance.now() - t, answers, ok: answers.at(-1) === 200 };
}

try {
  const admin = await signIn('192.0.2.1', ADMIN.email, ADMIN.password);
  if (admin.status !== 200) throw new Error(`admin sign-in ${admin.status}`);
  const judges = [];
  for (let i = 0; i < JUDGES_AT_MS.length + 3; i++) {
    const email = `flood-judge-${i}@showgrid.local`;
    const res = await fetch(`${server.base}/api/judges/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.body.access}` },
      body: formOf({ strFullName: `Flood Judge ${i}`, strEmail: email, strPassword: PASSWORD }),
    });
    if (res.status >= 300) throw new Error(`judge ${email}: ${res.status} ${await res.text()}`);
    judges.push(email);
  }
  // Idle: three judges' first sign-ins, each from an address of its own.
  const idle = [];
  for (let i = 0; i < 3; i++) idle.push((await signIn(`192.0.2.${100 + i}`, judges[JUDGES_AT_MS.length + i], PASSWORD)).ms);
  const idleMs = median(idle);

  const statuses = {};
  let stop = false;
  let sent = 0;
  async function flooder(a, lane) {
    const address = `10.77.${Math.floor(a / 250)}.${(a % 250) + 1}`;
    for (let n = 0; !stop; n++) {
      sent++;
      const { status } = await signIn(address, `nobody-${a}-${lane}-${n}@showgrid.local`, 'wrong password').catch(() => ({
        status: 'error',
      }));
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 401) await sleep(REFUSED_PAUSE_MS);
    }
  }
  const loadAtStart = os.loadavg()[0];
  const started = performance.now();
  const flood = Array.from({ length: ADDRESSES }, (_, a) => Array.from({ length: IN_FLIGHT }, (_, lane) => flooder(a, lane))).flat();
  const results = await Promise.all(
    JUDGES_AT_MS.map(async (at, i) => {
      await sleep(at);
      return { at, ...(await judgeSignsIn(`192.0.2.${10 + i}`, judges[i])) };
    }),
  );
  const untilEnd = FLOOD_MS - (performance.now() - started);
  if (untilEnd > 0) await sleep(untilEnd);
  stop = true;
  await Promise.all(flood);
  const floodSeconds = (performance.now() - started) / 1000;

  const heading = `### A judge's first sign-in on a new tablet during a ${FLOOD_MS / 1000} s flood from ${ADDRESSES} addresses (${machineNote(server.engine)}; ${commandOf('bench-login-flood.mjs')})`;
  const table = [
    heading,
    '',
    `Each flooding address keeps ${IN_FLIGHT} wrong sign-ins in flight (a new unknown account each), re-sending at once after a 401 and ${REFUSED_PAUSE_MS} ms after a 429/503. A judge without a device cookie, from an address of their own, presses Sign in at the time shown and again after Retry-After while told 503. "idle": the same first sign-in with no flood (median of 3), in the same run. Target: ≤ 5,000 ms.`,
    '',
    "| judge presses at | to the token, ms | ratio to idle | judge's answers |",
    '|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${(r.at / 1000).toFixed(0)} s | ${r.ok ? r.ms.toFixed(0) : `no token in ${(r.ms / 1000).toFixed(0)} s`} | ${r.ok ? (r.ms / idleMs).toFixed(1) : '–'} | ${r.answers.join(', ')} |`,
    ),
    '',
    `Idle first sign-in: ${idleMs.toFixed(0)} ms (the machine's load average as the flood began: ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores; other work shares them). Flood: ${sent} requests in ${floodSeconds.toFixed(0)} s; answers ${Object.entries(
      statuses,
    )
      .map(([s, n]) => `${n}×${s}`)
      .join(', ')} (each 401 is one password hash).`,
  ].join('\n');
  writeSection('login-flood', server.engine, table);
} finally {
  await server.stop();
}
