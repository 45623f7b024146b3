import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { auditLog, eventCategories, media, vehicles } from '../../db/schema/index.ts';
import { fetchImage, sampleJpegWithExif, samplePng } from '../../../test/factories/catalogue.ts';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { createShow, samplePdf, sendVehicleForm, vehicleForm, type Show } from '../../../test/factories/vehicles.ts';

let ctx: TestContext;
useTestContext((c) => (ctx = c));

async function admin() {
  return (await ctx.authAs('admin')).headers;
}

const fieldsFor = (show: Show, overrides: Record<string, string | number> = {}) => ({
  intEventId: show.event.id,
  strRegistrationNo: 'AB12 CDE',
  strBrandName: 'Jaguar',
  strModelName: 'E-Type',
  strOwnerName: 'Ada Lovelace',
  intCategoryId: show.category.id,
  ...overrides,
});

async function vehicleCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(vehicles);
  return row?.n ?? 0;
}
async function mediaCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(media);
  return row?.n ?? 0;
}

describe('POST /api/vehicle/', () => {
  it('registers a vehicle with pictures and a PDF, with SPEC defaults, and audits it', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const form = vehicleForm(fieldsFor(show, { strUniqueId: show.id(3).toLowerCase() }), {
      vehicleImages: [
        { bytes: await sampleJpegWithExif(), name: 'front.jpg', type: 'image/jpeg' },
        { bytes: await samplePng(), name: 'side.png', type: 'image/png' },
      ],
      vehicleDocuments: [{ bytes: samplePdf(), name: 'C:\\scans\\insurance.pdf', type: 'application/pdf' }],
    });
    const res = await sendVehicleForm(ctx, 'POST', headers, form);
    expect(res.statusCode, res.body).toBe(201);
    const vehicle: Vehicle = res.json().data;
    expect(vehicle).toMatchObject({
      intEventId: show.event.id,
      strUniqueId: show.id(3),
      strRegistrationNumber: 'AB12 CDE',
      strBrandName: 'Jaguar',
      strModelName: 'E-Type',
      strOwnerName: 'Ada Lovelace',
      intCategoryId: show.category.id,
      strCategoryName: show.category.name,
      intVehicleTypeId: show.type.id,
      strVehicleTypeTitle: show.type.title,
      blnPaid: false,
      strPaymentStatus: 'Unpaid',
      blnVIP: false,
      strRegistrationType: 'Regular',
      blnParticipateinLegendsTour: false,
      objAdditionalInfo: {},
      arrVehicleDocumentNames: ['insurance.pdf'],
    });
    expect(vehicle.arrVehicleImagedetails.map((image) => image.name)).toEqual(['front.jpg', 'side.png']);

    // Pictures are re-encoded images without the camera's EXIF; the PDF downloads, never renders inline.
    const front = await fetchImage(ctx.app, vehicle.arrVehicleImagedetails[0]!.strBase64Image);
    expect(front.type).toBe('image/jpeg');
    expect(front.meta.exif).toBeUndefined();
    const pdf = await ctx.app.inject({ method: 'GET', url: vehicle.arrVehicleDocuments[0]!.url, headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="insurance\.pdf"/);
    expect(pdf.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'vehicle'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entityId: String(vehicle.intVehicleId) });
    expect(JSON.stringify(audit[0]!.after)).toContain('/media/');
  });

  it('takes Paid, VIP, the regional tour and the additional info when given', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const form = vehicleForm(
      fieldsFor(show, {
        strPaymentStatus: 'Paid',
        blnVip: 'true',
        blnParticipateinLegendsTour: '1',
        objAdditionalInfo: '{"colour":"red"}',
        intVehicleTypeId: show.type.id,
      }),
    );
    const res = await sendVehicleForm(ctx, 'POST', headers, form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      blnPaid: true,
      strPaymentStatus: 'Paid',
      blnVIP: true,
      strRegistrationType: 'VIP',
      blnParticipateinLegendsTour: true,
      objAdditionalInfo: { colour: 'red' },
      strUniqueId: null,
    });
  });

  it('refuses a form without registration number or category, in SPEC’s field shape, writing nothing', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const res = await sendVehicleForm(ctx, 'POST', headers, vehicleForm({ intEventId: show.event.id, strRegistrationNo: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strRegistrationNo: ['This field is required.'], intCategoryId: ['This field is required.'] });
    const bad = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show, { strPaymentStatus: 'Maybe', blnVip: 'perhaps', objAdditionalInfo: '{nope' })),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      strPaymentStatus: ['Choose Paid or Unpaid.'],
      blnVip: ['Must be true or false.'],
      objAdditionalInfo: ['Invalid JSON format.'],
    });
    expect(await vehicleCount()).toBe(0);
  });

  it('refuses a NUL character in text or in the additional info with a message, not a 500', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const res = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show, { strRegistrationNo: 'AB\u00001', strOwnerName: 'Ada\u0000', objAdditionalInfo: '{"a":"\\u0000"}' })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      strRegistrationNo: ['Contains a character that is not allowed.'],
      strOwnerName: ['Contains a character that is not allowed.'],
      objAdditionalInfo: ['Contains a character that is not allowed.'],
    });
    expect(await vehicleCount()).toBe(0);
  });

  it('places a vehicle only in its event’s categories, of the category’s type, with an id of its series', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const other = await createShow(ctx);
    const cases: [Record<string, string | number>, Record<string, string[]>][] = [
      [{ intCategoryId: show.otherCategory.id }, { intCategoryId: ['This category is not part of the event.'] }],
      [{ intVehicleTypeId: other.type.id }, { intVehicleTypeId: [`Category "${show.category.name}" is for ${show.type.title}.`] }],
      [{ strUniqueId: show.id(21) }, { strUniqueId: [`Not in the series of "${show.category.name}" (${show.id(1)}–${show.id(20)}).`] }],
      [{ strUniqueId: other.id(1) }, { strUniqueId: [expect.stringContaining('Not in the series')] }],
      [{ strUniqueId: 'no-such id' }, { strUniqueId: ['Not a vehicle id.'] }],
      [{ intEventId: 999_999 }, { intEventId: ['Unknown event.'] }],
    ];
    for (const [overrides, expected] of cases) {
      const res = await sendVehicleForm(ctx, 'POST', headers, vehicleForm(fieldsFor(show, overrides)));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect(await vehicleCount()).toBe(0);
  });

  it('keeps registration numbers and vehicle ids unique within an event, not across events', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const first = await sendVehicleForm(ctx, 'POST', headers, vehicleForm(fieldsFor(show, { strUniqueId: show.id(1) })));
    expect(first.statusCode).toBe(201);

    const sameReg = await sendVehicleForm(ctx, 'POST', headers, vehicleForm(fieldsFor(show, { strRegistrationNo: 'ab12 cde' })));
    expect(sameReg.statusCode).toBe(400);
    expect(sameReg.json()).toEqual({
      strRegistrationNo: ['A vehicle with this registration number is already registered for this event.'],
    });

    const sameId = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show, { strRegistrationNo: 'ZZ99', strUniqueId: show.id(1) })),
    );
    expect(sameId.statusCode).toBe(400);
    expect(sameId.json()).toEqual({ strUniqueId: ['This vehicle id is already assigned to another vehicle of this event.'] });

    // Next year's show may hold the same car with the same laminated card.
    const nextYear = await createShow(ctx);
    await ctx.database.db.insert(eventCategories).values({ eventId: nextYear.event.id, categoryId: show.category.id });
    const again = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show, { intEventId: nextYear.event.id, strRegistrationNo: 'AB12 CDE', strUniqueId: show.id(1) })),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(await vehicleCount()).toBe(2);
  });

  it('takes the full 8 pictures and 8 documents the form allows in one request', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const png = await samplePng();
    const res = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(
        fieldsFor(show, { strPaymentStatus: 'Paid', blnVip: 'false', blnParticipateinLegendsTour: 'false', objAdditionalInfo: '{}' }),
        {
          vehicleImages: Array.from({ length: 8 }, (_, i) => ({ bytes: png, name: `p${i}.png` })),
          vehicleDocuments: Array.from({ length: 8 }, (_, i) => ({ bytes: samplePdf(), name: `d${i}.pdf` })),
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.arrVehicleImagedetails).toHaveLength(8);
    expect(res.json().data.arrVehicleDocumentNames).toHaveLength(8);
  });

  it('refuses files that are not what they claim, too many files and oversized files, writing nothing', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const text = Buffer.from('just text, honest');
    const fake = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show), {
        vehicleImages: [{ bytes: text, name: 'car.png', type: 'image/png' }],
        vehicleDocuments: [{ bytes: text, name: 'papers.pdf', type: 'application/pdf' }],
      }),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      vehicleImages: ['car.png: Please upload an image in png / jpg format'],
      vehicleDocuments: ['papers.pdf: Upload a PDF or an image (png / jpg).'],
    });

    const png = await samplePng();
    const tooMany = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show), { vehicleImages: Array.from({ length: 9 }, (_, i) => ({ bytes: png, name: `p${i}.png` })) }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ vehicleImages: ['Send at most 8 files.'] });

    const huge = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show), { vehicleDocuments: [{ bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 0x25), name: 'big.pdf' }] }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ vehicleDocuments: ['The file must be at most 8 MB.'] });

    const notMultipart = await ctx.app.inject({ method: 'POST', url: API.vehicles, headers, payload: fieldsFor(show) });
    expect(notMultipart.statusCode).toBe(415);
    expect(await vehicleCount()).toBe(0);
    expect(await mediaCount()).toBe(0);
  });
});

