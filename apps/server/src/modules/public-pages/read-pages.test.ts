import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_DATA_ID } from '@showgrid/shared/public-pages';
import { API } from '@showgrid/shared/paths';
import { dashboardShow, type DashboardShow } from '../../../test/factories/dashboard.ts';
import { sourceRenderer } from '../../../test/helpers/public-renderer.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { LINK_NOT_VALID, NOT_PUBLISHED } from '../awards/sharing.ts';

/** /results/{eventId} and /awards/shared/{token} rendered on the server (issue 32), from the API’s own cached reads. */

const LIMIT = 20;
let ctx: TestContext;
let show: DashboardShow;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PUBLIC_READ_REFRESH_MS: '0', PUBLIC_READS_PER_IP_PER_MIN: String(LIMIT) },
    publicRenderer: await sourceRenderer(),
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  show = await dashboardShow(ctx);
});

let address = 0;
/** Each read from an address of its own, but where the test counts the limit. */
const read = (url: string, ip = `198.51.100.${++address % 250}`) => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });
const dataOf = (html: string): unknown =>
  JSON.parse(new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null');

describe('GET /results/{eventId}', () => {
  it('is a 404 in HTML until published, then the published results in the HTML, the API’s answer its data', async () => {
    const before = await read(`/results/${show.event.id}`);
    expect(before.statusCode).toBe(404);
    expect(before.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(before.body).toContain(NOT_PUBLISHED);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: API.awardsPublish(show.event.id),
      headers: show.admin.headers,
      payload: { blnPublished: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    await ctx.app.settled();
    const page = await read(`/results/${show.event.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Results · ${show.event.title} · Showgrid</title>`);
    expect(page.body).toContain(show.category.name);
    const api = await read(API.awardsPublished(show.event.id));
    const winner: unknown = api.json().data.arrCategories[0].arrPodium[0].strVehicleName;
    expect(typeof winner === 'string' && winner.length > 0).toBe(true);
    expect(page.body).toContain(`<span class="font-medium">${String(winner)}</span>`);
    // Without "Show the scores", the page carries none (ADR 032).
    expect(page.body).not.toContain('strTotalScore');
    expect(dataOf(page.body)).toEqual({ kind: 'results', results: api.json().data });
  });

  it('answers an unknown or malformed event id 404 in HTML', async () => {
    for (const id of ['999999', 'abc', '-1', '1e3']) {
      const res = await read(`/results/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('counts against the public reads’ limit per address: 429 with retry-after, in HTML', async () => {
    const answers = await Promise.all(Array.from({ length: LIMIT + 10 }, () => read(`/results/${show.event.id}`, '203.0.113.77')));
    expect(answers.filter((res) => res.statusCode === 404)).toHaveLength(LIMIT);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    expect(refused[0]?.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('GET /awards/shared/{token}', () => {
  it('renders the awards screen through a live link, the API’s answer its data; a revoked or made-up link is a 404 in HTML', async () => {
    const made = await ctx.app.inject({ method: 'POST', url: API.awardsLink(show.event.id), headers: show.admin.headers });
    expect(made.statusCode, made.body).toBe(201);
    const token: string = made.json().data.strToken;
    const page = await read(`/awards/shared/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Awards · ${show.event.title} · Showgrid</title>`);
    expect(page.body).toContain('Awards ceremony');
    const api = await read(API.awardsShared(token));
    expect(dataOf(page.body)).toEqual({ kind: 'awards', token, awards: api.json().data });

    expect((await ctx.app.inject({ method: 'DELETE', url: API.awardsLink(show.event.id), headers: show.admin.headers })).statusCode).toBe(
      204,
    );
    for (const gone of [token, 'made-up-token']) {
      const res = await read(`/awards/shared/${gone}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(LINK_NOT_VALID);
    }
  });
});
