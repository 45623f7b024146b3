import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { tooManyRequests } from '../lib/http-errors.ts';
import { AbortedError, startJob } from './job.ts';
import type { TaskTypeMap } from './task.ts';

/**
 * The export pool (ADR 031): reports, score sheets, cards and QR codes are made in worker
 * threads, so the event loop that answers saves, votes and /api/health never waits behind one.
 *
 * - A few threads (cores − 1, at least one): each runs one job at a time; more jobs wait in turn.
 * - One job per owner (an admin) at a time: a second download by the same admin waits for the
 *   first; past `waitingPerOwner` waiting, or `maxWaiting` in all, the request is refused with a
 *   429 and retry-after, so a client cannot stack up work or memory.
 * - A job's data is loaded (on the main thread, by its `load`) only when its turn comes, then
 *   streamed to the worker in parts while the worker writes the file; the file is streamed to the
 *   response with back-pressure (protocol.ts), so neither side holds it whole.
 * - A thread has a heap limit and a job a time limit; a thread that dies or overruns is replaced.
 *   An idle thread ends after `idleMs`, giving its memory back.
 */

export interface ExportPoolOptions {
  /** The worker's entry: built JavaScript, or TypeScript (tests, `npm run dev`) started through tsx. */
  entry: URL;
  threads?: number;
  /** Jobs of one owner waiting behind the one running. */
  waitingPerOwner?: number;
  /** Jobs waiting in all, for their owner's turn or a thread. */
  maxWaiting?: number;
  /** A thread with nothing to do ends after this. */
  idleMs?: number;
  /** A job running longer is stopped (its thread terminated). */
  timeoutMs?: number;
  /** Old-generation heap of a thread, MB. */
  heapMb?: number;
}

export interface ExportJob<T extends TaskTypeMap, K extends keyof T & string> {
  /** Whose job it is (an admin's id): one of theirs runs at a time. */
  owner: number;
  task: K;
  /** Loads the task's input, and its parts if the data comes in chunks; called when the job's turn comes. */
  load(): Promise<{ input: T[K]['input']; parts?: AsyncIterable<T[K]['part']> | Iterable<T[K]['part']> }>;
}

export interface ExportPoolStats {
  threads: number;
  running: number;
  waiting: number;
  /** The most jobs that ever ran at once, and of one owner at once (tests check the limits with these). */
  peakRunning: number;
  peakRunningPerOwner: number;
}

export interface ExportPool<T extends TaskTypeMap> {
  /**
   * Runs a job; resolves with the file as a stream once the worker has written its first bytes
   * (so a failure before that is an error the route can answer), rejects with a 429 HttpError
   * when too much is waiting. `signal`: the client went away; the job is dropped or stopped.
   */
  run<K extends keyof T & string>(job: ExportJob<T, K>, signal?: AbortSignal): Promise<Readable>;
  stats(): ExportPoolStats;
  close(): Promise<void>;
}

export const EXPORT_BUSY = 'Another download of yours is still being prepared: try again when it has finished.';
export const EXPORTS_BUSY = 'The server is preparing many downloads: try again shortly.';
/** Seconds a refused client is asked to wait: about what a big report takes. */
export const EXPORT_RETRY_SECONDS = 5;

export const DEFAULT_EXPORT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Thread {
  worker: Worker;
  busy: boolean;
  /** Out of the pool: ended, died or being terminated. */
  retired: boolean;
  idleTimer?: NodeJS.Timeout;
  /** The running job's handler of the thread dying under it. */
  onDeath?: (error: Error) => void;
}

/** Waits in a FIFO line; the returned promise rejects when `signal` aborts first. */
function waitInLine<T>(line: ((value: T) => void)[], signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const take = (value: T) => {
      signal?.removeEventListener('abort', leave);
      resolve(value);
    };
    const leave = () => {
      const at = line.indexOf(take);
      if (at >= 0) line.splice(at, 1);
      reject(new AbortedError());
    };
    if (signal?.aborted) return leave();
    line.push(take);
    signal?.addEventListener('abort', leave, { once: true });
  });
}

function startWorker(entry: URL, heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb, stackSizeMb: 4 } };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  // Node 20 cannot load TypeScript in a worker by itself, and `--import tsx` in execArgv comes too
  // late for the entry: a one-line bootstrap registers tsx first (as vehicle-import/read-sheet.ts).
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

