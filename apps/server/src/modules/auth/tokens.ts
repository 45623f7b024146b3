import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { accessClaimsSchema } from '@showgrid/shared/schemas/auth';
import { TOKENS } from '@showgrid/shared/limits';
import type { Role } from '@showgrid/shared/roles';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

const ISSUER = 'showgrid';
const ALGORITHM = 'HS256';

export type RefreshOutcome =
  | { ok: true; user: AuthUser; refresh: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export interface TokenService {
  issueAccess(user: AuthUser): Promise<string>;
  verifyAccess(token: string): Promise<AuthUser>;
  /** Starts a new refresh-token family (one per login). */
  issueRefresh(user: AuthUser): Promise<string>;
  /** Rotates a refresh token; a reused one revokes its whole family. */
  rotateRefresh(token: string, role: (userId: number) => Promise<Role | undefined>): Promise<RefreshOutcome>;
  /** Revokes the family of a refresh token (holding the token is proof enough). */
  revokeFamily(token: string): Promise<void>;
}

export function createTokenService(db: Db, secret: Uint8Array, now: () => Date = () => new Date()): TokenService {
  const refreshTtl = (role: Role) =>
    1000 * (role === 'admin' ? TOKENS.refreshTtlSecondsAdmin : TOKENS.refreshTtlSecondsJudge);

  async function revokeFamilyId(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    async issueAccess(user) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ user_id: user.id, strUserType: user.role, token_type: 'access' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKENS.accessTtlSeconds)
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

    async issueRefresh(user) {
      const token = newRefreshToken();
      await db.insert(refreshTokens).values({
        userId: user.id,
        familyId: randomUUID(),
        tokenHash: hashToken(token),
        familyExpiresAt: new Date(now().getTime() + refreshTtl(user.role)),
      });
      return token;
    },

    async rotateRefresh(token, roleOf) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.familyExpiresAt <= now()) return { ok: false, reason: 'expired' };
      const role = await roleOf(row.userId);
      if (!role) return { ok: false, reason: 'unknown' };
      const next = newRefreshToken();
      const rotated = await db.transaction(async (tx) => {
        // Conditional update: of two concurrent rotations of one token only one wins.
        const claimed = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return false;
        await tx.insert(refreshTokens).values({
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: hashToken(next),
          familyExpiresAt: row.familyExpiresAt,
        });
        return true;
      });
      if (!rotated) {
        await revokeFamilyId(row.familyId);
        return { ok: false, reason: 'reused' };
      }
      return { ok: true, user: { id: row.userId, role }, refresh: next };
    },

    async revokeFamily(token) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (row) await revokeFamilyId(row.familyId);
    },
  };
}
