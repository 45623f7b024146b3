import { API } from '@showgrid/shared/paths';
import type { Dashboard } from '@showgrid/shared/schemas/results';
import { audienceVotes, categories, eventCategories } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { mappedJudge, saveScore, scoreBody, scoringShow, type Headers } from './scores.ts';
import { insertVehicles } from './vehicles.ts';

/** Factories the dashboard tests share (imported by *.test.ts only). */

/**
 * A show for the dashboard (sheets out of 15: paint 0..10, engine 0..5; judges Ada and Ben):
 *   Classic   v1 Jaguar E-Type  Ada 13              → 13/15  rank 1
 *             v2 Ford Mustang   Ada 10 ★, Ben 12    → 22/30  rank 2
 *             v3 Mini Cooper    Ada 10, 2 votes     → 10/15  rank 3
 *             v4 Fiat 500       1 vote              (not judged)
 *             an unpaid vehicle
 *   Vintage   a Paid and an unpaid vehicle, neither judged
 *   Alpha     no vehicles
 * plus a voided vote on v1 (not counted). v1, v2, v3 and the unpaid Austin are checked in at the gate. Scores go through the API, each followed by a refresh
 * of the rank states; each leaves the earlier vehicles where they were (every arrow 0).
 */
export async function dashboardShow(ctx: TestContext) {
  const show = await scoringShow(ctx);
  const db = ctx.database.db;
  const ada = show.judge;
  const ben = await mappedJudge(ctx, show);
  await ctx.authAs('judge'); // a judge of no event: not counted
  const admin = await ctx.authAs('admin');
  const [v1, v2, v3, v4] = show.paid;

  const [vintage, alpha] = await db
    .insert(categories)
    .values([
      { name: `Vintage ${show.category.id}`, vehicleTypeId: show.type.id },
      { name: `Alpha ${show.category.id}`, vehicleTypeId: show.type.id },
    ])
    .returning();
  if (!vintage || !alpha) throw new Error('category insert returned nothing');
  await db.insert(eventCategories).values([
    { eventId: show.event.id, categoryId: vintage.id },
    { eventId: show.event.id, categoryId: alpha.id },
  ]);
  const [, austin] = await insertVehicles(ctx, { ...show, category: vintage }, [
    { registrationNo: 'V1', paid: true, brand: 'Bentley', model: 'Blower' },
    { registrationNo: 'V2', paid: false, brand: 'Austin', model: 'Seven' },
  ]);
  // Attended is checked in at the gate, Paid or not (PRODUCT.md "Gate check-in").
  for (const vehicle of [v1, v2, v3, austin]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.gateCheckIn(show.event.id),
      headers: admin.headers,
      payload: { intVehicleId: vehicle?.id, blnArrived: true },
    });
    if (res.statusCode !== 200) throw new Error(`check-in failed: ${res.statusCode} ${res.body}`);
  }

  const at = new Date('2030-05-01T10:00:00.000Z').getTime();
  await db.insert(audienceVotes).values([
    { eventId: show.event.id, vehicleId: v3.id, email: 'a@example.com', createdAt: new Date(at) },
    { eventId: show.event.id, vehicleId: v3.id, email: 'b@example.com', createdAt: new Date(at) },
    { eventId: show.event.id, vehicleId: v4.id, email: 'c@example.com', createdAt: new Date(at) },
    { eventId: show.event.id, vehicleId: v1.id, email: 'd@example.com', createdAt: new Date(at), voidedAt: new Date(at) },
  ]);

  // Rank movement is taken per refresh of the ranking (ADR 014), which follows writes after they
  // commit, coalesced: each score here is followed by a refresh (a dashboard read), so every score
  // moves the arrows on its own, as a score spaced from the next would.
  const score = async (judge: { headers: Headers }, vehicleId: number, paint: number, engine: number, topChoice = false) => {
    const saved = await saveScore(
      ctx,
      judge.headers,
      scoreBody(show, vehicleId, { paint, engine }, { blnTopChoice: topChoice, dtEditedAt: new Date().toISOString() }),
    );
    await getDashboard(ctx, admin.headers, show.event.id);
    return saved;
  };
  await score(ada, v1.id, 9, 4);
  await score(ada, v2.id, 7, 3, true);
  await score(ada, v3.id, 7, 3);
  await score(ben, v2.id, 8, 4);

  return { ...show, ada, ben, admin, vintage, alpha, score };
}

export type DashboardShow = Awaited<ReturnType<typeof dashboardShow>>;

export async function getDashboard(ctx: TestContext, headers: Headers, eventId: number): Promise<Dashboard> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API.dashboard}?intEventId=${eventId}`, headers });
  if (res.statusCode !== 200) throw new Error(`dashboard failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** [vehicle id, rank, total, variation] of each top vehicle, best first. */
export const topOf = (dashboard: Dashboard) =>
  dashboard.arrTopVehicles.map((v) => [v.intId, v.intRank, v.intTotalScore, v.intRankVariation]);
