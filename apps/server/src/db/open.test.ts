import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './open.ts';

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
    expect(fs.readFileSync(path.join(dir, 'showgrid.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'showgrid.lock'))).toBe(false);
  });
});
