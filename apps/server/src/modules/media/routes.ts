import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaApi } from '@showgrid/shared/contract/media';
import { stripInvisible } from '@showgrid/shared/schemas/fields';
import { notFound } from '../../lib/http-errors.ts';
import { routeOf } from '../../lib/route.ts';
import type { MediaRepository } from './repository.ts';
import { createMediaVariants, type MediaVariants } from './variants.ts';

/** Documents are stored as sent: downloaded, never run in our origin, never framed by any site. */
const DOCUMENT_POLICY = "sandbox; frame-ancestors 'none'";

/**
 * `attachment` with the stored name: an ASCII fallback and the exact name (RFC 6266/5987).
 * Invisible and bidi characters go, so "invoice\u202Efdp.exe" cannot pose as a PDF in a save dialog.
 */
export function attachment(name: string): string {
  const shown = stripInvisible(name);
  const ascii = shown.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(shown).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** GET /media/:id (public pictures) and GET /api/vehicle/document/:id/ (owners' documents, admins only). */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaRepository; variants?: MediaVariants }> = async (
  app,
  { media, variants = createMediaVariants() },
) => {
  app.route({
    ...routeOf(mediaApi.picture),
    handler: async (request, reply) => {
      const row = await media.findPublic(request.params.id);
      if (!row) throw notFound();
      const { w } = request.query;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (w === undefined) return reply.type(row.mime).send(row.bytes);
      return reply.type('image/webp').send(await variants.of(row.id, row.bytes, w));
    },
  });

  app.route({
    ...routeOf(mediaApi.vehicleDocument),
    handler: async (request, reply) => {
      const document = await media.findVehicleDocument(request.params.id);
      if (!document) throw notFound();
      return reply
        .type(document.mime)
        .header('content-disposition', attachment(document.name))
        .header('content-security-policy', DOCUMENT_POLICY)
        .header('cache-control', 'no-store')
        .send(document.bytes);
    },
  });
};
