import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { recordAudit } from '../../lib/audit.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('GET /api/audit/', () => {
  it('pages newest first, gives every row with blnRemovePagination, and never stores secrets', async () => {
    const { user, headers } = await ctx.authAs('admin');
    for (let i = 1; i <= 12; i++) {
      await recordAudit(ctx.database.db, {
        userId: user.id,
        action: 'update',
        entity: 'user',
        entityId: i,
        after: { n: i, password: 'secret', refreshToken: 'x' },
      });
    }
    const page1 = (await ctx.app.inject({ method: 'GET', url: '/api/audit/', headers })).json();
    expect(page1.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({ strEntityId: '12', objAfter: { n: 12 }, intUserId: user.id });
    expect(page1.data[0].objAfter).not.toHaveProperty('password');
    expect(page1.data[0].objAfter).not.toHaveProperty('refreshToken');

    const page2 = (await ctx.app.inject({ method: 'GET', url: '/api/audit/?page=2', headers })).json();
    expect(page2.data.map((r: { strEntityId: string }) => r.strEntityId)).toEqual(['2', '1']);

    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/audit/', headers: { ...headers, blnRemovePagination: 'true' } })
    ).json();
    expect(all.pagination).toBeUndefined();
    expect(all.data).toHaveLength(12);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/audit/?page=0', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('page');
  });
});