export function createExportPool<T extends TaskTypeMap>(options: ExportPoolOptions): ExportPool<T> {
  const size = options.threads ?? DEFAULT_EXPORT_THREADS;
  const waitingPerOwner = options.waitingPerOwner ?? 2;
  const maxWaiting = options.maxWaiting ?? 32;
  const idleMs = options.idleMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const heapMb = options.heapMb ?? 256;

  const threads: Thread[] = [];
  const threadLine: ((thread: Thread) => void)[] = [];
  /** Per owner: whether one of their jobs holds the owner's turn, and who waits for it. */
  const owners = new Map<number, { line: (() => void)[] }>();
  /** Jobs on a thread per owner, counted apart from the turns above so the tests can check those. */
  const onThreads = new Map<number, number>();
  const peak = { running: 0, perOwner: 0 };
  let closed = false;

  const running = () => threads.filter((t) => t.busy).length;
  const waiting = () => threadLine.length + [...owners.values()].reduce((sum, o) => sum + o.line.length, 0);

  function retire(thread: Thread): void {
    if (thread.retired) return;
    thread.retired = true;
    clearTimeout(thread.idleTimer);
    threads.splice(threads.indexOf(thread), 1);
    void thread.worker.terminate();
  }

  function spawn(): Thread {
    const thread: Thread = { worker: startWorker(options.entry, heapMb), busy: true, retired: false };
    const die = (error: Error) => {
      if (thread.retired) return;
      retire(thread);
      thread.onDeath?.(error);
    };
    thread.worker.on('error', die);
    thread.worker.on('exit', (code) => die(new Error(`export worker exited (${code})`)));
    threads.push(thread);
    return thread;
  }

  async function takeOwner(owner: number, signal: AbortSignal | undefined): Promise<void> {
    const state = owners.get(owner);
    if (!state) {
      owners.set(owner, { line: [] });
      return;
    }
    if (state.line.length >= waitingPerOwner) throw tooManyRequests(EXPORT_BUSY, EXPORT_RETRY_SECONDS);
    if (waiting() >= maxWaiting) throw tooManyRequests(EXPORTS_BUSY, EXPORT_RETRY_SECONDS);
    await waitInLine(state.line, signal);
  }

  function releaseOwner(owner: number): void {
    const state = owners.get(owner);
    const next = state?.line.shift();
    if (next) next();
    else owners.delete(owner);
  }

  async function takeThread(signal: AbortSignal | undefined): Promise<Thread> {
    const free = threads.find((t) => !t.busy);
    if (free) {
      clearTimeout(free.idleTimer);
      free.busy = true;
      return free;
    }
    if (threads.length < size) return spawn();
    if (waiting() >= maxWaiting) throw tooManyRequests(EXPORTS_BUSY, EXPORT_RETRY_SECONDS);
    return waitInLine(threadLine, signal);
  }

  function releaseThread(thread: Thread): void {
    thread.onDeath = undefined;
    if (closed) return retire(thread);
    const next = threadLine.shift();
    // A thread that died or was stopped hands its place to a fresh one.
    if (next) return next(thread.retired ? spawn() : thread);
    if (thread.retired) return;
    thread.busy = false;
    thread.idleTimer = setTimeout(() => retire(thread), idleMs);
    thread.idleTimer.unref();
  }

  return {
    async run(job, signal) {
      if (closed) throw new Error('the export pool is closed');
      await takeOwner(job.owner, signal);
      let thread: Thread;
      try {
        thread = await takeThread(signal);
      } catch (error) {
        releaseOwner(job.owner);
        throw error;
      }
      const mine = (onThreads.get(job.owner) ?? 0) + 1;
      onThreads.set(job.owner, mine);
      peak.running = Math.max(peak.running, running());
      peak.perOwner = Math.max(peak.perOwner, mine);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (onThreads.get(job.owner) ?? 1) - 1;
        if (left > 0) onThreads.set(job.owner, left);
        else onThreads.delete(job.owner);
        releaseThread(thread);
        releaseOwner(job.owner);
      };
      try {
        const loaded = await job.load();
        if (signal?.aborted) throw new AbortedError();
        const started = startJob<T[typeof job.task]['input'], T[typeof job.task]['part']>(thread.worker, job.task, loaded, {
          signal,
          timeoutMs,
          onEnd(stopThread) {
            if (stopThread) retire(thread);
            release();
          },
        });
        thread.onDeath = started.fail;
        return await started.file;
      } catch (error) {
        release();
        throw error;
      }
    },

    stats: () => ({
      threads: threads.length,
      running: running(),
      waiting: waiting(),
      peakRunning: peak.running,
      peakRunningPerOwner: peak.perOwner,
    }),

    async close() {
      closed = true;
      await Promise.all([...threads].map((t) => t.worker.terminate()));
    },
  };
}
