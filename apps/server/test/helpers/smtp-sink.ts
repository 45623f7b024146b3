import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP client gave them. */
  from: string;
  to: string[];
  /** The message exactly as it arrived (headers and MIME body). */
  raw: string;
  /** raw with quoted-printable soft breaks and =XX escapes undone, for searching bodies. */
  decoded: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** While set, every message is refused with a 554 after DATA (a failing mail server). */
  refuse: boolean;
  /** Resolves with the first message (already received or still to come) to this address. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * Undoes quoted-printable, which nodemailer uses for text parts with long lines: soft line
 * breaks go and =XX becomes its byte. Good enough to search a test message; not a MIME parser.
 */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on a free local port that keeps what it receives (no TLS, no auth). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refuse: false,
    waitFor(to, timeoutMs = 5000) {
      const match = (mail: ReceivedMail) => mail.to.some((r) => r.toLowerCase() === to.toLowerCase());
      const found = sink.messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to: to.toLowerCase(),
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refuse) {
          callback(Object.assign(new Error('Message refused by the test sink'), { responseCode: 554 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        const mail: ReceivedMail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        };
        sink.messages.push(mail);
        for (const waiter of [...waiters]) {
          if (mail.to.some((r) => r.toLowerCase() === waiter.to)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink is not listening on a TCP port');
  sink.url = `smtp://127.0.0.1:${address.port}`;
  return sink;
}
