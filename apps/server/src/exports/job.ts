import { Readable } from 'node:stream';
import { MessageChannel, type Worker } from 'node:worker_threads';
import { isWorkerMessage, type JobStart, type MainMessage } from './protocol.ts';

/** One job on a worker thread of the export pool (pool.ts): its messages, its file, its end. */

export class AbortedError extends Error {
  constructor() {
    super('the client went away');
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export interface JobOptions {
  /** The client went away: the job stops. */
  signal: AbortSignal | undefined;
  timeoutMs: number;
  /** Called once when the job is over; `stopThread`: the thread is in an unknown state (stopped midway) and must go. */
  onEnd(stopThread: boolean): void;
}

export interface RunningJob {
  /** The file, once the worker has written its first bytes (or ended): a failure before that rejects. */
  file: Promise<Readable>;
  /** The thread died under the job. */
  fail(error: Error): void;
}

/**
 * Starts a job on `worker`: sends the task and input, then the parts as they load, while the file
 * streams back with back-pressure (protocol.ts). A failure after the first bytes destroys the
 * file's stream; the response then ends short, which the client sees as a failed download.
 */
export function startJob<Input, Part>(
  worker: Worker,
  task: string,
  loaded: { input: Input; parts?: AsyncIterable<Part> | Iterable<Part> },
  options: JobOptions,
): RunningJob {
  const { port1: port, port2 } = new MessageChannel();
  const send = (message: MainMessage<Part>) => port.postMessage(message);
  let owed = 0;
  let over = false;
  let started = false;
  let settle: { resolve(file: Readable): void; reject(error: Error): void } | undefined;
  const file = new Readable({
    read() {
      if (owed > 0) {
        owed -= 1;
        send({ type: 'ack' });
      }
    },
    destroy(error, callback) {
      // The response went away (or failed) before the file was whole: stop making it.
      end(error ?? new AbortedError(), true);
      callback(error);
    },
  });
  const { signal, timeoutMs } = options;
  const timer = setTimeout(() => end(new Error(`the export took longer than ${timeoutMs / 1000} s`), true), timeoutMs);
  const onAbort = () => end(new AbortedError(), true);
  signal?.addEventListener('abort', onAbort, { once: true });

  function begin(): void {
    if (started) return;
    started = true;
    settle?.resolve(file);
  }

  function end(error: Error | undefined, stopThread: boolean): void {
    if (over) return;
    over = true;
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    port.close();
    options.onEnd(stopThread);
    if (!error) file.push(null);
    else if (started) file.destroy(error);
    else settle?.reject(error);
  }

  port.on('message', (message: unknown) => {
    if (over || !isWorkerMessage(message)) return;
    if (message.type === 'data') {
      begin();
      if (file.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength))) send({ type: 'ack' });
      else owed += 1;
    } else if (message.type === 'done') {
      begin();
      end(undefined, false);
    } else {
      end(new Error(`export ${task} failed: ${message.message}`), false);
    }
  });

  const start: JobStart<string, Input> = { type: 'job', task, input: loaded.input, port: port2 };
  worker.postMessage(start, [port2]);
  // The parts go over as the main thread loads them, while the worker already writes.
  void (async () => {
    try {
      for await (const part of loaded.parts ?? []) {
        if (over) return;
        send({ type: 'part', part });
      }
      if (!over) send({ type: 'parts-end' });
    } catch (error) {
      end(asError(error), true);
    }
  })();

  return {
    file: new Promise<Readable>((resolve, reject) => {
      settle = { resolve, reject };
    }),
    fail: (error) => end(error, false),
  };
}
