import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import type { RankingRow } from '@showgrid/shared/schemas/results';
import {
  audienceVotes,
  categories,
  eventCategories,
  eventJudges,
  events,
  parameters,
  rankStates,
  scoreEntries,
  scoreParameterValues,
  users,
  vehicles,
  vehicleTypes,
} from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { getDashboard } from '../../../test/factories/dashboard.ts';
import { presentRankingRow } from './presenter.ts';
import { createRankingService } from './ranking-service.ts';
import { loadReport } from '../reports/report-data.ts';

// The one ranking (ranking.ts over standings.ts) is read by the results, the reports and the
// dashboard (its top list and rank states). On random shows, each of them must say what a plain
// reference written from PRODUCT.md "Scores" says: x/y as an exact ratio (unscored last), then
// more judges-choice picks, then more audience votes (voided ones not counted), equal vehicles
// sharing a rank (1, 1, 3); per category for results and reports, over the event for the dashboard.

let ctx: TestContext;
useTestContext((c) => (ctx = c));

interface ShowModel {
  categories: number;
  limits: number[];
  judges: number;
  vehicles: { category: number; paid: boolean }[];
  /** Per vehicle, per judge: no sheet, or the scores on some of the parameters and the pick. */
  sheets: ({ scores: (number | null)[]; pick: boolean } | null)[][];
  votes: { live: number; voided: number }[];
}

const showModel: fc.Arbitrary<ShowModel> = fc
  .record({
    categories: fc.integer({ min: 1, max: 3 }),
    limits: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
    judges: fc.integer({ min: 1, max: 4 }),
    vehicleCount: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ categories: cats, limits, judges, vehicleCount }) =>
    fc.record({
      categories: fc.constant(cats),
      limits: fc.constant(limits),
      judges: fc.constant(judges),
      vehicles: fc.array(
        fc.record({ category: fc.integer({ min: 0, max: cats - 1 }), paid: fc.integer({ min: 0, max: 4 }).map((n) => n > 0) }),
        {
          minLength: vehicleCount,
          maxLength: vehicleCount,
        },
      ),
      sheets: fc.array(
        fc.array(
          fc.option(
            fc.record({
              // A parameter a sheet was not scored on (added or retired since) is null; small
              // scores make ties common.
              scores: fc.tuple(...limits.map((limit) => fc.option(fc.integer({ min: 0, max: limit }), { freq: 4 }))),
              pick: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
            }),
            { freq: 2 },
          ),
          { minLength: judges, maxLength: judges },
        ),
        { minLength: vehicleCount, maxLength: vehicleCount },
      ),
      votes: fc.array(fc.record({ live: fc.integer({ min: 0, max: 2 }), voided: fc.integer({ min: 0, max: 1 }) }), {
        minLength: vehicleCount,
        maxLength: vehicleCount,
      }),
    }),
  );

interface Reference {
  vehicleId: number;
  categoryId: number;
  x: number;
  y: number;
  scored: boolean;
  judges: number;
  picks: number;
  votes: number;
}

/** PRODUCT.md's order, written plainly: negative when a ranks above b. */
function referenceOrder(a: Reference, b: Reference): number {
  if (a.scored !== b.scored) return a.scored ? -1 : 1;
  const ax = a.y === 0 ? 0 : a.x;
  const ay = a.y === 0 ? 1 : a.y;
  const bx = b.y === 0 ? 0 : b.x;
  const by = b.y === 0 ? 1 : b.y;
  return bx * ay - ax * by || b.picks - a.picks || b.votes - a.votes;
}

/** Competition ranks: 1 + how many rank strictly above. */
function referenceRanks(group: readonly Reference[]): Map<number, number> {
  return new Map(group.map((r) => [r.vehicleId, 1 + group.filter((o) => referenceOrder(o, r) < 0).length]));
}

/**
 * A scored vehicle tied with others (and no admin order, which these shows never have) across the
 * last award place: its rank is within the places and the tie reaches past them.
 */
function referenceAtAwardCut(group: readonly Reference[], r: Reference, rank: number): boolean {
  const tied = group.filter((o) => o.scored && referenceOrder(o, r) === 0).length;
  return r.scored && tied > 1 && rank <= LIMITS.awardPlaces && rank + tied - 1 > LIMITS.awardPlaces;
}

let seq = 0;

