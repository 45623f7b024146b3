import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_DATA_ID, thanksPath, verifyPath } from '@showgrid/shared/public-pages';
import { AUDIENCE_EMAIL_MESSAGE, INVALID_OTP_MESSAGE } from '@showgrid/shared/schemas/attendee';
import { audienceVotes, vehicles } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { CROSS_SITE_REFUSED } from '../../plugins/auth.ts';
import { DAY, lastCode, sendOtp, votingShow, type VotingShow } from '../../../test/factories/attendee.ts';
import { sourceRenderer } from '../../../test/helpers/public-renderer.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { VOTED_COOKIE } from '../attendee/vote-cookie.ts';
import { UNKNOWN_ACTION } from './verify-form.ts';

/**
 * The visitor's pages rendered on the server (issue 32): the card's page whole in the HTML, and
 * the e-mail code and vote as form posts with the API's rules, limits and words.
 */

let sink: SmtpSink;
let ctx: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://show.test' }, publicRenderer: await sourceRenderer() });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});
beforeEach(async () => {
  await ctx.reset();
  sink.messages.length = 0;
});

const IP = '203.0.113.50';
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: IP });
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: IP,
  });

/** The page data the HTML carries for hydration. */
function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

const voteCount = async () => (await ctx.database.db.select().from(audienceVotes)).length;

