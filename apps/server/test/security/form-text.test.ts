import { describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { JSON_OBJECT_LIMITS } from '@showgrid/shared/schemas/fields';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { judgeForm, sendJudgeForm, validFields } from '../factories/judges.ts';
import { postScore, scoreBody, scoringShow } from '../factories/scores.ts';
import { createShow, postVehicle, samplePdf, sendVehicleForm, vehicleForm } from '../factories/vehicles.ts';
import { samplePng } from '../factories/catalogue.ts';
import { useTestContext, type TestContext } from '../helpers/test-app.ts';
import { watchDatabase } from './db-watch.ts';

/**
 * Hostile text in the forms: JSON nested to overflow the stack, and characters that reorder or
 * hide text. The schemas in packages/shared handle both (fields.ts); these prove it end to end.
 */

let ctx: TestContext;
useTestContext((c) => (ctx = c));

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const DEPTH_MESSAGE = `Must nest at most ${JSON_OBJECT_LIMITS.maxDepth} levels deep.`;

describe('objAdditionalInfo nested 5,000 levels deep', () => {
  it('a vehicle create or update answers 400 naming the field, and changes nothing', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const fields = { intEventId: show.event.id, strRegistrationNo: 'DEEP 1', intCategoryId: show.category.id };
    const created = await sendVehicleForm(ctx, 'POST', headers, vehicleForm(fields));
    expect(created.statusCode, created.body).toBe(201);
    const vehicle: Vehicle = created.json().data;

    const watch = await watchDatabase(ctx.database, () => ctx.app.settled());
    const post = await postVehicle(ctx, headers, show, { ...fields, strRegistrationNo: 'DEEP 2', objAdditionalInfo: nested(5_000) });
    expect(post.statusCode, post.body).toBe(400);
    expect(post.json()).toEqual({ objAdditionalInfo: [DEPTH_MESSAGE] });
    const put = await sendVehicleForm(
      ctx,
      'PUT',
      headers,
      vehicleForm({ ...fields, intVehicleId: vehicle.intVehicleId, objAdditionalInfo: nested(5_000) }),
    );
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json()).toEqual({ objAdditionalInfo: [DEPTH_MESSAGE] });
    expect(await watch.changes()).toEqual([]);
  });

  it('shallow additional info is still stored and read back', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const info = { colour: 'red', history: [{ year: 1961, owner: 'Ada' }] };
    const res = await postVehicle(ctx, headers, show, { strRegistrationNo: 'OK 1', objAdditionalInfo: JSON.stringify(info) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.objAdditionalInfo).toEqual(info);
  });

  it('a judge form carrying it (SPEC lists AdditionalInfo there) is not a 500: the field is not kept', async () => {
    const { headers } = await ctx.authAs('admin');
    const res = await sendJudgeForm(ctx.app, 'POST', headers, judgeForm({ ...validFields(), objAdditionalInfo: nested(5_000) }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('bidi overrides and zero-width characters in free text', () => {
  it('are stripped from what a vehicle, a category and a judge are stored with', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const vehicle = await postVehicle(ctx, headers, show, {
      strRegistrationNo: 'BIDI 1',
      strOwnerName: 'Ada\u202E ecalevoL\u202C',
      strBrandName: 'Jag\u200Buar\uFEFF',
      strModelName: '\u2066E-Type\u2069 👩‍💻',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    expect(vehicle.json().data).toMatchObject({ strOwnerName: 'Ada ecalevoL', strBrandName: 'Jaguar', strModelName: 'E-Type 👩‍💻' });

    const category = await ctx.app.inject({
      method: 'POST',
      url: API.categories,
      headers,
      payload: { strVehicleCategoryName: 'Hot\u200D rods\u202E', intVehicleType: show.type.id },
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json().data.strVehicleCategoryName).toBe('Hot rods');

    const judge = await sendJudgeForm(ctx.app, 'POST', headers, judgeForm(validFields({ strTitle: '\u200FChief\u200B Judge' })));
    expect(judge.statusCode, judge.body).toBe(201);
    expect(judge.json().data.strTitle).toBe('Chief Judge');
  });
});

describe('bidi overrides and zero-width characters in what judges write and in registration numbers', () => {
  it('are stripped from a special note, a reason for stepping aside and a registration number', async () => {
    const show = await scoringShow(ctx);
    const [first, second] = show.paid;
    const note = await postScore(
      ctx,
      show.judge.headers,
      scoreBody(show, first.id, undefined, { strSpecialNote: 'Rust \u202Eon sill\u202C\u200B' }),
    );
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data.strSpecialNote).toBe('Rust on sill');

    const recusal = await ctx.app.inject({
      method: 'POST',
      url: API.recusals,
      headers: show.judge.headers,
      payload: { intEventId: show.event.id, intVehicleId: second.id, strReason: '\u2067My brother\u2069\u2019s car\uFEFF' },
    });
    expect(recusal.statusCode, recusal.body).toBe(201);
    expect(recusal.json().data.strReason).toBe('My brother\u2019s car');

    const { headers } = await ctx.authAs('admin');
    const vehicle = await postVehicle(ctx, headers, show, { strRegistrationNo: 'AB\u200B12 \u202ECDE' });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    expect(vehicle.json().data.strRegistrationNumber).toBe('AB12 CDE');
  });
});

describe('invisible characters in the names of uploaded files', () => {
  it('are stripped, so a right-to-left override cannot make a picture read as a program', async () => {
    const { headers } = await ctx.authAs('admin');
    const show = await createShow(ctx);
    const res = await postVehicle(
      ctx,
      headers,
      show,
      { strRegistrationNo: 'FILE 1' },
      {
        vehicleImages: [{ bytes: await samplePng(), name: 'img\u202Egnp.exe', type: 'image/png' }],
        vehicleDocuments: [{ bytes: samplePdf(), name: 'papers\u200B\u{E0041}.pdf', type: 'application/pdf' }],
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.arrVehicleImagedetails.map((f: { name: string }) => f.name)).toEqual(['imggnp.exe']);
    expect(res.json().data.arrVehicleDocuments.map((f: { name: string }) => f.name)).toEqual(['papers.pdf']);
  });
});
