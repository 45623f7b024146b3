import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API } from '@showgrid/shared/paths';
import { audienceVotes, eventJudges, otpCodes, scoreConflicts, settings, voteVerifications } from '../../src/db/schema/index.ts';
import { hashVoteToken } from '../../src/modules/attendee/otp-service.ts';
import { createShow, insertVehicles } from '../factories/vehicles.ts';
import { createParameter } from '../factories/catalogue.ts';
import { TEST_PASSWORD, type TestContext } from '../helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;
export const VOTER = 'ada@example.com';
/** A live vote verification of VOTER: a vote with it can succeed (its hash is what the table keeps). */
export const VOTE_TOKEN = 'security-sweep-vote-token-0123456789abcdef';
/** The code last sent to VOTER (stored as the server keeps codes: an HMAC under its own key). */
export const VOTER_CODE = '4321';

type Headers = { authorization: string };

/**
 * One show with something of everyone's in it, so that refusals are about real rows:
 * - judge A is mapped to the event and owns score entries (one a judges-choice pick), a
 *   recusal and a recorded conflict;
 * - judge C is mapped to the same event (a colleague) and owns nothing;
 * - judge B is mapped only to another event;
 * - the event takes audience votes (it starts in an hour) and has one vote.
 */
export async function seedWorld(ctx: TestContext) {
  const admin = await ctx.authAs('admin');
  const adminSession = await ctx.login(admin.user.email);
  const judgeA = await ctx.authAs('judge');
  const judgeB = await ctx.authAs('judge');
  const judgeC = await ctx.authAs('judge');
  const db = ctx.database.db;

  const show = await createShow(ctx, { judgeId: judgeA.user.id, startsAt: new Date(ctx.clock.now().getTime() + HOUR) });
  await db.insert(eventJudges).values({ eventId: show.event.id, judgeId: judgeC.user.id });
  const other = await createShow(ctx, { judgeId: judgeB.user.id });
  const paint = await createParameter(db, { vehicleTypeId: show.type.id, title: 'Paint', scoreLimit: 10 });
  const engine = await createParameter(db, { vehicleTypeId: show.type.id, title: 'Engine', scoreLimit: 5 });
  const [v1, v2, v3, v4, unpaid] = await insertVehicles(ctx, show, [
    { registrationNo: 'P1', uniqueId: show.id(1), paid: true },
    { registrationNo: 'P2', uniqueId: show.id(2), paid: true },
    { registrationNo: 'P3', uniqueId: show.id(3), paid: true },
    { registrationNo: 'P4', uniqueId: show.id(4), paid: true },
    { registrationNo: 'U1', uniqueId: show.id(5), paid: false },
  ]);
  const [otherVehicle] = await insertVehicles(ctx, other, [{ registrationNo: 'O1', uniqueId: other.id(1), paid: true }]);
  if (!v1 || !v2 || !v3 || !v4 || !unpaid || !otherVehicle) throw new Error('vehicle insert returned too few rows');

  const score = (vehicleId: number, extra: object = {}) => ({
    intEventId: show.event.id,
    intVehicleId: vehicleId,
    objParameterWiseScore: { [String(paint.id)]: 7, [String(engine.id)]: 3 },
    dtEditedAt: '2030-05-01T10:00:00.000Z',
    strDeviceId: 'tablet-a',
    ...extra,
  });
  const post = async (headers: Headers, url: string, payload: object, expected: number) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== expected) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const entry1: { intScoreId: number } = (
    await post(judgeA.headers, API.scoreEntries, score(v1.id, { blnTopChoice: true, strSpecialNote: 'A’s note' }), 201)
  ).data;
  const entry2: { intScoreId: number } = (await post(judgeA.headers, API.scoreEntries, score(v2.id), 201)).data;
  await post(judgeA.headers, API.recusals, { intEventId: show.event.id, intVehicleId: v3.id, strReason: 'My cousin’s car' }, 201);
  await db.insert(scoreConflicts).values({
    eventId: show.event.id,
    vehicleId: v1.id,
    judgeId: judgeA.user.id,
    rejected: score(v1.id, { intJudgeId: judgeA.user.id }),
    rejectedEditedAt: new Date('2030-04-01T10:00:00.000Z'),
    keptEditedAt: new Date('2030-05-01T10:00:00.000Z'),
    deviceId: 'tablet-b',
  });
  const at = ctx.clock.now();
  await db.insert(audienceVotes).values({ eventId: show.event.id, vehicleId: v1.id, email: 'grace@example.com', createdAt: at });
  await db
    .insert(voteVerifications)
    .values({ email: VOTER, tokenHash: hashVoteToken(VOTE_TOKEN), createdAt: at, expiresAt: new Date(at.getTime() + HOUR) });
  const [otpKey] = await db.select().from(settings).where(eq(settings.key, 'otp_hmac_key'));
  if (!otpKey) throw new Error('no OTP key in settings');
  const codeHash = createHmac('sha256', Buffer.from(otpKey.value, 'base64url')).update(`${VOTER}\n${VOTER_CODE}`).digest('base64url');
  await db.insert(otpCodes).values({ email: VOTER, codeHash, createdAt: at, sentAt: at, expiresAt: new Date(at.getTime() + HOUR) });

  const ids = { event: show.event.id, type: show.type.id, category: show.category.id };
  /** A body each write route accepts: the fuzz spoils one field at a time, to get past the schema. */
  const examples: Record<string, Record<string, unknown>> = {
    'POST /api/auth/token/': { username: admin.user.email, password: TEST_PASSWORD },
    'POST /api/auth/token/refresh/': { refresh: adminSession.refresh },
    'POST /api/auth/logout/': { refresh: adminSession.refresh },
    'POST /api/judges/': { strFullName: 'Grace Hopper', strTitle: 'Judge', strEmail: 'grace.h@example.com', strPassword: '' },
    'PUT /api/judges/': {
      intJudgeId: judgeC.user.id,
      strFullName: 'Carl Colleague',
      strTitle: '',
      strEmail: judgeC.user.email,
      strPassword: '',
    },
    'POST /api/vehicle/vehicle-type/': { strVehicleTypeTitle: 'Motorbike' },
    'PUT /api/vehicle/vehicle-type/:id/': { strVehicleTypeTitle: 'Cars and more' },
    'POST /api/vehicle/parameter/': { strParameterTitle: 'Chrome', intVehicleType: ids.type, intScoreLimit: 10 },
    'POST /api/vehicle/vehicle-category/': { strVehicleCategoryName: 'Hot rods', intVehicleType: ids.type },
    'PUT /api/vehicle/vehicle-category/:id/': {
      strVehicleCategoryName: 'Renamed',
      intVehicleType: ids.type,
      strPrefix: 'QQ',
      intStartRange: 1,
      intRangeUpto: 10,
    },
    'POST /api/event/manage-event/': event(ctx),
    'PUT /api/event/manage-event/:id/': event(ctx),
    'PUT /api/event/manage-event/map-judge/': { intEventId: ids.event, listJudgesList: [judgeB.user.id], isAdd: true },
    'PUT /api/event/manage-event/map-category/': { intEventId: ids.event, listCategoryList: [show.otherCategory.id], isAdd: true },
    'POST /api/vehicle/': {
      intEventId: ids.event,
      strRegistrationNo: 'NEW 1',
      strBrandName: 'Ford',
      intCategoryId: ids.category,
      strPaymentStatus: 'Paid',
    },
    'PUT /api/vehicle/': {
      intVehicleId: v4.id,
      strRegistrationNo: 'P4',
      intCategoryId: ids.category,
      strPaymentStatus: 'Paid',
      arrRemovedFileIds: '',
    },
    'POST /api/vehicle/bulk-upload-vehicles/': { intEventId: ids.event },
    'POST /api/score-entry/': score(v4.id, { dtEditedAt: at.toISOString() }),
    'PUT /api/score-entry/:id/': score(v1.id, { dtEditedAt: at.toISOString() }),
    'POST /api/recusal/': { intEventId: ids.event, intVehicleId: v4.id, strReason: 'Conflict of interest' },
    'PUT /api/score-conflict/:id/': { blnResolved: true },
    'PUT /api/ranking/tie-order/': { intEventId: ids.event, intCategoryId: ids.category, arrVehicleIds: [v1.id, v2.id] },
    'POST /api/attendee/send-email-otp/': { email: 'visitor@example.com' },
    'POST /api/attendee/verify-otp/': { email: VOTER, otp: VOTER_CODE },
    'POST /api/attendee/attendee-vote/': { email: VOTER, intVehicleId: v2.id, strVoteToken: VOTE_TOKEN },
    'POST /api/gate/:eventId/check-in/': { intVehicleId: v4.id, blnArrived: true },
    'POST /api/gate/:eventId/paid/': { intVehicleId: unpaid.id },
    'PUT /api/awards/:eventId/publish/': { blnPublished: true, blnShowScores: false },
    'POST /api/gate/staff/': { strFullName: 'Gate Gary', strEmail: 'gate.gary@example.com', strPassword: 'gate-password-1' },
  };

  return {
    examples,
    admin: { ...admin, refresh: adminSession.refresh },
    judgeA,
    judgeB,
    judgeC,
    show,
    other,
    paint,
    engine,
    vehicles: { v1, v2, v3, v4, unpaid, otherVehicle },
    entries: { entry1, entry2 },
  };
}

function event(ctx: TestContext) {
  return {
    strEventTitle: 'Autumn Classic',
    strEventLocation: 'Riverside Park',
    strEventStartDateTime: new Date(ctx.clock.now().getTime() + 30 * 24 * HOUR).toISOString(),
    arrVehicleCategory: [],
    arrJudges: [],
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;
