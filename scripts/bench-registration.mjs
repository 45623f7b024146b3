// Benchmark of entrants registering their own cars (issue 31) through the real built server: 200
// entrants, signed in beforehand (POST /api/entrant/send-code/, the code read from the mail in
// DATA_DIR/outbox: no SMTP here, POST /api/entrant/verify-code/), at once × two waves each POST
// /api/entrant/registrations/ a car paying at the gate, (a) into an empty event and (b) into an
// event of 800 vehicles whose class has a cap of 300 places, so the last 100 of its 400 entries
// join the waiting list. Each entry counts the places under the event's row lock, settles the
// waiting list first, and a confirmed one becomes a vehicle with the next free card id of its
// class's series (R…0001..2000; reading the event's taken ids: the cost that grows with the show)
// and is mailed its windscreen card (PDF, export pool) after the answer, in the background. Beside it, the raw
// single-row insert rate of the same store in the same run (server stopped). Per-IP code limits
// are lifted (every entrant here comes from 127.0.0.1); the per-e-mail limits stay. After each
// run the store is checked: no cap exceeded, every confirmed entry a vehicle with its own card id.
// 3 runs (BENCH_RUNS), medians. `npm run bench` runs it; alone: node scripts/bench-registration.mjs.
// Writes its section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, benchClient, commandOf, machineNote, mailbox, startServer, writeSection } from './bench-support.mjs';
import { benchCastSql, cpuMeter, judgedEventSql, median, openStore, percentile, rawRates, runSql } from './bench-store.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ENTRANTS = 200;
const WAVES = 2;
const VEHICLES = 800;
const CAP = 300;
const SERIES = { start: 1, end: 2000 };
const WARM_UP = 20;
const JUDGES = 30;
const PORT = 3923;
const tag = Math.random().toString(36).slice(2, 7);
const typeTitle = `Registration Bench ${tag}`;
const categoryName = `Registration Bench ${tag} class`;
// A series prefix is 1–6 capitals or digits, unique among the categories.
const prefix = `R${tag.toUpperCase()}`.slice(0, 6);
const judgePrefix = `registration-judge-${tag}-`;
const rawTitle = `Registration Bench ${tag} raw`;
const warmTitle = `Registration Bench ${tag} warm-up`;
const SCENARIOS = [
  { key: 'empty', label: 'empty event, no cap', vehicles: 0, cap: null },
  { key: 'full', label: `${VEHICLES} vehicles, class cap ${CAP}`, vehicles: VEHICLES, cap: CAP },
];
const titleOf = (run, scenario) => `Registration Bench ${tag} r${run} ${scenario.key}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-bench-registration-'));
const serverEnv = { DATA_DIR: dataDir, OTP_SEND_PER_IP_PER_HOUR: '1000000', OTP_VERIFY_PER_IP_PER_HOUR: '1000000' };
const q = (text) => text.replaceAll("'", "''");

/** The confirmation mails of an event in the outboxes: how many, and how many carry the card. */
function confirmationsOf(outboxes, eventTitle) {
  let mails = 0;
  let withCard = 0;
  for (const dir of outboxes) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (!text.includes(`\nSubject: Entry confirmed: ${eventTitle}\n`)) continue;
      mails++;
      if (/^Attachment: card-.*application\/pdf/m.test(text)) withCard++;
    }
  }
  return { mails, withCard };
}

/**
 * The confirmation mails once they have all gone (they are sent after the answers, one after
 * another, in the background): the count, read until it stops growing for 5 s, and how long after
 * the burst the last one was written.
 */
async function settledConfirmations(outboxes, eventTitle, burstEnded) {
  let last = confirmationsOf(outboxes, eventTitle);
  let lastGrowth = performance.now();
  const deadline = performance.now() + 180_000;
  while (performance.now() - lastGrowth < 5_000 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = confirmationsOf(outboxes, eventTitle);
    if (now.mails !== last.mails || now.withCard !== last.withCard) {
      last = now;
      lastGrowth = performance.now();
    }
  }
  return { ...last, seconds: (lastGrowth - burstEnded) / 1000 };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** SQL for an event starting in a month (registration open before the show) with the bench class and `vehicles` vehicles carrying its first card ids. */
function registrationEventSql(title, vehicles) {
  const ev = `(select id from events where title = '${q(title)}')`;
  return `
    insert into events (title, location, starts_at) values ('${q(title)}', 'Bench Park', now() + interval '30 days');
    insert into event_categories (event_id, category_id) select ${ev}, id from categories where name = '${q(categoryName)}';
    insert into vehicles (event_id, category_id, vehicle_type_id, unique_id, registration_no, brand, model, owner_name, paid)
      select ${ev}, c.id, c.vehicle_type_id, '${prefix}' || lpad(v::text, ${String(SERIES.end).length}, '0'), 'SEED-' || v, 'Brand ' || (v % 17), 'Model ' || v, 'Owner ' || v, true
      from generate_series(1, ${vehicles}) v, categories c where c.name = '${q(categoryName)}';`;
}

const entryOf = (eventId, categoryId, plate) => ({
  intEventId: eventId,
  intCategoryId: categoryId,
  strOwnerName: 'Ada Entrant',
  strPhone: '+44 20 7946 0001',
  strBrandName: 'Jaguar',
  strModelName: 'E-Type',
  intYear: 1963,
  strRegistrationNo: plate,
  strColour: 'British racing green',
  strPaymentMode: 'gate',
});

let server = await startServer(PORT, serverEnv);
try {
  // The first start migrates and creates the admin; then the store is seeded with the server stopped.
  await fetch(`${server.base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  await server.stop();
  const seedStart = performance.now();
  const eventsSql = [];
  for (let run = 0; run < RUNS; run++) for (const s of SCENARIOS) eventsSql.push(registrationEventSql(titleOf(run, s), s.vehicles));
  await runSql(
    dataDir,
    `begin; ${benchCastSql({ typeTitle, parameters: 5, judgePrefix, judges: JUDGES, password: 'bench-judge-password' })}
     insert into categories (name, vehicle_type_id, prefix, start_range, range_upto)
       select '${q(categoryName)}', id, '${prefix}', ${SERIES.start}, ${SERIES.end} from vehicle_types where title = '${q(typeTitle)}';
     ${registrationEventSql(warmTitle, 0)}
     ${eventsSql.join('\n')}
     ${judgedEventSql({ title: rawTitle, typeTitle, judgePrefix, scored: 0, fresh: 100, categories: 1 })} commit;`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const store = await openStore(dataDir);
  const [category] = await store.query('select id from categories where name = $1', [categoryName]);
  const events = new Map();
  for (const row of await store.query('select id, title, location, starts_at from events where title like $1', [
    `Registration Bench ${tag} %`,
  ]))
    events.set(row.title, row);
  await store.close();

  // The organiser opens registration on each event through the event's own PUT, as the admin.
  server = await startServer(PORT, serverEnv);
  {
    const { ok } = benchClient(server.bases);
    const admin = (await ok(null, 'POST', '/api/auth/token/', { username: ADMIN.email, password: ADMIN.password })).access;
    const open = async (title, cap) => {
      const event = events.get(title);
      await ok(admin, 'PUT', '/api/event/manage-event/', {
        id: event.id,
        strEventTitle: event.title,
        strEventLocation: event.location,
        strEventStartDateTime: new Date(event.starts_at).toISOString(),
        arrVehicleCategory: [category.id],
        objRegistration: {
          blnOpen: true,
          strCurrency: 'EUR',
          arrPaymentModes: ['gate'],
          arrClasses: [{ intCategoryId: category.id, intFeeCents: 2500, intEarlyFeeCents: null, intCap: cap }],
        },
      });
    };
    await open(warmTitle, null);
    for (let run = 0; run < RUNS; run++) for (const s of SCENARIOS) await open(titleOf(run, s), s.cap);
  }
  await server.stop();

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const raw = await rawRates(dataDir, { title: rawTitle });
    server = await startServer(PORT, serverEnv);
    const outboxes = server.dataDirs.map((dir) => path.join(dir, 'outbox'));
    const { call } = benchClient(server.bases);
    const mail = mailbox(outboxes, { subject: 'sign-in code' });
    const failures = new Map();
    const fail = (error) => {
      const reason = error instanceof Error ? error.message : String(error);
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    };

    // Not timed: the entrants sign in (code, mail, verify), all at once.
    const signIn = { send: [], verify: [] };
    const signInStart = performance.now();
    const tokens = await Promise.all(
      Array.from({ length: ENTRANTS }, async (_, i) => {
        const strEmail = `entrant-${tag}-${run}-${i}@bench.test`;
        try {
          const send = await call(null, 'POST', '/api/entrant/send-code/', { strEmail });
          signIn.send.push(send.ms);
          if (send.status !== 200) throw new Error(`send ${send.status} ${JSON.stringify(send.body)}`);
          const strCode = await mail.codeFor(strEmail);
          const verify = await call(null, 'POST', '/api/entrant/verify-code/', { strEmail, strCode });
          signIn.verify.push(verify.ms);
          if (verify.status !== 200) throw new Error(`verify ${verify.status} ${JSON.stringify(verify.body)}`);
          return verify.body.access;
        } catch (error) {
          fail(error);
          return null;
        }
      }),
    );
    const signInSeconds = (performance.now() - signInStart) / 1000;
    if (tokens.some((t) => t === null)) throw new Error(`sign-in failed: ${JSON.stringify(Object.fromEntries(failures))}`);

    // Not timed: the registration path's first requests after a start (cold code paths).
    const warm = events.get(warmTitle);
    await Promise.all(
      tokens
        .slice(0, WARM_UP)
        .map((token, i) => call(token, 'POST', '/api/entrant/registrations/', entryOf(warm.id, category.id, `W${tag}${run}-${i}`))),
    );

    const result = { raw, signIn, signInSeconds, scenarios: {} };
    // Every other run the other event first, so neither always has the fresher server.
    for (const s of run % 2 === 0 ? SCENARIOS : [...SCENARIOS].reverse()) {
      const event = events.get(titleOf(run, s));
      const latency = { all: [], confirmed: [], waitlisted: [] };
      let entries = 0;
      const waves = [];
      const meter = cpuMeter(server.pids);
      const started = performance.now();
      for (let wave = 0; wave < WAVES; wave++) {
        const waveStart = performance.now();
        const before = entries;
        await Promise.all(
          tokens.map(async (token, i) => {
            try {
              const res = await call(
                token,
                'POST',
                '/api/entrant/registrations/',
                entryOf(event.id, category.id, `${tag}-${run}${wave}-${i}`),
              );
              if (res.status !== 201) throw new Error(`register ${res.status} ${JSON.stringify(res.body)}`);
              entries++;
              latency.all.push(res.ms);
              latency[res.body.strStatus]?.push(res.ms);
            } catch (error) {
              fail(error);
            }
          }),
        );
        waves.push((entries - before) / ((performance.now() - waveStart) / 1000));
      }
      const seconds = (performance.now() - started) / 1000;
      const cpu = meter.since();
      result.scenarios[s.key] = {
        entries,
        perSecond: entries / seconds,
        waves,
        latency,
        cpu: { server: cpu.server / entries, database: cpu.database / entries, client: cpu.client / entries },
        errors: ENTRANTS * WAVES - entries,
        // Not timed: the mails go after the answers; counted once they have all been written.
        mails: await settledConfirmations(outboxes, event.title, started + seconds * 1000),
      };
    }
    if (failures.size > 0) console.error('failures:', Object.fromEntries(failures));
    await server.stop();

    // The store after the burst: places exact, every confirmed entry a vehicle with a card id of its own.
    const check = await openStore(dataDir);
    try {
      for (const s of SCENARIOS) {
        const event = events.get(titleOf(run, s));
        const counts = Object.fromEntries(
          (await check.query('select status, count(*)::int as n from registrations where event_id = $1 group by status', [event.id])).map(
            (r) => [r.status, r.n],
          ),
        );
        const [cars] = await check.query(
          `select count(*)::int as n, count(distinct v.unique_id)::int as ids, count(v.unique_id)::int as with_id
             from registrations r join vehicles v on v.id = r.vehicle_id where r.event_id = $1 and r.status = 'confirmed'`,
          [event.id],
        );
        const [all] = await check.query(
          'select count(*)::int as n, count(distinct unique_id)::int as ids from vehicles where event_id = $1',
          [event.id],
        );
        const got = result.scenarios[s.key];
        const total = got.entries;
        const places = s.cap === null ? total : Math.min(s.cap, total);
        got.counts = counts;
        if ((counts.confirmed ?? 0) !== places || (counts.waitlisted ?? 0) !== total - places)
          throw new Error(`${s.label}: ${JSON.stringify(counts)} for ${total} entries and ${places} places`);
        if (cars.n !== places || cars.with_id !== places || all.n !== s.vehicles + places || all.ids !== all.n)
          throw new Error(`${s.label}: vehicles of the confirmed entries ${JSON.stringify(cars)}, of the event ${JSON.stringify(all)}`);
      }
    } finally {
      await check.close();
    }
    runs.push(result);
    const [a, b] = SCENARIOS.map((s) => result.scenarios[s.key].perSecond);
    console.log(
      `run ${run + 1}/${RUNS}: empty ${a.toFixed(1)} entries/s, ${VEHICLES} vehicles ${b.toFixed(1)} entries/s (${((100 * b) / a).toFixed(0)} %); raw inserts ${raw.insert.toFixed(0)}/s`,
    );
  }

  const med = (pick) => median(runs.map(pick));
  const rawInsert = med((r) => r.raw.insert);
  const rate = (key) => med((r) => r.scenarios[key].perSecond);
  const [emptyRate, fullRate] = SCENARIOS.map((s) => rate(s.key));
  const ratioFull = med((r) => r.scenarios.full.perSecond / r.scenarios.empty.perSecond);
  const ratioFirstWave = med((r) => r.scenarios.full.waves[0] / r.scenarios.empty.waves[0]);
  const usesPostgres = Boolean(process.env.BENCH_DATABASE_URL);
  const cpuOf = (key) => {
    const part = (name) => med((r) => r.scenarios[key].cpu[name]).toFixed(1);
    return usesPostgres ? `${part('server')} / ${part('database')} / ${part('client')}` : `${part('server')} / ${part('client')}`;
  };
  const latencyOf = (key, kind) =>
    `${med((r) => stats(r.scenarios[key].latency[kind]).p50).toFixed(0)} | ${med((r) => stats(r.scenarios[key].latency[kind]).p99).toFixed(0)}`;
  const row = (s, kind, label) => {
    const n = med((r) => r.scenarios[s.key].latency[kind].length);
    if (kind !== 'all') return `| … of them ${label} | ${n} | | | | ${latencyOf(s.key, kind)} | | |`;
    const mails = (pick) => med((r) => r.scenarios[s.key].mails[pick]);
    const waves = Array.from({ length: WAVES }, (_, w) => med((r) => r.scenarios[s.key].waves[w]).toFixed(1)).join(' / ');
    return `| ${s.label} | ${n} | **${rate(s.key).toFixed(1)}** | ${waves} | ${((100 * rate(s.key)) / rawInsert).toFixed(2)} % | ${latencyOf(s.key, kind)} | ${cpuOf(s.key)} | ${mails('withCard')} / ${mails('mails')} in ${mails('seconds').toFixed(0)} s |`;
  };
  const engine = server.engine;
  const table = [
    `### Entrant registration: ${ENTRANTS} entrants at once × ${WAVES} waves, into an empty event and into one of ${VEHICLES} vehicles with a class cap of ${CAP} (${machineNote(engine)}; ${commandOf('bench-registration.mjs')})`,
    '',
    `Median of ${RUNS} runs: **${emptyRate.toFixed(1)} entries/s** into the empty event, **${fullRate.toFixed(1)} entries/s** into the event of ${VEHICLES} vehicles, **${(100 * ratioFull).toFixed(0)} %** of the empty event's rate (the ratio within each run, median; in the first wave, where every entry of both events is confirmed and becomes a vehicle: ${(100 * ratioFirstWave).toFixed(0)} %). The two events take turns going first, run by run. The store's raw rate of single-row inserts in the same runs: ${rawInsert.toFixed(0)}/s (server stopped, 30 clients). ${runs.reduce((sum, r) => sum + SCENARIOS.reduce((n, s) => n + r.scenarios[s.key].errors, 0), 0)} errors in all; after every run the store held exactly the places of the cap confirmed, the rest waitlisted, and each confirmed entry a vehicle with a card id of its own. Each POST is one entry paying at the gate (an entrant's second car in the second wave); a confirmed one is mailed after its answer, in the background, one mail after another, its windscreen card made by the export pool (tried again while the pool is full): the last column counts the mails once written, and how long after the burst the last one was. CPU per entry: ${usesPostgres ? 'server (with its export workers) / PostgreSQL / load generator' : 'server (PGlite and the export workers run in it) / load generator'}. Not timed, before: the ${ENTRANTS} entrants signed in at once in ${med((r) => r.signInSeconds).toFixed(1)} s (code p50 / p99 ${med((r) => stats(r.signIn.send).p50).toFixed(0)} / ${med((r) => stats(r.signIn.send).p99).toFixed(0)} ms, verify ${med((r) => stats(r.signIn.verify).p50).toFixed(0)} / ${med((r) => stats(r.signIn.verify).p99).toFixed(0)} ms) and ${WARM_UP} entries went to a warm-up event. Seeded in SQL in ${seedSeconds.toFixed(1)} s.`,
    '',
    '| event | entries | entries/s | wave 1 / wave 2 entries/s | of raw insert rate | POST p50 ms | POST p99 ms | CPU ms per entry | mails with the card / confirmations, done after the burst |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row(SCENARIOS[0], 'all'),
    row(SCENARIOS[1], 'all'),
    row(SCENARIOS[1], 'confirmed', 'confirmed (a vehicle made, mailed)'),
    row(SCENARIOS[1], 'waitlisted', 'waitlisted (no vehicle, no mail)'),
  ].join('\n');
  writeSection('registration', engine, table);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