/** The model as rows of a new event; answers the reference figures of its Paid vehicles. */
async function seed(model: ShowModel) {
  const db = ctx.database.db;
  const n = ++seq;
  const one = <T>(rows: T[]): T => {
    const [row] = rows;
    if (!row) throw new Error('insert returned nothing');
    return row;
  };
  const type = one(
    await db
      .insert(vehicleTypes)
      .values({ title: `Agree ${n} ${Math.random()}` })
      .returning(),
  );
  const params = await db
    .insert(parameters)
    .values(model.limits.map((limit, k) => ({ vehicleTypeId: type.id, title: `P${k}`, scoreLimit: limit })))
    .returning();
  const event = one(
    await db
      .insert(events)
      .values({ title: `Agree ${n}`, location: 'Here', startsAt: new Date() })
      .returning(),
  );
  const cats = await db
    .insert(categories)
    .values(Array.from({ length: model.categories }, (_, c) => ({ name: `Agree ${n} ${c} ${Math.random()}`, vehicleTypeId: type.id })))
    .returning();
  await db.insert(eventCategories).values(cats.map((c) => ({ eventId: event.id, categoryId: c.id })));
  const judges = await db
    .insert(users)
    .values(
      Array.from({ length: model.judges }, (_, j) => ({
        email: `agree-${n}-${j}-${Math.random()}@example.com`,
        passwordHash: 'x',
        role: 'judge' as const,
        fullName: `J${j}`,
      })),
    )
    .returning();
  await db.insert(eventJudges).values(judges.map((j) => ({ eventId: event.id, judgeId: j.id })));
  const cars = await db
    .insert(vehicles)
    .values(
      model.vehicles.map((v, i) => {
        const category = cats[v.category] ?? one(cats);
        return {
          eventId: event.id,
          categoryId: category.id,
          vehicleTypeId: type.id,
          registrationNo: `AG${n}-${i}`,
          brand: 'Make',
          model: `M${i}`,
          ownerName: 'O',
          paid: v.paid,
        };
      }),
    )
    .returning();
  const refs: Reference[] = [];
  for (const [i, car] of cars.entries()) {
    const ref: Reference = { vehicleId: car.id, categoryId: car.categoryId, x: 0, y: 0, scored: false, judges: 0, picks: 0, votes: 0 };
    for (const [j, sheet] of (model.sheets[i] ?? []).entries()) {
      const judge = judges[j];
      if (!sheet || !judge) continue;
      const given = sheet.scores.flatMap((score, k) => {
        const parameter = params[k];
        return score === null || !parameter ? [] : [{ parameter, score }];
      });
      // As a save writes a sheet: its values, and its total and maximum on the entry.
      const totalScore = given.reduce((sum, v) => sum + v.score, 0);
      const maxScore = given.reduce((sum, v) => sum + v.parameter.scoreLimit, 0);
      const entry = one(
        await db
          .insert(scoreEntries)
          .values({
            eventId: event.id,
            vehicleId: car.id,
            judgeId: judge.id,
            editedAt: new Date(),
            topChoice: sheet.pick,
            totalScore,
            maxScore,
          })
          .returning(),
      );
      if (given.length > 0)
        await db
          .insert(scoreParameterValues)
          .values(given.map((v) => ({ scoreId: entry.id, parameterId: v.parameter.id, score: v.score })));
      ref.scored = true;
      ref.judges += 1;
      ref.picks += sheet.pick ? 1 : 0;
      ref.x += totalScore;
      ref.y += maxScore;
    }
    const votes = model.votes[i] ?? { live: 0, voided: 0 };
    const ballots = [...Array(votes.live).fill(null), ...Array(votes.voided).fill(new Date())].map((voidedAt: Date | null, b) => ({
      eventId: event.id,
      vehicleId: car.id,
      email: `v${b}-${car.id}@example.com`,
      createdAt: new Date(),
      voidedAt,
    }));
    if (ballots.length > 0) await db.insert(audienceVotes).values(ballots);
    ref.votes = votes.live;
    if (car.paid) refs.push(ref);
  }
  return { eventId: event.id, refs };
}

