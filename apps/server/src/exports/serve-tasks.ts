import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { finished } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { isJobStart, isMainMessage, OUTPUT_CHUNK, OUTPUT_WINDOW, type JobStart, type MainMessage, type WorkerMessage } from './protocol.ts';
import type { TaskRegistry, TaskTypeMap } from './task.ts';

/**
 * The worker side of the export pool (pool.ts): runs each job it is given with the task it
 * names, feeding it the parts the main thread sends and sending back what it writes.
 */

/** The parts of a job as they arrive, for a task to read with for-await. */
class PartQueue<Part> implements AsyncIterable<Part> {
  private readonly items: Part[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  push(part: Part): void {
    this.items.push(part);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Part> {
    for (;;) {
      const next = this.items.shift();
      if (next !== undefined) yield next;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

/**
 * What a task writes, sent to the main thread in chunks of OUTPUT_CHUNK bytes (copied once into a
 * buffer that is then transferred, not copied again), at most OUTPUT_WINDOW unacknowledged.
 */
class PortSink extends Writable {
  private pending: Buffer[] = [];
  private size = 0;
  private inFlight = 0;
  private blocked: (() => void) | undefined;

  constructor(private readonly port: MessagePort) {
    super();
  }

  ack(): void {
    this.inFlight -= 1;
    const resume = this.blocked;
    this.blocked = undefined;
    resume?.();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.size += chunk.length;
    if (this.size >= OUTPUT_CHUNK) this.flush(callback);
    else callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.size > 0) this.flush(callback);
    else callback();
  }

  private flush(callback: () => void): void {
    const bytes = new Uint8Array(this.size);
    let offset = 0;
    for (const chunk of this.pending) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    this.pending = [];
    this.size = 0;
    const message: WorkerMessage = { type: 'data', bytes };
    this.port.postMessage(message, [bytes.buffer]);
    this.inFlight += 1;
    if (this.inFlight < OUTPUT_WINDOW) callback();
    else this.blocked = callback;
  }
}

/**
 * The nice value of an export thread: on a busy machine the thread that answers saves, votes and
 * health checks gets the cores first (CFS weights 1024 against 15), and a report takes what is left.
 */
export const EXPORT_NICE = 19;

/**
 * Lowers this thread's priority. On Linux a thread has a nice value of its own: setpriority() on
 * its thread id (read from /proc/thread-self) leaves the rest of the process as it is. Elsewhere
 * (or where it is refused) the threads share the cores evenly, as before.
 */
function yieldToTheEventLoop(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, EXPORT_NICE);
  } catch {
    // not Linux
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One job's start, its task's input typed by the map (see JobStart). */
type JobOf<T extends TaskTypeMap> = { [K in keyof T & string]: JobStart<K, T[K]['input']> }[keyof T & string];

/** Listens on the worker's parentPort and runs each job it is given with its task from `registry`. */
export function serveTasks<T extends TaskTypeMap>(registry: TaskRegistry<T>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs only in a worker thread');
  yieldToTheEventLoop();

  async function run<K extends keyof T & string>(job: JobStart<K, T[K]['input']>): Promise<void> {
    const parts = new PartQueue<T[K]['part']>();
    const out = new PortSink(job.port);
    job.port.on('message', (message: MainMessage<T[K]['part']>) => {
      if (!isMainMessage(message)) return;
      if (message.type === 'part') parts.push(message.part);
      else if (message.type === 'parts-end') parts.end();
      else out.ack();
    });
    const send = (message: WorkerMessage) => job.port.postMessage(message);
    try {
      await registry[job.task].render(job.input, parts, out);
      if (!out.writableEnded) out.end();
      await finished(out);
      send({ type: 'done' });
    } catch (error) {
      send({ type: 'failed', message: errorText(error) });
    } finally {
      job.port.close();
    }
  }

  port.on('message', (message: JobOf<T>) => {
    if (!isJobStart(message)) return;
    if (!Object.hasOwn(registry, message.task)) {
      message.port.postMessage({ type: 'failed', message: `no export task "${message.task}"` } satisfies WorkerMessage);
      message.port.close();
      return;
    }
    void run(message);
  });
}
