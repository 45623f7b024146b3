import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

const JWT_SECRET_KEY = 'jwt_secret';
const OTP_KEY = 'otp_hmac_key';

/**
 * A random secret generated on first start and kept in the database, so that restarts keep it and
 * every instance on one PostgreSQL uses the same one.
 */
async function storedSecret(db: Db, key: string): Promise<string> {
  // Insert-if-absent, then read: two instances starting at once agree on one secret.
  await db
    .insert(settings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`secret ${key} could not be stored`);
  return row.value;
}

/** JWT_SECRET from the environment, else the stored one: restarts keep sessions. */
export async function resolveJwtSecret(db: Db, fromEnv?: string): Promise<Uint8Array> {
  return new TextEncoder().encode(fromEnv ?? (await storedSecret(db, JWT_SECRET_KEY)));
}

/**
 * The key of the HMAC kept instead of each one-time code. Its own secret, not JWT_SECRET: a
 * leaked signing key then says nothing about codes, and changing JWT_SECRET keeps codes working.
 */
export async function resolveOtpKey(db: Db): Promise<Buffer> {
  return Buffer.from(await storedSecret(db, OTP_KEY), 'base64url');
}
