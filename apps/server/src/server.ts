import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { loadConfig } from './config.ts';
import { scheduleSnapshots } from './db/backups.ts';
import { openDatabase } from './db/open.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const firstAdmin = await ensureFirstAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  const app = await buildApp({ config, database });

  const { pglite } = database;
  const snapshots = pglite
    ? scheduleSnapshots(pglite, config.dataDir, config.BACKUP_EVERY_MIN * 60_000, (err) => app.log.error({ err }, 'backup failed'))
    : undefined;
  // `kill -USR2 <pid>`: a snapshot now, besides the schedule (before an upgrade, say; the load test).
  process.on('SIGUSR2', () => void snapshots?.now());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await snapshots?.stop(); // a snapshot under way finishes before the database closes
    await app.close();
    await database.close(); // CHECKPOINT on PGlite, so the data directory is consistent
    database.unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // No cold start: the first judges and visitors after a (re)start are served as fast as later ones.
  await app.warmUp();
  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nShowgrid is running at ${url} (${where})`);
  if (firstAdmin) {
    console.log('\nFirst start: an admin account was created. Sign in at ' + `${url}/admin/login with`);
    console.log(`  e-mail:   ${firstAdmin.email}`);
    console.log(
      firstAdmin.generatedPassword
        ? `  password: ${firstAdmin.generatedPassword}\n  (shown only this once; change it with npm run admin -- reset ${firstAdmin.email})`
        : '  password: the ADMIN_PASSWORD you set',
    );
  }
  console.log('');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
