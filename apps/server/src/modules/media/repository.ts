import { and, eq, like, notExists, sql } from 'drizzle-orm';
import { API } from '@showgrid/shared/paths';
import type { Db } from '../../db/client.ts';
import { media, vehicleFiles } from '../../db/schema/index.ts';
import type { StoredImage } from '../../lib/images.ts';

/** Anything that can run a query: the database or an open transaction. */
type Executor = Pick<Db, 'insert' | 'select' | 'delete'>;

export function createMediaRepository(db: Db) {
  return {
    /** Stores an image; pass the transaction when the image belongs to a row written in one. */
    async save(image: StoredImage, tx: Executor = db): Promise<string> {
      const [row] = await tx.insert(media).values(image).returning({ id: media.id });
      if (!row) throw new Error('media insert returned nothing');
      return row.id;
    },

    /**
     * A picture anyone may load: an image that is not an owner's document. Documents may be
     * pictures too (a photographed registration), so the vehicle's file list decides, not the type.
     */
    async findPublic(id: string) {
      const isDocument = db
        .select({ one: sql`1` })
        .from(vehicleFiles)
        .where(and(eq(vehicleFiles.mediaId, media.id), eq(vehicleFiles.kind, 'document')));
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), like(media.mime, 'image/%'), notExists(isDocument)));
      return row;
    },

    /** An owner's document by its vehicle file id (arrVehicleDocuments[].id), with its name. */
    async findVehicleDocument(fileId: number) {
      const [row] = await db
        .select({ name: vehicleFiles.name, mime: media.mime, bytes: media.bytes })
        .from(vehicleFiles)
        .innerJoin(media, eq(media.id, vehicleFiles.mediaId))
        .where(and(eq(vehicleFiles.id, fileId), eq(vehicleFiles.kind, 'document')));
      return row;
    },

    /** Drops an image no row points at any more (a replaced icon or photo). */
    async remove(id: string | null | undefined, tx: Executor = db): Promise<void> {
      if (id) await tx.delete(media).where(eq(media.id, id));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

/** The address a stored image is served from (SPEC: a path relative to the API host). */
export const mediaUrl = (id: string | null | undefined): string | null => (id ? API.media(id) : null);

/** Where an admin downloads an owner's document (with the bearer token): never /media. */
export const vehicleDocumentUrl = (fileId: number): string => API.vehicleDocument(fileId);
