import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { EventBody, ShowEvent } from '@showgrid/shared/schemas/event';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import { TIE_BREAK_MESSAGES } from '@showgrid/shared/scoring-rules';
import { auditLog, parameters, scoreEntries, scoreParameterValues, vehicleTypes } from '../../db/schema/index.ts';
import { UNJUDGED_PARAMETER } from '../events/scoring-settings.ts';
import { eventBody } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { mappedJudge, scoreBody, scoringShow, type ScoringShow } from '../../../test/factories/scores.ts';
import { TIES_SHARED } from './ranking-service.ts';

// ADR 029 through the API: the event's scoring settings (validated, kept when left out, audited),
// deduction sheets (stored as given, scored as the limit less the deductions, never below 0), the
// organiser's tie-break order, and a change of rule after scoring that re-ranks without touching a
// stored score. The agreement with a plain reference on random shows: scoring-rules-agreement.test.ts.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

/** The show's event in a PUT body, with `scoring` on top (what the event form sends). */
function showBody(show: ScoringShow, judgeIds: number[], scoring: Partial<EventBody> = {}): EventBody {
  return {
    ...eventBody(ctx, { strEventTitle: show.event.title, strEventLocation: 'Park' }),
    arrVehicleCategory: [show.category.id],
    arrJudges: judgeIds,
    ...scoring,
  };
}

/** `scoring` as an object: the refusal tests send what no EventBody would hold. */
async function putEvent(show: ScoringShow, admin: { authorization: string }, judgeIds: number[], scoring: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: API.event(show.event.id),
    headers: admin,
    payload: { ...showBody(show, judgeIds), ...scoring },
  });
}

/** The scoring rule an audit snapshot of the event names. */
const ruleIn = (snapshot: unknown) =>
  snapshot && typeof snapshot === 'object' && 'strScoringRule' in snapshot ? snapshot.strScoringRule : undefined;

