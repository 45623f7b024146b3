import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { createExportPool, type ExportPool, type ExportPoolOptions } from './pool.ts';
// Types only: the renderers load in the worker, never in this thread.
import type { ExportTaskTypes } from './tasks.ts';

/** The app's export pool (ADR 031), one per app: its tasks are tasks.ts's. */
export type Exports = ExportPool<ExportTaskTypes>;

/**
 * The worker's entry: in the built server a bundle of its own beside server.js
 * (scripts/build.mjs); from source (tests, `npm run dev`) the TypeScript, through tsx.
 */
const workerEntry = () =>
  import.meta.url.endsWith('.ts') ? new URL('./worker.ts', import.meta.url) : new URL('./exports-worker.js', import.meta.url);

export function createExports(options: Partial<ExportPoolOptions> = {}): Exports {
  return createExportPool<ExportTaskTypes>({ entry: workerEntry(), ...options });
}

/**
 * Aborts when the response closes before it was sent whole (the admin closed the tab): a job
 * still waiting for its turn leaves the line, a running one stops.
 */
export function abortSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Sends a file the pool makes as a download: an attachment, never cached. */
export function sendExport(reply: FastifyReply, file: Readable, { type, fileName }: { type: string; fileName: string }) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(file);
}
