import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { eventJudges, refreshTokens } from '../../db/schema/index.ts';
import { createUsersRepository, isDuplicateEmail } from './repository.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

const repo = () => createUsersRepository(ctx.database.db);

describe('users repository', () => {
  it('recognises a duplicate e-mail from the unique index, and nothing else', async () => {
    await repo().create({ email: 'dup@example.com', passwordHash: 'x', role: 'judge' });
    const duplicate = await repo()
      .create({ email: 'DUP@example.com', passwordHash: 'x', role: 'admin' })
      .catch((error: unknown) => error);
    expect(isDuplicateEmail(duplicate)).toBe(true);

    const otherViolation = await ctx.database.db
      .insert(eventJudges)
      .values({ eventId: 12345, judgeId: 12345 })
      .catch((error: unknown) => error);
    expect(otherViolation).toBeInstanceOf(Error);
    expect(isDuplicateEmail(otherViolation)).toBe(false);
    expect(isDuplicateEmail(new Error('users_email_lower_idx'))).toBe(false);
  });

  it('updates with a normalised e-mail, revokes sessions, removes with cascade', async () => {
    const user = await ctx.createUser({ role: 'judge' });
    await ctx.login(user.email);
    await ctx.login(user.email);

    const updated = await repo().update(user.id, { email: ' New@Example.COM ', title: 'Judge' });
    expect(updated).toMatchObject({ email: 'new@example.com', title: 'Judge' });
    expect(await repo().update(99999, { title: 'x' })).toBeUndefined();

    await repo().revokeSessions(user.id);
    const tokens = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((t) => t.revokedAt instanceof Date)).toBe(true);

    expect((await repo().remove(user.id))?.id).toBe(user.id);
    expect(await repo().findById(user.id)).toBeUndefined();
    expect(await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toEqual([]);
  });
});