async function getEvent(show: ScoringShow, admin: { authorization: string }): Promise<ShowEvent> {
  const res = await ctx.app.inject({ method: 'GET', url: API.event(show.event.id), headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function ranking(show: ScoringShow, admin: { authorization: string }): Promise<RankingRow[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.ranking}?intEventId=${show.event.id}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function save(judge: { headers: { authorization: string } }, body: object) {
  return ctx.app.inject({ method: 'POST', url: API.scoreEntries, headers: judge.headers, payload: body });
}

describe("an event's scoring settings", () => {
  it('are set, read back, kept when left out of an update, and audited when changed', async () => {
    const show = await scoringShow(ctx);
    const { headers: admin } = await ctx.authAs('admin');
    const judges = [show.judge.user.id];
    const set = await putEvent(show, admin, judges, {
      strScoringRule: 'drop-high-low',
      intDropMinJudges: 5,
      objMedalBands: { gold: 90, silver: 80, bronze: 70 },
      arrTieBreak: ['score', `parameter:${show.paint.id}`, 'votes', 'organiser'],
      arrDeductionReasons: ['Paint chip', 'Non-original part'],
    });
    expect(set.statusCode, set.body).toBe(200);
    const wanted = {
      strScoringRule: 'drop-high-low',
      intDropMinJudges: 5,
      objMedalBands: { gold: 90, silver: 80, bronze: 70 },
      arrTieBreak: ['score', `parameter:${show.paint.id}`, 'votes', 'organiser'],
      arrDeductionReasons: ['Paint chip', 'Non-original part'],
    };
    expect(await getEvent(show, admin)).toMatchObject(wanted);

    // A SPEC client's update says nothing of scoring: everything stays.
    const kept = await putEvent(show, admin, judges, {});
    expect(kept.statusCode).toBe(200);
    expect(await getEvent(show, admin)).toMatchObject(wanted);

    // Medal bands can be taken off again.
    expect((await putEvent(show, admin, judges, { objMedalBands: null, strScoringRule: 'points' })).statusCode).toBe(200);
    expect(await getEvent(show, admin)).toMatchObject({ objMedalBands: null, strScoringRule: 'points', intDropMinJudges: 5 });

    const trail = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(show.event.id))));
    const changes = trail.sort((a, b) => a.id - b.id).map((row) => [ruleIn(row.before), ruleIn(row.after)]);
    expect(changes).toEqual([
      ['points', 'drop-high-low'],
      ['drop-high-low', 'drop-high-low'],
      ['drop-high-low', 'points'],
    ]);
  });

  it.each([
    ['an unknown rule', { strScoringRule: 'golf' }, 'strScoringRule', 'Choose a scoring rule.'],
    ['too few judges to drop two', { intDropMinJudges: 2 }, 'intDropMinJudges', 'Must be at least 3.'],
    ['bands that do not go down', { objMedalBands: { gold: 80, silver: 80, bronze: 70 } }, 'objMedalBands', TIE_BREAK_MESSAGES.bands],
    ['a band over 100 %', { objMedalBands: { gold: 101, silver: 80, bronze: 70 } }, 'objMedalBands.gold', 'Must be at most 100.'],
    ['a tie-break without the score', { arrTieBreak: ['picks', 'votes'] }, 'arrTieBreak', TIE_BREAK_MESSAGES.score],
    [
      "the organiser's decision before the end",
      { arrTieBreak: ['score', 'organiser', 'votes'] },
      'arrTieBreak',
      TIE_BREAK_MESSAGES.organiserLast,
    ],
    ['a tie-break listed twice', { arrTieBreak: ['score', 'votes', 'votes'] }, 'arrTieBreak', TIE_BREAK_MESSAGES.twice],
    ['an unknown tie-break', { arrTieBreak: ['score', 'coin-toss'] }, 'arrTieBreak.1', 'Unknown tie-break.'],
    ['a parameter that does not exist', { arrTieBreak: ['score', 'parameter:999999'] }, 'arrTieBreak', UNJUDGED_PARAMETER(999999)],
    ['a parameter id no database holds', { arrTieBreak: ['score', 'parameter:3000000000'] }, 'arrTieBreak.1', 'Unknown tie-break.'],
    ['a blank deduction reason', { arrDeductionReasons: ['Chip', ' '] }, 'arrDeductionReasons.1', 'This field is required.'],
    [
      'too many deduction reasons',
      { arrDeductionReasons: Array.from({ length: LIMITS.deductionReasonsMax + 1 }, (_, i) => `R${i}`) },
      'arrDeductionReasons',
      undefined,
    ],
  ])('refuses %s with a message and changes nothing', async (_, scoring, field, message) => {
    const show = await scoringShow(ctx);
    const { headers: admin } = await ctx.authAs('admin');
    const before = await getEvent(show, admin);
    const res = await putEvent(show, admin, [show.judge.user.id], scoring);
    expect(res.statusCode).toBe(400);
    const errors: Record<string, string[]> = res.json();
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toContain(message);
    expect(await getEvent(show, admin)).toEqual(before);
  });

  it('refuses a tie-break on a parameter of a vehicle type the event does not judge', async () => {
    const show = await scoringShow(ctx);
    const { headers: admin } = await ctx.authAs('admin');
    const [other] = await ctx.database.db.insert(vehicleTypes).values({ title: 'Boats' }).returning();
    const [hull] = await ctx.database.db
      .insert(parameters)
      .values({ vehicleTypeId: other?.id ?? 0, title: 'Hull' })
      .returning();
    const res = await putEvent(show, admin, [show.judge.user.id], { arrTieBreak: ['score', `parameter:${hull?.id ?? 0}`] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ arrTieBreak: [UNJUDGED_PARAMETER(hull?.id ?? 0)] });
  });

  it('is the admin’s to change: a judge is refused', async () => {
    const show = await scoringShow(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: API.event(show.event.id),
      headers: show.judge.headers,
      payload: showBody(show, [show.judge.user.id], { strScoringRule: 'deduction' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('deduction sheets', () => {
  it('score each parameter at its limit less the deductions, never below 0, and keep the deductions as given', async () => {
    const show = await scoringShow(ctx);
    const [v1] = show.paid;
    const res = await save(
      show.judge,
      scoreBody(
        show,
        v1.id,
        { paint: 0, engine: 0 },
        {
          objParameterWiseDeductions: {
            [String(show.paint.id)]: [
              { intPoints: 2, strReason: 'Paint chip' },
              { intPoints: 1, strReason: 'Swirl marks' },
            ],
            [String(show.engine.id)]: [{ intPoints: 9, strReason: 'Oil leak' }],
          },
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json().data;
    // Paint 10 − 3 = 7; engine 5 − 9 stops at 0.
    expect(entry.objParameterWiseScore).toEqual({ [String(show.paint.id)]: 7, [String(show.engine.id)]: 0 });
    expect([entry.intTotalScore, entry.intMaxScore]).toEqual([7, 15]);
    expect(entry.objParameterWiseDeductions[String(show.paint.id)]).toEqual([
      { intPoints: 2, strReason: 'Paint chip' },
      { intPoints: 1, strReason: 'Swirl marks' },
    ]);
    const values = await ctx.database.db.select().from(scoreParameterValues).where(eq(scoreParameterValues.scoreId, entry.intScoreId));
    expect(values.map((v) => v.score).sort((a, b) => a - b)).toEqual([0, 7]);

    // Sent again (an offline replay): nothing new is written.
    const audits = async () => (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'score-entry'))).length;
    const before = await audits();
    const again = await save(
      show.judge,
      scoreBody(
        show,
        v1.id,
        { paint: 0, engine: 0 },
        {
          objParameterWiseDeductions: {
            [String(show.engine.id)]: [{ intPoints: 9, strReason: 'Oil leak' }],
            [String(show.paint.id)]: [
              { intPoints: 2, strReason: 'Paint chip' },
              { intPoints: 1, strReason: 'Swirl marks' },
            ],
          },
        },
      ),
    );
    expect(again.statusCode).toBe(200);
    expect(await audits()).toBe(before);

    // A changed reason alone is an edit.
    const edited = await save(
      show.judge,
      scoreBody(
        show,
        v1.id,
        { paint: 7, engine: 0 },
        {
          dtEditedAt: '2025-05-01T11:00:00.000Z',
          objParameterWiseDeductions: {
            [String(show.paint.id)]: [{ intPoints: 3, strReason: 'Respray' }],
            [String(show.engine.id)]: [{ intPoints: 9, strReason: 'Oil leak' }],
          },
        },
      ),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.objParameterWiseDeductions[String(show.paint.id)]).toEqual([{ intPoints: 3, strReason: 'Respray' }]);
    expect(await audits()).toBe(before + 1);
  });

  it('a SPEC client sending only scores on a deduction event is scored as it sent', async () => {
    const show = await scoringShow(ctx);
    const { headers: admin } = await ctx.authAs('admin');
    expect((await putEvent(show, admin, [show.judge.user.id], { strScoringRule: 'deduction' })).statusCode).toBe(200);
    const res = await save(show.judge, {
      intEventId: show.event.id,
      intVehicleId: show.paid[0].id,
      objParameterWiseScore: { [String(show.paint.id)]: 8, [String(show.engine.id)]: 4 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ intTotalScore: 12, intMaxScore: 15, objParameterWiseDeductions: {} });
  });

  it.each([
    ['on a parameter the vehicle is not judged on', { '999999': [{ intPoints: 1, strReason: 'x' }] }, 'objParameterWiseDeductions'],
    [
      'naming more parameters than a sheet has',
      Object.fromEntries(Array.from({ length: LIMITS.sheetParametersMax + 1 }, (_, i) => [String(i + 1), []])),
      'objParameterWiseDeductions',
    ],
    ['of 0 points', (show: ScoringShow) => ({ [String(show.paint.id)]: [{ intPoints: 0, strReason: 'x' }] }), `objParameterWiseDeductions`],
    [
      'with too long a reason',
      (show: ScoringShow) => ({ [String(show.paint.id)]: [{ intPoints: 1, strReason: 'x'.repeat(LIMITS.deductionReasonMax + 1) }] }),
      'objParameterWiseDeductions',
    ],
    [
      'too many on one parameter',
      (show: ScoringShow) => ({
        [String(show.paint.id)]: Array.from({ length: LIMITS.deductionsPerParameterMax + 1 }, () => ({ intPoints: 1, strReason: '' })),
      }),
      'objParameterWiseDeductions',
    ],
  ])('refuses deductions %s and saves nothing', async (_, deductions, field) => {
    const show = await scoringShow(ctx);
    const given = typeof deductions === 'function' ? deductions(show) : deductions;
    const res = await save(show.judge, scoreBody(show, show.paid[0].id, undefined, { objParameterWiseDeductions: given }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).some((key) => key.startsWith(field))).toBe(true);
    expect(await ctx.database.db.select().from(scoreEntries)).toHaveLength(0);
  });

  it('50 replays of one deduction sheet at once: one entry, one create in the audit log', async () => {
    const show = await scoringShow(ctx);
    const body = scoreBody(
      show,
      show.paid[0].id,
      { paint: 0, engine: 5 },
      { objParameterWiseDeductions: { [String(show.paint.id)]: [{ intPoints: 4, strReason: 'Dent' }] } },
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => save(show.judge, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array<number>(49).fill(200), 201]);
    const entries = await ctx.database.db.select().from(scoreEntries);
    expect(entries.map((e) => [e.totalScore, e.maxScore])).toEqual([[11, 15]]);
    const creates = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'score-entry'), eq(auditLog.action, 'create')));
    expect(creates).toHaveLength(1);
  });
});

describe('the tie-break order and a change of rule after scoring', () => {
  /** Two cars with equal totals; car 1 better on paint, car 2 with more audience votes. */
  async function tiedShow() {
    const show = await scoringShow(ctx);
    const { headers: admin } = await ctx.authAs('admin');
    const [v1, v2] = show.paid;
    expect((await save(show.judge, scoreBody(show, v1.id, { paint: 9, engine: 1 }))).statusCode).toBe(201);
    expect((await save(show.judge, scoreBody(show, v2.id, { paint: 6, engine: 4 }))).statusCode).toBe(201);
    return { show, admin, v1, v2 };
  }

  it('a named parameter breaks a tie of totals; without it the tie stands', async () => {
    const { show, admin, v1, v2 } = await tiedShow();
    const rankOf = (rows: RankingRow[], id: number) => rows.find((r) => r.intVehicleId === id)?.intRank;
    let rows = await ranking(show, admin);
    expect([rankOf(rows, v1.id), rankOf(rows, v2.id)]).toEqual([1, 1]);

    expect(
      (await putEvent(show, admin, [show.judge.user.id], { arrTieBreak: ['score', `parameter:${show.engine.id}`, 'organiser'] }))
        .statusCode,
    ).toBe(200);
    rows = await ranking(show, admin);
    // Engine: car 2 has 4/5, car 1 has 1/5.
    expect([rankOf(rows, v1.id), rankOf(rows, v2.id)]).toEqual([2, 1]);

    expect((await putEvent(show, admin, [show.judge.user.id], { arrTieBreak: ['score', `parameter:${show.paint.id}`] })).statusCode).toBe(
      200,
    );
    rows = await ranking(show, admin);
    expect([rankOf(rows, v1.id), rankOf(rows, v2.id)]).toEqual([1, 2]);
  });

  it('without the organiser in the order, a tie is a shared place the admin cannot order', async () => {
    const { show, admin, v1, v2 } = await tiedShow();
    expect((await putEvent(show, admin, [show.judge.user.id], { arrTieBreak: ['score', 'picks', 'votes'] })).statusCode).toBe(200);
    const order = await ctx.app.inject({
      method: 'PUT',
      url: API.rankingTieOrder,
      headers: admin,
      payload: { intEventId: show.event.id, intCategoryId: show.category.id, arrVehicleIds: [v2.id, v1.id] },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ arrVehicleIds: [TIES_SHARED] });
    const rows = await ranking(show, admin);
    const tied = rows.filter((r) => r.intVehicleId === v1.id || r.intVehicleId === v2.id);
    expect(tied.map((r) => [r.intRank, r.blnOrderedByAdmin, r.blnTieAtAwardCut])).toEqual([
      [1, false, false],
      [1, false, false],
    ]);
  });

  it('drop high and low re-ranks five judges’ cars when chosen, with medals: stored scores untouched', async () => {
    const show = await scoringShow(ctx);
    const { headers: admin } = await ctx.authAs('admin');
    const judges = [show.judge, ...(await Promise.all([1, 2, 3, 4].map(() => mappedJudge(ctx, show))))];
    const [v1, v2] = show.paid;
    // Car 1: one judge far too harsh (0), four 10s; car 2: one far too kind (15), four 9s.
    const car1 = [0, 10, 10, 10, 10];
    const car2 = [15, 9, 9, 9, 9];
    const split = (total: number) => ({ paint: Math.min(total, 10), engine: Math.max(total - 10, 0) });
    for (const [j, judge] of judges.entries()) {
      expect((await save(judge, scoreBody(show, v1.id, split(car1[j] ?? 0)))).statusCode).toBe(201);
      expect((await save(judge, scoreBody(show, v2.id, split(car2[j] ?? 0)))).statusCode).toBe(201);
    }
    const stored = async () =>
      (await ctx.database.db.select().from(scoreParameterValues)).map((v) => `${v.scoreId}:${v.parameterId}=${v.score}`).sort();
    const before = await stored();
    const pick = (rows: RankingRow[]) =>
      rows
        .filter((r) => r.intVehicleId === v1.id || r.intVehicleId === v2.id)
        .map((r) => [r.intVehicleId, r.intRank, r.strTotalScore, r.intCountedJudgeCount, r.strMedal]);

    // Points: car 2 51/75 (68 %) is ahead of car 1 40/75 (53 %).
    expect(pick(await ranking(show, admin))).toEqual([
      [v2.id, 1, '51/75', 5, null],
      [v1.id, 2, '40/75', 5, null],
    ]);
    const all = judges.map((j) => j.user.id);
    const changed = await putEvent(show, admin, all, {
      strScoringRule: 'drop-high-low',
      intDropMinJudges: 5,
      objMedalBands: { gold: 65, silver: 55, bronze: 45 },
    });
    expect(changed.statusCode).toBe(200);
    // Drop high and low: car 1 keeps three 10s, 30/45 (67 %, Gold); car 2 three 9s, 27/45 (60 %, Silver).
    expect(pick(await ranking(show, admin))).toEqual([
      [v1.id, 1, '30/45', 3, 'gold'],
      [v2.id, 2, '27/45', 3, 'silver'],
    ]);
    // The admin's totals say the same; a judge still reads their own sheet's figures.
    const totals = await ctx.app.inject({
      method: 'GET',
      url: `${API.totalScore}?intEventId=${show.event.id}&intVehicleId=${v1.id}`,
      headers: admin,
    });
    expect(totals.json().arrVehicleScore).toMatchObject([{ intVehicleId: v1.id, strTotalScore: '30/45', intJudgeCount: 5 }]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `${API.totalScore}?intEventId=${show.event.id}&intVehicleId=${v1.id}`,
      headers: show.judge.headers,
    });
    expect(own.json().arrVehicleScore).toMatchObject([{ intVehicleId: v1.id, strTotalScore: '0/15', intJudgeCount: 1 }]);
    const vehicle = await ctx.app.inject({ method: 'GET', url: API.vehicle(v1.id), headers: admin });
    expect(vehicle.json().data.strTotalScore).toBe('30/45');
    // Six judges are needed now: with five, a plain average again.
    expect((await putEvent(show, admin, all, { intDropMinJudges: 6 })).statusCode).toBe(200);
    expect(pick(await ranking(show, admin)).map((row) => row.slice(0, 4))).toEqual([
      [v2.id, 1, '51/75', 5],
      [v1.id, 2, '40/75', 5],
    ]);
    expect(await stored()).toEqual(before);
  });
});