/** What the results, the reports and the dashboard say; fails where one disagrees with the reference. */
async function expectAgreement(eventId: number, refs: Reference[], admin: { authorization: string }) {
  const byCategory = new Map<number, Reference[]>();
  for (const r of refs) byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r]);
  const categoryRank = new Map([...byCategory.values()].flatMap((group) => [...referenceRanks(group)]));
  const atCut = (r: Reference) => referenceAtAwardCut(byCategory.get(r.categoryId) ?? [], r, categoryRank.get(r.vehicleId) ?? 0);

  const res = await ctx.app.inject({ method: 'GET', url: `${API.ranking}?intEventId=${eventId}`, headers: admin });
  expect(res.statusCode).toBe(200);
  const rows: RankingRow[] = res.json().data;
  const said = (row: RankingRow) => [
    row.intVehicleId,
    row.intRank,
    row.intTotalScore,
    row.intMaxScore,
    row.intJudgeCount,
    row.intTopChoiceCount,
    row.intVotes,
    row.blnTieAtAwardCut,
  ];
  // A vehicle nobody scored has no rank.
  const meant = (r: Reference) => [
    r.vehicleId,
    r.scored ? categoryRank.get(r.vehicleId) : null,
    r.scored ? r.x : null,
    r.scored ? r.y : null,
    r.judges,
    r.picks,
    r.votes,
    atCut(r),
  ];
  const sortById = <T>(list: T[], id: (t: T) => unknown) => [...list].sort((a, b) => Number(id(a)) - Number(id(b)));
  expect(sortById(rows.map(said), (row) => row[0])).toEqual(sortById(refs.map(meant), (row) => row[0]));

  // The reports read the same ranking, category by category.
  const { input: report } = await loadReport(ctx.database.db, createRankingService(ctx.database.db), eventId, 'UTC');
  expect(
    report.categories
      .flatMap((c) => c.rows.map(presentRankingRow))
      .map(said)
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ).toEqual(sortById(rows.map(said), (row) => row[0]));

  // The dashboard: the event's overall ranking of scored vehicles, top 10, and every one in rank_states.
  const scored = refs.filter((r) => r.scored);
  const overall = referenceRanks(scored);
  const expectedTop = scored
    .map((r) => ({ id: r.vehicleId, rank: overall.get(r.vehicleId) ?? 0, x: r.x }))
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, 10)
    .map((r) => [r.id, r.rank, r.x]);
  const dashboard = await getDashboard(ctx, admin, eventId);
  expect(dashboard.arrTopVehicles.map((v) => [v.intId, v.intRank, v.intTotalScore])).toEqual(expectedTop);
  const states = await ctx.database.db.select().from(rankStates).where(eq(rankStates.eventId, eventId));
  expect(new Map(states.map((s) => [s.vehicleId, s.rank]))).toEqual(overall);
  return { overall, states: new Map(states.map((s) => [s.vehicleId, s])), dashboard };
}

describe('one ranking: results, reports and the dashboard agree with the rules on random shows', () => {
  it('ranks alike, and the dashboard arrows move by previous − current rank across a refresh', async () => {
    const admin = (await ctx.authAs('admin')).headers;
    await fc.assert(
      fc.asyncProperty(showModel, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), async (model, rescore) => {
        const { eventId, refs } = await seed(model);
        const first = await expectAgreement(eventId, refs, admin);
        // A first refresh has nothing to compare with: no vehicle has moved.
        expect([...first.states.values()].every((s) => s.previousRank === null)).toBe(true);

        // Some sheets change (every value of the entry set to its parameter's limit or to 0), then a refresh.
        const entries = await ctx.database.db.select().from(scoreEntries).where(eq(scoreEntries.eventId, eventId));
        const chosen = [...new Set(rescore.map((k) => entries[k % Math.max(entries.length, 1)]?.id).filter((id) => id !== undefined))];
        if (chosen.length === 0) return;
        const values = await ctx.database.db.select().from(scoreParameterValues).where(inArray(scoreParameterValues.scoreId, chosen));
        const limits = new Map((await ctx.database.db.select().from(parameters)).map((p) => [p.id, p.scoreLimit]));
        for (const value of values) {
          const score = value.score === 0 ? (limits.get(value.parameterId) ?? 0) : 0;
          await ctx.database.db
            .update(scoreParameterValues)
            .set({ score })
            .where(and(eq(scoreParameterValues.scoreId, value.scoreId), eq(scoreParameterValues.parameterId, value.parameterId)));
          await ctx.database.db
            .update(scoreEntries)
            .set({ totalScore: sql`${scoreEntries.totalScore} + ${score - value.score}` })
            .where(eq(scoreEntries.id, value.scoreId));
          const entry = entries.find((e) => e.id === value.scoreId);
          const ref = refs.find((r) => r.vehicleId === entry?.vehicleId);
          if (ref) ref.x += score - value.score;
        }
        const second = await expectAgreement(eventId, refs, admin);
        for (const [vehicleId, rank] of second.overall) {
          const was = first.overall.get(vehicleId);
          const expected = was === undefined || was === rank ? 0 : was - rank;
          const shown = second.dashboard.arrTopVehicles.find((v) => v.intId === vehicleId);
          if (shown) expect([vehicleId, shown.intRankVariation]).toEqual([vehicleId, expected]);
          const state = second.states.get(vehicleId);
          expect([vehicleId, state?.previousRank ?? null]).toEqual([vehicleId, was === undefined || was === rank ? null : was]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
