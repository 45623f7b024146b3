import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listenOnSocket, probeSocket, startHeartbeat } from './lock-heartbeat.ts';
import { codeOf } from '../lib/error-code.ts';
import {
  bootId,
  describeHolder,
  inOurNamespace,
  ownHolder,
  parseLock,
  pidAlive,
  processIdentity,
  recordOf,
  type Holder,
  type LockContent,
} from './lock-holder.ts';

const LOCK_FILE = 'showgrid.lock';
const SOCKET_FILE = 'showgrid.sock';

export interface LockTiming {
  /** How often the holder rewrites its lock file. */
  beatMs: number;
  /** A lock file not rewritten for this long is a dead holder's (docs/deploy.md says how long). */
  staleMs: number;
}
const LOCK_TIMING: LockTiming = { beatMs: 1_000, staleMs: 10_000 };

/**
 * alive: refuse. dead: the kernel says it is gone and it stopped beating, take over. stale: not
 * rewritten for staleMs, take over and give a holder that was only frozen a moment to show
 * itself. changed: another holder or none now, look again.
 */
type Verdict = 'alive' | 'dead' | 'stale' | 'changed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return null;
    throw err;
  }
}

/** O_EXCL: of several starters exactly one creates the file. */
function createLock(file: string, record: string): boolean {
  try {
    fs.writeFileSync(file, record, { flag: 'wx' });
    return true;
  } catch (err) {
    if (codeOf(err) === 'EEXIST') return false;
    throw err;
  }
}

/** A live holder rewrites its file every beat; one that is gone leaves it as it was. */
async function watchForBeat(file: string, seen: string, content: LockContent, { beatMs, staleMs }: LockTiming): Promise<Verdict> {
  // performance.now(): a clock set forward while we watch must not end the watch early.
  const until = performance.now() + staleMs;
  while (performance.now() < until) {
    await sleep(Math.max(10, Math.min(250, beatMs / 4)));
    const now = readLock(file);
    if (now === seen) continue;
    const next = now === null ? null : parseLock(now);
    const sameHolder = content.kind === 'holder' && next?.kind === 'holder' && next.holder.token === content.holder.token;
    return sameHolder ? 'alive' : 'changed';
  }
  return 'stale';
}

/**
 * What this machine's kernel can tell at once. Same machine and PID namespace: the pid and its
 * start time. Same machine (boot), another namespace: the holder's socket. Otherwise (another
 * machine on a shared volume, a reboot since, no socket) nothing: only the heartbeat tells.
 */
async function quickCheck(content: LockContent, socketPath: string): Promise<'alive' | 'gone' | 'unknown'> {
  if (content.kind === 'legacy') {
    // Written by a version before this one, which never ran in another namespace than ours.
    const { pid, identity } = content;
    return pid !== process.pid && pidAlive(pid) && (!identity || identity === processIdentity(pid)) ? 'alive' : 'gone';
  }
  if (content.kind === 'unreadable') return 'unknown';
  const { holder } = content;
  if (inOurNamespace(holder)) return pidAlive(holder.pid) && holderStarted(holder) ? 'alive' : 'gone';
  return holder.socket && holder.bootId !== '' && holder.bootId === bootId() ? probeSocket(socketPath) : 'unknown';
}

/**
 * A holder the kernel calls gone must also have stopped beating, which two beats show: two
 * machines can share a boot id (a cloned VM) and then the pid or socket seen here is not theirs.
 * One nothing is known of is given the whole stale time.
 */
async function judge(content: LockContent, seen: string, file: string, socketPath: string, timing: LockTiming): Promise<Verdict> {
  const quick = await quickCheck(content, socketPath);
  if (quick === 'alive') return 'alive';
  if (quick === 'unknown') return watchForBeat(file, seen, content, timing);
  const verdict = await watchForBeat(file, seen, content, { ...timing, staleMs: 2 * timing.beatMs });
  return verdict === 'stale' ? 'dead' : verdict;
}

/** The live process with the holder's pid is the holder, not a later one that got its pid. */
function holderStarted(holder: Holder): boolean {
  return processIdentity(holder.pid) === `${holder.bootId}/${holder.started}`;
}

/**
 * Removes a lock judged dead, unless it changed since it was judged: moved aside first (rename is
 * atomic), so two starters cannot both remove it and then each think the file they create is the
 * only one. Answers whether the way is clear.
 */
function takeOver(file: string, seen: string, token: string): boolean {
  const aside = `${file}.${token}`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return true;
    throw err;
  }
  const moved = readLock(aside);
  if (moved !== seen) {
    // Someone else's fresh lock: put it back, unless yet another one took its place meanwhile.
    try {
      fs.linkSync(aside, file);
    } catch {
      // EEXIST: that one stays
    }
  }
  fs.rmSync(aside, { force: true });
  return moved === seen;
}

/** Holds the lock: the socket where the file system has sockets, the heartbeat everywhere. */
async function hold(file: string, socketPath: string, holder: Holder, beatMs: number): Promise<{ head: string; release: () => void }> {
  const server = holder.bootId ? await listenOnSocket(socketPath) : null;
  const head = JSON.stringify({ ...holder, socket: server !== null });
  if (server) fs.writeFileSync(file, recordOf({ ...holder, socket: true }, 0), { flag: 'r+' });
  const heartbeat = startHeartbeat(file, head, beatMs);
  const release = () => {
    heartbeat.stop();
    // The socket before the file: a successor's socket, made once the file is gone, stays.
    if (server) {
      server.close();
      fs.rmSync(socketPath, { force: true });
    }
    if (readLock(file)?.startsWith(`${head}\n`)) fs.rmSync(file, { force: true });
  };
  return { head, release };
}

/**
 * PGlite takes no lock of its own and two processes on one directory corrupt it, so the server
 * locks DATA_DIR and a second one refuses to start, naming the holder. This must hold where every
 * server is PID 1 (containers) and where a volume is shared between machines, so the lock is a
 * file created exclusively, naming its holder, which keeps it fresh (a heartbeat) and listens on
 * a socket beside it; a clean stop removes both. Answers the release.
 */
export async function lockDataDir(dataDir: string, timing: LockTiming = LOCK_TIMING): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const socketPath = path.join(dataDir, SOCKET_FILE);
  const holder = ownHolder(randomUUID());
  let confirm = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createLock(file, recordOf(holder, 0))) {
      const { head, release } = await hold(file, socketPath, holder, timing.beatMs);
      if (!confirm) return release;
      // Judged by silence alone: a holder that was only frozen shows itself within a beat or two.
      await sleep(2 * timing.beatMs);
      if (readLock(file)?.startsWith(`${head}\n`)) return release;
      release();
      throw new Error(`DATA_DIR ${dataDir}: its lock changed hands while this process took it over. Try again.`);
    }
    const seen = readLock(file);
    if (seen === null) continue; // released meanwhile
    const content = parseLock(seen);
    const verdict = await judge(content, seen, file, socketPath, timing);
    if (verdict === 'alive') {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another Showgrid process: ${describeHolder(content)}. ` +
          'Stop it first, or give this one its own DATA_DIR; for several instances use PostgreSQL (DATABASE_URL).',
      );
    }
    if (verdict === 'changed' || !takeOver(file, seen, holder.token)) continue;
    confirm = verdict === 'stale';
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}: its lock file keeps changing hands`);
}
