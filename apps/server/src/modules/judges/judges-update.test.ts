import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog, eventJudges, events, media, refreshTokens } from '../../db/schema/index.ts';
import { judgeForm, jpegPhoto, pngPhoto, sendJudgeForm, validFields } from '../../../test/factories/judges.ts';
import { JUDGE_USAGE_CHECKS } from './usage.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const PASSWORD = 'first password';
let admin: { id: number };
let headers: { authorization: string };
beforeEach(async () => {
  const signedIn = await ctx.authAs('admin');
  admin = signedIn.user;
  headers = signedIn.headers;
});

/** A judge made through the API with a photo and a typed password. */
async function createJudge(email = 'grace@example.com') {
  const res = await sendJudgeForm(
    ctx.app,
    'POST',
    headers,
    judgeForm(validFields({ strEmail: email, strPassword: PASSWORD }), { profilePicture: { bytes: await pngPhoto(), type: 'image/png' } }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { intJudgeId: number; strEmail: string; profilePicture: string };
}

const update = (fields: Record<string, string>, files?: Parameters<typeof judgeForm>[1]) =>
  sendJudgeForm(ctx.app, 'PUT', headers, judgeForm(fields, files));

const tryLogin = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: API.token, payload: { username, password } });

const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: API.tokenRefresh, payload: { refresh: token } });

const remove = (id: number | string) => ctx.app.inject({ method: 'DELETE', url: `${API.judges}?intJudgeId=${id}`, headers });

const auditRows = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'judge')).orderBy(auditLog.id);

