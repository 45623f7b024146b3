import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** true when SMTP is configured (the message really leaves the machine). */
  readonly viaSmtp: boolean;
  send(message: MailMessage): Promise<void>;
}

/** To be written: nodemailer over SMTP_URL, else the log and DATA_DIR/outbox/. */
export function createMailer(_config: Config, _log: FastifyBaseLogger): Mailer {
  return { viaSmtp: false, send: async () => {} };
}
