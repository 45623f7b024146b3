// Benchmark of audience voting end to end through the real built server: 200 visitors at once,
// each asking for a code (POST /api/attendee/send-email-otp/), reading it from the mail (the
// outbox in DATA_DIR: no SMTP here), verifying it and voting. Two waves of fresh visitors.
// Per-IP limits are lifted (every visitor here comes from 127.0.0.1); the per-e-mail limits stay.
// `npm run bench` runs it; alone: node scripts/bench-votes.mjs. Writes its section of docs/benchmarks.md.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, benchClient, commandOf, formOf as form, machineNote, startServer, writeSection } from './bench-support.mjs';

const VISITORS = 200;
const WAVES = 2;
const VEHICLES = 20;
const server = await startServer(3921, { OTP_SEND_PER_IP_PER_HOUR: '1000000', OTP_VERIFY_PER_IP_PER_HOUR: '1000000' });
const { call, ok } = benchClient(server.bases);
// Each instance writes the mails it sends to its own outbox.
const outboxes = server.dataDirs.map((dir) => path.join(dir, 'outbox'));
const tag = Math.random().toString(36).slice(2, 7);

/** Outbox files by recipient, read as they appear (the server writes one file per message). */
const seen = new Map();
function codeFor(email) {
  for (const name of outboxes.flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []))) {
    if (seen.has(name)) continue;
    const text = fs.readFileSync(name, 'utf8');
    const to = /^To: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
    const code = /^([0-9]{4,8})$/m.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
    // A file still being written has no code yet: read it again on the next look.
    if (to && code) seen.set(name, { to, code });
  }
  for (const { to, code } of seen.values()) if (to === email && code) return code;
  return null;
}

async function waitForCode(email) {
  for (let i = 0; i < 500; i++) {
    const code = codeFor(email);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no code for ${email}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50).toFixed(1), p99: percentile(sorted, 99).toFixed(1) };
};

try {
  const login = await ok(null, 'POST', '/api/auth/token/', { username: ADMIN.email, password: ADMIN.password });
  const admin = login.access;
  const { data: type } = await ok(admin, 'POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Vote Bench ${tag}` });
  await ok(admin, 'POST', '/api/vehicle/parameter/', { strParameterTitle: 'Paint', intVehicleType: type.id });
  const { data: category } = await ok(admin, 'POST', '/api/vehicle/vehicle-category/', { strVehicleCategoryName: `Vote Bench ${tag}`, intVehicleType: type.id });
  const { data: event } = await ok(
    admin,
    'POST',
    '/api/event/manage-event/',
    { strEventTitle: `Vote Bench ${tag}`, strEventLocation: 'Bench Park', strEventStartDateTime: new Date(Date.now() + 3_600_000).toISOString(), arrVehicleCategory: [category.id], arrJudges: [] },
  );
  const vehicles = [];
  for (let v = 0; v < VEHICLES; v++) {
    const { data } = await ok(admin, 'POST', '/api/vehicle/', form({ intEventId: event.id, intCategoryId: category.id, strRegistrationNo: `VB${v}${tag}`, strBrandName: 'Morgan', strModelName: 'Plus 4', strPaymentStatus: 'Paid' }));
    vehicles.push(data.intVehicleId);
  }

  const steps = { send: [], verify: [], vote: [], visitor: [] };
  let errors = 0;
  let votes = 0;
  const failures = new Map();
  const started = performance.now();
  for (let wave = 0; wave < WAVES; wave++) {
    await Promise.all(
      Array.from({ length: VISITORS }, async (_, i) => {
        const email = `visitor-${tag}-${wave}-${i}@bench.test`;
        const t = performance.now();
        try {
          const send = await call(null, 'POST', '/api/attendee/send-email-otp/', { email });
          steps.send.push(send.ms);
          if (send.status !== 200 && send.status !== 201) throw new Error(`send ${send.status} ${JSON.stringify(send.body)}`);
          const otp = await waitForCode(email);
          const verify = await call(null, 'POST', '/api/attendee/verify-otp/', { email, otp });
          steps.verify.push(verify.ms);
          if (verify.status !== 200) throw new Error(`verify ${verify.status} ${JSON.stringify(verify.body)}`);
          const vote = await call(null, 'POST', '/api/attendee/attendee-vote/', { email, intVehicleId: vehicles[i % VEHICLES], strVoteToken: verify.body.strVoteToken });
          steps.vote.push(vote.ms);
          if (vote.status !== 201) throw new Error(`vote ${vote.status} ${JSON.stringify(vote.body)}`);
          votes++;
          steps.visitor.push(performance.now() - t);
        } catch (error) {
          errors++;
          const reason = error instanceof Error ? error.message : String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  if (failures.size > 0) console.error('failures:', Object.fromEntries(failures));
  const counts = await ok(admin, 'GET', `/api/attendee/attendee-vote/?intEventId=${event.id}`);
  const counted = counts.data.reduce((sum, row) => sum + row.numberOfVotes, 0);
  if (counted !== votes) throw new Error(`counted ${counted} votes, ${votes} acknowledged`);

  const engine = server.engine;
  const command = commandOf('bench-votes.mjs');
  const row = (name, values) => `| ${name} | ${values.length} | ${stats(values).p50} | ${stats(values).p99} |`;
  const table = [
    `### Audience voting end to end, ${VISITORS} visitors at once × ${WAVES} waves (${machineNote(engine)}; ${command})`,
    '',
    `${votes} votes in ${seconds.toFixed(1)} s: **${Math.round(votes / seconds)} votes/s** end to end (send, read the mail, verify, vote); ${errors} errors; the admin count matches.`,
    '',
    '| step | requests | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    row('POST /api/attendee/send-email-otp/', steps.send),
    row('POST /api/attendee/verify-otp/', steps.verify),
    row('POST /api/attendee/attendee-vote/', steps.vote),
    row('one visitor, first request to vote counted', steps.visitor),
  ].join('\n');
  writeSection('votes', engine, table);
} finally {
  await server.stop();
}
