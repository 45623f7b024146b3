import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { auditLog, rankStates, recusals, scoreEntries, scoreParameterValues } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertVehicles } from '../../../test/factories/vehicles.ts';
import { loadStandings } from '../results/standings.ts';
import { rankOverall } from '../results/ranking.ts';
import { mappedJudge, postScore, scoreBody, scoringShow, type ScoringShow } from '../../../test/factories/scores.ts';

// A save is three statements (sheet.ts) with the totals stored beside the values and the rank
// states refreshed after commit: what a sequence of saves guarantees must hold for a burst too.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

async function moreVehicles(show: ScoringShow, n: number) {
  return insertVehicles(
    ctx,
    show,
    Array.from({ length: n }, (_, i) => ({ registrationNo: `B${i}`, paid: true })),
  );
}

describe('score saves in a burst', () => {
  it('20 judges-choice picks of one judge at once: exactly 3 kept, the rest refused and not written', async () => {
    const show = await scoringShow(ctx);
    const vehicles = await moreVehicles(show, 20);
    const answers = await Promise.all(
      vehicles.map((v) => postScore(ctx, show.judge.headers, scoreBody(show, v.id, undefined, { blnTopChoice: true }))),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(17);
    for (const res of refused) expect(res.json()).toEqual({ blnTopChoice: ['You can choose at most 3 vehicles.'] });
    const rows = await ctx.database.db.select().from(scoreEntries).where(eq(scoreEntries.judgeId, show.judge.user.id));
    expect(rows.filter((row) => row.topChoice)).toHaveLength(3);
    expect(rows).toHaveLength(3);
  });

  it('100 saves by 5 judges at once: every stored total is the sum of its values, and the rank states are the one ranking', async () => {
    const show = await scoringShow(ctx);
    const vehicles = await moreVehicles(show, 20);
    const judges = [show.judge, ...(await Promise.all([1, 2, 3, 4].map(() => mappedJudge(ctx, show))))];
    // Each judge scores each of the 20 vehicles once, all 100 sent together.
    const bodies = judges.flatMap((judge, j) =>
      vehicles.map((v, i) => ({
        headers: judge.headers,
        body: scoreBody(show, v.id, { paint: (i * 7 + j * 3) % 11, engine: (i + j) % 6 }, { dtEditedAt: `2025-05-01T10:0${j}:00.000Z` }),
      })),
    );
    const answers = await Promise.all(bodies.map(({ headers, body }) => postScore(ctx, headers, body)));
    expect(answers.map((res) => res.statusCode).filter((status) => status !== 201)).toEqual([]);

    const db = ctx.database.db;
    const entries = await db.select().from(scoreEntries);
    expect(entries).toHaveLength(100);
    const values = await db.select().from(scoreParameterValues);
    expect(values).toHaveLength(200);
    for (const entry of entries) {
      const mine = values.filter((value) => value.scoreId === entry.id);
      expect(entry.totalScore).toBe(mine.reduce((sum, value) => sum + value.score, 0));
      expect(entry.maxScore).toBe(15);
    }

    await ctx.app.settled();
    const { scoring, standings } = await loadStandings(db, show.event.id);
    const ranked = rankOverall(standings, scoring.tieBreak);
    const states = await db.select().from(rankStates).where(eq(rankStates.eventId, show.event.id));
    expect(new Map(states.map((s) => [s.vehicleId, s.rank]))).toEqual(new Map(ranked.map((r) => [r.standing.vehicleId, r.rank])));
    expect(states).toHaveLength(20);
  });
});

describe('recusals in a burst', () => {
  it('20 of one judge for one vehicle at once: one row, one create; 20 withdrawals: one 204, one delete', async () => {
    const show = await scoringShow(ctx);
    const v = show.paid[0].id;
    const recuse = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: API.recusals,
        headers: show.judge.headers,
        payload: { intEventId: show.event.id, intVehicleId: v, strReason: `Reason ${String(n)}` },
      });
    const posted = await Promise.all(Array.from({ length: 20 }, (_, n) => recuse(n)));
    expect(posted.map((res) => res.statusCode).filter((status) => status !== 201)).toEqual([]);
    expect(await ctx.database.db.select().from(recusals)).toHaveLength(1);
    const audits = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'recusal'));
    expect((await audits()).filter((row) => row.action === 'create')).toHaveLength(1);

    const url = `${API.recusals}?intEventId=${String(show.event.id)}&intVehicleId=${String(v)}`;
    const withdrawn = await Promise.all(
      Array.from({ length: 20 }, () => ctx.app.inject({ method: 'DELETE', url, headers: show.judge.headers })),
    );
    expect(withdrawn.map((res) => res.statusCode).sort()).toEqual([204, ...Array<number>(19).fill(404)]);
    expect(await ctx.database.db.select().from(recusals)).toHaveLength(0);
    expect((await audits()).filter((row) => row.action === 'delete')).toHaveLength(1);
  });
});
