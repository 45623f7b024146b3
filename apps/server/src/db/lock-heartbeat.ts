import fs from 'node:fs';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { RECORD_SIZE } from './lock-holder.ts';

/** sun_path holds 108 bytes; a longer path is cut or refused depending on the platform, so it is not used. */
const MAX_SOCKET_PATH = 100;

/**
 * The holder listens on DATA_DIR/showgrid.sock. The kernel accepts a connect for as long as the
 * process lives (busy, paused, in another PID namespace or container) and refuses it once the
 * process is gone, SIGKILL included: on one machine that is an exact answer with no waiting.
 * Null where no socket can be made there (a long path, a file system without sockets).
 */
export async function listenOnSocket(socketPath: string): Promise<net.Server | null> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return null;
  const server = net.createServer((connection) => connection.destroy());
  try {
    fs.rmSync(socketPath, { force: true }); // a killed holder's; the lock file is ours now
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } catch {
    return null;
  }
  server.unref();
  return server;
}

/** 'alive' when the holder's socket accepts, 'gone' when the kernel says nobody listens, else 'unknown'. */
export function probeSocket(socketPath: string, timeoutMs = 2_000): Promise<'alive' | 'gone' | 'unknown'> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (answer: 'alive' | 'gone' | 'unknown') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done('unknown'), timeoutMs);
    socket.once('connect', () => done('alive'));
    // ENOENT is not 'gone': the holder removes its socket only on a clean stop, with the lock file after it.
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code === 'ECONNREFUSED' ? 'gone' : 'unknown'));
  });
}

const IDLE = 0;
const BUSY = 1;
const STOPPED = 2;

/**
 * The heartbeat, in a worker thread so that a long query on the main thread cannot make a live
 * holder look dead. Each beat re-reads the lock by its path: still ours (the holder's line is
 * `head`) → rewrite it in place, the line after `head` counting beats (the layout of recordOf);
 * gone (removed by hand) → take it back; someone else's → another process took DATA_DIR over
 * believing us dead (this machine was frozen for longer than the stale time), so this process
 * must stop writing at once: it says so and kills itself. As PID 1 of a PID namespace (a
 * container without an init) the kernel ignores a signal a process sends itself, so the main
 * thread is told as well. Plain JavaScript evaluated as is: no build entry of its own; builtins come
 * through process.getBuiltinModule, which works whether the worker runs it as CommonJS or as a module.
 */
const HEARTBEAT = `
const fs = process.getBuiltinModule('node:fs');
const { workerData, parentPort } = process.getBuiltinModule('node:worker_threads');
const { file, head, beatMs, size, state } = workerData;
let beat = 0;
const record = () => (head + '\\nbeat ' + ++beat + ' at ' + new Date().toISOString()).padEnd(size);
function lost(text) {
  clearInterval(timer);
  fs.writeSync(2, 'Showgrid: the lock ' + file + ' was taken over by another process (' + text.split('\\n')[0].slice(0, 300) +
    '): it took DATA_DIR believing this one dead. Stopping at once so that only one process writes there.\\n');
  parentPort.postMessage('lost');
  process.kill(process.pid, 'SIGKILL');
}
const timer = setInterval(() => {
  if (Atomics.compareExchange(state, 0, ${IDLE}, ${BUSY}) !== ${IDLE}) return; // released
  try {
    let text = null;
    try { text = fs.readFileSync(file, 'utf8'); } catch (err) { if (err.code !== 'ENOENT') return; }
    if (text === null) return fs.writeFileSync(file, record(), { flag: 'wx' });
    if (!text.startsWith(head + '\\n')) return lost(text);
    const fd = fs.openSync(file, 'r+');
    try { fs.writeSync(fd, record(), 0); } finally { fs.closeSync(fd); }
  } catch {
    // A failed beat (EEXIST: someone else's now, seen at the next beat; an I/O error) is retried next time.
  } finally {
    Atomics.store(state, 0, ${IDLE});
    Atomics.notify(state, 0);
  }
}, beatMs);
`;

/** Starts beating; stop() returns once no beat is in progress and none will follow. */
export function startHeartbeat(file: string, head: string, beatMs: number): { stop: () => void } {
  const state = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(HEARTBEAT, { eval: true, workerData: { file, head, beatMs, size: RECORD_SIZE, state } });
  worker.unref();
  worker.on('message', () => process.exit(1));
  worker.on('error', (err) => {
    // Without a heartbeat another machine would take DATA_DIR over after the stale time.
    console.error(`Showgrid: the DATA_DIR lock's heartbeat failed (${err.message}); stopping.`);
    process.exit(1);
  });
  return {
    stop() {
      // Waits out a beat in progress, which could otherwise write after the lock file is gone.
      while (Atomics.compareExchange(state, 0, IDLE, STOPPED) === BUSY) Atomics.wait(state, 0, BUSY, 50);
      worker.removeAllListeners('error');
      void worker.terminate();
    },
  };
}