describe('PUT /api/vehicle/', () => {
  async function registered(headers: Record<string, string>, show: Show) {
    const res = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show, { strUniqueId: show.id(1) }), {
        vehicleImages: [
          { bytes: await samplePng(), name: 'one.png' },
          { bytes: await samplePng(30, 30), name: 'two.png' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    return res.json().data as Vehicle;
  }

  it('changes fields, drops the named files (their media go) and appends new ones, audited', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const vehicle = await registered(headers, show);
    const [dropped, kept] = vehicle.arrVehicleImagedetails;
    const res = await sendVehicleForm(
      ctx,
      'PUT',
      headers,
      vehicleForm(
        {
          ...fieldsFor(show, { strOwnerName: 'Charles Babbage', strPaymentStatus: 'Paid', strUniqueId: show.id(2) }),
          intVehicleId: vehicle.intVehicleId,
          arrRemovedFileIds: String(dropped!.id),
        },
        { vehicleDocuments: [{ bytes: samplePdf(), name: 'mot.pdf' }], vehicleImages: [{ bytes: await samplePng(), name: 'three.png' }] },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated: Vehicle = res.json().data;
    expect(updated).toMatchObject({ strOwnerName: 'Charles Babbage', blnPaid: true, strUniqueId: show.id(2) });
    expect(updated.arrVehicleImagedetails.map((image) => image.name)).toEqual(['two.png', 'three.png']);
    expect(updated.arrVehicleImagedetails[0]!.strBase64Image).toBe(kept!.strBase64Image);
    expect(updated.arrVehicleDocumentNames).toEqual(['mot.pdf']);
    expect((await ctx.app.inject({ method: 'GET', url: dropped!.strBase64Image })).statusCode).toBe(404);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ strOwnerName: 'Ada Lovelace' });
    expect(audit[0]!.after).toMatchObject({ strOwnerName: 'Charles Babbage' });
  });

  it('refuses another vehicle’s file, an unknown vehicle and the same rules as create', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const mine = await registered(headers, show);
    const theirs = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show, { strRegistrationNo: 'OTHER 1', strUniqueId: show.id(5) }), {
        vehicleImages: [{ bytes: await samplePng(), name: 'x.png' }],
      }),
    );
    const theirImage = (theirs.json().data as Vehicle).arrVehicleImagedetails[0]!.id;
    const put = (fields: Record<string, string | number>) =>
      sendVehicleForm(ctx, 'PUT', headers, vehicleForm({ ...fieldsFor(show), ...fields }));

    const stolen = await put({ intVehicleId: mine.intVehicleId, strUniqueId: show.id(1), arrRemovedFileIds: String(theirImage) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ arrRemovedFileIds: ['Unknown file.'] });

    const taken = await put({ intVehicleId: mine.intVehicleId, strUniqueId: show.id(5) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ strUniqueId: ['This vehicle id is already assigned to another vehicle of this event.'] });

    const unknown = await put({ intVehicleId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const missingId = await put({});
    expect(missingId.json()).toEqual({ intVehicleId: ['This field is required.'] });

    const reread = await ctx.app.inject({ method: 'GET', url: API.vehicle(mine.intVehicleId), headers });
    expect(reread.json().data).toEqual(mine);
  });
});

