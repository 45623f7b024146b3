import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@showgrid/shared/roles';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { ACCESS, concrete, GUARDED, splitKey } from './security/access-table.ts';

// Who may call each API route: the table lives in security/access-table.ts (the security sweep
// walks it too). Every later issue adds its routes there: the first test fails when a registered
// route is missing from it (or it names one that is gone).

let ctx: TestContext;
const headers: Partial<Record<Role, { authorization: string }>> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) headers[role] = (await ctx.authAs(role)).headers;
});
afterAll(() => ctx.close());

describe('authorisation of every API route', () => {
  it('the table names exactly the registered routes', () => {
    const registered = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(ACCESS).sort());
  });

  it('registered routes declare the access the table expects', () => {
    for (const route of ctx.app.apiRoutes) {
      expect(route.access, `${route.method} ${route.url}`).toEqual(ACCESS[`${route.method} ${route.url}`]);
    }
  });

  it.each(GUARDED)('%s answers 401 without a token and with a bad one', async (key) => {
    const [method, url] = splitKey(key);
    const none = await ctx.app.inject({ method, url: concrete(url) });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: expect.any(String) });
    const bad = await ctx.app.inject({ method, url: concrete(url), headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
  });

  it.each(GUARDED)('%s answers 403 to every other role', async (key, access) => {
    const [method, url] = splitKey(key);
    const denied = ROLES.filter((role) => !access.includes(role));
    for (const role of denied) {
      const res = await ctx.app.inject({ method, url: concrete(url), headers: headers[role] });
      expect(res.statusCode, `${role} on ${key}`).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });
});
