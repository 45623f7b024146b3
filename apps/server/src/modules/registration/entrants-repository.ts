import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

const insertedIds = z.array(z.object({ id: z.coerce.number().int() }));

/**
 * The entrant of a verified inbox, made if new (the address typed last is where mail goes), in
 * the statement that uses the code up (`claim`): undefined when the code was already used. One
 * statement, so two verifies at once make one entrant.
 */
export async function upsertEntrant(tx: Tx, claim: SQL, canonicalEmail: string, email: string): Promise<number | undefined> {
  const result = await tx.execute(sql`
    with claimed as (${claim})
    insert into ${entrants} (canonical_email, email)
    select ${canonicalEmail}, ${email} from claimed
    on conflict (canonical_email) do update set email = excluded.email
    returning id`);
  const [row] = insertedIds.parse(rowsOf(result));
  return row?.id;
}
