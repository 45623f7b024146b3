import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@showgrid/shared/roles';
import type { Access } from '../src/plugins/auth.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

/**
 * Who may call each API route. Every later issue adds its routes here: the first test fails
 * when a registered route is missing from this table (or the table names one that is gone).
 */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  'POST /api/auth/token/': 'public',
  'POST /api/auth/token/refresh/': 'public',
  'POST /api/auth/logout/': 'public',
  'GET /api/auth/me/': ['admin', 'judge'],
  'GET /api/judges/': ['admin'],
  'POST /api/judges/': ['admin'],
  'PUT /api/judges/': ['admin'],
  'DELETE /api/judges/': ['admin'],
  'GET /api/judges/:id/': ['admin', 'judge'],
  'POST /api/judges/:id/reset-password/': ['admin'],
  'GET /api/audit/': ['admin'],
  'POST /api/vehicle/bulk-upload-vehicles/': ['admin'],
  'GET /api/vehicle/bulk-upload-template/': ['admin'],
  'GET /api/vehicle/vehicle-type/': ['admin', 'judge'],
  'POST /api/vehicle/vehicle-type/': ['admin'],
  'GET /api/vehicle/vehicle-type/:id/': ['admin', 'judge'],
  'PUT /api/vehicle/vehicle-type/:id/': ['admin'],
  'DELETE /api/vehicle/vehicle-type/:id/': ['admin'],
  'GET /api/vehicle/parameter/': ['admin', 'judge'],
  'POST /api/vehicle/parameter/': ['admin'],
  'DELETE /api/vehicle/parameter/:id/': ['admin'],
  'GET /api/vehicle/vehicle-category/': ['admin', 'judge'],
  'POST /api/vehicle/vehicle-category/': ['admin'],
  'GET /api/vehicle/vehicle-category/:id/': ['admin', 'judge'],
  'PUT /api/vehicle/vehicle-category/:id/': ['admin'],
  'DELETE /api/vehicle/vehicle-category/:id/': ['admin'],
  'GET /api/vehicle/vehicle-category/:id/cards/': ['admin'],
  'GET /api/vehicle/unique-id/': ['admin'],
  'GET /api/vehicle/available-unique-id/': ['admin'],
  'GET /api/vehicle/qr-code/': ['admin'],
  'GET /api/event/manage-event/': ['admin', 'judge'],
  'POST /api/event/manage-event/': ['admin'],
  'GET /api/event/manage-event/upcoming-events/': ['admin', 'judge'],
  'PUT /api/event/manage-event/map-judge/': ['admin'],
  'PUT /api/event/manage-event/map-category/': ['admin'],
  'GET /api/event/manage-event/:id/': ['admin', 'judge'],
  'PUT /api/event/manage-event/:id/': ['admin'],
  'DELETE /api/event/manage-event/:id/': ['admin'],
  'GET /api/vehicle/': ['admin', 'judge'],
  'POST /api/vehicle/': ['admin'],
  'PUT /api/vehicle/': ['admin'],
  'DELETE /api/vehicle/': ['admin'],
  'GET /api/vehicle/:id/': ['admin', 'judge'],
  'GET /api/score-entry/': ['admin', 'judge'],
  'POST /api/score-entry/': ['judge'],
  'GET /api/score-entry/:id/': ['admin', 'judge'],
  'PUT /api/score-entry/:id/': ['judge'],
  'DELETE /api/score-entry/:id/': ['admin', 'judge'],
  'GET /api/total-score/': ['admin', 'judge'],
  'GET /api/score-count/': ['admin', 'judge'],
  'GET /api/top-choice/': ['admin'],
  'GET /api/judge-choice/': ['admin', 'judge'],
  'GET /api/recusal/': ['admin', 'judge'],
  'POST /api/recusal/': ['judge'],
  'DELETE /api/recusal/': ['judge'],
  'GET /api/score-conflict/': ['admin'],
  'PUT /api/score-conflict/:id/': ['admin'],
  'GET /api/attendee/vehicle/:uniqueId/': 'public',
  'POST /api/attendee/send-email-otp/': 'public',
  'POST /api/attendee/verify-otp/': 'public',
  'POST /api/attendee/attendee-vote/': 'public',
  'GET /api/attendee/attendee-vote/': ['admin'],
  'GET /api/attendee/attendee-vote/list/': ['admin'],
  'DELETE /api/attendee/attendee-vote/:id/': ['admin'],
  'GET /api/dashboard/': ['admin'],
  'GET /api/ranking/': ['admin'],
  'PUT /api/ranking/tie-order/': ['admin'],
  'GET /api/report/:event_id/download/:is_pdf': ['admin'],
  'GET /api/top-choice/download/': ['admin'],
};

let ctx: TestContext;
const headers: Partial<Record<Role, { authorization: string }>> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) headers[role] = (await ctx.authAs(role)).headers;
});
afterAll(() => ctx.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

  const guarded = Object.entries(ACCESS).filter(([, access]) => access !== 'public');

  it.each(guarded)('%s answers 401 without a token and with a bad one', async (key) => {
    const [method, url] = key.split(' ') as [Method, string];
    const none = await ctx.app.inject({ method, url: concrete(url) });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: expect.any(String) });
    const bad = await ctx.app.inject({ method, url: concrete(url), headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
  });

  it.each(guarded)('%s answers 403 to every other role', async (key, access) => {
    const [method, url] = key.split(' ') as [Method, string];
    const denied = ROLES.filter((role) => access !== 'public' && !access.includes(role));
    for (const role of denied) {
      const res = await ctx.app.inject({ method, url: concrete(url), headers: headers[role] });
      expect(res.statusCode, `${role} on ${key}`).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });
});
