import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { vehicles } from '../../db/schema/index.ts';
import { createCategory } from '../../../test/factories/catalogue.ts';
import { DAY, fromNow, insertEvent } from '../../../test/factories/events.ts';
import { pdfPageCount, pdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { rendered } from '../../../test/helpers/rendered.ts';
import { CARDS_PER_PAGE, renderCardsPdf } from '../reports/cards-pdf.ts';
import { setSeries } from '../../../test/factories/vehicle-ids.ts';

const PUBLIC_URL = 'https://show.example';

let ctx: TestContext;
let admin: { authorization: string };
let judge: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  admin = (await ctx.authAs('admin')).headers;
  judge = (await ctx.authAs('judge')).headers;
});

const db = () => ctx.database.db;
/** `null`: no token at all. */
const get = (url: string, headers: Record<string, string> | null = admin) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const qr = (values: string) => get(`${API.qrCodes}?arrValues=${encodeURIComponent(values)}`);

/** Reads a QR code the way a phone would: from its pixels. */
async function decode(base64: string): Promise<{ text: string | undefined; width: number | undefined }> {
  const png = Buffer.from(base64, 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return { text: code?.data, width: (await sharp(png).metadata()).width };
}

describe('GET /api/vehicle/qr-code/', () => {
  it('answers one PNG per id, in the order asked, each linking to the audience page', async () => {
    const res = await qr('SS002, ss001,SS002');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((entry: Record<string, string>) => Object.keys(entry))).toEqual([['SS002'], ['SS001'], ['SS002']]);
    const first = await decode(data[1].SS001);
    expect(first).toEqual({ text: `${PUBLIC_URL}/audience/SS001`, width: 250 });
    expect(data[1].SS001).not.toMatch(/^data:/);
    expect((await decode(data[0].SS002)).text).toBe(`${PUBLIC_URL}/audience/SS002`);
  });

  it('takes 200 ids at a time and refuses more, or bad values, in the field shape', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `AB${String(i + 1)}`).join(',');
    const many = await qr(ids(200));
    expect(many.statusCode).toBe(200);
    expect(many.json().data).toHaveLength(200);

    const tooMany = await qr(ids(201));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ arrValues: ['Ask for at most 200 codes at a time.'] });

    const blank = await get(API.qrCodes);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ arrValues: ['This field is required.'] });

    const bad = await qr('SS001,../../etc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ arrValues: ['Not a vehicle id: ../../ETC.'] });
    const commas = await qr(',,,');
    expect(commas.json()).toEqual({ arrValues: ['This field is required.'] });
  });

  it('is for admins only', async () => {
    expect((await get(`${API.qrCodes}?arrValues=SS001`, null)).statusCode).toBe(401);
    expect((await get(`${API.qrCodes}?arrValues=SS001`, judge)).statusCode).toBe(403);
  });
});

describe('the cards PDF', () => {
  it('draws one card per id with the id, "Scan to vote", the event and the category, four to a page', async () => {
    const cards = ['SS001', 'SS002', 'SS003', 'SS004', 'SS005'].map((id) => ({ vehicleId: id, url: `${PUBLIC_URL}/audience/${id}` }));
    const pdf = await rendered((out) => renderCardsPdf({ categoryName: 'Classic Cars', eventTitle: 'Spring Show', cards }, out));
    const text = pdfText(pdf);
    expect(text.filter((t) => /^SS\d+$/.test(t))).toEqual(['SS001', 'SS002', 'SS003', 'SS004', 'SS005']);
    expect(text.filter((t) => t === 'Scan to vote')).toHaveLength(5);
    expect(text.filter((t) => t === 'Spring Show')).toHaveLength(5);
    expect(text.filter((t) => t === 'Classic Cars')).toHaveLength(5);
    expect(CARDS_PER_PAGE).toBe(4);
    expect(pdfPageCount(pdf)).toBe(2);

    const noEvent = await rendered((out) => renderCardsPdf({ categoryName: 'Classic Cars', eventTitle: null, cards }, out));
    expect(pdfText(noEvent).filter((t) => t === 'Spring Show')).toHaveLength(0);
  });
});

