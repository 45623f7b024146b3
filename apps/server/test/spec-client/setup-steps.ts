import { expect } from 'vitest';
import { TEST_PASSWORD, type TestContext } from '../helpers/test-app.ts';
import { claimsOf, dataOf, expectSpecFields, expectStatus, pngBase64, pngFile, SPEC_FIELDS } from './fixtures.ts';
import type { SpecClient } from './spec-client.ts';

/** The organiser's part before the show: sign-in, catalogue, judges, events (SPEC §7 rows). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** POST /auth/token/, POST /auth/token/refresh/, and §4's refresh-and-replay on an expired access token. */
export async function adminSignsIn(ctx: TestContext, admin: SpecClient): Promise<void> {
  const user = await ctx.createUser({ role: 'admin', email: 'chief@show.test' });
  const login = await admin.signIn(user.email, TEST_PASSWORD);
  expectStatus(login, 200);
  expectSpecFields(login.json(), SPEC_FIELDS.login);
  expect(claimsOf(login.json().access)).toMatchObject({ strUserType: 'admin' });

  const refreshed = await admin.post('/auth/token/refresh/', { json: { refresh: admin.refresh } });
  expectStatus(refreshed, 200);
  expectSpecFields(refreshed.json(), ['access']);
  admin.access = refreshed.json().access;

  // Past the access token's 15 minutes the front end gets a 401, refreshes (with the refresh token
  // of its sign-in: SPEC's refresh answers only `access`) and replays once; again and again.
  for (let round = 0; round < 3; round++) {
    const stale = admin.access;
    ctx.clock.advance(16 * MINUTE);
    expect(dataOf(await admin.get('/judges/'))).toEqual([]);
    expect(admin.access).not.toBe(stale);
  }
}

export interface Catalogue {
  carTypeId: number;
  spareTypeId: number;
  parameterIds: [number, number];
  classicId: number;
  hotRodsId: number;
  spareCategoryId: number;
}

/** /vehicle/vehicle-type/, the parameter calls (paths not in SPEC), /vehicle/vehicle-category/. */
export async function adminBuildsCatalogue(admin: SpecClient): Promise<Catalogue> {
  const typeId = async (title: string) =>
    dataOf<{ id: number }>(await admin.post('/vehicle/vehicle-type/', { json: { strVehicleTypeTitle: title } }), 201).id;
  const carTypeId = await typeId('Car');
  const spareTypeId = await typeId('Hovercraft');
  const types = dataOf<object[]>(await admin.get('/vehicle/vehicle-type/'));
  expect(types).toHaveLength(2);
  types.forEach((type) => expectSpecFields(type, SPEC_FIELDS.vehicleType));
  expect(dataOf(await admin.get(`/vehicle/vehicle-type/${carTypeId}/`))).toMatchObject({ id: carTypeId, strVehicleTypeTitle: 'Car' });
  const renamed = dataOf(await admin.put(`/vehicle/vehicle-type/${carTypeId}/`, { json: { strVehicleTypeTitle: 'Cars' } }));
  expect(renamed).toMatchObject({ strVehicleTypeTitle: 'Cars' });

  const parameterId = async (json: Record<string, unknown>) =>
    dataOf<{ id: number }>(await admin.post('/vehicle/parameter/', { json }), 201).id;
  const build = await parameterId({ strParameterTitle: 'Build Quality', intVehicleType: carTypeId });
  const detail = await parameterId({ strParameterTitle: 'Attention to Detail', intVehicleType: carTypeId, intScoreLimit: 5 });
  const dropped = await parameterId({ strParameterTitle: 'Shine', intVehicleType: carTypeId });
  expectStatus(await admin.delete(`/vehicle/parameter/${dropped}/`), 204);
  const parameters = dataOf<{ id: number; intScoreLimit: number }[]>(
    await admin.get('/vehicle/parameter/', { query: { intVehicleTypeId: carTypeId } }),
  );
  parameters.forEach((parameter) => expectSpecFields(parameter, SPEC_FIELDS.parameter));
  expect(parameters.map((p) => [p.id, p.intScoreLimit])).toEqual([
    [build, 10],
    [detail, 5],
  ]);

  const categoryId = async (name: string, vehicleType: number) => {
    const json = { strVehicleCategoryName: name, intVehicleType: vehicleType, base64CategoryIcon: await pngBase64() };
    const created = dataOf<object>(await admin.post('/vehicle/vehicle-category/', { json }), 201);
    expectSpecFields(created, SPEC_FIELDS.category);
    return (created as { id: number }).id;
  };
  const classicId = await categoryId('Classic Cars', carTypeId);
  const hotRodsId = await categoryId('Hot Rods', carTypeId);
  const spareCategoryId = await categoryId('Hovercraft Racers', spareTypeId);
  const page = await admin.get('/vehicle/vehicle-category/', { query: { page: 1 } });
  expect(dataOf<unknown[]>(page)).toHaveLength(3);
  expect(page.json().pagination).toMatchObject({ page: 1, total: 3 });
  expect(dataOf(await admin.get(`/vehicle/vehicle-category/${classicId}/`))).toMatchObject({
    strVehicleCategoryName: 'Classic Cars',
    intVehicleType: carTypeId,
  });
  // SPEC §3: strPrefix is upper-cased on update.
  const series = { strPrefix: 'ss', intStartRange: 1, intRangeUpto: 150 };
  expect(dataOf(await admin.put(`/vehicle/vehicle-category/${classicId}/`, { json: series }))).toMatchObject({
    ...series,
    strPrefix: 'SS',
  });
  dataOf(await admin.put(`/vehicle/vehicle-category/${hotRodsId}/`, { json: { strPrefix: 'HR', intStartRange: 1, intRangeUpto: 20 } }));
  return { carTypeId, spareTypeId, parameterIds: [build, detail], classicId, hotRodsId, spareCategoryId };
}

