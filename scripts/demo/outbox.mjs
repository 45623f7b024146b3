// Reading the visitors' voting codes. The demo server has no SMTP_URL, so it writes every mail to
// DATA_DIR/outbox as a file instead of sending it; the seeding votes as hundreds of visitors would
// (ask for a code, type it in, vote), so it needs each visitor's code, and it reads it there. The
// votes run many at a time, so one directory scan serves every waiting visitor.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Returns codeFor(email): waits for the next code mailed to `email` (25 s or more, then throws) and takes it. */
export function outboxReader(dir) {
  const seen = new Set();
  const codes = new Map();
  let scanning = null;
  const scan = () => {
    scanning ??= (async () => {
      const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
      for (const name of names) {
        if (seen.has(name)) continue;
        const text = await fs.promises.readFile(path.join(dir, name), 'utf8').catch(() => '');
        const to = /^To: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
        const code = /^([0-9]{4,8})$/m.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
        // A file still being written has no code yet, nor has other mail: read again next time.
        if (to && code) {
          seen.add(name);
          codes.set(to, code);
        }
      }
    })().finally(() => {
      scanning = null;
    });
    return scanning;
  };
  return async function codeFor(email) {
    for (let k = 0; k < 1000; k++) {
      const code = codes.get(email);
      if (code) {
        codes.delete(email);
        return code;
      }
      await scan();
      if (!codes.has(email)) await sleep(25);
    }
    throw new Error(`no voting code reached the outbox for ${email}`);
  };
}
