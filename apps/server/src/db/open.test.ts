import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, type LockTiming } from './data-dir-lock.ts';
import { bootId, parseLock, processIdentity, recordOf, type Holder } from './lock-holder.ts';

// The DATA_DIR lock. Across real PID namespaces the built server is checked by scripts/lock-test.mjs;
// here each way a holder can be judged, with short timings.
const FAST: LockTiming = { beatMs: 50, staleMs: 600 };
/** A stale time far beyond what a killed holder on this machine may cost. */
const KILLED: LockTiming = { beatMs: 200, staleMs: 10_000 };
const dirs: string[] = [];
const children: ChildProcess[] = [];
const releases: Array<() => void> = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-lock-'));
  dirs.push(d);
  return d;
};
const lockIn = async (dir: string, timing = FAST) => {
  const release = await lockDataDir(dir, timing);
  releases.push(release);
  return release;
};
afterEach(() => {
  // Locks first: a heartbeat that finds its lock file gone takes it back.
  releases.splice(0).forEach((release) => release());
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

const lockFile = (dir: string) => path.join(dir, 'showgrid.lock');
const socketFile = (dir: string) => path.join(dir, 'showgrid.sock');
const lockText = (dir: string) => fs.readFileSync(lockFile(dir), 'utf8');
const holderIn = (dir: string) => {
  const content = parseLock(lockText(dir));
  if (content.kind !== 'holder') throw new Error(`not a holder's lock: ${lockText(dir)}`);
  return content.holder;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const elapsed = async (task: () => Promise<unknown>) => {
  const t = performance.now();
  await task().catch(() => {});
  return performance.now() - t;
};

/** Another holder's lock, as a server elsewhere would have written it. */
const foreign = (changes: Partial<Holder>): Holder => ({
  pid: 1,
  host: 'elsewhere',
  bootId: 'another-boot',
  pidNs: 'pid:[1]',
  started: '1',
  token: 'their-token',
  socket: false,
  ...changes,
});

/** A node process running `code` (ESM, may import our TypeScript), resolved once it prints "ready". */
async function childProcess(code: string): Promise<{ child: ChildProcess; output: () => string; exited: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(String(code ?? signal))));
  for (let i = 0; i < 200 && !output.includes('ready'); i++) await sleep(50);
  if (!output.includes('ready')) throw new Error(`the child did not get ready:\n${output}`);
  return { child, output: () => output, exited };
}
const LOCK_MODULE = JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'));

describe('lockDataDir', () => {
  it('names its holder in the lock, refuses a second taker, and releases at once on a clean stop', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, FAST);
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, host: os.hostname(), bootId: bootId(), socket: true });
    expect(fs.existsSync(socketFile(dir))).toBe(true);
    await expect(lockDataDir(dir, FAST)).rejects.toThrow(
      new RegExp(`is in use by another Showgrid process: pid ${process.pid} on this machine`),
    );
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    expect(fs.existsSync(socketFile(dir))).toBe(false);
    expect(await elapsed(() => lockIn(dir))).toBeLessThan(500);
  });

  it('keeps beating while the main thread is busy, and takes back a lock file removed by hand', async () => {
    const dir = tempDir();
    await lockIn(dir);
    // The worker is up once it has beaten: starting a thread can take longer than the busy spell
    // below on a loaded machine (CI failed here once while other tests ran beside it).
    const first = lockText(dir);
    for (let waited = 0; lockText(dir) === first && waited < 10_000; waited += FAST.beatMs) await sleep(FAST.beatMs);
    const before = lockText(dir);
    expect(before).not.toBe(first);
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // A long query on the main thread: the heartbeat runs in a worker.
    }
    expect(lockText(dir)).not.toBe(before);
    const { token } = holderIn(dir);
    fs.rmSync(lockFile(dir));
    await sleep(5 * FAST.beatMs);
    expect(holderIn(dir).token).toBe(token);
  });

  describe('a holder on this machine in another PID namespace (another container)', () => {
    it('is refused at once while its socket accepts, naming it', async () => {
      const dir = tempDir();
      const server = net.createServer((c) => c.destroy());
      await new Promise<void>((resolve) => server.listen(socketFile(dir), resolve));
      fs.writeFileSync(lockFile(dir), recordOf(foreign({ bootId: bootId(), socket: true }), 0));
      try {
        const slow = { beatMs: 1_000, staleMs: 10_000 };
        const t = performance.now();
        await expect(lockDataDir(dir, slow)).rejects.toThrow(
          /in use by another Showgrid process: pid 1 in another PID namespace \(pid:\[1\]: another container\?\) on this machine, host name elsewhere/,
        );
        expect(performance.now() - t).toBeLessThan(1_000);
      } finally {
        server.close();
      }
    });

    /** The socket file a holder killed with SIGKILL leaves: connecting to it is refused. */
    async function deadSocket(dir: string) {
      const holder = await childProcess(
        `import net from 'node:net'; net.createServer().listen(${JSON.stringify(socketFile(dir))}, () => console.log('ready'));`,
      );
      holder.child.kill('SIGKILL');
      await holder.exited;
      expect(fs.existsSync(socketFile(dir))).toBe(true);
    }

    it('is taken over within two beats once killed (its socket refuses), not after the stale time', async () => {
      const dir = tempDir();
      await deadSocket(dir);
      fs.writeFileSync(lockFile(dir), recordOf(foreign({ bootId: bootId(), socket: true }), 0));
      expect(await elapsed(() => lockIn(dir, KILLED))).toBeLessThan(2 * KILLED.beatMs + 1_000);
      expect(holderIn(dir).pid).toBe(process.pid);
    });

    // Two machines can share a boot id (a cloned VM): then the socket seen here is not the holder's.
    it('is refused while it still beats, even where its socket refuses', async () => {
      const dir = tempDir();
      await deadSocket(dir);
      const them = foreign({ bootId: bootId(), socket: true });
      fs.writeFileSync(lockFile(dir), recordOf(them, 0));
      let beat = 0;
      const beating = setInterval(() => fs.writeFileSync(lockFile(dir), recordOf(them, ++beat), { flag: 'r+' }), KILLED.beatMs);
      try {
        await expect(lockDataDir(dir, KILLED)).rejects.toThrow(/in use by another Showgrid process: pid 1 in another PID namespace/);
      } finally {
        clearInterval(beating);
      }
    });
  });

  describe('a holder on another machine sharing the volume (or before a reboot)', () => {
    it('is refused while it beats, naming its host', async () => {
      const dir = tempDir();
      const them = foreign({});
      fs.writeFileSync(lockFile(dir), recordOf(them, 0));
      let beat = 0;
      const beating = setInterval(() => fs.writeFileSync(lockFile(dir), recordOf(them, ++beat), { flag: 'r+' }), FAST.beatMs);
      try {
        await expect(lockDataDir(dir, FAST)).rejects.toThrow(
          /pid 1 in PID namespace pid:\[1\] on host elsewhere, another machine sharing this directory/,
        );
      } finally {
        clearInterval(beating);
      }
    });

    it('is taken over once its lock has not changed for the stale time, not before', async () => {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), recordOf(foreign({}), 0));
      const took = await elapsed(() => lockIn(dir));
      expect(took).toBeGreaterThanOrEqual(FAST.staleMs);
      expect(took).toBeLessThan(FAST.staleMs + 1_000);
      expect(holderIn(dir).pid).toBe(process.pid);
    });

    it('is taken over after the stale time when it holds no holder (a crash while writing it)', async () => {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), '');
      expect(await elapsed(() => lockIn(dir))).toBeGreaterThanOrEqual(FAST.staleMs);
      expect(holderIn(dir).pid).toBe(process.pid);
    });

    it('goes to exactly one of several starters at once', async () => {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), recordOf(foreign({}), 0));
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => lockDataDir(dir, FAST)));
      const taken = outcomes.filter((o) => o.status === 'fulfilled');
      expect(taken).toHaveLength(1);
      for (const o of taken) releases.push(o.value);
      for (const o of outcomes) if (o.status === 'rejected') expect(String(o.reason)).toMatch(/in use by another Showgrid process/);
    });
  });

  describe('a holder in this PID namespace', () => {
    it('that was killed with SIGKILL is taken over within two beats, not after the stale time', async () => {
      const dir = tempDir();
      const holder = await childProcess(
        `import { lockDataDir } from ${LOCK_MODULE}; await lockDataDir(${JSON.stringify(dir)}); console.log('ready'); setInterval(() => {}, 1000);`,
      );
      expect(holderIn(dir).pid).toBe(holder.child.pid);
      holder.child.kill('SIGKILL');
      await holder.exited;
      expect(await elapsed(() => lockIn(dir, KILLED))).toBeLessThan(2 * KILLED.beatMs + 1_000);
      expect(holderIn(dir).pid).toBe(process.pid);
    });

    it('stops at once when its lock is taken over (it was judged dead while frozen)', async () => {
      const dir = tempDir();
      const holder = await childProcess(
        `import { lockDataDir } from ${LOCK_MODULE}; await lockDataDir(${JSON.stringify(dir)}, { beatMs: 50, staleMs: 600 }); console.log('ready'); setInterval(() => {}, 1000);`,
      );
      fs.writeFileSync(lockFile(dir), recordOf(foreign({}), 0));
      const outcome = await Promise.race([holder.exited, sleep(2_000).then(() => 'still running')]);
      expect(outcome).not.toBe('still running');
      expect(holder.output()).toMatch(/was taken over by another process .*Stopping at once/);
      expect(parseLock(lockText(dir))).toMatchObject({ kind: 'holder', holder: { token: 'their-token' } });
    });
  });

  // Lock files of versions before the heartbeat: "pid" or "pid identity".
  describe('an older lock file', () => {
    it('refuses while its pid lives', async () => {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), String(process.ppid));
      await expect(lockDataDir(dir, FAST)).rejects.toThrow(/is in use by another Showgrid process: pid \d+/);
      fs.writeFileSync(lockFile(dir), `${process.ppid} ${processIdentity(process.ppid)}`);
      await expect(lockDataDir(dir, FAST)).rejects.toThrow(new RegExp(`pid ${process.ppid}\\b`));
    });

    it('is taken over when its pid is dead', async () => {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), '999999');
      await lockIn(dir);
      expect(holderIn(dir).pid).toBe(process.pid);
    });

    // After a crash and a reboot the old pid can belong to any live process.
    it.runIf(processIdentity(process.pid) !== '')('is taken over when its pid now names another process', async () => {
      const [boot, start] = processIdentity(process.ppid).split('/');
      for (const stale of [`${process.ppid} ${boot}/1`, `${process.ppid} 00000000-0000-0000-0000-000000000000/${start}`]) {
        const dir = tempDir();
        fs.writeFileSync(lockFile(dir), stale);
        await lockIn(dir);
        expect(holderIn(dir).pid).toBe(process.pid);
      }
    });
  });
});
