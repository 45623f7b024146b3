import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { engine, testDatabaseUrl } from '../../test/helpers/engine.ts';
import { openPostgres } from './client.ts';

/**
 * A PostgreSQL restart or an admin's terminate drops the pool's idle connections. Without an error
 * listener on the pool that was an uncaught exception: the whole server process died (seen in CI
 * when a test database was dropped with FORCE under a live pool).
 */
describe.skipIf(engine !== 'postgres')('the PostgreSQL pool', () => {
  it('survives its idle connection being terminated and reconnects on the next query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const url = testDatabaseUrl();
    const database = openPostgres(url, 1);
    try {
      const [{ pid }] = (await database.query<{ pid: number }>('select pg_backend_pid() as pid')) as [{ pid: number }];
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped an idle connection')));
      const [{ pid: next }] = (await database.query<{ pid: number }>('select pg_backend_pid() as pid')) as [{ pid: number }];
      expect(next).not.toBe(pid);
    } finally {
      await database.close();
      warn.mockRestore();
    }
  });
});
