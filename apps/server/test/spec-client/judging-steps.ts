import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { claimsOf, dataOf, expectSpecFields, expectStatus, SPEC_FIELDS } from './fixtures.ts';
import type { Catalogue, Events, Judges } from './setup-steps.ts';
import { SpecClient } from './spec-client.ts';
import type { Fleet } from './vehicle-steps.ts';

/** Show day on the tablet: the judge signs in, finds the field and scores (SPEC §2 "Judge area"). */

/** POST /auth/token/ as a judge; the judge record, the event, its vehicles and parameters. */
export async function judgeSignsIn(
  app: FastifyInstance,
  judges: Judges,
  catalogue: Catalogue,
  events: Events,
  fleet: Fleet,
): Promise<SpecClient> {
  const tablet = new SpecClient(app, '198.51.100.20');
  const login = await tablet.signIn(judges.judgeEmail, judges.judgePassword);
  expectStatus(login, 200);
  expectSpecFields(login.json(), SPEC_FIELDS.login);
  // SPEC §3: user_id is the judge id; the token says strUserType judge; then the record is loaded by id.
  expect(login.json().user_id).toBe(judges.judgeId);
  expect(claimsOf(login.json().access)).toMatchObject({ strUserType: 'judge' });
  expectSpecFields(dataOf(await tablet.get(`/judges/${judges.judgeId}/`)), SPEC_FIELDS.judge);
  const own = dataOf<Record<string, unknown>[]>(await tablet.get('/judges/', { query: { intJudgeId: judges.judgeId } }));
  expect(own.map((j) => j.intJudgeId)).toEqual([judges.judgeId]);

  expect(dataOf<{ id: number }[]>(await tablet.get('/event/manage-event/upcoming-events/'))[0]?.id).toBe(events.eventId);
  const query = { intEventId: events.eventId, intCategoryId: catalogue.classicId, intJudgeId: judges.judgeId };
  const field = dataOf<{ intVehicleId: number; strUniqueId: string }[]>(await tablet.get('/vehicle/', { query }));
  // Only Paid vehicles (SPEC §1): the unpaid one is not on the tablet.
  expect(field.map((vehicle) => vehicle.strUniqueId).sort()).toEqual(['SS001', 'SS002', 'SS010']);
  expect(field.map((vehicle) => vehicle.intVehicleId)).not.toContain(fleet.unpaidId);
  field.forEach((vehicle) => expectSpecFields(vehicle, SPEC_FIELDS.vehicle));
  const parameters = dataOf<{ id: number }[]>(
    await tablet.get('/vehicle/parameter/', { query: { intVehicleTypeId: catalogue.carTypeId } }),
  );
  expect(parameters.map((parameter) => parameter.id)).toEqual(catalogue.parameterIds);
  return tablet;
}

export interface Scores {
  jaguarScoreId: number;
  mustangScoreId: number;
}

/**
 * POST /score-entry/ with exactly SPEC's fields (no dtEditedAt), PUT /score-entry/{id}/ with
 * intScoreId, GET /score-entry/ and /{id}/, the judge's choices, and the judge's own x/y on the vehicle.
 */
export async function judgeScores(tablet: SpecClient, judges: Judges, catalogue: Catalogue, events: Events, fleet: Fleet): Promise<Scores> {
  const [build, detail] = catalogue.parameterIds;
  const sheet = (intVehicleId: number, scores: [number, number], blnTopChoice: boolean) => ({
    intEventId: events.eventId,
    intVehicleId,
    intJudgeId: judges.judgeId,
    strSpecialNote: 'Lovely paintwork.',
    objParameterWiseScore: { [build]: scores[0], [detail]: scores[1] },
    blnTopChoice,
  });
  const jaguar = dataOf<{ intScoreId: number }>(await tablet.post('/score-entry/', { json: sheet(fleet.jaguarId, [8, 4], true) }), 201);
  expectSpecFields(jaguar, SPEC_FIELDS.scoreEntry);
  const mustang = dataOf<{ intScoreId: number }>(await tablet.post('/score-entry/', { json: sheet(fleet.mustangId, [5, 2], false) }), 201);

  // SPEC §4: with a score id the entry is updated.
  const update = { ...sheet(fleet.jaguarId, [9, 4], true), intScoreId: jaguar.intScoreId };
  expect(dataOf(await tablet.put(`/score-entry/${jaguar.intScoreId}/`, { json: update }))).toMatchObject({
    intScoreId: jaguar.intScoreId,
    objParameterWiseScore: { [build]: 9, [detail]: 4 },
    blnTopChoice: true,
  });

  // …or to /score-entry/ with the id in the body (§7: "(optional {id}/)").
  const again = { ...sheet(fleet.mustangId, [6, 2], false), intScoreId: mustang.intScoreId };
  expect(dataOf(await tablet.put('/score-entry/', { json: again }))).toMatchObject({
    intScoreId: mustang.intScoreId,
    objParameterWiseScore: { [build]: 6, [detail]: 2 },
  });

  const entries = dataOf<object[]>(await tablet.get('/score-entry/', { query: { intEventId: events.eventId } }));
  expect(entries).toHaveLength(2);
  entries.forEach((entry) => expectSpecFields(entry, SPEC_FIELDS.scoreEntry));
  expectSpecFields(dataOf(await tablet.get(`/score-entry/${jaguar.intScoreId}/`)), SPEC_FIELDS.scoreEntry);

  // "Judge choices (intEventId, intJudgeId): paths not shown": /judge-choice/.
  const choices = dataOf<{ intVehicleId: number }[]>(
    await tablet.get('/judge-choice/', { query: { intEventId: events.eventId, intJudgeId: judges.judgeId } }),
  );
  expect(choices.map((choice) => choice.intVehicleId)).toEqual([fleet.jaguarId]);
  expect(dataOf(await tablet.get(`/vehicle/${fleet.jaguarId}/`))).toMatchObject({ strTotalScore: '13/15' });
  return { jaguarScoreId: jaguar.intScoreId, mustangScoreId: mustang.intScoreId };
}
