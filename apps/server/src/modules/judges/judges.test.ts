import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('GET /api/judges/:id/', () => {
  it('gives a judge their own record with the JDG- code', async () => {
    const judge = await ctx.createUser({ role: 'judge', fullName: 'Ada Lovelace' });
    const { access } = await ctx.login(judge.email);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/judges/${judge.id}/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      intJudgeId: judge.id,
      strFullName: 'Ada Lovelace',
      strFirstName: 'Ada',
      strLastName: 'Lovelace',
      strEmail: judge.email,
      strJudgeCode: `JDG-${String(judge.id).padStart(3, '0')}`,
    });
  });

  it("refuses another judge's record", async () => {
    const other = await ctx.createUser({ role: 'judge' });
    const { headers } = await ctx.authAs('judge');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/judges/${other.id}/`, headers });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin read any judge; unknown ids and non-judges are 404; bad ids 400', async () => {
    const judge = await ctx.createUser({ role: 'judge' });
    const { user: admin, headers } = await ctx.authAs('admin');
    const get = (id: string | number) => ctx.app.inject({ method: 'GET', url: `/api/judges/${id}/`, headers });
    expect((await get(judge.id)).statusCode).toBe(200);
    expect((await get(99999)).json()).toEqual({ detail: 'Not found.' });
    expect((await get(admin.id)).statusCode).toBe(404);
    const bad = await get('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});
