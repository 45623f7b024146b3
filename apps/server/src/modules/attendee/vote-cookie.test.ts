import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { VERIFY_FIRST_MESSAGE } from '@showgrid/shared/schemas/attendee';
import { audienceVotes } from '../../db/schema/index.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { VOTE_COOKIE } from './vote-cookie.ts';
import { VERIFY_AGAIN } from './votes-service.ts';
import { createVotingContext, lastCode, sendOtp, useVotingContext, votingShow } from '../../../test/factories/attendee.ts';

/**
 * SPEC §7's vote is `email, intVehicleId`: a client that sends only that votes with the cookie
 * verify-otp sets (issue 15, 11b). Our own client sends strVoteToken in the body, which wins.
 */

const ADA = 'ada@example.com';
const GRACE = 'grace@example.com';

let sink: SmtpSink;
let ctx: TestContext;
useVotingContext((started, context) => {
  sink = started;
  ctx = context;
});

const setCookieHeaders = (res: { headers: Record<string, unknown> }): string[] => {
  const header = res.headers['set-cookie'];
  if (header === undefined) return [];
  return (Array.isArray(header) ? header : [header]).map(String);
};

/** Sends a code, verifies it; answers the verification's token and its Set-Cookie line. */
async function verifyIn(context: TestContext, email: string, headers: Record<string, string> = {}) {
  expect((await sendOtp(context, email)).statusCode).toBe(200);
  const res = await context.app.inject({ method: 'POST', url: API.verifyOtp, payload: { email, otp: lastCode(sink, email) }, headers });
  expect(res.statusCode, res.body).toBe(200);
  const [line] = setCookieHeaders(res).filter((h) => h.startsWith(`${VOTE_COOKIE}=`));
  return { token: String(res.json().strVoteToken), line: line ?? '' };
}

/** A vote of exactly SPEC's shape, carrying `cookie` when given. */
const specVote = (email: string, intVehicleId: number, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: API.votes,
    payload: { email, intVehicleId },
    ...(cookie ? { cookies: { [VOTE_COOKIE]: cookie } } : {}),
  });

const votesInDb = () => ctx.database.db.select().from(audienceVotes);

describe('the vote cookie of a verification', () => {
  it('is set by verify-otp: the token, HttpOnly, SameSite=Strict, Path=/api/attendee/, 15 minutes, not Secure over plain HTTP', async () => {
    const { token, line } = await verifyIn(ctx, ADA);
    const attributes = line.split('; ');
    expect(attributes[0]).toBe(`${VOTE_COOKIE}=${token}`);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=900', 'Path=/api/attendee/', 'SameSite=Strict']);
  });

  it('lets a vote of SPEC’s shape (email, intVehicleId) through with the cookie, then expires the cookie', async () => {
    const show = await votingShow(ctx);
    const { token } = await verifyIn(ctx, ADA);
    const res = await specVote(ADA, show.first.id, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ intEventId: show.event.id, intVehicleId: show.first.id });
    const [cleared] = setCookieHeaders(res);
    expect(cleared).toMatch(new RegExp(`^${VOTE_COOKIE}=; `));
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(cleared).toContain('Path=/api/attendee/');
    expect(await votesInDb()).toHaveLength(1);
  });

  it('without the cookie or a token a SPEC-shape vote is the clear 400, and nothing is stored', async () => {
    const show = await votingShow(ctx);
    await verifyIn(ctx, ADA);
    const res = await specVote(ADA, show.first.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strVoteToken: [VERIFY_FIRST_MESSAGE] });
    const empty = await specVote(ADA, show.first.id, '');
    expect(empty.json()).toEqual({ strVoteToken: [VERIFY_FIRST_MESSAGE] });
    expect(await votesInDb()).toHaveLength(0);
  });

  it('refuses the cookie of another address, and that refusal does not spend it', async () => {
    const show = await votingShow(ctx);
    const grace = await verifyIn(ctx, GRACE);
    const res = await specVote(ADA, show.first.id, grace.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [VERIFY_AGAIN] });
    expect(setCookieHeaders(res)).toEqual([]);
    expect(await votesInDb()).toHaveLength(0);
    expect((await specVote(GRACE, show.first.id, grace.token)).statusCode).toBe(201);
  });

  it('refuses the cookie replayed after its vote, at this show and at another', async () => {
    const show = await votingShow(ctx);
    const other = await votingShow(ctx);
    const { token } = await verifyIn(ctx, ADA);
    expect((await specVote(ADA, show.first.id, token)).statusCode).toBe(201);
    for (const vehicle of [show.second.id, other.first.id]) {
      const again = await specVote(ADA, vehicle, token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ email: [VERIFY_AGAIN] });
    }
    expect(await votesInDb()).toHaveLength(1);
  });

  it('takes the body’s token over the cookie when both are sent', async () => {
    const show = await votingShow(ctx);
    const ada = await verifyIn(ctx, ADA);
    const grace = await verifyIn(ctx, GRACE);
    const vote = (email: string, strVoteToken: string, cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API.votes,
        payload: { email, intVehicleId: show.first.id, strVoteToken },
        cookies: { [VOTE_COOKIE]: cookie },
      });

    // A made-up body token is not rescued by a good cookie…
    const bad = await vote(ADA, 'x'.repeat(43), ada.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: [VERIFY_AGAIN] });
    // …and a good body token is not spoilt by another address's cookie.
    expect((await vote(ADA, ada.token, grace.token)).statusCode).toBe(201);
    expect((await votesInDb()).map((row) => row.email)).toEqual([ADA]);
  });
});

describe('Secure only over TLS as Fastify sees it', () => {
  let proxied: TestContext | undefined;
  afterEach(async () => {
    await proxied?.close();
    proxied = undefined;
  });

  it('behind a trusted proxy (TRUST_PROXY=1) that says https, the cookie is Secure; plain http through it is not', async () => {
    proxied = await createVotingContext(sink, { TRUST_PROXY: '1' });
    const overTls = await verifyIn(proxied, ADA, { 'x-forwarded-proto': 'https' });
    expect(overTls.line.split('; ')).toContain('Secure');
    const plain = await verifyIn(proxied, GRACE, { 'x-forwarded-proto': 'http' });
    expect(plain.line).not.toBe('');
    expect(plain.line.split('; ')).not.toContain('Secure');
  });

  it('without a trusted proxy a client’s own X-Forwarded-Proto does not make it Secure', async () => {
    const { line } = await verifyIn(ctx, ADA, { 'x-forwarded-proto': 'https' });
    expect(line).not.toBe('');
    expect(line.split('; ')).not.toContain('Secure');
  });
});
