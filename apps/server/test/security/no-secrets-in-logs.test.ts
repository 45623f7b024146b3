import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, settings, users } from '../../src/db/schema/index.ts';
import { castVote, lastCode, sendOtp, verifyOtp, votingShow } from '../factories/attendee.ts';
import { judgeForm, sendJudgeForm } from '../factories/judges.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/tokens.ts';

/**
 * One whole working day at the most verbose log level, then a search of everything written, to
 * the log and to the audit log, for every secret that passed through. The module tests check
 * their own secrets at info level (logging.test.ts, otp-logs.test.ts, judges-mail.test.ts); this
 * is the sweep across all of them, with debug and trace lines included.
 */

const JWT_SECRET = 'a-jwt-secret-for-the-log-sweep-0123456789';
const ADMIN_PASSWORD = 'admin-pass-must-not-leak-1';
const WRONG_PASSWORD = 'wrong-guess-must-not-leak-2';
const TYPED_JUDGE_PASSWORD = 'typed-judge-pass-must-not-leak-3';

let sink: SmtpSink;
let ctx: TestContext;
let logged = '';
const secrets = new Map<string, string>();
/** Codes are digits: matched as whole numbers, so a timestamp or a duration cannot pass for one. */
const codes: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  ctx = await createTestContext({ env: { LOG_LEVEL: 'trace', JWT_SECRET, SMTP_URL: sink.url, OTP_DIGITS: '8' }, logStream: stream });
  secrets.set('JWT secret', JWT_SECRET);
  secrets.set('admin password', ADMIN_PASSWORD);
  secrets.set('wrong password', WRONG_PASSWORD);
  secrets.set('typed judge password', TYPED_JUDGE_PASSWORD);

  const admin = await ctx.createUser({ role: 'admin', email: 'boss@example.com', password: ADMIN_PASSWORD });
  const wrong = await ctx.app.inject({ method: 'POST', url: API.token, payload: { username: admin.email, password: WRONG_PASSWORD } });
  expect(wrong.statusCode).toBe(401);
  const first = await ctx.login(admin.email, ADMIN_PASSWORD);
  const refreshed = await ctx.app.inject({ method: 'POST', url: API.tokenRefresh, payload: { refresh: first.refresh } });
  expect(refreshed.statusCode).toBe(200);
  const session = refreshed.json<{ access: string; refresh: string }>();
  // The first refresh token again, within the grace window: a working pair of the same family
  // (ADR 003); after it, reuse detection revokes the family. Neither may log a token.
  const again = await ctx.app.inject({ method: 'POST', url: API.tokenRefresh, payload: { refresh: first.refresh } });
  expect(again.statusCode).toBe(200);
  secrets.set('grace access token', again.json<{ access: string }>().access);
  secrets.set('grace refresh token', again.json<{ refresh: string }>().refresh);
  ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
  const reused = await ctx.app.inject({ method: 'POST', url: API.tokenRefresh, payload: { refresh: first.refresh } });
  expect(reused.statusCode).toBe(401);
  const { access } = await ctx.login(admin.email, ADMIN_PASSWORD);
  const headers = { authorization: `Bearer ${access}` };
  secrets.set('first access token', first.access);
  secrets.set('first refresh token', first.refresh);
  secrets.set('rotated access token', session.access);
  secrets.set('rotated refresh token', session.refresh);
  secrets.set('access token', access);
  secrets.set('authorization header', headers.authorization);

  const typed = await sendJudgeForm(
    ctx.app,
    'POST',
    headers,
    judgeForm({ strFullName: 'Ada Judge', strEmail: 'ada.judge@example.com', strPassword: TYPED_JUDGE_PASSWORD }),
  );
  expect(typed.statusCode, typed.body).toBe(201);
  const generated = await sendJudgeForm(
    ctx.app,
    'POST',
    headers,
    judgeForm({ strFullName: 'Grace Judge', strEmail: 'grace.judge@example.com' }),
  );
  expect(generated.statusCode, generated.body).toBe(201);
  secrets.set('generated judge password', generated.json().strGeneratedPassword);
  const judgeId = generated.json().data.intJudgeId;
  const reset = await ctx.app.inject({ method: 'POST', url: API.judgeResetPassword(judgeId), headers });
  expect(reset.statusCode, reset.body).toBe(200);
  const newPassword = reset.json().strGeneratedPassword;
  secrets.set('reset judge password', newPassword);
  const judge = await ctx.login('grace.judge@example.com', newPassword);
  secrets.set('judge access token', judge.access);
  secrets.set('judge refresh token', judge.refresh);
  await ctx.app.inject({ method: 'GET', url: API.judge(judgeId), headers: { authorization: `Bearer ${judge.access}` } });
  await ctx.app.inject({ method: 'POST', url: API.logout, payload: { refresh: judge.refresh } });

  const show = await votingShow(ctx);
  expect((await sendOtp(ctx, 'visitor@example.com')).statusCode).toBe(200);
  const code = lastCode(sink, 'visitor@example.com');
  const wrongCode = code === '00000000' ? '11111111' : '00000000';
  expect((await verifyOtp(ctx, 'visitor@example.com', wrongCode)).statusCode).toBe(400);
  const verified = await verifyOtp(ctx, 'visitor@example.com', code);
  expect(verified.statusCode).toBe(200);
  const voteToken = verified.json().strVoteToken;
  expect((await castVote(ctx, { email: 'visitor@example.com', intVehicleId: show.first.id, strVoteToken: voteToken })).statusCode).toBe(
    201,
  );
  codes.push(code);
  secrets.set('vote token', voteToken);

  // What the server keeps of its own secrets and of the passwords must not surface either.
  for (const row of await ctx.database.db.select().from(settings)) secrets.set(`settings.${row.key}`, row.value);
  for (const row of await ctx.database.db.select().from(users)) secrets.set(`password hash of ${row.email}`, row.passwordHash);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});

/** Each secret found, named, with the start of the line it was found in (the secret masked). */
function leaks(text: string): string[] {
  return [...secrets].flatMap(([name, secret]) => {
    const line = text.split('\n').find((l) => l.includes(secret));
    return line ? [`${name}: ${line.replaceAll(secret, '<SECRET>').slice(0, 300)}`] : [];
  });
}

describe('no secret in the logs', () => {
  it('the log saw the day (so an empty log cannot pass)', () => {
    expect(logged).toContain('"level":10');
    for (const url of [API.token, API.tokenRefresh, API.judges, API.verifyOtp, API.votes]) expect(logged).toContain(url);
  });

  it('the application log holds none of the secrets', () => {
    expect(leaks(logged)).toEqual([]);
    for (const code of codes) expect(logged).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });

  it('the audit log holds none of them either', async () => {
    const audit = JSON.stringify(await ctx.database.db.select().from(auditLog));
    expect(audit).toContain('reset-password');
    expect(leaks(audit)).toEqual([]);
    for (const code of codes) expect(audit).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });
});
