// Benchmark of audience voting end to end through the real built server, into a judged show: an
// event of 800 Paid vehicles each scored by 30 judges (seeded in SQL), as after the prize-giving
// announcement. 200 visitors at once, two waves, each asking for a code (POST
// /api/attendee/send-email-otp/), reading it from the mail (DATA_DIR/outbox: no SMTP here),
// verifying it and voting for one of the 800. Beside it, the raw single-row insert rate of the
// same store in the same run (server stopped). Per-IP limits are lifted (every visitor here comes
// from 127.0.0.1); the per-e-mail limits stay. 3 runs (BENCH_RUNS), medians.
// `npm run bench` runs it; alone: node scripts/bench-votes.mjs. Writes its section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, benchClient, commandOf, machineNote, mailbox, startServer, writeSection } from './bench-support.mjs';
import { benchCastSql, cpuMeter, judgedEventSql, median, openStore, percentile, rawRates, runSql } from './bench-store.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VISITORS = 200;
const WAVES = 2;
const VEHICLES = 800;
const JUDGES = 30;
const PORT = 3921;
const tag = Math.random().toString(36).slice(2, 7);
const typeTitle = `Vote Bench ${tag}`;
const eventTitle = `Vote Bench ${tag}`;
const rawTitle = `Vote Bench ${tag} raw`;
const judgePrefix = `vote-judge-${tag}-`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-votes-'));
const serverEnv = { DATA_DIR: dataDir, OTP_SEND_PER_IP_PER_HOUR: '1000000', OTP_VERIFY_PER_IP_PER_HOUR: '1000000' };

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

let server = await startServer(PORT, serverEnv);
try {
  await fetch(`${server.base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  await server.stop();
  const seedStart = performance.now();
  await runSql(
    dataDir,
    `begin; ${benchCastSql({ typeTitle, parameters: 5, judgePrefix, judges: JUDGES, password: 'bench-judge-password' })}
     ${judgedEventSql({ title: eventTitle, typeTitle, judgePrefix, scored: VEHICLES })}
     ${judgedEventSql({ title: rawTitle, typeTitle, judgePrefix, scored: 0, fresh: 100, categories: 1 })} commit;`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const store = await openStore(dataDir);
  const [event] = await store.query('select id from events where title = $1', [eventTitle]);
  const vehicles = (await store.query('select id from vehicles where event_id = $1 order by id', [event.id])).map((r) => r.id);
  await store.close();

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const raw = await rawRates(dataDir, { title: rawTitle });
    server = await startServer(PORT, serverEnv);
    const { call, ok } = benchClient(server.bases);
    const mail = mailbox(server.dataDirs.map((dir) => path.join(dir, 'outbox')));
    const steps = { send: [], verify: [], vote: [], visitor: [] };
    const failures = new Map();
    let votes = 0;
    const meter = cpuMeter(server.pids);
    const started = performance.now();
    for (let wave = 0; wave < WAVES; wave++) {
      await Promise.all(
        Array.from({ length: VISITORS }, async (_, i) => {
          const email = `visitor-${tag}-${run}-${wave}-${i}@bench.test`;
          const t = performance.now();
          try {
            const send = await call(null, 'POST', '/api/attendee/send-email-otp/', { email });
            steps.send.push(send.ms);
            if (send.status !== 200) throw new Error(`send ${send.status} ${JSON.stringify(send.body)}`);
            const otp = await mail.codeFor(email);
            const verify = await call(null, 'POST', '/api/attendee/verify-otp/', { email, otp });
            steps.verify.push(verify.ms);
            if (verify.status !== 200) throw new Error(`verify ${verify.status} ${JSON.stringify(verify.body)}`);
            const vehicle = vehicles[(i * 37 + wave * 11 + run) % vehicles.length];
            const vote = await call(null, 'POST', '/api/attendee/attendee-vote/', {
              email,
              intVehicleId: vehicle,
              strVoteToken: verify.body.strVoteToken,
            });
            steps.vote.push(vote.ms);
            if (vote.status !== 201) throw new Error(`vote ${vote.status} ${JSON.stringify(vote.body)}`);
            votes++;
            steps.visitor.push(performance.now() - t);
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          }
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = meter.since();
    if (failures.size > 0) console.error('failures:', Object.fromEntries(failures));
    const admin = (await ok(null, 'POST', '/api/auth/token/', { username: ADMIN.email, password: ADMIN.password })).access;
    const counts = await ok(admin, 'GET', `/api/attendee/attendee-vote/?intEventId=${event.id}`);
    runs.push({
      raw,
      votes,
      perSecond: votes / seconds,
      steps,
      cpu: { server: cpu.server / votes, database: cpu.database / votes, client: cpu.client / votes },
      errors: VISITORS * WAVES - votes,
      counted: counts.data.reduce((sum, row) => sum + row.numberOfVotes, 0),
    });
    await server.stop();
    console.log(`run ${run + 1}/${RUNS}: ${(votes / seconds).toFixed(0)} votes/s; raw inserts ${raw.insert.toFixed(0)}/s`);
  }
  // Each run adds its votes to the one event: the count after run k is the sum of runs 1..k.
  let expected = 0;
  for (const r of runs) {
    expected += r.votes;
    if (r.counted !== expected) throw new Error(`the admin counts ${r.counted} votes, ${expected} were acknowledged`);
  }

  const med = (pick) => median(runs.map(pick));
  const rawInsert = med((r) => r.raw.insert);
  const perSecond = med((r) => r.perSecond);
  const cpuPart = (part) => med((r) => r.cpu[part]).toFixed(2);
  const row = (name, key) =>
    `| ${name} | ${med((r) => r.steps[key].length)} | ${med((r) => stats(r.steps[key]).p50).toFixed(1)} | ${med((r) => stats(r.steps[key]).p99).toFixed(1)} |`;
  const engine = server.engine;
  const table = [
    `### Audience voting into a judged show: ${VISITORS} visitors at once × ${WAVES} waves, ${VEHICLES} vehicles × ${JUDGES} judges scored (${machineNote(engine)}; ${commandOf('bench-votes.mjs')})`,
    '',
    `Median of ${RUNS} runs: **${perSecond.toFixed(0)} votes/s** end to end (send, read the mail, verify, vote), ${((100 * perSecond) / rawInsert).toFixed(1)} % of the store's raw rate of single-row inserts in the same runs (${rawInsert.toFixed(0)}/s, server stopped, 30 clients); ${runs.reduce((sum, r) => sum + r.errors, 0)} errors in all; the admin's count matches every run. CPU per visitor (three requests and a mail): server ${cpuPart('server')} ms${process.env.BENCH_DATABASE_URL ? `, PostgreSQL ${cpuPart('database')} ms` : ' (PGlite runs in it)'}, load generator ${cpuPart('client')} ms. Seeded in SQL in ${seedSeconds.toFixed(1)} s.`,
    '',
    '| step | requests | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    row('POST /api/attendee/send-email-otp/', 'send'),
    row('POST /api/attendee/verify-otp/', 'verify'),
    row('POST /api/attendee/attendee-vote/', 'vote'),
    row('one visitor, first request to vote counted', 'visitor'),
  ].join('\n');
  writeSection('votes', engine, table);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
