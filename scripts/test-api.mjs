// Runs the API suite on embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
// With --pglite-only (npm run test:fast), PGlite alone.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n── API tests on ${label} ──`);
  const result = spawnSync('npm', ['run', 'test', '-w', '@showgrid/server'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('PGlite (embedded)', { TEST_DB: 'pglite' });
if (process.argv.includes('--pglite-only')) console.log('\n--pglite-only: skipping the PostgreSQL run.');
else if (process.env.TEST_DATABASE_URL) run('PostgreSQL (TEST_DATABASE_URL)', { TEST_DB: 'postgres' });
else console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
