import fs from 'node:fs';
import os from 'node:os';
import { z } from 'zod';
import { codeOf } from '../lib/error-code.ts';

/**
 * Who holds DATA_DIR, written in its lock file so that a starter in another PID namespace
 * (another container) or on another machine sharing the volume can tell who it is and how to
 * check on it. A pid alone tells nothing there: every container's server is PID 1.
 */
const holderSchema = z.object({
  pid: z.number().int(),
  host: z.string(),
  /** The kernel's boot: the same for every container on one machine, new after a reboot. */
  bootId: z.string(),
  /** "pid:[4026531836]"; '' where /proc is not this namespace's. */
  pidNs: z.string(),
  /** The process's start in that boot (clock ticks): a later process with the same pid differs. */
  started: z.string(),
  /** Unique per lock taken: the heartbeat's proof that the file is still its own. */
  token: z.string(),
  /** The holder listens on DATA_DIR/showgrid.sock: on the same machine a connect tells it is alive. */
  socket: z.boolean(),
});
export type Holder = z.infer<typeof holderSchema>;

/** What a lock file says: a holder, the bare "pid identity" of older versions, or nothing readable. */
export type LockContent = { kind: 'holder'; holder: Holder } | { kind: 'legacy'; pid: number; identity: string } | { kind: 'unreadable' };

/** The lock file: the holder's line, then the beat its heartbeat last wrote, padded to a fixed size. */
export const RECORD_SIZE = 1024;

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return fallback;
  }
}

export const bootId = (): string => readOr('/proc/sys/kernel/random/boot_id', '');

/** Field 22 of /proc/<pid>/stat, counted after the command name's closing parenthesis. */
function startTime(pid: number): string {
  const stat = readOr(`/proc/${pid}/stat`, '');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

/**
 * What tells one process from a later one with the same pid (Linux): the boot and the start time
 * of the process in that boot. Empty where /proc is missing. Older versions wrote this after the pid.
 */
export function processIdentity(pid: number): string {
  const boot = bootId();
  const start = startTime(pid);
  return boot && start ? `${boot}/${start}` : '';
}

/** Our PID namespace, or '' when /proc was mounted for another one (then /proc/<pid> names other processes). */
function pidNamespace(): string {
  try {
    return fs.readlinkSync('/proc/self') === String(process.pid) ? fs.readlinkSync('/proc/self/ns/pid') : '';
  } catch {
    return '';
  }
}

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return codeOf(err) === 'EPERM';
  }
}

export function ownHolder(token: string): Holder {
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId: bootId(),
    pidNs: pidNamespace(),
    started: startTime(process.pid),
    token,
    socket: false,
  };
}

export function recordOf(holder: Holder, beat: number): string {
  return `${JSON.stringify(holder)}\nbeat ${beat} at ${new Date().toISOString()}`.padEnd(RECORD_SIZE);
}

export function parseLock(text: string): LockContent {
  const legacy = /^(\d+)(?: (\S+))?$/.exec(text.trim());
  if (legacy) return { kind: 'legacy', pid: Number(legacy[1]), identity: legacy[2] ?? '' };
  try {
    const holder = holderSchema.safeParse(JSON.parse(text.split('\n')[0] ?? ''));
    return holder.success ? { kind: 'holder', holder: holder.data } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Same machine, same boot, same PID namespace: the pid and its start time are the whole truth. */
export function inOurNamespace(holder: Holder): boolean {
  return holder.bootId !== '' && holder.bootId === bootId() && holder.pidNs !== '' && holder.pidNs === pidNamespace();
}

/** The holder as a person reading the refusal can find it: pid, host, and where it runs from here. */
export function describeHolder(content: LockContent): string {
  if (content.kind === 'legacy') return `pid ${content.pid}`;
  if (content.kind === 'unreadable') return 'a process that keeps its lock file fresh (its contents are unreadable)';
  const { pid, host, pidNs } = content.holder;
  if (inOurNamespace(content.holder)) return `pid ${pid} on this machine (host ${host})`;
  if (content.holder.bootId === bootId()) {
    return `pid ${pid} in another PID namespace (${pidNs || 'unknown'}: another container?) on this machine, host name ${host}`;
  }
  return `pid ${pid} in PID namespace ${pidNs || 'unknown'} on host ${host}, another machine sharing this directory`;
}
