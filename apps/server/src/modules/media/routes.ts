import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import type { MediaRepository } from './repository.ts';

/**
 * GET /media/:id — stored images and vehicle documents. Public, because <img> tags cannot send a bearer token; ids
 * are random UUIDs. An id never changes content (a new upload gets a new id), so browsers and
 * the judge tablet's service worker may cache it for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaRepository }> = async (app, { media }) => {
  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['media'], params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const row = await media.find(request.params.id);
      if (!row) throw notFound();
      // Documents (vehicle PDFs) are stored as sent: download them, never run them in our origin.
      // This policy replaces the app-wide one, so it repeats frame-ancestors: no site may frame them.
      if (!row.mime.startsWith('image/')) {
        reply.header('content-disposition', 'attachment').header('content-security-policy', "sandbox; frame-ancestors 'none'");
      }
      return reply
        .type(row.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  );
};
