import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { csvFile, setupShow, upload, vehicleRows, type Show } from '../../../test/factories/vehicle-import.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let headers: { authorization: string };
let show: Show;
beforeEach(async () => {
  ({ headers } = await ctx.authAs('admin'));
  show = await setupShow(ctx);
});

const HEADER = [...BULK_UPLOAD_HEADERS];

describe('POST /api/vehicle/bulk-upload-vehicles/ — the form', () => {
  it('names the missing required headers and changes nothing', async () => {
    const res = await upload(ctx, headers, {
      eventId: show.eventId,
      bytes: csvFile([
        ['Reg', 'Brand', 'Class'],
        ['X 1', 'Ford', 'Classic Cars'],
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail:
        'The header row (row 1) has no "Registration Number" and "Category" columns. Expected columns: Registration Number, Brand, Model, ' +
        'Owner Name, Category, Vehicle Type, Vehicle ID, Payment Status, Registration Type, Regional Tour (download the template to start from).',
    });
    const one = await upload(ctx, headers, { eventId: show.eventId, bytes: csvFile([['Registration Number'], ['X 1']]) });
    expect(one.json().detail).toMatch(/^The header row \(row 1\) has no "Category" column\./);
    expect(await vehicleRows(ctx)).toEqual([]);
  });

  it('unknown event 404; missing file or event 400 in field shape; not multipart 415', async () => {
    const file = csvFile([HEADER]);
    const unknown = await upload(ctx, headers, { eventId: 999_999, bytes: file });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Event not found.' });

    const noFile = await upload(ctx, headers, { eventId: show.eventId });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: ['This field is required.'] });

    const noEvent = await upload(ctx, headers, { bytes: file });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json()).toEqual({ intEventId: ['This field is required.'] });

    const empty = await upload(ctx, headers, { eventId: show.eventId, bytes: Buffer.alloc(0), name: 'empty.xlsx' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: ['The file is empty.'] });

    const neither = await upload(ctx, headers, {});
    expect(neither.json()).toEqual({ intEventId: ['This field is required.'], file: ['This field is required.'] });

    const json = await ctx.app.inject({ method: 'POST', url: API.bulkUpload, headers, payload: { intEventId: show.eventId } });
    expect(json.statusCode).toBe(415);
  });

  it('401 without a token, 403 for a judge, before the body is read', async () => {
    const file = csvFile([HEADER, ['NO 1', '', '', '', 'Classic Cars', '', '', '', '', '']]);
    expect((await upload(ctx, {}, { eventId: show.eventId, bytes: file })).statusCode).toBe(401);
    const judge = await ctx.authAs('judge');
    const res = await upload(ctx, judge.headers, { eventId: show.eventId, bytes: file });
    expect(res.statusCode).toBe(403);
    expect(await vehicleRows(ctx)).toEqual([]);
  });
});
