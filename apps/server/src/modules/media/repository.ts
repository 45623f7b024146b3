import { eq } from 'drizzle-orm';
import { API } from '@showgrid/shared/paths';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
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

    async find(id: string) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
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
