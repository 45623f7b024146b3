import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, processIdentity } from './open.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, saying why', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'showgrid.lock');
    // A live process other than us (our parent) holds the lock.
    fs.writeFileSync(lockFile, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Showgrid process/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'showgrid.lock'), '999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'showgrid.lock'), 'utf8')).toBe(`${process.pid} ${processIdentity(process.pid)}`.trim());
    unlock();
    expect(fs.existsSync(path.join(dir, 'showgrid.lock'))).toBe(false);
  });

  it('refuses while the very process that wrote the lock lives', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'showgrid.lock'), `${process.ppid} ${processIdentity(process.ppid)}`);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Showgrid process \(pid \d+\)/);
  });

  // After a crash and a reboot the old pid can belong to any live process.
  it.runIf(processIdentity(process.pid) !== '')('takes over a lock whose pid now names another process', () => {
    const [boot] = processIdentity(process.ppid).split('/');
    for (const stale of [`${process.ppid} ${boot}/1`, `${process.ppid} 00000000-0000-0000-0000-000000000000/${processIdentity(process.ppid).split('/')[1]}`]) {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, 'showgrid.lock'), stale);
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'showgrid.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
      unlock();
    }
  });
});
