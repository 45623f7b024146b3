import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { entrants } from '../../db/schema/index.ts';

/** Entrants: one per inbox, made the first time its code is verified. */
export function createEntrantsRepository(db: Db) {
  return {
    /** Whether the entrant of a token still exists (the auth guard's live check, ADR 033). */
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: entrants.id }).from(entrants).where(eq(entrants.id, id));
      return row !== undefined;
    },

    async find(id: number): Promise<{ id: number; email: string; canonicalEmail: string } | undefined> {
      const [row] = await db.select().from(entrants).where(eq(entrants.id, id));
      return row;
    },
  };
}
export type EntrantsRepository = ReturnType<typeof createEntrantsRepository>;

/** The entrant of a verified inbox, made if new; the address typed last is where mail goes. One statement, so two verifies at once make one. */
export async function upsertEntrant(tx: Tx, canonicalEmail: string, email: string): Promise<number> {
  const [row] = await tx
    .insert(entrants)
    .values({ canonicalEmail, email })
    .onConflictDoUpdate({ target: entrants.canonicalEmail, set: { email: sql`excluded.email` } })
    .returning({ id: entrants.id });
  if (!row) throw new Error('entrant upsert returned nothing');
  return row.id;
}
