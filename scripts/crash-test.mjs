// Crash safety (issue 8, production readiness), checked: the built server is killed with SIGKILL
// while judges save scores and visitors vote, restarted on the same data, and every write it
// acknowledged must be there. A request in flight at the kill may or may not have landed; if it
// did, it must be what the client sent (an edit: the one before it or the one in flight), never
// anything else, never twice. Visitors cut off between steps carry on after the restart with the
// code or token they were given, which must still work. Several kill/restart rounds on embedded
// PGlite (DATA_DIR kept), then on PostgreSQL when TEST_DATABASE_URL is set (a fresh database,
// dropped at the end). Runs in `npm test` after the build; alone: node scripts/crash-test.mjs
// (CRASH_ROUNDS=n for more rounds).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formOf as form, freePort, root } from './bench-support.mjs';

const entry = path.join(root, 'apps/server/dist/server.js');
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const JUDGES = 5;
const TABLETS = 2; // per judge, each with its own share of the vehicles
const VEHICLES = 20;
const PARAMETERS = 3;
const VOTERS_AT_ONCE = 16;
/** Acknowledged in a round before its kill may come. */
const MIN_ACKS = { scores: 10, votes: 3 };
const ADMIN = { email: 'crash-check@showgrid.local', password: 'crash-check-password' };
const JUDGE_PASSWORD = 'crash-judge-password';

if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The server never answered: the request never reached it, so it certainly did not land. */
const neverSent = (error) => error?.cause?.code === 'ECONNREFUSED';

