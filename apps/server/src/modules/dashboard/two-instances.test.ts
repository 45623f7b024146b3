import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { dashboardSchema } from '@showgrid/shared/schemas/results';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { LISTENER_NAME } from '../../platform/change-bus.ts';
import { engine } from '../../../test/helpers/engine.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { listenForSockets, openSocket } from '../../../test/helpers/ws-client.ts';
import { dashboardShow } from '../../../test/factories/dashboard.ts';

/**
 * PRODUCT.md "Scale": a score saved through one instance updates a dashboard connected to
 * another. Needs PostgreSQL (TEST_DB=postgres TEST_DATABASE_URL=…, as scripts/test-api.mjs runs
 * it); PGlite is one process by design, so there it is skipped.
 */
describe.skipIf(engine !== 'postgres')('two server instances on one PostgreSQL database (TEST_DB=postgres only)', () => {
  let a: TestContext;
  let b: FastifyInstance;
  let bDatabase: Database;
  let bBase: string;
  beforeAll(async () => {
    a = await createTestContext();
    const url = a.database.connectionString;
    if (!url) throw new Error('the test database has no connection string');
    bDatabase = openPostgres(url, 2);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' });
    b = await buildApp({ config, database: bDatabase });
    bBase = await listenForSockets(b);
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const judged = (m: unknown) => {
    const parsed = dashboardSchema.safeParse(m);
    return parsed.success ? parsed.data.objJudgeStats.objJudgingProgress.intJudgedVehicleCount : -1;
  };

  it('a score posted to instance A reaches a dashboard socket on instance B; so does a live score', async () => {
    const show = await dashboardShow(a);
    const token = show.admin.headers.authorization.replace('Bearer ', '');
    const dashboard = await openSocket(`${bBase}${API.wsDashboard}?event_id=${show.event.id}&token=${token}`);
    const liveScore = await openSocket(`${bBase}${API.wsLiveScore}?event_id=${show.event.id}&token=${token}`);
    try {
      expect(judged(await dashboard.take())).toBe(3);
      for (let i = 0; i < 3; i++) await liveScore.take();

      const v4 = show.paid[3];
      await show.score(show.ada, v4.id, 10, 5); // through A's inject
      const next = dashboardSchema.parse(await dashboard.take((m) => judged(m) === 4, 5000));
      expect(next.arrTopVehicles[0]).toMatchObject({ intId: v4.id, intRank: 1, intTotalScore: 15 });
      expect(await liveScore.take(undefined, 5000)).toEqual({
        type: 'score',
        intEventId: show.event.id,
        intVehicleId: v4.id,
        intTotalScore: 15,
        strTotalScore: '15/15',
      });
    } finally {
      await dashboard.close();
      await liveScore.close();
    }
  });

  it('a listener whose connection is cut reconnects, resends the dashboard, and hears later changes', async () => {
    await a.reset();
    const show = await dashboardShow(a);
    const token = show.admin.headers.authorization.replace('Bearer ', '');
    const dashboard = await openSocket(`${bBase}${API.wsDashboard}?event_id=${show.event.id}&token=${token}`);
    try {
      await dashboard.take();
      const cut = await a.database.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_NAME}'`,
      );
      expect(cut.length).toBeGreaterThanOrEqual(2); // A's and B's listeners
      // Whatever was missed meanwhile: B resends the state once it listens again.
      await dashboard.take(undefined, 5000);
      await show.score(show.ada, show.paid[3].id, 1, 1);
      await dashboard.take((m) => judged(m) === 4, 3000);
    } finally {
      await dashboard.close();
    }
  });
});
