import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { castVote, lastCode, verifyOtp, votingShow } from './factories/attendee.ts';
import { postScore, scoreBody, scoringShow } from './factories/scores.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';

// The write paths a crowd or thirty judges hit at once take the fewest statements that keep their
// guarantees (issue 16): each round trip is time the database is busy for one request. Counted as
// drizzle sends them; BEGIN and COMMIT, which each transaction adds, are left out (PGlite opens
// transactions below drizzle's logger).

const sent: string[] = [];
/** Set while the work counted runs: what the server does after commit in the background is not the request's. */
const counting = new AsyncLocalStorage<true>();
let ctx: TestContext;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://show.test' },
    database: { logger: { logQuery: (query) => counting.getStore() && sent.push(query) } },
  });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});
beforeEach(() => ctx.reset());

/** The statements `work` sends, transaction bounds aside. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  await ctx.app.settled();
  sent.length = 0;
  await counting.run(true, work);
  const mine = sent.filter((query) => !/^(begin|commit|rollback)\b/i.test(query.trim()));
  sent.length = 0;
  return mine;
}

describe('statements per write', () => {
  it('a score save: the account check, the judge’s lock, the judge’s state, one write (entry, values, audit, notification)', async () => {
    const show = await scoringShow(ctx);
    const [v1] = show.paid;
    // Every signed-in request first reads its account by primary key (ADR 033).
    const accountCheck = /^select "role" from "users" where "users"\."id" = \$1$/;
    const first = await statementsOf(async () => {
      const res = await postScore(
        ctx,
        show.judge.headers,
        scoreBody(show, v1.id, { paint: 7, engine: 3 }, { dtEditedAt: '2025-05-01T10:00:00.000Z' }),
      );
      expect(res.statusCode).toBe(201);
    });
    expect(first).toHaveLength(4);
    expect(first[0]).toMatch(accountCheck);
    expect(first[3]).toMatch(/insert into "score_entries"/);

    const edit = await statementsOf(async () => {
      const res = await postScore(
        ctx,
        show.judge.headers,
        scoreBody(show, v1.id, { paint: 8, engine: 3 }, { dtEditedAt: '2025-05-01T11:00:00.000Z' }),
      );
      expect(res.statusCode).toBe(200);
    });
    expect(edit).toHaveLength(4);
    expect(edit[3]).toMatch(/update "score_entries"/);

    // A replay of the kept edit writes nothing.
    const replay = await statementsOf(async () => {
      const res = await postScore(
        ctx,
        show.judge.headers,
        scoreBody(show, v1.id, { paint: 8, engine: 3 }, { dtEditedAt: '2025-05-01T11:00:00.000Z' }),
      );
      expect(res.statusCode).toBe(200);
    });
    expect(replay).toHaveLength(3);
  });

  it('a visitor: a code sent in 6, verified in 4, a vote in 2 (the rate-limit windows, the code, the vote)', async () => {
    const show = await votingShow(ctx);
    const email = 'crowd@example.com';
    const send = await statementsOf(async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/attendee/send-email-otp/',
        payload: { email, intVehicleId: show.first.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    // The client's window, may this inbox vote, the address's lock, its recent codes, the code, sent.
    expect(send).toHaveLength(6);
    expect(send.join('\n')).not.toMatch(/^delete/im);

    let token = '';
    const verify = await statementsOf(async () => {
      const res = await verifyOtp(ctx, email, lastCode(sink, email));
      expect(res.statusCode, res.body).toBe(200);
      token = res.json().strVoteToken;
    });
    // The client's window, the code locked, used up with the verification issued, the window refunded.
    expect(verify).toHaveLength(4);

    const vote = await statementsOf(async () => {
      const res = await castVote(ctx, { email, intVehicleId: show.first.id, strVoteToken: token });
      expect(res.statusCode, res.body).toBe(201);
    });
    // The verification and the vehicle held, then the vote with the verification used and the notification.
    expect(vote).toHaveLength(2);
  });
});
