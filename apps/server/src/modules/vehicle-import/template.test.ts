import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '@showgrid/shared/paths';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { setupShow, upload, vehicleRows } from '../../../test/factories/vehicle-import.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let headers: { authorization: string };
beforeEach(async () => {
  ({ headers } = await ctx.authAs('admin'));
});

const download = (query = '', auth: Record<string, string> = headers) =>
  ctx.app.inject({ method: 'GET', url: `${API.bulkUploadTemplate}${query}`, headers: auth });

const EXAMPLE = ['AB12 CDE', 'Jaguar', 'E-Type Series 1', 'Alex Morgan', 'Classic Cars', 'Car', 'CC001', 'Unpaid', 'Regular', 'No'];

describe('GET /api/vehicle/bulk-upload-template/', () => {
  it('xlsx by default: the header row and one example row, as an attachment', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="showgrid-vehicles-template.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    const values = (row: number) => {
      const cells = sheet?.getRow(row).values;
      return Array.isArray(cells) ? cells.slice(1) : [];
    };
    expect(values(1)).toEqual([...BULK_UPLOAD_HEADERS]);
    expect(values(2)).toEqual(EXAMPLE);
    expect(sheet?.actualRowCount).toBe(2);
  });

  it('csv: UTF-8 with a BOM, the same two rows', async () => {
    const res = await download('?strFormat=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="showgrid-vehicles-template.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe(`${BULK_UPLOAD_HEADERS.join(',')}\r\n${EXAMPLE.join(',')}\r\n`);
  });

  it('each template uploads as it is: its example row is a valid vehicle', async () => {
    const show = await setupShow(ctx);
    for (const format of ['xlsx', 'csv'] as const) {
      await ctx.database.query('delete from vehicles');
      const file = await download(`?strFormat=${format}`);
      const res = await upload(ctx, headers, { eventId: show.eventId, bytes: file.rawPayload, name: `template.${format}` });
      expect(res.json(), format).toEqual({ message: '1 of 1 vehicle uploaded.', failed_data: [] });
      expect((await vehicleRows(ctx)).map((v) => [v.registrationNo, v.uniqueId, v.categoryId])).toEqual([
        ['AB12 CDE', 'CC001', show.classicId],
      ]);
    }
  });

  it('an unknown format is a 400 in field shape; judges are refused', async () => {
    const res = await download('?strFormat=ods');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ strFormat: ['Choose xlsx or csv.'] });
    expect((await download('', {})).statusCode).toBe(401);
    expect((await download('', (await ctx.authAs('judge')).headers)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the upload form and the template query', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const uploadRoute = doc.paths[API.bulkUpload].post;
    expect(uploadRoute.tags).toEqual(['vehicles']);
    const form = uploadRoute.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(['intEventId', 'file']);
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(uploadRoute.responses['200'].content['application/json'].schema.properties).toHaveProperty('failed_data');
    const template = doc.paths[API.bulkUploadTemplate].get;
    expect(template.summary).toEqual(expect.any(String));
    expect(template.parameters).toEqual([expect.objectContaining({ name: 'strFormat', in: 'query' })]);
  });
});
