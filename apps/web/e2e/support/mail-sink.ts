import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e SMTP sink: a real SMTP server the built server sends through (SMTP_URL), writing each
 * message it receives to a folder, so specs in their own workers can read the mail a visitor got.
 */
export async function startMailSink(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = path.join(dir, `${String(Date.now())}-${String(count).padStart(5, '0')}.eml`);
        fs.writeFileSync(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
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
  return { url: `smtp://127.0.0.1:${String(address.port)}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable (soft breaks, =XX), enough to search a message body. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages received so far for an address, oldest first, decoded. */
export function mailsTo(dir: string, address: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => raw.split('\r\n', 1)[0]?.toLowerCase().includes(address.toLowerCase()))
    .map(decodeQuotedPrintable);
}
