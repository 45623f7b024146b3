import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@showgrid/shared/roles';
import type { Db } from '../../db/client.ts';
import { violatesUniqueIndex } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';

export type User = typeof users.$inferSelect;

/** Anything that can run a query: the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The case-insensitive unique index on users.email (see db/schema/users.ts). */
const EMAIL_INDEX = 'users_email_lower_idx';

/** True when a failed write hit the unique e-mail index (see violatesUniqueIndex). */
export const isDuplicateEmail = (error: unknown): boolean => violatesUniqueIndex(error, EMAIL_INDEX);

/** The refusal of an e-mail another account (of any role) already has. */
export const duplicateEmail = () => new HttpError(400, { strEmail: ['A user with this email already exists.'] });

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  fullName?: string;
  title?: string;
  photoId?: string | null;
}

export type UserChanges = Partial<Pick<User, 'email' | 'passwordHash' | 'fullName' | 'title' | 'photoId' | 'locale'>>;

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string, ex: Executor = db): Promise<User | undefined> {
      const [row] = await ex
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
      return row;
    },

    async findById(id: number, ex: Executor = db): Promise<User | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.id, id));
      return row;
    },

    async roleOf(id: number): Promise<Role | undefined> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      return row?.role;
    },

    async countByRole(role: Role): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, role));
      return row?.n ?? 0;
    },

    async create(values: NewUser, ex: Executor = db): Promise<User> {
      const [row] = await ex
        .insert(users)
        .values({ ...values, email: normaliseEmail(values.email) })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    /** Changes a user; undefined when no such user. */
    async update(id: number, changes: UserChanges, ex: Executor = db): Promise<User | undefined> {
      const values = changes.email === undefined ? changes : { ...changes, email: normaliseEmail(changes.email) };
      const [row] = await ex
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Deletes a user; their refresh tokens and event mappings go with them (FK cascade). */
    async remove(id: number, ex: Executor = db): Promise<User | undefined> {
      const [row] = await ex.delete(users).where(eq(users.id, id)).returning();
      return row;
    },

    async setPassword(id: number, passwordHash: string, ex: Executor = db): Promise<void> {
      await ex.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Ends every session of a user: their refresh tokens stop working (access tokens expire on their own). */
    async revokeSessions(id: number, ex: Executor = db): Promise<void> {
      await ex
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
