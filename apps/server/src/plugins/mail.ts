import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; also the HTML body (escaped, links made clickable) when html is not given. */
  text: string;
  /** Trusted HTML for the body of the branded layout; the caller escapes what it interpolates. */
  html?: string;
  /** Files sent with it (an entrant's windscreen card). The outbox names them; it keeps no bytes. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** true when SMTP is configured (the message really leaves the machine). */
  readonly viaSmtp: boolean;
  /** An absolute address on the public site (PUBLIC_URL + path), for links in messages. */
  link(pathname: string): string;
  /**
   * Sends over SMTP, or writes the message to the log and DATA_DIR/outbox/ when SMTP is not
   * configured. Rejects only when the SMTP server refuses or cannot be reached; callers decide
   * whether that fails their request.
   */
  send(message: MailMessage): Promise<void>;
}

// A slow or black-holed SMTP server must not hold an admin's request for nodemailer's default
// two minutes. Query parameters of SMTP_URL (e.g. ?connectionTimeout=30000) still override these.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const BRAND = 'Showgrid';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Header values may not carry line breaks (header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text as HTML paragraphs, with web addresses made clickable. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) =>
        line
          .split(URL_PATTERN)
          .map((piece, i) => (i % 2 === 1 ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>` : escapeHtml(piece)))
          .join(''),
      );
      return `<p style="margin:0 0 16px">${lines.join('<br>')}</p>`;
    })
    .join('\n');
}

/** The branded layout every message shares. */
export function renderHtml(message: MailMessage, publicUrl: string): string {
  const body = message.html ?? textToHtml(message.text);
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#111827;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">Sent by ${BRAND} · <a href="${escapeHtml(publicUrl)}" style="color:#6b7280">${escapeHtml(publicUrl)}</a></td></tr>
</table>
</body></html>`;
}

/** `Showgrid <no-reply@HOST>`, HOST taken from PUBLIC_URL (nothing else to configure). */
export function fromAddress(publicUrl: string): { name: string; address: string } {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '') || 'localhost';
  return { name: BRAND, address: `no-reply@${host}` };
}

/** The whole message as a readable text file: headers, a blank line, the plain-text body. */
function outboxText(message: MailMessage, from: { name: string; address: string }, at: Date): string {
  return [
    `From: ${from.name} <${from.address}>`,
    `To: ${oneLine(message.to)}`,
    `Date: ${at.toUTCString()}`,
    `Subject: ${oneLine(message.subject)}`,
    ...(message.attachments ?? []).map(
      (file) => `Attachment: ${oneLine(file.filename)} (${file.contentType}, ${file.content.length} bytes)`,
    ),
    '',
    message.text,
    '',
  ].join('\n');
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = fromAddress(config.publicUrl);
  const link = (pathname: string) => `${config.publicUrl}${pathname.startsWith('/') ? '' : '/'}${pathname}`;

  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: config.SMTP_URL });
    return {
      viaSmtp: true,
      link,
      async send(message) {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: oneLine(message.subject),
          text: message.text,
          html: renderHtml(message, config.publicUrl),
          ...(message.attachments === undefined ? {} : { attachments: message.attachments }),
        });
        // Recipient and subject only: bodies carry passwords and one-time codes.
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
      },
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  return {
    viaSmtp: false,
    link,
    async send(message) {
      const at = new Date();
      const file = path.join(outbox, `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`);
      try {
        await mkdir(outbox, { recursive: true, mode: 0o700 });
        // Readable by the server's user only: the body may hold a password or a one-time code.
        await writeFile(file, outboxText(message, from, at), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(
          { to: message.to, subject: message.subject, reason },
          'SMTP_URL is not set and the e-mail could not be written to the outbox',
        );
        return;
      }
      log.info({ to: message.to, subject: message.subject, file }, 'SMTP_URL is not set: e-mail written to the outbox');
    },
  };
}
