import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../test/helpers/test-app.ts';
import { ensureFirstAdmin } from './first-admin.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('ensureFirstAdmin', () => {
  it('creates an admin with a generated password that signs in, once', async () => {
    const first = await ensureFirstAdmin(ctx.database.db);
    expect(first?.email).toBe('admin@showgrid.local');
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: first?.email, password: first?.generatedPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(await ensureFirstAdmin(ctx.database.db)).toBeUndefined();
  }, 20_000);

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, and prints no password', async () => {
    const first = await ensureFirstAdmin(ctx.database.db, 'Owner@Club.org', 'a-long-password');
    expect(first).toEqual({ email: 'owner@club.org', generatedPassword: undefined });
  }, 20_000);
});
