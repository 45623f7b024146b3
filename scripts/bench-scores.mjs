// Benchmark of score entry (POST /api/score-entry/) through the real built server: an event with
// 30 judges and 300 Paid vehicles, all seeded through the API; 30 judges at once, each POSTing a
// score for each of their 10 vehicles (the vehicles are shared out, as judging rounds are), then
// the same again as later edits. Embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL.
// `npm run bench` runs it last; alone: node scripts/bench-scores.mjs. Writes its section of docs/benchmarks.md.
import { ADMIN, benchClient, commandOf, formOf as form, machineNote, startServer, writeSection } from './bench-support.mjs';

const JUDGES = 30;
const VEHICLES = 300;
const PARAMETERS = 5;
const server = await startServer(3919);
const { base } = server;
const { call, ok } = benchClient(server.bases);
const tag = Math.random().toString(36).slice(2, 7);
const PASSWORD = 'bench-judge-password';

async function login(username, password) {
  const res = await fetch(`${base}/api/auth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login ${username} ${res.status}`);
  return (await res.json()).access;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const admin = await login(ADMIN.email, ADMIN.password);
  const { data: type } = await ok(admin, 'POST', '/api/vehicle/vehicle-type/', { strVehicleTypeTitle: `Score Bench ${tag}` });
  const params = [];
  for (let k = 0; k < PARAMETERS; k++) {
    const { data } = await ok(admin, 'POST', '/api/vehicle/parameter/', { strParameterTitle: `Criterion ${k}`, intVehicleType: type.id });
    params.push(data.id);
  }
  const { data: category } = await ok(admin, 'POST', '/api/vehicle/vehicle-category/', { strVehicleCategoryName: `Score Bench ${tag}`, intVehicleType: type.id });
  const judges = [];
  for (let j = 0; j < JUDGES; j++) {
    const email = `bench-judge-${tag}-${j}@showgrid.local`;
    const { data } = await ok(admin, 'POST', '/api/judges/', form({ strFullName: `Bench Judge ${j}`, strEmail: email, strPassword: PASSWORD }));
    judges.push({ id: data.intJudgeId, email });
  }
  const { data: event } = await ok(admin, 'POST', '/api/event/manage-event/', {
    strEventTitle: `Score Bench ${tag}`,
    strEventLocation: 'Bench Park',
    strEventStartDateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    arrVehicleCategory: [category.id],
    arrJudges: judges.map((j) => j.id),
  });
  const vehicles = [];
  for (let v = 0; v < VEHICLES; v++) {
    const { data } = await ok(admin, 'POST', '/api/vehicle/', form({ intEventId: event.id, intCategoryId: category.id, strRegistrationNo: `SB${v}${tag}`, strBrandName: 'Jaguar', strModelName: 'E-Type', strPaymentStatus: 'Paid' }));
    vehicles.push(data.intVehicleId);
  }
  for (const judge of judges) judge.token = await login(judge.email, PASSWORD);

  /** Every judge POSTs a score for each of their vehicles, one after another; all judges at once. */
  async function round(editedAt) {
    const latencies = [];
    let errors = 0;
    const t = performance.now();
    await Promise.all(
      judges.map(async (judge, j) => {
        for (let v = j; v < VEHICLES; v += JUDGES) {
          const body = {
            intEventId: event.id,
            intVehicleId: vehicles[v],
            objParameterWiseScore: Object.fromEntries(params.map((p, k) => [String(p), (v + k) % 11])),
            dtEditedAt: editedAt,
            strDeviceId: `tablet-${j}`,
          };
          const res = await call(judge.token, 'POST', '/api/score-entry/', body);
          latencies.push(res.ms);
          if (res.status !== 200 && res.status !== 201) errors++;
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    latencies.sort((a, b) => a - b);
    return { n: latencies.length, perSecond: Math.round(latencies.length / seconds), p50: percentile(latencies, 50).toFixed(1), p99: percentile(latencies, 99).toFixed(1), errors };
  }

  const rows = [
    ['first scores (insert)', await round(new Date(Date.now() - 60_000).toISOString())],
    ['later edits (update)', await round(new Date().toISOString())],
    ['replays of the same edit (no write)', await round(new Date().toISOString())],
  ];
  const engine = server.engine;
  const command = commandOf('bench-scores.mjs');
  const table = [
    `### Score entry, ${JUDGES} judges at once, ${VEHICLES} Paid vehicles, ${PARAMETERS} parameters (${machineNote(engine)}; ${command})`,
    '',
    '| what | requests | per second | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(([name, r]) => `| POST /api/score-entry/, ${name} | ${r.n} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join('\n');
  writeSection('scores', engine, table);
} finally {
  await server.stop();
}