/** The built server on `port` and `dataDir`; resolves once /api/health answers. */
async function startServer({ port, dataDir, databaseUrl }) {
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    BACKUP_EVERY_MIN: '0',
    // Every visitor here comes from 127.0.0.1; the per-address limits stay.
    OTP_SEND_PER_IP_PER_HOUR: '1000000',
    OTP_VERIFY_PER_IP_PER_HOUR: '1000000',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL; // codes are read from DATA_DIR/outbox
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-20_000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited on start (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (i >= 600) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 60 s:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    base,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** SIGKILL: no shutdown hook, no CHECKPOINT, no lock removed. Resolves once the process is reaped. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** call() answers { status, body } and throws when the server cannot be reached; ok() also throws on anything but 2xx. */
function client(base) {
  async function call(token, method, url, body, extraHeaders = {}) {
    const headers = { ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(base + url, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  async function ok(token, method, url, body, extraHeaders) {
    const res = await call(token, method, url, body, extraHeaders);
    if (res.status >= 300) throw new Error(`${method} ${url} ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  return { call, ok };
}

/** One-time codes by recipient, read from the outbox as the server writes it (one file per message). */
function outboxReader(dir) {
  const seen = new Map();
  const codes = new Map();
  return function codeFor(email) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (seen.has(name)) continue;
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      const to = /^To: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
      const code = /^([0-9]{4,8})$/m.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
      // A file still being written has no code yet: read it again on the next look.
      if (to && code) {
        seen.set(name, true);
        codes.set(to, code);
      }
    }
    return codes.get(email) ?? null;
  };
}

/** Runs `task` over `items`, `width` at a time. */
async function eachLimited(items, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

async function crashCheck(engine, databaseUrl) {
  const started = performance.now();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-crash-'));
  const { call, ok } = client(`http://127.0.0.1:${port}`);
  const codeFor = outboxReader(path.join(dataDir, 'outbox'));
  const problems = [];
  const tag = Math.random().toString(36).slice(2, 7);
  // Strictly increasing edit times: each edit is newer than every one before it, so none is a 409.
  const editBase = Date.now() - 86_400_000;
  let writeSeq = 0;

  /** (judge, vehicle) → every write sent, the last acknowledged, the one in flight at the kill. */
  const entries = new Map();
  /** Every visitor: state is the last step acknowledged, pending a step whose outcome is unknown. */
  const voters = [];
  const tally = { scoreAcks: 0, voteAcks: 0, resumed: 0, inFlight: 0, inFlightLanded: 0, rounds: 0 };

  const signIn = async (username, password) => (await ok(null, 'POST', '/api/auth/token/', { username, password })).access;
  const fail = (message) => problems.push(message);
  let server;
  try {
    server = await startServer({ port, dataDir, databaseUrl });
    // The show, through the API as an admin would set it up.
    let admin = await signIn(ADMIN.email, ADMIN.password);
    const { data: type } = await ok(admin, 'POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Crash Check ${tag}` });
    const params = [];
    for (let k = 0; k < PARAMETERS; k++) {
      const { data } = await ok(admin, 'POST', '/api/vehicle/parameter/', {
        strParameterTitle: `Criterion ${k}`,
        intVehicleType: type.id,
        intScoreLimit: 10,
      });
      params.push(data.id);
    }
    const { data: category } = await ok(admin, 'POST', '/api/vehicle/vehicle-category/', {
      strVehicleCategoryName: `Crash Check ${tag}`,
      intVehicleType: type.id,
    });
    const judges = [];
    for (let j = 0; j < JUDGES; j++) {
      const email = `crash-judge-${tag}-${j}@showgrid.local`;
      const { data } = await ok(
        admin,
        'POST',
        '/api/judges/',
        form({ strFullName: `Crash Judge ${j}`, strEmail: email, strPassword: JUDGE_PASSWORD }),
      );
      judges.push({ id: data.intJudgeId, email });
    }
    // Starting now: voting is open (12 h before the start to 72 h after).
    const { data: event } = await ok(admin, 'POST', '/api/event/manage-event/', {
      strEventTitle: `Crash Check ${tag}`,
      strEventLocation: 'Crash Park',
      strEventStartDateTime: new Date().toISOString(),
      arrVehicleCategory: [category.id],
      arrJudges: judges.map((j) => j.id),
    });
    const vehicles = [];
    for (let v = 0; v < VEHICLES; v++) {
      const { data } = await ok(
        admin,
        'POST',
        '/api/vehicle/',
        form({
          intEventId: event.id,
          intCategoryId: category.id,
          strRegistrationNo: `CC${v}${tag}`,
          strBrandName: 'Lancia',
          strModelName: 'Fulvia',
          strPaymentStatus: 'Paid',
        }),
      );
      vehicles.push(data.intVehicleId);
    }

    const entryOf = (judge, vehicleId) => {
      const key = `${judge.id}:${vehicleId}`;
      if (!entries.has(key)) entries.set(key, { judge, vehicleId, sent: [], acked: null, unknown: null });
      return entries.get(key);
    };

    /** Judges and visitors write until the kill, which comes 1.5–3 s in; answers how many requests it cut off. */
    async function writeThenKill(round) {
      let stop = false;
      const landed = (res, expected) => {
        if (!expected.includes(res.status)) fail(`round ${round}: unexpected answer under load ${res.status} ${JSON.stringify(res.body)}`);
        return expected.includes(res.status);
      };
      /** One request of a writer: its answer when acknowledged; null when refused or cut off (then `unknown()` unless it never reached the server). */
      async function send(request, expected, unknown) {
        try {
          const res = await request();
          return landed(res, expected) ? res : null;
        } catch (error) {
          if (!stop) fail(`round ${round}: the server failed before the kill: ${error.cause?.message ?? error.message}`);
          if (!neverSent(error)) unknown();
          return null;
        }
      }

      const tablet = async (judge, share) => {
        const mine = vehicles.filter((_, v) => v % TABLETS === share);
        while (!stop) {
          const vehicleId = mine[Math.floor(Math.random() * mine.length)];
          const entry = entryOf(judge, vehicleId);
          const id = ++writeSeq;
          const write = {
            id,
            scores: Object.fromEntries(params.map((p, k) => [String(p), (id + k * 3) % 11])),
            note: `write ${id} round ${round}`,
            editedAt: new Date(editBase + id).toISOString(),
          };
          entry.sent.push(write);
          const body = {
            intEventId: event.id,
            intVehicleId: vehicleId,
            objParameterWiseScore: write.scores,
            strSpecialNote: write.note,
            dtEditedAt: write.editedAt,
            strDeviceId: `tablet-${share}`,
          };
          const res = await send(
            () => call(judge.token, 'POST', '/api/score-entry/', body),
            [200, 201],
            () => (entry.unknown = write),
          );
          if (!res) break;
          entry.acked = write;
          tally.scoreAcks++;
        }
      };

      const visitor = async (w) => {
        for (let n = 0; !stop; n++) {
          const voter = {
            email: `v@r${round}-w${w}-n${n}-${tag}.crash.test`,
            vehicleId: vehicles[(w * 7 + n) % VEHICLES],
            state: 'new',
            pending: null,
          };
          voter.masked = `v•••@${voter.email.split('@')[1]}`;
          voters.push(voter);
          const unknown = (step) => () => (voter.pending = step);
          if (!(await send(() => call(null, 'POST', '/api/attendee/send-email-otp/', { email: voter.email }), [200], unknown('send'))))
            return;
          voter.state = 'sent';
          while (!stop && !(voter.code = codeFor(voter.email))) await sleep(20);
          if (stop) return;
          const verified = await send(
            () => call(null, 'POST', '/api/attendee/verify-otp/', { email: voter.email, otp: voter.code }),
            [200],
            unknown('verify'),
          );
          if (!verified) return;
          voter.state = 'verified';
          voter.token = verified.body.strVoteToken;
          if (stop) return;
          const vote = { email: voter.email, intVehicleId: voter.vehicleId, strVoteToken: voter.token };
          const voted = await send(() => call(null, 'POST', '/api/attendee/attendee-vote/', vote), [201], unknown('vote'));
          if (!voted) return;
          voter.state = 'voted';
          voter.voteId = voted.body.data.id;
          tally.voteAcks++;
        }
      };

      const writers = [
        ...judges.flatMap((judge) => Array.from({ length: TABLETS }, (_, share) => tablet(judge, share))),
        ...Array.from({ length: VOTERS_AT_ONCE }, (_, w) => visitor(w)),
      ];
      // The kill comes 1.5–3 s in, once this round has some of each kind of write acknowledged
      // (a loaded machine is slow to get the first votes through), or after 20 s regardless.
      const t = performance.now();
      const killAfter = 1500 + Math.random() * 1500;
      const before = { scores: tally.scoreAcks, votes: tally.voteAcks };
      for (;;) {
        await sleep(25);
        const elapsed = performance.now() - t;
        const busy = tally.scoreAcks - before.scores >= MIN_ACKS.scores && tally.voteAcks - before.votes >= MIN_ACKS.votes;
        if (!server.alive() || (elapsed >= killAfter && busy) || elapsed >= 20_000) break;
      }
      if (!server.alive()) fail(`round ${round}: the server died under load before the kill:\n${server.output()}`);
      if (tally.scoreAcks === before.scores && tally.voteAcks === before.votes)
        fail(`round ${round}: not one write acknowledged in 20 s under load`);
      stop = true; // no new requests: what is in flight now is what the kill cuts off
      const killedAt = performance.now() - t;
      await server.kill();
      await Promise.all(writers);
      // Requests the kill cut off after they reached the server: landed or not, nobody knows yet.
      const cutOff = [...entries.values()].filter((e) => e.unknown).length + voters.filter((v) => v.pending).length;
      console.log(
        `  ${engine} round ${round}: SIGKILL ${(killedAt / 1000).toFixed(1)} s into the load, ` +
          `${tally.scoreAcks - before.scores} score writes and ${tally.voteAcks - before.votes} votes acknowledged in it, ${cutOff} requests cut off`,
      );
      return cutOff;
    }

    /** Everything acknowledged is there, exactly; in-flight writes resolved one way or the other. */
    async function verify(when) {
      const { data: found } = await ok(admin, 'GET', `/api/score-entry/?intEventId=${event.id}`, undefined, {
        blnRemovePagination: 'true',
      });
      const byKey = new Map();
      for (const row of found) {
        const key = `${row.intJudgeId}:${row.intVehicleId}`;
        if (byKey.has(key)) fail(`${when}: two score entries for judge ${row.intJudgeId}, vehicle ${row.intVehicleId}`);
        byKey.set(key, row);
        if (!entries.has(key)) fail(`${when}: a score entry nobody sent: judge ${row.intJudgeId}, vehicle ${row.intVehicleId}`);
      }
      const same = (row, write) =>
        row.strSpecialNote === write.note &&
        new Date(row.dtEditedAt).getTime() === new Date(write.editedAt).getTime() &&
        Object.keys(row.objParameterWiseScore).length === Object.keys(write.scores).length &&
        Object.entries(write.scores).every(([p, score]) => row.objParameterWiseScore[p] === score);
      for (const [key, entry] of entries) {
        const row = byKey.get(key);
        const what = `judge ${entry.judge.id}, vehicle ${entry.vehicleId}`;
        const allowed = [entry.acked, entry.unknown].filter(Boolean);
        if (!row) {
          if (entry.acked) fail(`${when}: MISSING score entry ${what}: write ${entry.acked.id} was acknowledged`);
        } else {
          const match = allowed.find((write) => same(row, write));
          if (!match) {
            const older = entry.sent.find((write) => same(row, write));
            const expected = allowed.map((w) => w.id).join(' or ') || 'no entry';
            const holds = older
              ? `write ${older.id}`
              : `"${row.strSpecialNote}" edited ${row.dtEditedAt}, scores ${JSON.stringify(row.objParameterWiseScore)}`;
            fail(`${when}: WRONG score entry ${what}: holds ${holds}, expected write ${expected}`);
          } else if (match === entry.unknown) tally.inFlightLanded++;
          if (match) entry.acked = match; // an in-flight write that landed is now simply there
        }
        entry.unknown = null;
      }

      const listed = new Map();
      let countedTotal = 0;
      const { data: counts } = await ok(admin, 'GET', `/api/attendee/attendee-vote/?intEventId=${event.id}`);
      for (const vehicleId of vehicles) {
        const { data: rows } = await ok(admin, 'GET', `/api/attendee/attendee-vote/list/?intEventId=${event.id}&intVehicleId=${vehicleId}`);
        const counted = counts.find((c) => c.intVehicleId === vehicleId)?.numberOfVotes ?? 0;
        if (counted !== rows.length) fail(`${when}: vehicle ${vehicleId} counts ${counted} votes but lists ${rows.length}`);
        countedTotal += counted;
        for (const row of rows) {
          if (listed.has(row.strEmailMasked)) fail(`${when}: two votes from ${row.strEmailMasked}`);
          listed.set(row.strEmailMasked, { ...row, vehicleId });
        }
      }
      const known = new Set(voters.map((v) => v.masked));
      for (const masked of listed.keys()) if (!known.has(masked)) fail(`${when}: a vote nobody cast, from ${masked}`);
      for (const voter of voters) {
        const row = listed.get(voter.masked);
        if (voter.state === 'voted') {
          if (!row) fail(`${when}: MISSING vote ${voter.voteId} of ${voter.email} for vehicle ${voter.vehicleId} (acknowledged)`);
          else if (row.id !== voter.voteId || row.vehicleId !== voter.vehicleId)
            fail(
              `${when}: vote of ${voter.email} is ${row.id} for vehicle ${row.vehicleId}, acknowledged ${voter.voteId} for ${voter.vehicleId}`,
            );
        } else if (voter.pending === 'vote' && row) {
          if (row.vehicleId !== voter.vehicleId)
            fail(`${when}: the in-flight vote of ${voter.email} landed on vehicle ${row.vehicleId}, sent for ${voter.vehicleId}`);
          voter.state = 'voted';
          voter.voteId = row.id;
          tally.inFlightLanded++;
        } else if (row) fail(`${when}: a vote from ${voter.email}, who never sent one that could land`);
        // A code or verification whose request was cut off: its outcome cannot be known; that visitor gives up.
        if (voter.pending === 'send' || voter.pending === 'verify') voter.state = 'gave-up';
        voter.pending = null;
      }
      const ackedVotes = voters.filter((v) => v.state === 'voted').length;
      if (countedTotal !== ackedVotes) fail(`${when}: ${countedTotal} votes counted, ${ackedVotes} cast`);
    }

    /**
     * Visitors cut off between steps carry on: an acknowledged code still verifies, an acknowledged
     * verification (or one whose vote did not land: same transaction) still casts its vote.
     */
    async function resume(when) {
      const waiting = voters.filter((v) => v.state === 'sent' || v.state === 'verified');
      await eachLimited(waiting, 5, async (voter) => {
        if (voter.state === 'sent') {
          const code = codeFor(voter.email);
          const res = code ? await call(null, 'POST', '/api/attendee/verify-otp/', { email: voter.email, otp: code }) : null;
          if (res?.status !== 200)
            return fail(
              `${when}: the acknowledged code of ${voter.email} no longer verifies: ${res ? `${res.status} ${JSON.stringify(res.body)}` : 'not in the outbox'}`,
            );
          voter.state = 'verified';
          voter.token = res.body.strVoteToken;
        }
        const res = await call(null, 'POST', '/api/attendee/attendee-vote/', {
          email: voter.email,
          intVehicleId: voter.vehicleId,
          strVoteToken: voter.token,
        });
        if (res.status !== 201)
          return fail(`${when}: the verification of ${voter.email} no longer casts a vote: ${res.status} ${JSON.stringify(res.body)}`);
        voter.state = 'voted';
        voter.voteId = res.body.data.id;
        tally.voteAcks++;
        tally.resumed++;
      });
    }

    await Promise.all(judges.map(async (judge) => (judge.token = await signIn(judge.email, JUDGE_PASSWORD))));
    for (let round = 1; round <= ROUNDS; round++) {
      tally.inFlight += await writeThenKill(round);
      tally.rounds++;
      try {
        server = await startServer({ port, dataDir, databaseUrl });
      } catch (error) {
        fail(`round ${round}: no restart after the kill: ${error.message}`);
        break;
      }
      // The admin signs in afresh; the judges' tablets carry on with the sessions they had before the kill.
      admin = await signIn(ADMIN.email, ADMIN.password);
      await verify(`after kill ${round}`);
      await resume(`after kill ${round}`);
    }
    if (server.alive()) {
      await verify('at the end');
      const { code, signal } = await server.stop();
      if (code !== 0) fail(`the server stopped with ${code ?? signal} on SIGTERM:\n${server.output()}`);
    }
  } catch (error) {
    fail(`${error.message}${server && !server.alive() ? `\n${server.output()}` : ''}`);
  } finally {
    if (server?.alive()) await server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    const shown = problems.slice(0, 40).map((p) => `  - ${p}`);
    if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`);
    console.error(`crash test (${engine}): FAILED after ${tally.rounds} kill/restart round(s) in ${seconds} s:\n${shown.join('\n')}`);
    return false;
  }
  const entriesKept = [...entries.values()].filter((e) => e.acked).length;
  console.log(
    `crash test (${engine}): OK — ${tally.rounds} SIGKILL/restart rounds in ${seconds} s; every acknowledged write present: ` +
      `${tally.scoreAcks} score writes (${entriesKept} entries) and ${tally.voteAcks} votes (${tally.resumed} cast after a restart by visitors cut off mid-way); ` +
      `${tally.inFlight} requests in flight at the kills, ${tally.inFlightLanded} of them found landed`,
  );
  return true;
}

let passed = await crashCheck('PGlite', undefined);

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('crash test (PostgreSQL): skipped (set TEST_DATABASE_URL to a PostgreSQL server to run it)');
else {
  const name = `showgrid_crash_${Date.now().toString(36)}`;
  const pgAdmin = new pg.Client({ connectionString: adminUrl });
  await pgAdmin.connect();
  await pgAdmin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    passed = (await crashCheck('PostgreSQL', url.toString())) && passed;
  } finally {
    await pgAdmin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await pgAdmin.end();
  }
}
if (!passed) process.exit(1);
