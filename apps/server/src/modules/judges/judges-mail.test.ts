import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { judgeForm, sendJudgeForm, validFields } from '../../../test/factories/judges.ts';

const tryLogin = (ctx: TestContext, username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: API.token, payload: { username, password } });

describe('judge e-mails over SMTP (a real SMTP server)', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let headers: { authorization: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestContext({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://show.test' } });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });
  beforeEach(async () => {
    await ctx.reset();
    sink.messages.length = 0;
    sink.refuse = false;
    ({ headers } = await ctx.authAs('admin'));
  });

  it('sends a new judge the sign-in link, their e-mail and the generated password', async () => {
    const res = await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields({ strEmail: 'Grace@Example.com' })));
    expect(res.statusCode).toBe(201);
    const { strGeneratedPassword, blnEmailed } = res.json();
    expect(blnEmailed).toBe(true);

    const mail = await sink.waitFor('grace@example.com');
    expect(mail.from).toBe('no-reply@show.test');
    expect(mail.raw).toMatch(/^Subject: Your Showgrid judge account$/m);
    expect(mail.decoded).toContain('Hello Grace Hopper,');
    expect(mail.decoded).toContain('http://show.test/judge/login');
    expect(mail.decoded).toContain('E-mail: grace@example.com');
    expect(mail.decoded).toContain(`Password: ${strGeneratedPassword}`);
    expect((await tryLogin(ctx, 'grace@example.com', strGeneratedPassword)).statusCode).toBe(200);
  });

  it('never mails a password the admin typed', async () => {
    const res = await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields({ strPassword: 'typed by the admin' })));
    expect(res.json()).toMatchObject({ strGeneratedPassword: null, blnEmailed: true });
    const mail = await sink.waitFor('grace@example.com');
    expect(mail.decoded).toContain('http://show.test/judge/login');
    expect(mail.decoded).not.toContain('typed by the admin');
    expect(mail.decoded).toContain('the one the show organiser gave you');
  });

  it('mails the new password on reset', async () => {
    const created = (await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields({ strPassword: 'typed by the admin' })))).json();
    const res = await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(created.data.intJudgeId), headers });
    const { strGeneratedPassword, blnEmailed } = res.json();
    expect(blnEmailed).toBe(true);
    await sink.waitFor('grace@example.com');
    const reset = sink.messages.find((m) => /^Subject: Your new Showgrid password$/m.test(m.raw));
    expect(reset?.decoded).toContain(`Password: ${strGeneratedPassword}`);
    expect(reset?.decoded).toContain('http://show.test/judge/login');
  });

  it('still creates the judge when the mail server refuses: blnEmailed false, password still shown', async () => {
    sink.refuse = true;
    const res = await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields()));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.blnEmailed).toBe(false);
    expect(typeof body.strGeneratedPassword).toBe('string');
    expect(sink.messages).toHaveLength(0);
    expect((await tryLogin(ctx, 'grace@example.com', body.strGeneratedPassword)).statusCode).toBe(200);
  });

  it('updates send no mail', async () => {
    const created = (await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields()))).json();
    await sink.waitFor('grace@example.com');
    const res = await sendJudgeForm(
      ctx.app,
      'PUT',
      headers,
      judgeForm(validFields({ intJudgeId: String(created.data.intJudgeId), strTitle: 'Changed' })),
    );
    expect(res.json()).toMatchObject({ blnEmailed: false, strGeneratedPassword: null });
    expect(sink.messages).toHaveLength(1);
  });
});

describe('judge e-mails without SMTP (the outbox)', () => {
  let ctx: TestContext;
  let dataDir: string;
  let logged = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-outbox-'));
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    ctx = await createTestContext({ env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://show.test', LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the welcome message to DATA_DIR/outbox, logs only who and what, and says it was not e-mailed', async () => {
    const { headers } = await ctx.authAs('admin');
    const res = await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields()));
    expect(res.statusCode).toBe(201);
    const { strGeneratedPassword, blnEmailed } = res.json();
    expect(blnEmailed).toBe(false);

    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    const text = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(text).toContain('To: grace@example.com');
    expect(text).toContain('Subject: Your Showgrid judge account');
    expect(text).toContain('http://show.test/judge/login');
    expect(text).toContain(`Password: ${strGeneratedPassword}`);

    expect(logged).toContain('grace@example.com');
    expect(logged).toContain('Your Showgrid judge account');
    expect(logged).not.toContain(strGeneratedPassword);
  });
});
