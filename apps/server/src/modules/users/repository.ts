import { eq, sql } from 'drizzle-orm';
import type { Role } from '@showgrid/shared/roles';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type User = typeof users.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
      return row;
    },

    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
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

    async create(values: { email: string; passwordHash: string; role: Role; fullName?: string }): Promise<User> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: normaliseEmail(values.email) })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
