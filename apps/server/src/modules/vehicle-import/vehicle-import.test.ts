import { beforeEach, describe, expect, it } from 'vitest';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { useTestContext, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  csvFile,
  insertVehicle,
  setupShow,
  upload,
  vehicleAudits,
  vehicleRows,
  xlsFile,
  xlsxFile,
  type Show,
} from '../../../test/factories/vehicle-import.ts';

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

let headers: { authorization: string };
let adminId: number;
let show: Show;
beforeEach(async () => {
  const admin = await ctx.authAs('admin');
  headers = admin.headers;
  adminId = admin.user.id;
  show = await setupShow(ctx);
});

const HEADER = [...BULK_UPLOAD_HEADERS];

/** The columns of a stored vehicle a test compares. */
const stored = async () =>
  (await vehicleRows(ctx)).map((v) => ({
    eventId: v.eventId,
    registrationNo: v.registrationNo,
    brand: v.brand,
    model: v.model,
    ownerName: v.ownerName,
    categoryId: v.categoryId,
    vehicleTypeId: v.vehicleTypeId,
    uniqueId: v.uniqueId,
    paid: v.paid,
    vip: v.vip,
    regionalTour: v.regionalTour,
  }));

const classic = (fields: { registrationNo: string; uniqueId?: string | null; brand?: string; model?: string; ownerName?: string }) => ({
  eventId: show.eventId,
  brand: '',
  model: '',
  ownerName: '',
  categoryId: show.classicId,
  vehicleTypeId: show.carTypeId,
  uniqueId: null,
  paid: false,
  vip: false,
  regionalTour: false,
  ...fields,
});

