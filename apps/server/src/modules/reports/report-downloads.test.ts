import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { EXPORT_BUSY } from '../../exports/pool.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { rankingShow, type RankingShow } from '../../../test/factories/results.ts';

// Downloads are made by the export pool (ADR 031): one per admin at a time, two more of theirs
// waiting, anything past that refused with 429 and retry-after; another admin is not held up.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

let show: RankingShow;
beforeEach(async () => {
  show = await rankingShow(ctx);
});

const download = (url: string, headers: Record<string, string> = show.admin) => ctx.app.inject({ method: 'GET', url, headers });

describe('report downloads through the export pool', () => {
  it("serves an admin's second download after the first, the same file as alone", async () => {
    const alone = await download(API.report(show.event.id, true));
    const [first, second] = await Promise.all([download(API.report(show.event.id, true)), download(API.report(show.event.id, false))]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(pdfText(first.rawPayload)).toEqual(pdfText(alone.rawPayload));
    expect(second.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  });

  it('lets a burst of 30 from one admin through one at a time with two waiting, refusing the rest with 429 and retry-after; another admin still gets theirs', async () => {
    const other = await ctx.authAs('admin');
    const burst = Array.from({ length: 30 }, (_, i) => download(API.report(show.event.id, i % 2 === 0)));
    const theirs = download(API.report(show.event.id, true), other.headers);
    const answers = await Promise.all(burst);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const res of refused) {
      expect(res.json()).toEqual({ detail: EXPORT_BUSY });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await theirs).statusCode).toBe(200);
  });

  it('answers an unknown event with 404 at once, without taking a turn', async () => {
    const missing = await Promise.all(Array.from({ length: 5 }, () => download(API.report(999999, true))));
    expect(missing.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await download(API.report(show.event.id, true))).statusCode).toBe(200);
  });
});