describe('PUT /api/judges/ (multipart)', () => {
  it('changes name, title and e-mail; a blank password keeps the old one and the sessions', async () => {
    const judge = await createJudge();
    const session = (await tryLogin(judge.strEmail, PASSWORD)).json();

    const res = await update({
      intJudgeId: String(judge.intJudgeId),
      strFullName: 'Grace Murray',
      strTitle: 'Rear Admiral',
      strEmail: 'Grace.Murray@Example.com',
      strPassword: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: expect.objectContaining({
        intJudgeId: judge.intJudgeId,
        strFullName: 'Grace Murray',
        strFirstName: 'Grace',
        strLastName: 'Murray',
        strTitle: 'Rear Admiral',
        strEmail: 'grace.murray@example.com',
        profilePicture: judge.profilePicture,
      }),
      strGeneratedPassword: null,
      blnEmailed: false,
    });
    expect((await tryLogin('grace.murray@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin('grace@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('replaces the photo: the new one is served, the old address and media row are gone', async () => {
    const judge = await createJudge();
    const res = await update(validFields({ intJudgeId: String(judge.intJudgeId) }), {
      profilePicture: { bytes: await jpegPhoto(30, 20), type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    const next: string = res.json().data.profilePicture;
    expect(next).toMatch(/^\/media\//);
    expect(next).not.toBe(judge.profilePicture);
    expect((await ctx.app.inject({ method: 'GET', url: next })).headers['content-type']).toBe('image/jpeg');
    expect((await ctx.app.inject({ method: 'GET', url: judge.profilePicture })).statusCode).toBe(404);
    expect(await ctx.database.db.select({ id: media.id }).from(media)).toHaveLength(1);

    const kept = await update(validFields({ intJudgeId: String(judge.intJudgeId), strTitle: 'Only the title' }));
    expect(kept.json().data).toMatchObject({ strTitle: 'Only the title', profilePicture: next });
  });

  it('a typed password replaces the old one and signs the judge out of every tablet', async () => {
    const judge = await createJudge();
    const session = (await tryLogin(judge.strEmail, PASSWORD)).json();
    const res = await update(validFields({ intJudgeId: String(judge.intJudgeId), strPassword: 'second password' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().strGeneratedPassword).toBeNull();
    expect((await tryLogin(judge.strEmail, PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(judge.strEmail, 'second password')).statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('answers 404 for unknown ids and for admins, 400 without a valid intJudgeId', async () => {
    const unknown = await update(validFields({ intJudgeId: '99999' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    expect((await update(validFields({ strEmail: 'x@example.com', intJudgeId: String(admin.id) }))).statusCode).toBe(404);

    const missing = await update(validFields());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ intJudgeId: ['This field is required.'] });
    const bad = await update(validFields({ intJudgeId: 'abc' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('intJudgeId');
  });

  it('validates like create and changes nothing on a refusal', async () => {
    const judge = await createJudge();
    const other = await ctx.createUser({ role: 'judge', email: 'taken@example.com' });
    const id = String(judge.intJudgeId);

    const invalid = await update(validFields({ intJudgeId: id, strFullName: 'Grace!', strEmail: 'nope' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ strFullName: ['No special characters allowed.'], strEmail: ['Invalid email format.'] });

    const taken = await update(validFields({ intJudgeId: id, strEmail: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ strEmail: ['A user with this email already exists.'] });

    const notImage = await update(validFields({ intJudgeId: id, strFullName: 'Changed Name' }), {
      profilePicture: { bytes: Buffer.from('%PDF-1.4'), type: 'image/png' },
    });
    expect(notImage.json()).toEqual({ profilePicture: ['Please upload an image in png / jpg format'] });

    const read = await ctx.app.inject({ method: 'GET', url: API.judge(judge.intJudgeId), headers });
    expect(read.json().data).toMatchObject({
      strFullName: 'Grace Hopper',
      strEmail: 'grace@example.com',
      profilePicture: judge.profilePicture,
    });
  });

  it('is not multipart-optional: a JSON body gets 415', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: API.judges, headers, payload: { intJudgeId: 1 } });
    expect(res.statusCode).toBe(415);
  });
});

describe('DELETE /api/judges/?intJudgeId=', () => {
  it('deletes the judge, their photo, event mappings and sessions: 204', async () => {
    const judge = await createJudge();
    const keep = await createJudge('keep@example.com');
    const session = (await tryLogin(judge.strEmail, PASSWORD)).json();
    const [event] = await ctx.database.db
      .insert(events)
      .values({ title: 'Show', location: 'Field', startsAt: new Date('2030-01-01T10:00:00Z') })
      .returning({ id: events.id });
    await ctx.database.db.insert(eventJudges).values([
      { eventId: event!.id, judgeId: judge.intJudgeId },
      { eventId: event!.id, judgeId: keep.intJudgeId },
    ]);

    const res = await remove(judge.intJudgeId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await ctx.app.inject({ method: 'GET', url: API.judge(judge.intJudgeId), headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: judge.profilePicture })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: keep.profilePicture })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(eventJudges)).toEqual([{ eventId: event!.id, judgeId: keep.intJudgeId }]);
    expect(await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, judge.intJudgeId))).toEqual([]);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await tryLogin(judge.strEmail, PASSWORD)).statusCode).toBe(401);

    const list = (await ctx.app.inject({ method: 'GET', url: API.judges, headers })).json();
    expect(list.data.map((j: { intJudgeId: number }) => j.intJudgeId)).toEqual([keep.intJudgeId]);
  });

  it('is refused with 409, changing nothing, while a usage check names work of the judge', async () => {
    const judge = await createJudge();
    const check = async (_tx: unknown, judgeId: number) => (judgeId === judge.intJudgeId ? '3 score entries' : null);
    JUDGE_USAGE_CHECKS.push(check);
    try {
      const res = await remove(judge.intJudgeId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'This judge cannot be deleted: they have 3 score entries.' });
    } finally {
      JUDGE_USAGE_CHECKS.splice(JUDGE_USAGE_CHECKS.indexOf(check), 1);
    }
    expect((await ctx.app.inject({ method: 'GET', url: API.judge(judge.intJudgeId), headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: judge.profilePicture })).statusCode).toBe(200);
    expect((await auditRows()).map((r) => r.action)).toEqual(['create']);
  });

  it('answers 404 for unknown ids and admins, 400 for a missing or bad id', async () => {
    expect((await remove(99999)).json()).toEqual({ detail: 'Not found.' });
    expect((await remove(admin.id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: API.judges, headers })).statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: 'DELETE', url: API.judges, headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('intJudgeId');
    expect((await remove('abc')).statusCode).toBe(400);
  });
});

describe('POST /api/judges/:id/reset-password/', () => {
  it('generates a new password, shown once; the old one and old sessions stop working', async () => {
    const judge = await createJudge();
    const session = (await tryLogin(judge.strEmail, PASSWORD)).json();

    const res = await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(judge.intJudgeId), headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: expect.objectContaining({ intJudgeId: judge.intJudgeId, strEmail: judge.strEmail }),
      strGeneratedPassword: expect.stringMatching(/^[a-hjkmnp-zA-HJ-NP-Z2-9-]{12,}$/),
      blnEmailed: false,
    });
    expect((await tryLogin(judge.strEmail, PASSWORD)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await tryLogin(judge.strEmail, body.strGeneratedPassword)).statusCode).toBe(200);

    const again = (await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(judge.intJudgeId), headers })).json();
    expect(again.strGeneratedPassword).not.toBe(body.strGeneratedPassword);
  });

  it('answers 404 for unknown ids and admins', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(99999), headers })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(admin.id), headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(await auditRows()).toEqual([]);
  });
});

describe('audit', () => {
  it('records create, update, reset-password and delete by the acting admin, never a password', async () => {
    const judge = await createJudge();
    const id = String(judge.intJudgeId);
    await update(validFields({ intJudgeId: id, strFullName: 'Grace Murray', strPassword: 'second password' }));
    const reset = (await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(judge.intJudgeId), headers })).json();
    await remove(judge.intJudgeId);

    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'reset-password', 'delete']);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: admin.id, entity: 'judge', entityId: id });
      const text = JSON.stringify(row);
      for (const secret of [PASSWORD, 'second password', reset.strGeneratedPassword]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/scrypt\$/);
    }
    const [created, updated, , deleted] = rows;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ strFullName: 'Grace Hopper', strEmail: 'grace@example.com' });
    expect(updated?.before).toMatchObject({ strFullName: 'Grace Hopper' });
    expect(updated?.after).toMatchObject({ strFullName: 'Grace Murray' });
    expect(deleted?.before).toMatchObject({ strFullName: 'Grace Murray', intJudgeId: judge.intJudgeId });
    expect(deleted?.after).toBeNull();
  });

  it('records nothing for refused writes', async () => {
    await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields({ strEmail: 'bad' })));
    await update(validFields({ intJudgeId: '99999' }));
    await remove(99999);
    expect(await auditRows()).toEqual([]);
  });
});