export interface Judges {
  judgeId: number;
  judgeEmail: string;
  judgePassword: string;
  spareJudgeId: number;
}

/** /judges/: multipart create and update (PUT includes the id), list with a page, one by id. */
export async function adminManagesJudges(admin: SpecClient): Promise<Judges> {
  const judgePassword = 'judging-day-1';
  const create = async (strFullName: string, strEmail: string) => {
    const form = { strFullName, strTitle: 'Judge', strEmail, strPassword: judgePassword, profilePicture: await pngFile('face.png') };
    const created = dataOf<{ intJudgeId: number }>(await admin.post('/judges/', { form }), 201);
    expectSpecFields(created, SPEC_FIELDS.judge);
    return created.intJudgeId;
  };
  const judgeId = await create('Grace Judge', 'grace@show.test');
  const spareJudgeId = await create('Spare Judge', 'spare@show.test');

  const page = await admin.get('/judges/', { query: { page: 1 } });
  expect(dataOf<unknown[]>(page)).toHaveLength(2);
  expect(page.json().pagination).toMatchObject({ page: 1, total: 2 });
  expect(dataOf(await admin.get(`/judges/${judgeId}/`))).toMatchObject({ intJudgeId: judgeId, strEmail: 'grace@show.test' });
  // §7 lists intJudgeId on the list too: that judge only.
  expect(
    dataOf<{ intJudgeId: number }[]>(await admin.get('/judges/', { query: { intJudgeId: judgeId } })).map((j) => j.intJudgeId),
  ).toEqual([judgeId]);
  const form = { intJudgeId: judgeId, strFullName: 'Grace Hopper', strTitle: 'Chief Judge', strEmail: 'grace@show.test' };
  expect(dataOf(await admin.put('/judges/', { form }))).toMatchObject({ strFullName: 'Grace Hopper', strTitle: 'Chief Judge' });
  return { judgeId, judgeEmail: 'grace@show.test', judgePassword, spareJudgeId };
}

export interface Events {
  eventId: number;
  spareEventId: number;
}