describe('DELETE /api/vehicle/', () => {
  it('deletes the vehicle with its files, audited; an unknown id is 404', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    const created = await sendVehicleForm(
      ctx,
      'POST',
      headers,
      vehicleForm(fieldsFor(show), {
        vehicleImages: [{ bytes: await samplePng(), name: 'a.png' }],
        vehicleDocuments: [{ bytes: samplePdf() }],
      }),
    );
    const vehicle: Vehicle = created.json().data;
    const res = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=${vehicle.intVehicleId}`, headers });
    expect(res.statusCode).toBe(204);
    expect(await vehicleCount()).toBe(0);
    expect(await mediaCount()).toBe(0);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(audit[0]).toMatchObject({ entity: 'vehicle', entityId: String(vehicle.intVehicleId) });

    const again = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=${vehicle.intVehicleId}`, headers });
    expect(again.statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'DELETE', url: `${API.vehicles}?intVehicleId=abc`, headers });
    expect(malformed.statusCode).toBe(400);
  });

  it('an event with vehicles cannot be deleted; the message says why', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    await sendVehicleForm(ctx, 'POST', headers, vehicleForm(fieldsFor(show)));
    const res = await ctx.app.inject({ method: 'DELETE', url: API.event(show.event.id), headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This event cannot be deleted: it has 1 vehicle.' });
  });
});

