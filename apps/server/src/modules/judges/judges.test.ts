import { describe, expect, it } from 'vitest';
import { API, REMOVE_PAGINATION_HEADER } from '@showgrid/shared/paths';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { eventJudges, events } from '../../db/schema/index.ts';
import { judgeForm, pngPhoto, sendJudgeForm, validFields } from '../../../test/factories/judges.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

async function addEvent(title: string, judgeIds: number[]): Promise<number> {
  const [event] = await ctx.database.db
    .insert(events)
    .values({ title, location: 'Showground', startsAt: new Date('2030-06-01T10:00:00Z') })
    .returning({ id: events.id });
  if (!event) throw new Error('event insert returned nothing');
  if (judgeIds.length > 0) {
    await ctx.database.db.insert(eventJudges).values(judgeIds.map((judgeId) => ({ eventId: event.id, judgeId })));
  }
  return event.id;
}

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

  it('carries the photo address and the events the judge is mapped to, in id order', async () => {
    const { headers } = await ctx.authAs('admin');
    const created = await sendJudgeForm(
      ctx.app,
      'POST',
      headers,
      judgeForm(validFields({ strPassword: 'a typed password' }), { profilePicture: { bytes: await pngPhoto(), type: 'image/png' } }),
    );
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.intJudgeId;
    const later = await addEvent('Autumn Classic', [id]);
    const earlier = await addEvent('Spring Meet', [id]);
    await addEvent('Not judged by them', []);

    const { access } = await ctx.login('grace@example.com', 'a typed password');
    const res = await ctx.app.inject({ method: 'GET', url: API.judge(id), headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.profilePicture).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect(data.profilePicture).toBe(created.json().data.profilePicture);
    expect(data.arrEventIds).toEqual([later, earlier].sort((a, b) => a - b));
  });
});

