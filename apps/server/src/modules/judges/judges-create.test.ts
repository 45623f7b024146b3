import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { media } from '../../db/schema/index.ts';
import { judgeForm, jpegPhoto, pngPhoto, sendJudgeForm, validFields } from '../../../test/factories/judges.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let headers: { authorization: string };
beforeEach(async () => {
  ({ headers } = await ctx.authAs('admin'));
});

const create = (fields: Record<string, string>, files?: Parameters<typeof judgeForm>[1]) =>
  sendJudgeForm(ctx.app, 'POST', headers, judgeForm(fields, files));

const judgeCount = async () => (await ctx.app.inject({ method: 'GET', url: API.judges, headers })).json().pagination.total as number;

const tryLogin = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: API.token, payload: { username, password } });

describe('POST /api/judges/ (multipart)', () => {
  it('creates a judge with a typed password: 201, no generated password, the judge can sign in with it', async () => {
    const res = await create(validFields({ strPassword: 'typed secret 1', strFullName: '  Grace   Brewster Hopper ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      data: {
        intJudgeId: expect.any(Number),
        strFullName: 'Grace Brewster Hopper',
        strFirstName: 'Grace',
        strLastName: 'Brewster Hopper',
        strTitle: 'Chief Judge',
        strEmail: 'grace@example.com',
        strJudgeCode: `JDG-${String(body.data.intJudgeId).padStart(3, '0')}`,
        profilePicture: null,
        arrEventIds: [],
      },
      strGeneratedPassword: null,
      blnEmailed: false,
    });

    const login = await tryLogin('grace@example.com', 'typed secret 1');
    expect(login.statusCode).toBe(200);
    expect(login.json().user_id).toBe(body.data.intJudgeId);
    const read = await ctx.app.inject({ method: 'GET', url: API.judge(body.data.intJudgeId), headers });
    expect(read.json().data).toEqual(body.data);
  });

  it('generates a readable password when none is typed, shows it once, and it signs the judge in', async () => {
    const res = await create(validFields({ strPassword: '' }));
    expect(res.statusCode).toBe(201);
    const { data, strGeneratedPassword } = res.json();
    expect(typeof strGeneratedPassword).toBe('string');
    expect(strGeneratedPassword.replaceAll('-', '').length).toBeGreaterThanOrEqual(12);
    // No look-alikes: 0/O, 1/l/I (and i, o) never appear.
    expect(strGeneratedPassword).toMatch(/^[a-hjkmnp-zA-HJ-NP-Z2-9-]+$/);

    const login = await tryLogin(data.strEmail, strGeneratedPassword);
    expect(login.statusCode).toBe(200);
    expect(login.json().user_id).toBe(data.intJudgeId);

    // Shown once: neither the record nor the list carries it again.
    const read = await ctx.app.inject({ method: 'GET', url: API.judge(data.intJudgeId), headers });
    const list = await ctx.app.inject({ method: 'GET', url: API.judges, headers });
    expect(read.body).not.toContain(strGeneratedPassword);
    expect(list.body).not.toContain(strGeneratedPassword);

    const second = await create(validFields({ strEmail: 'second@example.com' }));
    expect(second.json().strGeneratedPassword).not.toBe(strGeneratedPassword);
  });

  it('stores a PNG photo, served from /media with its type', async () => {
    const res = await create(validFields(), { profilePicture: { bytes: await pngPhoto(48, 32), name: 'me.png', type: 'image/png' } });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.profilePicture;
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 48, height: 32 });
  });

  it('stores a JPEG photo, judged by its bytes whatever name and type the browser gave', async () => {
    const res = await create(validFields(), { profilePicture: { bytes: await jpegPhoto(64, 40), name: 'photo.gif', type: 'text/plain' } });
    expect(res.statusCode).toBe(201);
    const image = await ctx.app.inject({ method: 'GET', url: res.json().data.profilePicture });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 40 });
  });

  it('treats an empty file input (no name, no bytes) as no photo', async () => {
    const form = judgeForm(validFields());
    form.append('profilePicture', new Blob([]), '');
    const res = await sendJudgeForm(ctx.app, 'POST', headers, form);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.profilePicture).toBeNull();

    // What a browser sends for an <input type=file> left empty: filename="" and no bytes.
    const text = (name: string, value: string) => `--b0\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const raw = await ctx.app.inject({
      method: 'POST',
      url: API.judges,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b0' },
      payload:
        text('strFullName', 'Empty Input') +
        text('strEmail', 'empty@example.com') +
        '--b0\r\nContent-Disposition: form-data; name="profilePicture"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b0--\r\n',
    });
    expect(raw.statusCode).toBe(201);
    expect(raw.json().data).toMatchObject({ strFullName: 'Empty Input', profilePicture: null });
  });

  it.each([
    ['a bad e-mail', { strEmail: 'not-an-email' }, { strEmail: ['Invalid email format.'] }],
    ['a missing e-mail', { strEmail: '' }, { strEmail: ['This field is required.'] }],
    ['a name too short', { strFullName: 'A' }, { strFullName: ['Must be at least 2 characters.'] }],
    ['a name too long', { strFullName: 'A'.repeat(51) }, { strFullName: ['Must be at most 50 characters.'] }],
    ['special characters', { strFullName: 'Ada <Lovelace>' }, { strFullName: ['No special characters allowed.'] }],
    ['a blank name', { strFullName: '   ' }, { strFullName: ['This field is required.'] }],
    ['a short password', { strPassword: 'short' }, { strPassword: ['Must be at least 8 characters.'] }],
    ['a title too long', { strTitle: 'T'.repeat(61) }, { strTitle: ['Must be at most 60 characters.'] }],
  ])('refuses %s with SPEC §5 wording and creates nothing', async (_label, overrides, expected) => {
    const res = await create(validFields(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await judgeCount()).toBe(0);
  });

  it('says "This field is required." for fields left out, each field once', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strFullName: ['This field is required.'], strEmail: ['This field is required.'] });
  });

  it('accepts names in any alphabet, 2 and 50 characters long', async () => {
    expect((await create(validFields({ strFullName: 'José Müller', strEmail: 'a@example.com' }))).statusCode).toBe(201);
    expect((await create(validFields({ strFullName: 'Li', strEmail: 'b@example.com' }))).statusCode).toBe(201);
    expect((await create(validFields({ strFullName: 'N'.repeat(50), strEmail: 'c@example.com' }))).statusCode).toBe(201);
  });

  it('refuses an e-mail already in use, in any case, by a judge or an admin', async () => {
    expect((await create(validFields({ strEmail: 'grace@example.com' }))).statusCode).toBe(201);
    const again = await create(validFields({ strEmail: ' GRACE@Example.COM ' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ strEmail: ['A user with this email already exists.'] });

    const admin = await ctx.createUser({ role: 'admin', email: 'boss@example.com' });
    const clash = await create(validFields({ strEmail: admin.email.toUpperCase() }));
    expect(clash.json()).toEqual({ strEmail: ['A user with this email already exists.'] });
    expect(await judgeCount()).toBe(1);
  });

  it('lets exactly one of two simultaneous creates with the same e-mail win, the other a 400 (not a 500)', async () => {
    const [a, b] = await Promise.all([
      create(validFields({ strEmail: 'race@example.com', strFullName: 'First One' })),
      create(validFields({ strEmail: 'Race@example.com', strFullName: 'Second One' })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 400]);
    const loser = a?.statusCode === 400 ? a : b;
    expect(loser?.json()).toEqual({ strEmail: ['A user with this email already exists.'] });
    expect(await judgeCount()).toBe(1);
    expect(await ctx.database.db.select().from(media)).toHaveLength(0);
  });

  it('refuses a photo that is not an image, with the SPEC message, and stores nothing', async () => {
    const res = await create(validFields(), {
      profilePicture: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'me.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ profilePicture: ['Please upload an image in png / jpg format'] });
    expect(await judgeCount()).toBe(0);
    expect(await ctx.database.db.select().from(media)).toHaveLength(0);
  });

  it('reports field errors and a bad photo together', async () => {
    const res = await create(validFields({ strFullName: 'x' }), { profilePicture: { bytes: Buffer.from('GIF89a nope') } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      strFullName: ['Must be at least 2 characters.'],
      profilePicture: ['Please upload an image in png / jpg format'],
    });
  });

  it('answers 413 for a photo over 8 MB without creating the judge', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0x41);
    const res = await create(validFields(), { profilePicture: { bytes: big, name: 'big.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ profilePicture: [expect.stringContaining('8 MB')] });
    expect(await judgeCount()).toBe(0);
  });

  it('refuses files in other fields and more than one file', async () => {
    const stray = await create(validFields(), { resume: { bytes: Buffer.from('hello') } });
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toEqual({ resume: [expect.any(String)] });

    const two = judgeForm(validFields(), { profilePicture: { bytes: await pngPhoto() } });
    two.append('profilePicture', new Blob([new Uint8Array(await pngPhoto())]), 'again.png');
    const res = await sendJudgeForm(ctx.app, 'POST', headers, two);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/one file/) });
    expect(await judgeCount()).toBe(0);
  });

  it('refuses a body that is not multipart (415) and a broken multipart body (400), each with a detail', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: API.judges, headers, payload: validFields() });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: expect.stringContaining('multipart/form-data') });

    const broken = await ctx.app.inject({
      method: 'POST',
      url: API.judges,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="strFullName"\r\n\r\nGrace',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: expect.any(String) });
    expect(await judgeCount()).toBe(0);
  });

  it('ignores unknown text fields (a smuggled role does not make an admin)', async () => {
    const res = await create(validFields({ role: 'admin', strPassword: 'typed secret 2' }));
    expect(res.statusCode).toBe(201);
    const { access } = (await tryLogin('grace@example.com', 'typed secret 2')).json();
    const me = await ctx.app.inject({ method: 'GET', url: API.me, headers: { authorization: `Bearer ${access}` } });
    expect(JSON.stringify(me.json())).toContain('judge');
    const list = await ctx.app.inject({ method: 'GET', url: API.judges, headers: { authorization: `Bearer ${access}` } });
    expect(list.statusCode).toBe(403);
  });
});
