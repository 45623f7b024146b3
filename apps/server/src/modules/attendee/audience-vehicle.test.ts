import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOTING } from '@showgrid/shared/limits';
import { API } from '@showgrid/shared/paths';
import { events, media, vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertVehicles } from '../../../test/factories/vehicles.ts';
import { DAY, HOUR, MINUTE, votingShow } from '../../../test/factories/attendee.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const getVehicle = (uniqueId: string) => ctx.app.inject({ method: 'GET', url: API.audienceVehicle(uniqueId) });

async function addFile(vehicleId: number, kind: 'image' | 'document', position: number) {
  const [row] = await ctx.database.db
    .insert(media)
    .values({ mime: kind === 'image' ? 'image/png' : 'application/pdf', bytes: Buffer.from('x'), width: 1, height: 1 })
    .returning();
  await ctx.database.db.insert(vehicleFiles).values({ vehicleId, mediaId: row!.id, kind, name: `${kind}-${position}`, position });
  return row!.id;
}

describe('GET /api/attendee/vehicle/{uniqueId}/ (public)', () => {
  it('shows a visitor the vehicle: name, registration, category, event, first picture; nothing about the owner', async () => {
    const show = await votingShow(ctx);
    await addFile(show.first.id, 'document', 0);
    const second = await addFile(show.first.id, 'image', 2);
    const first = await addFile(show.first.id, 'image', 1);

    const res = await getVehicle(show.id(1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        intVehicleId: show.first.id,
        intEventId: show.event.id,
        strUniqueId: show.id(1),
        strRegistrationNumber: 'AB12 CDE',
        strVehicleName: 'Jaguar E-Type',
        strCategoryName: show.category.name,
        strEventTitle: show.event.title,
        strImage: API.media(first),
        blnVotingOpen: true,
        // The show starts in an hour: voting by the rule, 12 h before to 72 h after; times said in TIME_ZONE.
        strVotingState: 'open',
        dtVotingOpensAt: new Date(show.event.startsAt.getTime() - 12 * HOUR).toISOString(),
        dtVotingClosesAt: new Date(show.event.startsAt.getTime() + 72 * HOUR).toISOString(),
        strTimeZone: 'UTC',
        strLocale: 'en',
      },
    });
    expect(res.body).not.toContain('Olivia');
    expect(res.body).not.toContain(second);
  });

  it('names the show’s own time zone once the organiser set one (issue 33)', async () => {
    const show = await votingShow(ctx);
    await ctx.database.db.update(events).set({ timeZone: 'Europe/Amsterdam' }).where(eq(events.id, show.event.id));
    expect((await getVehicle(show.id(1))).json().data.strTimeZone).toBe('Europe/Amsterdam');
  });

  it('answers null for a vehicle without pictures', async () => {
    const show = await votingShow(ctx);
    expect((await getVehicle(show.id(2))).json().data.strImage).toBeNull();
  });

  it('answers 404 "Vehicle Not Found." for an unknown id and for an unpaid vehicle, the latter flagged as not entered yet', async () => {
    const show = await votingShow(ctx);
    const unknown = await getVehicle('NOPE99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Vehicle Not Found.' });
    const unpaid = await getVehicle(show.id(3));
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toEqual({ detail: 'Vehicle Not Found.', blnNotEntered: true });
  });

  it('takes the vehicle at the event nearest to now when one card set serves several shows', async () => {
    const lastYear = await votingShow(ctx, -365 * DAY);
    // The same category and card id at this year's show.
    const thisYear = await votingShow(ctx, 2 * HOUR);
    await ctx.database.db.update(vehicles).set({ uniqueId: 'CARD01' }).where(eq(vehicles.id, lastYear.first.id));
    await ctx.database.db.update(vehicles).set({ uniqueId: 'CARD01' }).where(eq(vehicles.id, thisYear.second.id));
    const res = await getVehicle('CARD01');
    expect(res.json().data).toMatchObject({ intVehicleId: thisYear.second.id, intEventId: thisYear.event.id, blnVotingOpen: true });

    // This year's car not paid yet: the card does not fall back to last year's.
    await ctx.database.db.update(vehicles).set({ paid: false }).where(eq(vehicles.id, thisYear.second.id));
    expect((await getVehicle('CARD01')).statusCode).toBe(404);
  });

  it('says whether votes are taken: from 12 hours before the start to 72 hours after', async () => {
    const soon = await votingShow(ctx, VOTING.opensHoursBeforeStart * HOUR + MINUTE);
    expect((await getVehicle(soon.id(1))).json().data.blnVotingOpen).toBe(false);
    ctx.clock.advance(2 * MINUTE);
    expect((await getVehicle(soon.id(1))).json().data.blnVotingOpen).toBe(true);
    ctx.clock.advance((VOTING.opensHoursBeforeStart + VOTING.closesHoursAfterStart) * HOUR);
    expect((await getVehicle(soon.id(1))).json().data.blnVotingOpen).toBe(false);
  });

  it('reads ids with characters a path must escape', async () => {
    const show = await votingShow(ctx);
    const [odd] = await insertVehicles(ctx, show, [{ registrationNo: 'ODD 1', uniqueId: 'A/B 1', paid: true }]);
    expect((await getVehicle('A/B 1')).json().data.intVehicleId).toBe(odd!.id);
  });
});
