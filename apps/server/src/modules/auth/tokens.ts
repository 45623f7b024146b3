import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { accessClaimsSchema } from '@showgrid/shared/schemas/auth';
import { TOKENS } from '@showgrid/shared/limits';
import type { Role } from '@showgrid/shared/roles';
import type { Db, Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/principal.ts';

/** A signed-in account (an entrant has no refresh token: they sign in again by e-mail code). */
export type AccountUser = AuthUser & { role: Role };

const ISSUER = 'showgrid';
const ALGORITHM = 'HS256';

export type RefreshOutcome =
  { ok: true; user: AccountUser; refresh: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export interface TokenService {
  issueAccess(user: AuthUser): Promise<string>;
  verifyAccess(token: string): Promise<AuthUser>;
  /**
   * Starts a new refresh-token family (one per login); `rotate`: our client's, whose tokens rotate.
   * SPEC's client keeps one refresh token for the session (its refresh answers only `access`).
   */
  issueRefresh(user: AccountUser, options?: { rotate?: boolean }): Promise<string>;
  /**
   * Rotates a refresh token of a rotating family (else answers the same token). Used again within
   * REFRESH_REUSE_GRACE_MS of its rotation it rotates once more (same family, at most
   * MAX_GRACE_USES times); used again later, or more often, it revokes its whole family.
   */
  rotateRefresh(token: string, role: (userId: number) => Promise<Role | undefined>): Promise<RefreshOutcome>;
  /** Revokes the family of a refresh token (holding the token is proof enough). */
  revokeFamily(token: string): Promise<void>;
}

/**
 * How long a just-rotated refresh token still rotates (ADR 003). Two tabs on plain HTTP (no Web
 * Locks) or a retry after a reply lost in bad coverage present one token twice within seconds;
 * the client gives up on a refresh after 15 s, so a minute covers it and a retry or two. Later it
 * is a replay of an old token: theft, and the family is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;

/**
 * Siblings one rotated token may get within the window: two tabs and a retry each. More is not a
 * client in bad coverage but a copy of the token at work: the family is revoked.
 */
export const MAX_GRACE_USES = 3;

/**
 * Serialises rotations, reuses and revocations of one family: a revocation that ran beside a
 * rotation could otherwise miss the token that rotation was inserting, leaving it alive.
 */
const lockFamily = (tx: Tx, familyId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refresh-family:${familyId}`}))`);

export function createTokenService(db: Db, secret: Uint8Array, now: () => Date = () => new Date()): TokenService {
  const refreshTtl = (role: Role) => 1000 * (role === 'admin' ? TOKENS.refreshTtlSecondsAdmin : TOKENS.refreshTtlSecondsJudge);

  async function revokeFamilyId(tx: Tx, familyId: string) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    async issueAccess(user) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const ttl = user.role === 'entrant' ? TOKENS.entrantAccessTtlSeconds : TOKENS.accessTtlSeconds;
      return new SignJWT({ user_id: user.id, strUserType: user.role, token_type: 'access' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .sign(secret);
    },

    async verifyAccess(token) {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: now(),
        requiredClaims: ['exp', 'iat'],
      });
      const claims = accessClaimsSchema.parse(payload);
      return { id: claims.user_id, role: claims.strUserType };
    },

    async issueRefresh(user, { rotate = false } = {}) {
      const token = newRefreshToken();
      await db.insert(refreshTokens).values({
        userId: user.id,
        familyId: randomUUID(),
        tokenHash: hashToken(token),
        familyExpiresAt: new Date(now().getTime() + refreshTtl(user.role)),
        rotates: rotate,
      });
      return token;
    },

    async rotateRefresh(token, roleOf) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.familyExpiresAt <= now()) return { ok: false, reason: 'expired' };
      const role = await roleOf(row.userId);
      if (!role) return { ok: false, reason: 'unknown' };
      // SPEC's client: the same token until the session ends (logout, expiry, account deleted).
      if (!row.rotates) return { ok: true, user: { id: row.userId, role }, refresh: token };
      const next = newRefreshToken();
      const outcome = await db.transaction(async (tx) => {
        await lockFamily(tx, row.familyId);
        // Read again under the lock: whatever else was rotating or revoking this family is done.
        const [current] = await tx
          .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt, graceUses: refreshTokens.graceUses })
          .from(refreshTokens)
          .where(eq(refreshTokens.id, row.id));
        if (!current || current.revokedAt) return 'revoked';
        const at = now();
        const late = current.rotatedAt !== null && at.getTime() - current.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS;
        if (late || (current.rotatedAt !== null && current.graceUses >= MAX_GRACE_USES)) {
          await revokeFamilyId(tx, row.familyId);
          return 'reused';
        }
        // Within the grace window a second use gets a sibling: a new token of the same family,
        // with the family's expiry. The window runs from the first rotation, not from each use.
        if (!current.rotatedAt) await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, row.id));
        else
          await tx
            .update(refreshTokens)
            .set({ graceUses: current.graceUses + 1 })
            .where(eq(refreshTokens.id, row.id));
        await tx.insert(refreshTokens).values({
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: hashToken(next),
          familyExpiresAt: row.familyExpiresAt,
          rotates: true,
        });
        return 'rotated';
      });
      if (outcome !== 'rotated') return { ok: false, reason: outcome };
      return { ok: true, user: { id: row.userId, role }, refresh: next };
    },

    async revokeFamily(token) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row) return;
      await db.transaction(async (tx) => {
        await lockFamily(tx, row.familyId);
        await revokeFamilyId(tx, row.familyId);
      });
    },
  };
}
