import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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
