import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { createUsersRepository } from '../users/repository.ts';

/*
 * ADR 033: an access token is good only while its account lives with the role it names. Before,
 * a deleted gate volunteer's token still read every event's gate list for up to 15 minutes.
 */

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const get = (url: string, headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url, headers });
const refusal = { detail: 'Given token not valid for any token type' };

describe('a deleted account’s access token is refused at once (401)', () => {
  it('a gate volunteer deleted by the admin: the next gate read is refused', async () => {
    const admin = await ctx.authAs('admin');
    const volunteer = await ctx.authAs('staff');
    expect((await get(API.gateEvents, volunteer.headers)).statusCode).toBe(200);

    const removed = await ctx.app.inject({ method: 'DELETE', url: API.gateStaffMember(volunteer.user.id), headers: admin.headers });
    expect(removed.statusCode).toBe(204);

    const after = await get(API.gateEvents, volunteer.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(refusal);
    // Any event's list, before its id is even looked at.
    expect((await get('/api/gate/1/vehicles/', volunteer.headers)).statusCode).toBe(401);
  });

  it('a judge deleted by the admin: the next read is refused', async () => {
    const admin = await ctx.authAs('admin');
    const judge = await ctx.authAs('judge');
    expect((await get(API.upcomingEvents, judge.headers)).statusCode).toBe(200);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${API.judges}?intJudgeId=${judge.user.id}`, headers: admin.headers });
    expect(removed.statusCode).toBeLessThan(300);

    expect((await get(API.upcomingEvents, judge.headers)).statusCode).toBe(401);
    expect((await get(API.me, judge.headers)).statusCode).toBe(401);
  });

  it('a second admin removed from the database: reads, writes and the live socket are refused', async () => {
    await ctx.authAs('admin');
    const second = await ctx.authAs('admin');
    expect((await get(API.judges, second.headers)).statusCode).toBe(200);

    await createUsersRepository(ctx.database.db).remove(second.user.id);

    expect((await get(API.judges, second.headers)).statusCode).toBe(401);
    const write = await ctx.app.inject({ method: 'POST', url: API.gateStaff, headers: second.headers, payload: {} });
    expect(write.statusCode).toBe(401);
    const token = second.headers.authorization.replace('Bearer ', '');
    expect((await ctx.app.inject({ method: 'GET', url: `${API.wsDashboard}?event_id=1&token=${token}` })).statusCode).toBe(401);
  });

  it('a token that names a role its account no longer holds is refused', async () => {
    const judge = await ctx.authAs('judge');
    await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, judge.user.id));
    expect((await get(API.upcomingEvents, judge.headers)).statusCode).toBe(401);
  });

  it('a live account’s token still works, from any number of requests at once', async () => {
    const judge = await ctx.authAs('judge');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(API.me, judge.headers)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});