describe('event categories in use', () => {
  it('a category its vehicles sit in cannot be taken off the event, by PUT or by map-category', async () => {
    const headers = await admin();
    const show = await createShow(ctx);
    await sendVehicleForm(ctx, 'POST', headers, vehicleForm(fieldsFor(show)));
    const message = `These categories still have vehicles in this event: "${show.category.name}" (1 vehicle). Move or delete the vehicles first.`;

    const unmap = await ctx.app.inject({
      method: 'PUT',
      url: API.mapCategory,
      headers,
      payload: { intEventId: show.event.id, listCategoryList: [show.category.id], isAdd: false },
    });
    expect(unmap.statusCode).toBe(409);
    expect(unmap.json()).toEqual({ detail: message });

    const event = (await ctx.app.inject({ method: 'GET', url: API.event(show.event.id), headers })).json().data;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: API.event(show.event.id),
      headers,
      payload: {
        strEventTitle: event.strEventTitle,
        strEventLocation: event.strEventLocation,
        strEventStartDateTime: event.strEventStartDateTime,
        arrVehicleCategory: [show.otherCategory.id],
        arrJudges: [],
      },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({ detail: message });
    const after = (await ctx.app.inject({ method: 'GET', url: API.event(show.event.id), headers })).json().data;
    expect(after.arrVehicleCategory.map((c: { id: number }) => c.id)).toEqual([show.category.id]);
  });
});
