import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * JWT_SECRET from the environment, else one generated on first start and kept in the database,
 * so that restarts keep sessions and every instance on one PostgreSQL signs with the same key.
 */
export async function resolveJwtSecret(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  // Insert-if-absent, then read: two instances starting at once agree on one secret.
  await db
    .insert(settings)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, JWT_SECRET_KEY));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}