describe('GET /audience/{vehicleId}', () => {
  it('sends the vehicle in the HTML, revalidated by its ETag, compressed when asked', async () => {
    const show = await votingShow(ctx);
    const res = await get(`/audience/${show.id(1)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1 class="text-2xl font-bold text-slate-900">Jaguar E-Type</h1>');
    expect(res.body).toContain(show.category.name);
    expect(res.body).toContain('Vote Now');
    expect(res.body).toContain('<title>Jaguar E-Type · Show');
    expect(pageData(res.body)).toMatchObject({ kind: 'vehicle', vehicle: { strUniqueId: show.id(1), blnVotingOpen: true } });

    const etag = String(res.headers.etag);
    expect((await get(`/audience/${show.id(1)}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const packed = await get(`/audience/${show.id(1)}`, { 'accept-encoding': 'gzip, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(packed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(res.body);
    // A weak or listed validator matches too (a proxy may weaken it); q-values are read as RFC 9110 has them.
    const brTag = String(packed.headers.etag);
    expect((await get(`/audience/${show.id(1)}`, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${brTag}` })).statusCode).toBe(
      304,
    );
    const encodings: [string, string | undefined][] = [
      ['gzip;q=0, *', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['br;q=0, *', 'gzip'],
      ['br;level=5', 'br'],
      ['identity', undefined],
    ];
    for (const [accept, expected] of encodings) {
      expect((await get(`/audience/${show.id(1)}`, { 'accept-encoding': accept })).headers['content-encoding'], accept).toBe(expected);
    }
    // The card number read as the API reads it.
    expect((await get(`/audience/%20${show.id(1)}%20`)).statusCode).toBe(200);
  });

  it('says when voting opens, with no Vote Now, before the window', async () => {
    const show = await votingShow(ctx, 10 * DAY);
    const res = await get(`/audience/${show.id(2)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Voting for this show is not open right now.');
    expect(res.body).toMatch(/Voting opens on \d+ \w+ \d{4}, \d\d:\d\d UTC\./);
    expect(res.body).not.toContain('Vote Now');
  });

  it('answers an unknown card 404 in HTML with SPEC’s words, and an unpaid one as not entered yet', async () => {
    const show = await votingShow(ctx);
    const unknown = await get('/audience/ZZ999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('Vehicle Not Found.');
    expect(unknown.body).not.toContain('not entered');
    const unpaid = await get(`/audience/${show.id(3)}`);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.body).toContain('This vehicle is not entered in the show yet.');
  });

  it('keeps markup out of the page: a vehicle named like a script is text, in the HTML and in its data', async () => {
    const show = await votingShow(ctx);
    await ctx.database.db.update(vehicles).set({ brand: '</script><script>alert(1)</script>' }).where(eq(vehicles.id, show.first.id));
    const res = await get(`/audience/${show.id(1)}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(pageData(res.body)).toMatchObject({ vehicle: { strVehicleName: expect.stringContaining('</script><script>alert(1)') } });
  });
});

describe('the vote as form posts (POST /audience/verify)', () => {
  async function codeStep(show: VotingShow, email: string) {
    const sent = await post(verifyPath(show.id(1)), { action: 'send', email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain('OTP Sent');
    expect(pageData(sent.body)).toMatchObject({ kind: 'verify', form: { step: 'code', email } });
    return lastCode(sink, email);
  }

  it('sends a code, refuses a wrong one in the code step, votes with the right one and thanks only this browser', async () => {
    const show = await votingShow(ctx);
    expect((await get(verifyPath(show.id(1)))).body).toContain('Jaguar E-Type');
    const code = await codeStep(show, 'ada@example.com');
    const wrong = await post(verifyPath(show.id(1)), { action: 'vote', email: 'ada@example.com', otp: code === '1111' ? '2222' : '1111' });
    expect(wrong.statusCode).toBe(400);
    expect(pageData(wrong.body)).toMatchObject({ form: { step: 'code', email: 'ada@example.com', error: expect.any(String) } });
    expect(await voteCount()).toBe(0);

    const voted = await post(verifyPath(show.id(1)), { action: 'vote', email: 'ada@example.com', otp: code });
    expect(voted.statusCode).toBe(303);
    expect(voted.headers.location).toBe(thanksPath(show.id(1)));
    expect(await voteCount()).toBe(1);
    const cookie = voted.cookies.find((c) => c.name === VOTED_COOKIE);
    expect(cookie).toMatchObject({ value: String(show.first.id), path: '/audience', httpOnly: true, sameSite: 'Lax' });

    const thanked = await get(thanksPath(show.id(1)), { cookie: `${VOTED_COOKIE}=${String(show.first.id)}` });
    expect(thanked.body).toContain('Thank you for Voting');
    expect((await get(thanksPath(show.id(1)))).body).toContain('No vote yet');
    expect((await get(thanksPath(show.id(2)), { cookie: `${VOTED_COOKIE}=${String(show.first.id)}` })).body).toContain('No vote yet');
  });

  it('words refusals as the API does, in the step they were made in, and changes nothing', async () => {
    const show = await votingShow(ctx);
    const badAddress = await post(verifyPath(show.id(1)), { action: 'send', email: 'not-an-address' });
    expect(badAddress.statusCode).toBe(400);
    expect(pageData(badAddress.body)).toMatchObject({ form: { step: 'email', error: AUDIENCE_EMAIL_MESSAGE } });
    const shortCode = await post(verifyPath(show.id(1)), { action: 'vote', email: 'ada@example.com', otp: '12' });
    expect(pageData(shortCode.body)).toMatchObject({ form: { step: 'code', error: INVALID_OTP_MESSAGE } });
    const unknownAction = await post(verifyPath(show.id(1)), { action: 'delete', email: 'ada@example.com' });
    expect(pageData(unknownAction.body)).toMatchObject({ form: { error: UNKNOWN_ACTION } });
    expect(sink.messages).toHaveLength(0);

    // The API's resend pause, in the API's words, whichever door asked first.
    expect((await sendOtp(ctx, 'ada@example.com', IP)).statusCode).toBe(200);
    const early = await post(verifyPath(show.id(1)), { action: 'resend', email: 'ada@example.com' });
    const api = await sendOtp(ctx, 'ada@example.com', IP);
    expect(early.statusCode).toBe(api.statusCode);
    expect(early.headers['retry-after']).toBeDefined();
    expect(pageData(early.body)).toMatchObject({ form: { step: 'code', error: api.json().email[0] } });
    expect(sink.messages).toHaveLength(1);
    expect(await voteCount()).toBe(0);
  });

  it('refuses another site’s post (Sec-Fetch-Site, else Origin), an unknown card, and a body over 2 KiB, sending nothing', async () => {
    const show = await votingShow(ctx);
    const crossSite = await post(verifyPath(show.id(1)), { action: 'send', email: 'ada@example.com' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(pageData(crossSite.body)).toEqual({ kind: 'unavailable', message: CROSS_SITE_REFUSED });
    const unknown = await post(verifyPath('ZZ999'), { action: 'send', email: 'ada@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Scan the QR card');
    const huge = await post(verifyPath(show.id(1)), { action: 'send', email: `${'a'.repeat(3000)}@example.com` });
    expect(huge.statusCode).toBe(413);
    // A browser without Sec-Fetch-Site still names the page it posts from.
    const otherOrigin = await post(
      verifyPath(show.id(1)),
      { action: 'send', email: 'ada@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(otherOrigin.statusCode).toBe(403);
    expect(pageData(otherOrigin.body)).toEqual({ kind: 'unavailable', message: CROSS_SITE_REFUSED });
    expect(sink.messages).toHaveLength(0);

    // This site's own pages are let through: its host named, or (Chromium under no-referrer) "null".
    const sameOrigin = await post(verifyPath(show.id(1)), { action: 'send', email: 'same@example.com' }, { origin: 'http://localhost:80' });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    const nullOrigin = await post(
      verifyPath(show.id(2)),
      { action: 'send', email: 'null@example.com' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(nullOrigin.statusCode, nullOrigin.body).toBe(200);
    expect(sink.messages.flatMap((mail) => mail.to).sort()).toEqual(['null@example.com', 'same@example.com']);
  });

  it('takes only its form: no body, JSON, multipart or text are refused with a page (415), nothing sent', async () => {
    const show = await votingShow(ctx);
    const url = verifyPath(show.id(1));
    const bodies: { type?: string; payload?: string }[] = [
      {},
      { type: 'application/json', payload: 'null' },
      { type: 'application/json', payload: '{"action":"send","email":5}' },
      { type: 'text/plain', payload: 'action=send&email=ada@example.com' },
      { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="action"\r\n\r\nsend\r\n--x--\r\n' },
    ];
    for (const { type, payload } of bodies) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: type ? { 'content-type': type } : {}, payload, remoteAddress: IP });
      expect(res.statusCode, `${type ?? 'no body'}`).toBe(415);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const bigJson = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(4000) }),
      remoteAddress: IP,
    });
    expect(bigJson.statusCode).toBe(413);
    // A field sent twice is read once (the last), an empty one as empty: answered, no crash.
    const twice = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=vote&action=send&email=&email=',
      remoteAddress: IP,
    });
    expect(twice.statusCode).toBe(400);
    expect(pageData(twice.body)).toMatchObject({ form: { step: 'email', error: AUDIENCE_EMAIL_MESSAGE } });
    expect(sink.messages).toHaveLength(0);
  });

  it('counts one vote when the same code is posted 20 times at once', async () => {
    const show = await votingShow(ctx);
    const code = await codeStep(show, 'burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(verifyPath(show.id(1)), { action: 'vote', email: 'burst@example.com', otp: code })),
    );
    expect(answers.filter((res) => res.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(19);
    expect(await voteCount()).toBe(1);
  });
});
