import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** A real websocket client for tests: collects every JSON message and waits for the ones asked for. */
export interface TestSocket {
  socket: WebSocket;
  messages: unknown[];
  /** The first message, from the oldest not yet taken, that matches; fails after `timeoutMs`. */
  take(match?: (message: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** ws://127.0.0.1:PORT of an app listening on a free port. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `ws://127.0.0.1:${address.port}`;
}

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers });
  const messages: unknown[] = [];
  const taken = new Set<number>();
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiting) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  async function take(match: (message: unknown) => boolean = () => true, timeoutMs = 3000): Promise<unknown> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((message, i) => !taken.has(i) && match(message));
      if (index >= 0) {
        // Everything before the match is passed over too: take() reads forward.
        for (let i = 0; i <= index; i++) taken.add(i);
        return messages[index];
      }
      const left = until - Date.now();
      if (left <= 0)
        throw new Error(`no matching message within ${timeoutMs} ms (got ${messages.length}: ${JSON.stringify(messages).slice(0, 500)})`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiting.add(wake);
      });
    }
  }

  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        take,
        closed,
        async close() {
          if (socket.readyState === WebSocket.CLOSED) return;
          socket.close();
          await closed;
        },
      }),
    );
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The HTTP status a refused handshake answered with, and its JSON body. */
export function refusedWith(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    socket.once('error', () => {});
  });
}