describe('GET /api/vehicle/vehicle-category/{id}/cards/', () => {
  it('downloads the cards of the whole series as a PDF named after the category', async () => {
    const classic = await createCategory(db(), { name: 'Classic Cars & Co.' });
    await setSeries(db(), classic.id, 'SS', 1, 10);
    const res = await get(API.categoryCards(classic.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cards-classic-cars-co.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(res.rawPayload)).toBe(3);
  });

  it('names the event asked for, else the nearest event the category is part of, else none', async () => {
    const classic = await createCategory(db(), { name: 'Classic' });
    await setSeries(db(), classic.id, 'SS', 1, 2);
    const eventsOn = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text.filter((t) => t === 'Scan to vote')).toHaveLength(2);
      return [...new Set(text.filter((t) => t.endsWith('Show') || t.endsWith('Night')))];
    };
    expect(await eventsOn(API.categoryCards(classic.id))).toEqual([]);
    await insertEvent(ctx, { title: 'Old Show', startsAt: fromNow(ctx, -90 * DAY), categoryIds: [classic.id] });
    expect(await eventsOn(API.categoryCards(classic.id))).toEqual(['Old Show']);
    await insertEvent(ctx, { title: 'Spring Show', startsAt: fromNow(ctx, 7 * DAY), categoryIds: [classic.id] });
    await insertEvent(ctx, { title: 'Summer Show', startsAt: fromNow(ctx, 60 * DAY), categoryIds: [classic.id] });
    const unrelated = await insertEvent(ctx, { title: 'Bike Night', startsAt: fromNow(ctx, DAY) });
    expect(await eventsOn(API.categoryCards(classic.id))).toEqual(['Spring Show']);
    expect(await eventsOn(`${API.categoryCards(classic.id)}?intEventId=${String(unrelated.id)}`)).toEqual(['Bike Night']);
  });

  it('with blnAssignedOnly, only the ids vehicles of the event hold; none held: 400 saying so', async () => {
    const classic = await createCategory(db(), { name: 'Classic' });
    await setSeries(db(), classic.id, 'SS', 1, 10);
    const show = await insertEvent(ctx, { title: 'Spring Show', startsAt: fromNow(ctx, 7 * DAY), categoryIds: [classic.id] });
    const assignedOnly = `${API.categoryCards(classic.id)}?blnAssignedOnly=true`;
    const none = await get(assignedOnly);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'No vehicle of Spring Show holds an id of "Classic" yet.' });

    await db()
      .insert(vehicles)
      .values(
        ['SS03', 'SS07', null].map((uniqueId, n) => ({
          eventId: show.id,
          categoryId: classic.id,
          vehicleTypeId: classic.vehicleTypeId,
          registrationNo: `R${String(n)}`,
          uniqueId,
        })),
      );
    const held = await get(assignedOnly);
    expect(held.statusCode).toBe(200);
    expect(pdfText(held.rawPayload).filter((t) => /^SS\d{2}$/.test(t))).toEqual(['SS03', 'SS07']);
    // Without it (or false): the whole series, as before.
    expect(pdfPageCount((await get(`${API.categoryCards(classic.id)}?blnAssignedOnly=false`)).rawPayload)).toBe(3);
    expect((await get(`${API.categoryCards(classic.id)}?blnAssignedOnly=yes`)).statusCode).toBe(400);
  });

  it('400 without a series, 404 for an unknown category or event, 400 for a malformed id', async () => {
    const plain = await createCategory(db(), { name: 'Plain' });
    const none = await get(API.categoryCards(plain.id));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'The category "Plain" has no vehicle id series yet.' });

    const missing = await get(API.categoryCards(99_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Category not found.' });
    await setSeries(db(), plain.id, 'PL', 1, 3);
    const noEvent = await get(`${API.categoryCards(plain.id)}?intEventId=99999`);
    expect(noEvent.statusCode).toBe(404);
    expect(noEvent.json()).toEqual({ detail: 'Event not found.' });
    expect((await get(`${API.categories}abc/cards/`)).statusCode).toBe(400);
    expect((await get(`${API.categoryCards(plain.id)}?intEventId=x`)).json()).toEqual({ intEventId: ['Must be a number.'] });
  });

  it('is for admins only', async () => {
    expect((await get(API.categoryCards(1), null)).statusCode).toBe(401);
    expect((await get(API.categoryCards(1), judge)).statusCode).toBe(403);
  });
});