describe('POST /api/vehicle/bulk-upload-vehicles/ — rows', () => {
  it('CSV: adds the good rows, lists each bad row with its spreadsheet row number, skips blank rows', async () => {
    const file = csvFile([
      HEADER,
      ['AB12 CDE', 'Jaguar', 'E-Type', 'Alex Morgan', 'Classic Cars', 'Car', 'CC001', 'Paid', 'VIP', 'Yes'],
      ['', 'Ford', 'Model T', 'Nobody', 'Classic Cars', 'Car', '', '', '', ''],
      ['XY99 ZZZ', 'Ford', 'Deuce', 'Sam', 'Hot Rods', 'Car', '', '', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
      ['MC01 BKE', 'Triumph', 'Bonneville', 'Kim', 'vintage bikes', 'Car', 'VB01', 'unpaid', 'regular', 'no'],
      ['QQ11 AAA', 'Austin', 'Healey', 'Lee', 'CLASSIC CARS', 'car', 'CC999', 'Pending', 'Gold', 'maybe'],
      ['  BB22 BBB ', ' MG ', 'B', 'Pat', 'Classic Cars', '', 'cc002', 'paid', 'Regular', 'TRUE'],
      ['VB 7', 'BSA', 'Gold Star', 'Ann', 'Vintage Bikes', 'Motorbike', 'VB02', '', '', '1'],
    ]);
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: file, name: 'entries.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '3 of 7 vehicles uploaded.',
      failed_data: [
        'Row 3: Registration Number is missing.',
        "Row 4: Category 'Hot Rods' is not part of this event.",
        `Row 6: Vehicle Type 'Car': Category "Vintage Bikes" is for Motorbike.`,
        `Row 7: Vehicle ID 'CC999': Not in the series of "Classic Cars" (CC001–CC150); Payment Status 'Pending' must be Paid or Unpaid; ` +
          "Registration Type 'Gold' must be VIP or Regular; Regional Tour 'maybe' must be Yes or No.",
      ],
    });
    expect(await stored()).toEqual([
      {
        ...classic({ registrationNo: 'AB12 CDE', uniqueId: 'CC001', brand: 'Jaguar', model: 'E-Type', ownerName: 'Alex Morgan' }),
        paid: true,
        vip: true,
        regionalTour: true,
      },
      {
        ...classic({ registrationNo: 'BB22 BBB', uniqueId: 'CC002', brand: 'MG', model: 'B', ownerName: 'Pat' }),
        paid: true,
        regionalTour: true,
      },
      {
        ...classic({ registrationNo: 'VB 7', uniqueId: 'VB02', brand: 'BSA', model: 'Gold Star', ownerName: 'Ann' }),
        categoryId: show.bikesId,
        vehicleTypeId: show.bikeTypeId,
        regionalTour: true,
      },
    ]);
  });

  it('XLSX: headers in any case, order and spacing, unknown columns ignored, typed cells read as text, rows numbered as Excel does', async () => {
    const file = await xlsxFile([
      ['  category ', 'REGISTRATION NUMBER', 'Notes', 'vehicle id', 'payment STATUS', 'Regional   Tour', 'Owner name', 'Brand', 'Model'],
      ['Classic Cars', 'XL01 AAA', 'bring a trailer', 'CC010', 'Paid', true, 'Jo', 'Ford', 'Model A'],
      [],
      ['Vintage Bikes', 12345, null, 'VB03', null, 0, 'Max', 'Norton', 'Commando'],
      ['Classic Cars', 'xl01 aaa', null, 'CC011', null, null, 'Jo again', 'Ford', 'Model A'],
      ['Classic Cars', 'XL02 BBB', null, 'CC010'],
      [],
      [],
      [null, null, null, null, null, null, null, null, null],
      ['Vintage Bikes', 'XL03 CCC', null, null, 'Unpaid', 'No', 'Eve', 'Vincent', 'Black Shadow'],
    ]);
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: file, name: 'Entries.XLSX' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '3 of 5 vehicles uploaded.',
      failed_data: [
        "Row 5: Registration Number 'xl01 aaa' is already used on row 2.",
        "Row 6: Vehicle ID 'CC010' is already used on row 2.",
      ],
    });
    const bike = { categoryId: show.bikesId, vehicleTypeId: show.bikeTypeId };
    expect(await stored()).toEqual([
      {
        ...classic({ registrationNo: 'XL01 AAA', uniqueId: 'CC010', brand: 'Ford', model: 'Model A', ownerName: 'Jo' }),
        paid: true,
        regionalTour: true,
      },
      { ...classic({ registrationNo: '12345', uniqueId: 'VB03', brand: 'Norton', model: 'Commando', ownerName: 'Max' }), ...bike },
      { ...classic({ registrationNo: 'XL03 CCC', brand: 'Vincent', model: 'Black Shadow', ownerName: 'Eve' }), ...bike },
    ]);
  });

  it('a NUL spelled _x0000_ in an .xlsx cell fails its row with a message, not a 500', async () => {
    const file = await xlsxFile([
      HEADER,
      ['NUL 1', 'Ford', 'Model A', 'Bob_x0000_Smith', 'Classic Cars', 'Car', '', 'Paid', 'Regular', 'No'],
      ['OK 1', 'Ford', 'Model A', 'Jo', 'Classic Cars', 'Car', '', 'Paid', 'Regular', 'No'],
    ]);
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: file, name: 'entries.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '1 of 2 vehicles uploaded.',
      failed_data: ['Row 2: a cell holds a character that is not allowed (NUL).'],
    });
    expect((await stored()).map((v) => v.registrationNo)).toEqual(['OK 1']);
  });

  it('XLS (BIFF8): the same rules on a legacy workbook', async () => {
    const file = xlsFile([
      HEADER,
      ['OLD 1', 'Riley', 'RM', 'Chris', 'Classic Cars', 'Car', 'CC020', 'Paid', 'Regular', 'No'],
      ['OLD 2', 'Rover', 'P4', 'Dana', 'Saloons', 'Car', null, null, null, null],
      [4242, 'Velocette', 'Venom', 'Eli', 'Vintage Bikes', null, 'VB20', null, 'VIP', true],
    ]);
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: file, name: 'entries.xls' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 of 3 vehicles uploaded.',
      failed_data: ["Row 3: Category 'Saloons' is not part of this event."],
    });
    expect(await stored()).toEqual([
      { ...classic({ registrationNo: 'OLD 1', uniqueId: 'CC020', brand: 'Riley', model: 'RM', ownerName: 'Chris' }), paid: true },
      {
        ...classic({ registrationNo: '4242', uniqueId: 'VB20', brand: 'Velocette', model: 'Venom', ownerName: 'Eli' }),
        categoryId: show.bikesId,
        vehicleTypeId: show.bikeTypeId,
        vip: true,
        regionalTour: true,
      },
    ]);
  });

  it('checks registration numbers and vehicle ids against the event (not other events) and the series', async () => {
    const existing = await insertVehicle(ctx, {
      eventId: show.eventId,
      categoryId: show.classicId,
      vehicleTypeId: show.carTypeId,
      registrationNo: 'OLD 001',
      uniqueId: 'CC005',
    });
    const elsewhere = await insertVehicle(ctx, {
      eventId: show.eventId + 1,
      categoryId: show.hotRodsId,
      vehicleTypeId: show.carTypeId,
      registrationNo: 'ELSEWHERE 1',
      uniqueId: 'CC007',
    });
    const rows = [
      HEADER,
      ['old 001', '', '', '', 'Classic Cars', '', 'CC020', '', '', ''],
      ['NEW 001', '', '', '', 'Classic Cars', '', 'CC005', '', '', ''],
      ['ELSEWHERE 1', '', '', '', 'Classic Cars', '', 'CC007', '', '', ''],
      ['NEW 002', '', '', '', 'Classic Cars', '', 'CC150', '', '', ''],
      ['NEW 003', '', '', '', 'Classic Cars', '', 'CC151', '', '', ''],
      ['NEW 004', '', '', '', 'Classic Cars', '', 'CC0001', '', '', ''],
      ['NEW 005', '', '', '', 'Classic Cars', '', 'C-C1', '', '', ''],
      ['NEW 006', '', '', '', 'Vintage Bikes', '', 'VB5', '', '', ''],
      ['NEW 007', '', '', '', 'Classic Cars', 'Spaceship', '', '', '', ''],
    ];
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: csvFile(rows) });
    expect(res.json()).toEqual({
      message: '2 of 9 vehicles uploaded.',
      failed_data: [
        "Row 2: Registration Number 'old 001': A vehicle with this registration number is already registered for this event.",
        "Row 3: Vehicle ID 'CC005': This vehicle id is already assigned to another vehicle of this event.",
        `Row 6: Vehicle ID 'CC151': Not in the series of "Classic Cars" (CC001–CC150).`,
        `Row 7: Vehicle ID 'CC0001': Not in the series of "Classic Cars" (CC001–CC150).`,
        "Row 8: Vehicle ID 'C-C1' is not a vehicle id (a prefix and a number, like SS001).",
        `Row 9: Vehicle ID 'VB5': Not in the series of "Vintage Bikes" (VB01–VB20).`,
        "Row 10: Vehicle Type 'Spaceship' does not exist.",
      ],
    });
    const after = await vehicleRows(ctx);
    expect(after.map((v) => [v.eventId, v.registrationNo, v.uniqueId])).toEqual([
      [existing.eventId, 'OLD 001', 'CC005'],
      [elsewhere.eventId, 'ELSEWHERE 1', 'CC007'],
      [show.eventId, 'ELSEWHERE 1', 'CC007'],
      [show.eventId, 'NEW 002', 'CC150'],
    ]);

    // The same file again adds nothing: every row that went in is now a duplicate.
    const again = await upload(ctx, headers, { eventId: show.eventId, bytes: csvFile(rows) });
    expect(again.json().message).toBe('No vehicles uploaded.');
    expect(again.json().failed_data).toContain(
      "Row 5: Registration Number 'NEW 002': A vehicle with this registration number is already registered for this event; " +
        "Vehicle ID 'CC150': This vehicle id is already assigned to another vehicle of this event.",
    );
    expect(await vehicleRows(ctx)).toHaveLength(4);
  });

  it('refuses values longer than a vehicle may hold', async () => {
    const res = await upload(ctx, headers, {
      eventId: show.eventId,
      bytes: csvFile([HEADER, ['R'.repeat(31), 'B'.repeat(61), 'M'.repeat(61), 'O'.repeat(61), 'Classic Cars', '', '', '', '', '']]),
    });
    expect(res.json()).toEqual({
      message: 'No vehicles uploaded.',
      failed_data: [
        'Row 2: Registration Number must be at most 30 characters; Brand must be at most 60 characters; ' +
          'Model must be at most 60 characters; Owner Name must be at most 60 characters.',
      ],
    });
  });

  it('writes one audit row per vehicle (create, entity vehicle, by the admin, after = its fields)', async () => {
    await upload(ctx, headers, {
      eventId: show.eventId,
      bytes: csvFile([
        HEADER,
        ['AUD 1', 'Lotus', 'Elan', 'Robin', 'Classic Cars', 'Car', 'CC003', 'Paid', 'VIP', 'No'],
        ['AUD 2', 'Ariel', 'Square Four', 'Jess', 'Vintage Bikes', '', '', '', '', 'Yes'],
        ['', 'bad row', '', '', '', '', '', '', '', ''],
      ]),
    });
    const [first, second] = await vehicleRows(ctx);
    const audits = await vehicleAudits(ctx);
    expect(audits.map((a) => [a.action, a.userId, a.entityId, a.before])).toEqual([
      ['create', adminId, String(first?.id), null],
      ['create', adminId, String(second?.id), null],
    ]);
    expect(audits[0]?.after).toEqual({
      intVehicleId: first?.id,
      intEventId: show.eventId,
      strUniqueId: 'CC003',
      strRegistrationNumber: 'AUD 1',
      strBrandName: 'Lotus',
      strModelName: 'Elan',
      strOwnerName: 'Robin',
      intCategoryId: show.classicId,
      strCategoryName: 'Classic Cars',
      intVehicleTypeId: show.carTypeId,
      strVehicleTypeTitle: 'Car',
      blnPaid: true,
      strPaymentStatus: 'Paid',
      blnVIP: true,
      strRegistrationType: 'VIP',
      blnParticipateinLegendsTour: false,
      objAdditionalInfo: {},
    });
    expect(audits[1]?.after).toMatchObject({
      strRegistrationNumber: 'AUD 2',
      strCategoryName: 'Vintage Bikes',
      blnParticipateinLegendsTour: true,
    });
  });

  it('a header row only, or only bad rows: "No vehicles uploaded."', async () => {
    const empty = await upload(ctx, headers, { eventId: show.eventId, bytes: csvFile([HEADER]) });
    expect(empty.json()).toEqual({ message: 'No vehicles uploaded.', failed_data: [] });
    const one = await upload(ctx, headers, {
      eventId: show.eventId,
      bytes: csvFile([
        ['Registration Number', 'Category'],
        ['ONE 1', 'Classic Cars'],
      ]),
    });
    expect(one.json()).toEqual({ message: '1 of 1 vehicle uploaded.', failed_data: [] });
  });

  it('reads semicolon-separated CSV (Excel in much of Europe) and a BOM', async () => {
    const text = '\uFEFFRegistration Number;Category;Owner Name\r\nSEMI 1;Classic Cars;"Müller; Jürgen"\r\n';
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: Buffer.from(text) });
    expect(res.json()).toEqual({ message: '1 of 1 vehicle uploaded.', failed_data: [] });
    expect((await vehicleRows(ctx))[0]).toMatchObject({ registrationNo: 'SEMI 1', ownerName: 'Müller; Jürgen' });
  });

  it('a first cell that other formats claim ("ID", "<") is still read as CSV', async () => {
    const text = 'ID,Registration Number,Category\n1,<b>ID 1</b>,Classic Cars\n';
    const res = await upload(ctx, headers, { eventId: show.eventId, bytes: Buffer.from(text) });
    expect(res.json()).toEqual({ message: '1 of 1 vehicle uploaded.', failed_data: [] });
    expect((await vehicleRows(ctx))[0]?.registrationNo).toBe('<b>ID 1</b>');
  });
});
