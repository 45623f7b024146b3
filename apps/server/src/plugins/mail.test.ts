import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/helpers/smtp-sink.ts';
import { loadConfig } from '../config.ts';
import { createMailer, fromAddress, textToHtml } from './mail.ts';

/** A real pino logger (Fastify's) writing JSON lines into a string the test can read. */
function capturedLogger() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const app = Fastify({ logger: { level: 'info', stream } });
  return {
    log: app.log,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => text,
  };
}

const SECRET = 'Kp7q-Zr4m-Xw9t-Hb3n';
const message = {
  to: 'ada@example.com',
  subject: 'Your code',
  text: `Hello Ada <script>alert(1)</script>,\n\nSign in at http://show.test/judge/login?next=a&b=c\nPassword: ${SECRET}`,
};

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-mail-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('createMailer over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  afterEach(() => {
    sink.refuse = false;
  });

  it('delivers text and branded HTML from no-reply at the PUBLIC_URL host', async () => {
    const logger = capturedLogger();
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url, PUBLIC_URL: 'https://show.test/', DATA_DIR: tmp }), logger.log);
    expect(mailer.viaSmtp).toBe(true);
    await mailer.send(message);

    const mail = await sink.waitFor('ada@example.com');
    expect(mail.from).toBe('no-reply@show.test');
    expect(mail.raw).toMatch(/^From: Showgrid <no-reply@show\.test>$/m);
    expect(mail.raw).toMatch(/^To: ada@example\.com$/m);
    expect(mail.raw).toMatch(/^Subject: Your code$/m);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    const htmlAt = mail.decoded.indexOf('Content-Type: text/html');
    expect(htmlAt).toBeGreaterThan(0);
    const [text, html] = [mail.decoded.slice(0, htmlAt), mail.decoded.slice(htmlAt)];
    expect(text).toContain(`Password: ${SECRET}`);
    expect(text).toContain('Hello Ada <script>alert(1)</script>,');
    expect(html).toContain(`Password: ${SECRET}`);
    expect(html).toContain('<a href="http://show.test/judge/login?next=a&amp;b=c">');
    expect(html).toContain('Hello Ada &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Showgrid</td>');
    // No outbox file when the message really went out.
    expect(fs.existsSync(path.join(tmp, 'outbox'))).toBe(false);

    const sent = logger.lines().find((l) => l.msg === 'e-mail sent');
    expect(sent).toMatchObject({ level: 30, to: 'ada@example.com', subject: 'Your code' });
    expect(logger.text()).not.toContain(SECRET);
  });

  it('rejects when the server refuses the message, so the caller can tell', async () => {
    sink.refuse = true;
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url, DATA_DIR: tmp }), capturedLogger().log);
    await expect(mailer.send(message)).rejects.toThrow();
  });

  it('rejects when nothing listens at SMTP_URL', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer(loadConfig({ SMTP_URL: closed.url, DATA_DIR: tmp }), capturedLogger().log);
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes the whole message to DATA_DIR/outbox and logs only recipient and subject', async () => {
    const dataDir = path.join(tmp, 'fresh-data');
    const logger = capturedLogger();
    const mailer = createMailer(loadConfig({ PUBLIC_URL: 'http://show.test', DATA_DIR: dataDir }), logger.log);
    expect(mailer.viaSmtp).toBe(false);
    await mailer.send(message);
    await mailer.send({ ...message, to: 'bob@example.com', subject: 'Line\r\nBcc: evil@example.com' });

    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const contents = files.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const ada = contents.find((c) => c.includes('To: ada@example.com'));
    expect(ada).toContain('From: Showgrid <no-reply@show.test>');
    expect(ada).toContain('Subject: Your code');
    expect(ada).toContain(message.text);
    const bob = contents.find((c) => c.includes('To: bob@example.com'));
    expect(bob).not.toMatch(/^Bcc:/m);
    if (process.platform !== 'win32') {
      expect(fs.statSync(path.join(outbox, files[0]!)).mode & 0o777).toBe(0o600);
    }

    const logged = logger.lines().filter((l) => l.msg === 'SMTP_URL is not set: e-mail written to the outbox');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 30, to: 'ada@example.com', subject: 'Your code' });
    expect(logger.text()).not.toContain(SECRET);
  });

  it('logs a warning and does not throw when DATA_DIR cannot be written', async () => {
    const notADir = path.join(tmp, 'a-file');
    fs.writeFileSync(notADir, 'x');
    const logger = capturedLogger();
    const mailer = createMailer(loadConfig({ DATA_DIR: notADir }), logger.log);
    await expect(mailer.send(message)).resolves.toBeUndefined();
    const warning = logger.lines().find((l) => l.level === 40);
    expect(warning).toMatchObject({ to: 'ada@example.com', subject: 'Your code' });
    expect(logger.text()).not.toContain(SECRET);
  });
});

describe('mail helpers', () => {
  it('builds absolute links on PUBLIC_URL, keeping a path prefix', () => {
    const root = createMailer(loadConfig({ PUBLIC_URL: 'https://show.test/' }), capturedLogger().log);
    expect(root.link('/judge/login')).toBe('https://show.test/judge/login');
    const prefixed = createMailer(loadConfig({ PUBLIC_URL: 'https://example.org/rally' }), capturedLogger().log);
    expect(prefixed.link('/judge/login')).toBe('https://example.org/rally/judge/login');
    expect(fromAddress('http://localhost:3000')).toEqual({ name: 'Showgrid', address: 'no-reply@localhost' });
  });

  it('turns text into escaped paragraphs with clickable links', () => {
    expect(textToHtml('Hi & bye\nnext line\n\nSee https://x.test/a?b=1&c=2 now')).toBe(
      '<p style="margin:0 0 16px">Hi &amp; bye<br>next line</p>\n' +
        '<p style="margin:0 0 16px">See <a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a> now</p>',
    );
  });
});
