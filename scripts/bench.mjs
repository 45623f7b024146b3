// `npm run bench`: every benchmark against the real built server, on embedded PGlite, then on
// PostgreSQL with one instance and with two (each in a fresh database it creates and drops), and
// docs/benchmarks.md rewritten section by section. PostgreSQL from BENCH_POSTGRES_URL (a server
// URL whose user may create databases; default the local postgres://postgres@127.0.0.1:5432/postgres),
// skipped with a note when it cannot be reached. BENCH_ONLY=pglite|postgres|postgres-2 runs one setup;
// BENCH_SCRIPTS=votes,scores runs some benchmarks only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { root } from './bench-support.mjs';

const SCRIPTS = [
  'foundation',
  'login-burst',
  'login-flood',
  'import',
  'scores',
  'votes',
  'registration',
  'dashboard',
  'reports',
  'public-reads',
  'snapshot',
  'web',
  'public-pages',
];
/** The web pages load the same whatever the database: measured once, on the default setup. Snapshots are of the embedded database only. */
const ONLY_ON = { web: ['pglite'], snapshot: ['pglite'], 'public-pages': ['pglite', 'postgres'] };
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SETUPS = [
  { name: 'pglite', label: 'PGlite', env: {} },
  { name: 'postgres', label: 'PostgreSQL, one instance', env: { BENCH_INSTANCES: '1' }, postgres: true },
  { name: 'postgres-2', label: 'PostgreSQL, two instances', env: { BENCH_INSTANCES: '2' }, postgres: true },
];

const only = process.env.BENCH_ONLY?.split(',');
const scripts = process.env.BENCH_SCRIPTS?.split(',') ?? SCRIPTS;
const unknown = scripts.filter((s) => !SCRIPTS.includes(s));
if (unknown.length) throw new Error(`unknown benchmark ${unknown.join(', ')}: one of ${SCRIPTS.join(', ')}`);

async function sql(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresReachable() {
  try {
    await sql('select 1');
    return true;
  } catch (error) {
    console.log(
      `\nPostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//…@')} cannot be reached (${error.message}): its benchmarks are skipped.`,
    );
    return false;
  }
}

spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const failed = [];
let postgres;
for (const setup of SETUPS.filter((s) => !only || only.includes(s.name))) {
  if (setup.postgres && !(postgres ??= await postgresReachable())) continue;
  const database = `showgrid_bench_${Date.now().toString(36)}`;
  const env = { ...process.env, ...setup.env };
  if (setup.postgres) {
    await sql(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.BENCH_DATABASE_URL = url.toString();
  } else {
    delete env.BENCH_DATABASE_URL;
  }
  try {
    for (const script of scripts.filter((s) => !ONLY_ON[s] || ONLY_ON[s].includes(setup.name))) {
      console.log(`\n── ${script} on ${setup.label} ──`);
      const t = Date.now();
      const run = spawnSync(process.execPath, [path.join(root, `scripts/bench-${script}.mjs`)], { stdio: 'inherit', env });
      console.log(`(${script} on ${setup.label}: ${((Date.now() - t) / 1000).toFixed(0)} s)`);
      if (run.status !== 0) failed.push(`${script} on ${setup.label}`);
    }
  } finally {
    if (setup.postgres) await sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join('; ')}`);
  process.exitCode = 1;
}
