import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@showgrid/shared/paths';
import { idSchema, stripInvisible } from '@showgrid/shared/schemas/fields';
import { detailSchema } from '@showgrid/shared/schemas/answers';
import { notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import type { MediaRepository } from './repository.ts';

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

/**
 * GET /media/:id — pictures (vehicles, judges, categories, events). Public, because <img> tags
 * cannot send a bearer token; ids are random UUIDs. An id never changes content (a new upload
 * gets a new id), so browsers and the judge tablet's service worker may cache it for a year.
 * Owners' documents are not media: /media answers 404 for them, as for an id that never was.
 *
 * GET /api/vehicle/document/:id/ — an owner's document (insurance, registration papers), for
 * admins only, through the API client with the bearer token, and kept by no cache.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaRepository }> = async (app, { media }) => {
  app.get(
    '/media/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['media'], params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const row = await media.findPublic(request.params.id);
      if (!row) throw notFound();
      return reply
        .type(row.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(row.bytes);
    },
  );

  app.get(
    `${API.vehicles}document/:id/`,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['vehicles'],
        summary: "Download an owner's document (a file id of arrVehicleDocuments)",
        params: z.object({ id: idSchema }),
        response: {
          200: z.unknown().describe('The file (application/pdf or an image), as an attachment with its name.'),
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await media.findVehicleDocument(request.params.id);
      if (!document) throw notFound();
      return reply
        .type(document.mime)
        .header('content-disposition', attachment(document.name))
        .header('content-security-policy', DOCUMENT_POLICY)
        .header('cache-control', 'no-store')
        .send(document.bytes);
    },
  );
};