/** /event/manage-event/: create, list (page, query), by id, upcoming, update, map-judge, map-category. */
export async function adminManagesEvents(ctx: TestContext, admin: SpecClient, catalogue: Catalogue, judges: Judges): Promise<Events> {
  // Voting opens 12 h before the start (PRODUCT.md): a show starting in an hour takes votes now.
  const body = async (title: string, startsInMs: number) => ({
    strEventTitle: title,
    strEventLocation: 'Riverside Park',
    strEventCoordinatorName: 'Sam Organiser',
    strEventCoordinatorPhone: '+44 20 7946 0000',
    strEventDescription: 'Classic and custom cars on the lawn.',
    strEventStartDateTime: new Date(ctx.clock.now().getTime() + startsInMs).toISOString(),
    b64Icon: await pngBase64(),
    arrVehicleCategory: [catalogue.classicId],
    arrJudges: [judges.judgeId],
  });
  const spring = await body('Spring Classic', HOUR);
  const created = dataOf<{ id: number }>(await admin.post('/event/manage-event/', { json: spring }), 201);
  expectSpecFields(created, SPEC_FIELDS.event);
  const eventId = created.id;
  const spareEventId = dataOf<{ id: number }>(
    await admin.post('/event/manage-event/', { json: await body('Autumn Run', 60 * 24 * HOUR) }),
    201,
  ).id;

  const found = await admin.get('/event/manage-event/', { query: { page: 1, query: 'spring' } });
  expect(dataOf<{ id: number }[]>(found).map((event) => event.id)).toEqual([eventId]);
  const one = dataOf<{ arrVehicleCategory: object[] }>(await admin.get(`/event/manage-event/${eventId}/`));
  expectSpecFields(one, SPEC_FIELDS.event);
  one.arrVehicleCategory.forEach((category) => expectSpecFields(category, SPEC_FIELDS.eventCategory));
  const upcoming = dataOf<{ id: number }[]>(await admin.get('/event/manage-event/upcoming-events/'));
  expect(upcoming[0]?.id).toBe(eventId);

  // "optional id": by id on the list path too.
  expect(dataOf(await admin.get('/event/manage-event/', { query: { id: eventId } }))).toMatchObject({
    id: eventId,
    strEventTitle: 'Spring Classic',
  });
  const changed = { ...spring, strEventDescription: 'Now with a brass band.' };
  expect(dataOf(await admin.put(`/event/manage-event/${eventId}/`, { json: changed }))).toMatchObject({
    strEventDescription: 'Now with a brass band.',
  });
  // "event CRUD" with the id in the body, as PUT /judges/ carries it.
  const renamed = { ...changed, id: eventId, strEventLocation: 'Riverside Park, north lawn' };
  expect(dataOf(await admin.put('/event/manage-event/', { json: renamed }))).toMatchObject({
    id: eventId,
    strEventLocation: 'Riverside Park, north lawn',
  });

  const mapCategory = { intEventId: eventId, listCategoryList: [catalogue.hotRodsId], isAdd: true };
  expect(dataOf(await admin.put('/event/manage-event/map-category/', { json: mapCategory }))).toMatchObject({
    arrVehicleCategory: [expect.objectContaining({ id: catalogue.classicId }), expect.objectContaining({ id: catalogue.hotRodsId })],
  });
  const addJudge = { intEventId: eventId, listJudgesList: [judges.spareJudgeId], isAdd: true };
  expect(dataOf(await admin.put('/event/manage-event/map-judge/', { json: addJudge }))).toMatchObject({
    arrJudges: [judges.judgeId, judges.spareJudgeId],
  });
  // "Judge list for an event (intEventId)": SPEC leaves the path open; /judges/ takes it.
  const mapped = async () =>
    dataOf<{ intJudgeId: number }[]>(await admin.get('/judges/', { query: { intEventId: eventId } }))
      .map((j) => j.intJudgeId)
      .sort();
  expect(await mapped()).toEqual([judges.judgeId, judges.spareJudgeId].sort());
  const removeJudge = { ...addJudge, isAdd: false };
  expect(dataOf(await admin.put('/event/manage-event/map-judge/', { json: removeJudge }))).toMatchObject({ arrJudges: [judges.judgeId] });
  expect(await mapped()).toEqual([judges.judgeId]);
  return { eventId, spareEventId };
}
