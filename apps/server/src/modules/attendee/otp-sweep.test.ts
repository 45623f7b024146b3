import { afterEach, describe, expect, it, vi } from 'vitest';
import { otpCodes, voteVerifications } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { startOtpSweeper } from './otp-sweep.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const DAY = 24 * 60 * 60 * 1000;
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('the voting-code sweeper', () => {
  it('deletes codes and verifications a day old on every round, and keeps younger ones', async () => {
    const db = ctx.database.db;
    const now = ctx.clock.now();
    const old = new Date(now.getTime() - DAY - 60_000);
    const young = new Date(now.getTime() - DAY + 60_000);
    const code = (email: string, at: Date) => ({ email, codeHash: 'x', createdAt: at, expiresAt: at });
    await db.insert(otpCodes).values([code('old@example.com', old), code('young@example.com', young)]);
    await db.insert(voteVerifications).values([
      { email: 'old@example.com', tokenHash: 'old', createdAt: old, expiresAt: old },
      { email: 'young@example.com', tokenHash: 'young', createdAt: young, expiresAt: young },
    ]);
    const warn = vi.spyOn(ctx.app.log, 'warn');
    stops.push(startOtpSweeper(db, ctx.clock.now, ctx.app.log, 50));
    // A round deletes codes, then verifications: wait for both, or a look between them fails.
    const emails = async () => ({
      codes: (await db.select().from(otpCodes)).map((r) => r.email),
      verifications: (await db.select().from(voteVerifications)).map((r) => r.email),
    });
    await vi.waitFor(async () => expect(await emails()).toEqual({ codes: ['young@example.com'], verifications: ['young@example.com'] }));

    // A later round sweeps what has aged since.
    ctx.clock.advance(2 * 60_000);
    await vi.waitFor(async () => expect(await emails()).toEqual({ codes: [], verifications: [] }));
    expect(warn).not.toHaveBeenCalled();
  });
});