describe('GET /api/judges/', () => {
  it('lists judges only, ordered by name regardless of case, with photo and events', async () => {
    const { headers } = await ctx.authAs('admin');
    const zoe = await ctx.createUser({ role: 'judge', fullName: 'Zoe Quinn' });
    const ann = await ctx.createUser({ role: 'judge', fullName: 'ann Smith' });
    const bob = await ctx.createUser({ role: 'judge', fullName: 'Bob Jones' });
    const eventId = await addEvent('Show', [bob.id]);

    const res = await ctx.app.inject({ method: 'GET', url: API.judges, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((j: { intJudgeId: number }) => j.intJudgeId)).toEqual([ann.id, bob.id, zoe.id]);
    expect(body.data[1]).toEqual({
      intJudgeId: bob.id,
      strFullName: 'Bob Jones',
      strFirstName: 'Bob',
      strLastName: 'Jones',
      strTitle: '',
      strEmail: bob.email,
      strJudgeCode: `JDG-${String(bob.id).padStart(3, '0')}`,
      profilePicture: null,
      arrEventIds: [eventId],
    });
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, total: 3, totalPages: 1 });
  });

  it('pages by 10 and gives every row with blnRemovePagination: true', async () => {
    const { headers } = await ctx.authAs('admin');
    for (let i = 1; i <= 12; i++) await ctx.createUser({ role: 'judge', fullName: `Judge ${String(i).padStart(2, '0')}` });

    const page1 = (await ctx.app.inject({ method: 'GET', url: API.judges, headers })).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].strFullName).toBe('Judge 01');
    expect(page1.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });

    const page2 = (await ctx.app.inject({ method: 'GET', url: `${API.judges}?page=2`, headers })).json();
    expect(page2.data.map((j: { strFullName: string }) => j.strFullName)).toEqual(['Judge 11', 'Judge 12']);
    expect(page2.pagination.page).toBe(2);

    const beyond = (await ctx.app.inject({ method: 'GET', url: `${API.judges}?page=3`, headers })).json();
    expect(beyond.data).toEqual([]);

    const all = await ctx.app.inject({ method: 'GET', url: API.judges, headers: { ...headers, [REMOVE_PAGINATION_HEADER]: 'true' } });
    expect(all.json().data).toHaveLength(12);
    expect(all.json()).not.toHaveProperty('pagination');

    const bad = await ctx.app.inject({ method: 'GET', url: `${API.judges}?page=0`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('page');
  });

  it('searches name and e-mail case-insensitively, LIKE wildcards taken literally', async () => {
    const { headers } = await ctx.authAs('admin');
    const ada = await ctx.createUser({ role: 'judge', fullName: 'Ada Lovelace', email: 'ada@engines.org' });
    const charles = await ctx.createUser({ role: 'judge', fullName: 'Charles Babbage', email: 'cb@engines.org' });
    const percent = await ctx.createUser({ role: 'judge', fullName: 'Pat Percent', email: 'pat_100%@example.com' });
    await ctx.createUser({ role: 'admin', fullName: 'Ada Admin', email: 'ada-admin@engines.org' });

    const search = async (q: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `${API.judges}?strSearchQuery=${encodeURIComponent(q)}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((j: { intJudgeId: number }) => j.intJudgeId);
    };
    expect(await search('LOVE')).toEqual([ada.id]);
    expect(await search('ENGINES.org')).toEqual([ada.id, charles.id]);
    expect(await search('ada')).toEqual([ada.id]);
    expect(await search('100%')).toEqual([percent.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('_')).toEqual([percent.id]);
    expect(await search('nobody')).toEqual([]);
    expect(await search('  ')).toHaveLength(3);

    const counted = await ctx.app.inject({ method: 'GET', url: `${API.judges}?strSearchQuery=engines`, headers });
    expect(counted.json().pagination.total).toBe(2);
  });

  it('filters by intEventId to the judges mapped to that event', async () => {
    const { headers } = await ctx.authAs('admin');
    const a = await ctx.createUser({ role: 'judge', fullName: 'Alpha One' });
    const b = await ctx.createUser({ role: 'judge', fullName: 'Beta Two' });
    const c = await ctx.createUser({ role: 'judge', fullName: 'Gamma Three' });
    const show = await addEvent('Show', [c.id, a.id]);
    const other = await addEvent('Other', [b.id, c.id]);

    const list = async (query: string) => (await ctx.app.inject({ method: 'GET', url: `${API.judges}?${query}`, headers })).json();
    const inShow = await list(`intEventId=${show}`);
    expect(inShow.data.map((j: { intJudgeId: number }) => j.intJudgeId)).toEqual([a.id, c.id]);
    expect(inShow.data[1].arrEventIds).toEqual([show, other]);
    expect(inShow.pagination.total).toBe(2);
    expect((await list(`intEventId=${other}&strSearchQuery=gamma`)).data.map((j: { intJudgeId: number }) => j.intJudgeId)).toEqual([c.id]);
    expect((await list('intEventId=99999')).data).toEqual([]);

    const bad = await ctx.app.inject({ method: 'GET', url: `${API.judges}?intEventId=abc`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('intEventId');
  });

  it('is for admins only: a judge gets 403 on the list and every write', async () => {
    const { user, headers } = await ctx.authAs('judge');
    const form = () => judgeForm(validFields({ intJudgeId: String(user.id) }));
    const calls = [
      ctx.app.inject({ method: 'GET', url: API.judges, headers }),
      sendJudgeForm(ctx.app, 'POST', headers, form()),
      sendJudgeForm(ctx.app, 'PUT', headers, form()),
      ctx.app.inject({ method: 'DELETE', url: `${API.judges}?intJudgeId=${user.id}`, headers }),
      ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(user.id), headers }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    const own = await ctx.app.inject({ method: 'GET', url: API.judge(user.id), headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.strFullName).toBe(user.fullName);
  });
});

describe('OpenAPI', () => {
  it('documents the multipart forms and the answers of the judge routes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const judges = doc.paths['/api/judges/'];
    for (const method of ['get', 'post', 'put', 'delete']) {
      expect(judges[method].tags).toEqual(['judges']);
      expect(judges[method].summary).toEqual(expect.any(String));
    }
    const form = judges.post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(['strFullName', 'strTitle', 'strEmail', 'strPassword', 'profilePicture']);
    expect(form.properties.profilePicture).toMatchObject({ type: 'string', format: 'binary' });
    expect(judges.put.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty('intJudgeId');
    expect(judges.post.responses['201'].content['application/json'].schema.properties).toHaveProperty('strGeneratedPassword');
    expect(doc.paths['/api/judges/{id}/reset-password/'].post.responses).toHaveProperty('200');
  });
});
