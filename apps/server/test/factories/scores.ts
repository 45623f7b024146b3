import { API } from '@showgrid/shared/paths';
import type { ScoreEntryBody } from '@showgrid/shared/schemas/score';
import { eventJudges } from '../../src/db/schema/index.ts';
import { createParameter } from './catalogue.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { createShow, insertVehicles } from './vehicles.ts';

/** Factories the scores tests share (imported by *.test.ts only). */

export type Headers = { authorization: string };

/**
 * A show ready to score: a judge mapped to the event, two parameters (Paint 0..10, Engine 0..5),
 * four Paid vehicles and one unpaid.
 */
export async function scoringShow(ctx: TestContext) {
  const judge = await ctx.authAs('judge');
  const show = await createShow(ctx, { judgeId: judge.user.id });
  const db = ctx.database.db;
  const paint = await createParameter(db, { vehicleTypeId: show.type.id, title: 'Paint', scoreLimit: 10 });
  const engine = await createParameter(db, { vehicleTypeId: show.type.id, title: 'Engine', scoreLimit: 5 });
  const vehicles = await insertVehicles(ctx, show, [
    { registrationNo: 'P1', paid: true, brand: 'Jaguar', model: 'E-Type' },
    { registrationNo: 'P2', paid: true, brand: 'Ford', model: 'Mustang' },
    { registrationNo: 'P3', paid: true, brand: 'Mini', model: 'Cooper' },
    { registrationNo: 'P4', paid: true, brand: 'Fiat', model: '500' },
    { registrationNo: 'U1', paid: false },
  ]);
  const [v1, v2, v3, v4, unpaid] = vehicles;
  if (!v1 || !v2 || !v3 || !v4 || !unpaid) throw new Error('vehicle insert returned too few rows');
  return { ...show, judge, paint, engine, paid: [v1, v2, v3, v4] as const, unpaid };
}

export type ScoringShow = Awaited<ReturnType<typeof scoringShow>>;

/** Another judge, signed in and mapped to the show's event. */
export async function mappedJudge(ctx: TestContext, show: ScoringShow) {
  const judge = await ctx.authAs('judge');
  await ctx.database.db.insert(eventJudges).values({ eventId: show.event.id, judgeId: judge.user.id });
  return judge;
}

/** A valid score body for a vehicle of the show: paint and engine scores, edited at `editedAt`. */
export function scoreBody(
  show: ScoringShow,
  vehicleId: number,
  scores: { paint: number; engine: number } = { paint: 7, engine: 3 },
  extra: Partial<ScoreEntryBody> = {},
): ScoreEntryBody {
  return {
    intEventId: show.event.id,
    intVehicleId: vehicleId,
    objParameterWiseScore: { [String(show.paint.id)]: scores.paint, [String(show.engine.id)]: scores.engine },
    dtEditedAt: '2025-05-01T10:00:00.000Z',
    strDeviceId: 'tablet-1',
    ...extra,
  };
}

export function postScore(ctx: TestContext, headers: Headers, payload: object) {
  return ctx.app.inject({ method: 'POST', url: API.scoreEntries, headers, payload });
}

/** POST that must succeed (201 or 200); returns the saved entry. */
export async function saveScore(ctx: TestContext, headers: Headers, payload: ScoreEntryBody) {
  const res = await postScore(ctx, headers, payload);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`score save failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
