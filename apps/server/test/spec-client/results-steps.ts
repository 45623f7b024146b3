import { expect } from 'vitest';
import { dataOf, expectSpecFields, expectStatus, SPEC_FIELDS } from './fixtures.ts';
import type { Scores } from './judging-steps.ts';
import type { Catalogue, Events, Judges } from './setup-steps.ts';
import type { Answer, SpecClient } from './spec-client.ts';
import type { Fleet } from './vehicle-steps.ts';

/** After judging: counts, totals, progress, top choices, the downloads; then the deletes. */

const votesOf = async (admin: SpecClient, eventId: number) =>
  Object.fromEntries(
    dataOf<{ intVehicleId: number; numberOfVotes: number }[]>(
      await admin.get('/attendee/attendee-vote/', { query: { intEventId: eventId } }),
    ).map((row) => {
      expectSpecFields(row, SPEC_FIELDS.voteCount);
      return [row.intVehicleId, row.numberOfVotes];
    }),
  );

/** A download: its type, its first bytes, and SPEC's file name (report-{eventId}.pdf or .xlsx). */
function expectFile(answer: Answer, type: string, magic: string, fileName: string): void {
  expectStatus(answer, 200);
  expect(answer.headers['content-type']).toContain(type);
  expect(answer.headers['content-disposition']).toContain(fileName);
  expect(answer.rawPayload.subarray(0, magic.length).toString('latin1')).toBe(magic);
}

/** GET /attendee/attendee-vote/, /total-score/, /score-count/, /top-choice/ (+ download), /report/…/download/{is_pdf}. */
export async function adminReadsResults(
  admin: SpecClient,
  judges: Judges,
  catalogue: Catalogue,
  events: Events,
  fleet: Fleet,
): Promise<void> {
  const { eventId } = events;
  expect(await votesOf(admin, eventId)).toEqual({ [fleet.jaguarId]: 2, [fleet.mustangId]: 1 });
  // §7 says only "query params": one vehicle's count, without naming its event.
  expect(dataOf(await admin.get('/attendee/attendee-vote/', { query: { intVehicleId: fleet.jaguarId } }))).toEqual([
    { intVehicleId: fleet.jaguarId, numberOfVotes: 2 },
  ]);

  const totals = await admin.get('/total-score/', {
    query: { intCategoryId: catalogue.classicId, intEventId: eventId, intVehicleId: fleet.jaguarId },
  });
  expectStatus(totals, 200);
  const scores: { arrVehicleScore: { intVehicleId: number; intTotalScore: number }[] } = totals.json();
  expect(scores.arrVehicleScore).toEqual([expect.objectContaining({ intVehicleId: fleet.jaguarId, intTotalScore: 13 })]);

  const progress = await admin.get('/score-count/', { query: { intEventId: eventId } });
  expectStatus(progress, 200);
  expect(progress.json()).toMatchObject({ intJudgedCount: 2, intTotalCount: 3 });

  const topChoice = { intEventId: eventId, intJudgeId: judges.judgeId };
  expect(dataOf<{ intVehicleId: number }[]>(await admin.get('/top-choice/', { query: topChoice })).map((c) => c.intVehicleId)).toEqual([
    fleet.jaguarId,
  ]);
  const choicePdf = await admin.get('/top-choice/download/', { query: topChoice });
  // SPEC §7: the client saves this blob as report-{eventId}.pdf, a name of its own choosing; the
  // server suggests a name apart from the results report (issue 18), which such a client ignores.
  expectFile(choicePdf, 'application/pdf', '%PDF', `judges-choice-${eventId}-`);

  expectFile(await admin.get(`/report/${eventId}/download/1`), 'application/pdf', '%PDF', `report-${eventId}.pdf`);
  // The spreadsheet (.xlsx) is a zip.
  expectFile(await admin.get(`/report/${eventId}/download/0`), 'spreadsheetml', 'PK', `report-${eventId}.xlsx`);
}

export interface Spares {
  voteId: number;
  spareTypeId: number;
  spareCategoryId: number;
  spareJudgeId: number;
  spareEventId: number;
}

/** DELETE of each kind SPEC §7 lists: a vote, a score entry, a vehicle, a judge, an event, a category, a type. */
export async function deletesEachKind(
  admin: SpecClient,
  tablet: SpecClient,
  scores: Scores,
  fleet: Fleet,
  events: Events,
  spares: Spares,
): Promise<void> {
  expectStatus(await admin.delete(`/attendee/attendee-vote/${spares.voteId}/`), 204);
  expect((await votesOf(admin, events.eventId))[fleet.jaguarId]).toBe(1);

  expectStatus(await tablet.delete(`/score-entry/${scores.mustangScoreId}/`), 204);
  expectStatus(await tablet.get(`/score-entry/${scores.mustangScoreId}/`), 404);

  expectStatus(await admin.delete('/vehicle/', { query: { intVehicleId: fleet.unpaidId } }), 204);
  expectStatus(await admin.get(`/vehicle/${fleet.unpaidId}/`), 404);

  expectStatus(await admin.delete('/judges/', { query: { intJudgeId: spares.spareJudgeId } }), 204);
  expectStatus(await admin.get(`/judges/${spares.spareJudgeId}/`), 404);

  // "event CRUD": the id as a query parameter, as SPEC's other deletes send it.
  expectStatus(await admin.delete('/event/manage-event/', { query: { id: spares.spareEventId } }), 204);
  expectStatus(await admin.get(`/event/manage-event/${spares.spareEventId}/`), 404);

  expectStatus(await admin.delete(`/vehicle/vehicle-category/${spares.spareCategoryId}/`), 204);
  expectStatus(await admin.delete(`/vehicle/vehicle-type/${spares.spareTypeId}/`), 204);
  expect(dataOf<{ id: number }[]>(await admin.get('/vehicle/vehicle-type/')).map((type) => type.id)).not.toContain(spares.spareTypeId);
}
