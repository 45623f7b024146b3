import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { createCategory } from '../../../test/factories/catalogue.ts';
import { DAY, HOUR, fromNow, insertEvent } from '../../../test/factories/events.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertVehicle, setSeries } from '../../../test/factories/vehicle-ids.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let admin: { authorization: string };
let judge: { authorization: string };
beforeEach(async () => {
  admin = (await ctx.authAs('admin')).headers;
  judge = (await ctx.authAs('judge')).headers;
});

const db = () => ctx.database.db;
/** `null`: no token at all. */
const get = (url: string, headers: Record<string, string> | null = admin) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const idList = (categoryId: number | string) => `${API.vehicleIds}?intCategoryId=${String(categoryId)}`;
const available = (query: string) => `${API.availableVehicleIds}?${query}`;
const event = (title: string, startsInMs: number) => insertEvent(ctx, { title, startsAt: fromNow(ctx, startsInMs) });

interface Status {
  strUniqueId: string;
  blnAssigned: boolean;
  strVehicleName: string | null;
  strEventTitle: string | null;
}
const holderOf = (body: { data: Status[] }, id: string) => body.data.find((row) => row.strUniqueId === id);

describe('GET /api/vehicle/unique-id/', () => {
  it("lists the category's whole series in order, Assigned where a vehicle of the category holds the id", async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    const other = await createCategory(db(), { name: 'Other' });
    await setSeries(db(), classic.id, 'SS', 1, 12);
    await setSeries(db(), other.id, 'OT', 1, 5);
    const show = await event('Spring Show', 7 * DAY);
    const jag = await insertVehicle(db(), {
      eventId: show.id,
      categoryId: classic.id,
      uniqueId: 'SS002',
      brand: 'Jaguar',
      model: 'E-Type',
    });
    await insertVehicle(db(), { eventId: show.id, categoryId: classic.id, uniqueId: null });
    await insertVehicle(db(), { eventId: show.id, categoryId: other.id, uniqueId: 'OT001' });
    await insertVehicle(db(), {
      eventId: show.id,
      categoryId: classic.id,
      uniqueId: 'SS012',
      brand: '',
      model: '',
      registrationNo: 'AB12 CDE',
    });

    const res = await get(idList(classic.id));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((row: Status) => row.strUniqueId)).toEqual([
      'SS01',
      'SS02',
      'SS03',
      'SS04',
      'SS05',
      'SS06',
      'SS07',
      'SS08',
      'SS09',
      'SS10',
      'SS11',
      'SS12',
    ]);
    // SS002 is not an id of SS 1..12 (padded to two digits): it is not in the list.
    expect(data.filter((row: Status) => row.blnAssigned).map((row: Status) => row.strUniqueId)).toEqual([]);

    await setSeries(db(), classic.id, 'SS', 1, 150);
    const wide = (await get(idList(classic.id))).json();
    expect(wide.data).toHaveLength(150);
    expect(wide.data[0]).toEqual({
      strUniqueId: 'SS001',
      blnAssigned: false,
      intVehicleId: null,
      strVehicleName: null,
      intEventId: null,
      strEventTitle: null,
    });
    expect(holderOf(wide, 'SS002')).toEqual({
      strUniqueId: 'SS002',
      blnAssigned: true,
      intVehicleId: jag.id,
      strVehicleName: 'Jaguar E-Type',
      intEventId: show.id,
      strEventTitle: 'Spring Show',
    });
    // Without brand and model the registration number names the vehicle.
    expect(holderOf(wide, 'SS012')).toMatchObject({ blnAssigned: true, strVehicleName: 'AB12 CDE' });
    expect(wide.data.filter((row: Status) => row.blnAssigned)).toHaveLength(2);
  });

  it('takes the holder from the event nearest to now: ongoing or upcoming first (earliest), then the latest past', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    await setSeries(db(), classic.id, 'SS', 1, 9);
    const hold = async (title: string, startsInMs: number, model: string) => {
      const show = await event(title, startsInMs);
      await insertVehicle(db(), { eventId: show.id, categoryId: classic.id, uniqueId: 'SS1', brand: 'Car', model });
    };
    const holder = async () => holderOf((await get(idList(classic.id))).json(), 'SS1');

    await hold('Last year', -365 * DAY, 'Old');
    expect(await holder()).toMatchObject({ strVehicleName: 'Car Old', strEventTitle: 'Last year' });
    await hold('Last month', -30 * DAY, 'Recent');
    expect(await holder()).toMatchObject({ strVehicleName: 'Car Recent', strEventTitle: 'Last month' });
    await hold('Next month', 30 * DAY, 'Future');
    expect(await holder()).toMatchObject({ strVehicleName: 'Car Future', strEventTitle: 'Next month' });
    await hold('Next week', 7 * DAY, 'Soon');
    expect(await holder()).toMatchObject({ strVehicleName: 'Car Soon', strEventTitle: 'Next week' });
    // Started this morning: still the current show.
    await hold('Today', -10 * HOUR, 'Today');
    expect(await holder()).toMatchObject({ strVehicleName: 'Car Today', strEventTitle: 'Today' });
    // Started 30 hours ago: past, and today's show comes first anyway.
    await hold('Yesterday', -30 * HOUR, 'Yesterday');
    expect(await holder()).toMatchObject({ strEventTitle: 'Today' });

    // A day later "Today" is past too: the upcoming week wins.
    ctx.clock.advance(DAY + HOUR);
    admin = (await ctx.authAs('admin')).headers;
    expect(await holder()).toMatchObject({ strEventTitle: 'Next week' });
  });

  it('gives an empty list for a category without a series; 404 for an unknown one; 400 for a bad query', async () => {
    const plain = await createCategory(db(), { name: 'Plain' });
    expect((await get(idList(plain.id))).json()).toEqual({ data: [] });

    const missing = await get(idList(99_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Category not found.' });

    const bad = await get(idList('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ intCategoryId: ['Must be a number.'] });
    expect((await get(API.vehicleIds)).json()).toEqual({ intCategoryId: ['This field is required.'] });
  });

  it('is for admins only', async () => {
    const plain = await createCategory(db(), { name: 'Plain' });
    expect((await get(idList(plain.id), null)).statusCode).toBe(401);
    expect((await get(idList(plain.id), judge)).statusCode).toBe(403);
  });
});

describe('GET /api/vehicle/available-unique-id/', () => {
  it("gives the series' ids no vehicle of the event holds; ids held at another event stay available", async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars' });
    await setSeries(db(), classic.id, 'SS', 1, 5);
    const spring = await event('Spring', 7 * DAY);
    const autumn = await event('Autumn', 200 * DAY);
    const three = await insertVehicle(db(), { eventId: spring.id, categoryId: classic.id, uniqueId: 'SS3' });
    await insertVehicle(db(), { eventId: spring.id, categoryId: classic.id, uniqueId: 'SS1' });
    await insertVehicle(db(), { eventId: spring.id, categoryId: classic.id, uniqueId: null });
    await insertVehicle(db(), { eventId: autumn.id, categoryId: classic.id, uniqueId: 'SS2' });

    const res = await get(available(`intEventId=${String(spring.id)}&intCategoryId=${String(classic.id)}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: ['SS2', 'SS4', 'SS5'] });

    const editing = await get(
      available(`intEventId=${String(spring.id)}&intCategoryId=${String(classic.id)}&intVehicleId=${String(three.id)}`),
    );
    expect(editing.json()).toEqual({ data: ['SS2', 'SS3', 'SS4', 'SS5'] });

    const atAutumn = await get(available(`intEventId=${String(autumn.id)}&intCategoryId=${String(classic.id)}`));
    expect(atAutumn.json()).toEqual({ data: ['SS1', 'SS3', 'SS4', 'SS5'] });
  });

  it('gives an empty list without a series; 404 for an unknown event, category or vehicle; 400 for a bad query', async () => {
    const plain = await createCategory(db(), { name: 'Plain' });
    const show = await event('Show', DAY);
    const ok = `intEventId=${String(show.id)}&intCategoryId=${String(plain.id)}`;
    expect((await get(available(ok))).json()).toEqual({ data: [] });

    const noEvent = await get(available(`intEventId=99999&intCategoryId=${String(plain.id)}`));
    expect(noEvent.statusCode).toBe(404);
    expect(noEvent.json()).toEqual({ detail: 'Event not found.' });
    const noCategory = await get(available(`intEventId=${String(show.id)}&intCategoryId=99999`));
    expect(noCategory.json()).toEqual({ detail: 'Category not found.' });
    const noVehicle = await get(available(`${ok}&intVehicleId=99999`));
    expect(noVehicle.json()).toEqual({ detail: 'Vehicle not found.' });

    const bad = await get(available('intCategoryId=x'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ intEventId: ['This field is required.'], intCategoryId: ['Must be a number.'] });
    expect((await get(available(ok), null)).statusCode).toBe(401);
    expect((await get(available(ok), judge)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the vehicle-id routes at /api/docs', async () => {
    const paths = Object.keys((await get('/api/docs', null)).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/vehicle/unique-id/',
        '/api/vehicle/available-unique-id/',
        '/api/vehicle/qr-code/',
        '/api/vehicle/vehicle-category/{id}/cards/',
      ]),
    );
  });
});
