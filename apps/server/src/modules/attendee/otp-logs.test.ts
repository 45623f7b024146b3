import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { castVote, lastCode, sendOtp, verifyOtp, votingShow } from '../../../test/factories/attendee.ts';

/**
 * Codes and vote tokens never reach the log (PRODUCT.md). Six-digit codes, matched as whole
 * numbers, so a timestamp or a response time cannot pass for one.
 */

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

const standalone = (secret: string) => new RegExp(`(?<![0-9.])${secret}(?![0-9])`);

let tmp: string;
let sink: SmtpSink;
const contexts: TestContext[] = [];
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-otp-logs-'));
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  await sink.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('codes and tokens stay out of the log', () => {
  it('over SMTP: the whole send → verify → vote round, with a wrong try and a refused send', async () => {
    const log = capture();
    const ctx = await createTestContext({ env: { LOG_LEVEL: 'info', SMTP_URL: sink.url, OTP_DIGITS: '6' }, logStream: log.stream });
    contexts.push(ctx);
    const show = await votingShow(ctx);
    expect((await sendOtp(ctx, 'ada@example.com')).statusCode).toBe(200);
    const code = lastCode(sink, 'ada@example.com');
    expect((await verifyOtp(ctx, 'ada@example.com', code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    const verified = await verifyOtp(ctx, 'ada@example.com', code);
    const token = verified.json().strVoteToken;
    expect((await castVote(ctx, { email: 'ada@example.com', intVehicleId: show.first.id, strVoteToken: token })).statusCode).toBe(201);
    sink.refuse = true;
    expect((await sendOtp(ctx, 'grace@example.com')).statusCode).toBe(502);
    sink.refuse = false;

    const text = log.text();
    expect(text).toContain('/api/attendee/verify-otp/');
    expect(text).toContain('a voting code could not be sent');
    expect(text).not.toMatch(standalone(code));
    expect(text).not.toContain(token);
  });

  it('without SMTP: the code is in DATA_DIR/outbox (readable by the server only), not in the log', async () => {
    const log = capture();
    const dataDir = path.join(tmp, 'data');
    const ctx = await createTestContext({ env: { LOG_LEVEL: 'info', DATA_DIR: dataDir, OTP_DIGITS: '6' }, logStream: log.stream });
    contexts.push(ctx);
    expect((await sendOtp(ctx, 'bob@example.com')).statusCode).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    const [file] = fs.readdirSync(outbox);
    const message = fs.readFileSync(path.join(outbox, file!), 'utf8');
    expect(message).toMatch(/^Subject: Your Showgrid voting code$/m);
    const code = /^(\d{6})$/m.exec(message)?.[1];
    expect(code).toBeDefined();
    if (process.platform !== 'win32') expect(fs.statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);

    expect(log.text()).toContain('e-mail written to the outbox');
    expect(log.text()).not.toMatch(standalone(code!));
    expect((await verifyOtp(ctx, 'bob@example.com', code!)).statusCode).toBe(200);
  });
});
