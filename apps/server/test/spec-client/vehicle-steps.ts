import { expect } from 'vitest';
import { csvFile, dataOf, expectSpecFields, expectStatus, pdfFile, pngFile, SPEC_FIELDS } from './fixtures.ts';
import type { Catalogue, Events } from './setup-steps.ts';
import type { FilePart, SpecClient } from './spec-client.ts';

/** The organiser registers the field: vehicle ids, the vehicle form, bulk upload, QR codes. */

export interface Fleet {
  /** Paid vehicles with windscreen ids SS001 and SS002. */
  jaguarId: number;
  mustangId: number;
  /** Unpaid, never scored: the one the walk deletes. */
  unpaidId: number;
}

type VehicleRead = { intVehicleId: number; strUniqueId: string | null; strRegistrationNumber: string; arrVehicleImagedetails: object[] };

/** GET /vehicle/available-unique-id/, POST and PUT /vehicle/ (multipart), GET /vehicle/ and /{id}/. */
export async function adminRegistersVehicles(admin: SpecClient, catalogue: Catalogue, events: Events): Promise<Fleet> {
  const { eventId } = events;
  const available = dataOf<string[]>(
    await admin.get('/vehicle/available-unique-id/', { query: { intEventId: eventId, intCategoryId: catalogue.classicId } }),
  );
  expect(available).toHaveLength(150);
  expect(available.slice(0, 2)).toEqual(['SS001', 'SS002']);

  const common = { intEventId: eventId, intCategoryId: catalogue.classicId, intVehicleTypeId: catalogue.carTypeId, objAdditionalInfo: '' };
  const register = async (form: Record<string, string | number | FilePart[]>) =>
    dataOf<VehicleRead>(await admin.post('/vehicle/', { form }), 201);
  const jaguar = await register({
    ...common,
    strUniqueId: available[0] ?? '',
    strRegistrationNo: 'AB12 CDE',
    strBrandName: 'Jaguar',
    strModelName: 'E-Type',
    strOwnerName: 'Olivia Owner',
    strPaymentStatus: 'Paid',
    blnVip: 'false',
    blnParticipateinLegendsTour: 'true',
    vehicleImages: [await pngFile('front.png'), await pngFile('side.png')],
    vehicleDocuments: [pdfFile()],
  });
  expectSpecFields(jaguar, SPEC_FIELDS.vehicle);
  jaguar.arrVehicleImagedetails.forEach((image) => expectSpecFields(image, SPEC_FIELDS.vehicleImage));
  expect(jaguar).toMatchObject({
    strUniqueId: 'SS001',
    strPaymentStatus: 'Paid',
    blnParticipateinLegendsTour: true,
    strTotalScore: null,
    arrJudgingParameterIds: catalogue.parameterIds,
    arrVehicleDocumentNames: ['insurance.pdf'],
  });

  // §3's other spellings: strModel "in places", VIP as read back, the payment as blnPaid.
  const mustang = await register({
    ...common,
    strUniqueId: 'SS002',
    strRegistrationNo: 'MU57 ANG',
    strBrandName: 'Ford',
    strModel: 'Mustang',
    blnVIP: 'true',
    blnPaid: 'true',
  });
  expect(mustang).toMatchObject({ strModelName: 'Mustang', blnVIP: true, blnPaid: true, strPaymentStatus: 'Paid' });
  const unpaid = await register({ ...common, strUniqueId: 'SS003', strRegistrationNo: 'UN11 PAD', strBrandName: 'Mini' });
  expect(unpaid).toMatchObject({ strPaymentStatus: 'Unpaid', blnVIP: false });

  const changed = dataOf(
    await admin.put('/vehicle/', {
      form: {
        ...common,
        intVehicleId: unpaid.intVehicleId,
        strUniqueId: 'SS003',
        strRegistrationNo: 'UN11 PAD',
        strBrandName: 'Mini',
        strModelName: 'Cooper',
        strOwnerName: 'Ursula',
      },
    }),
  );
  expect(changed).toMatchObject({ strModelName: 'Cooper', strOwnerName: 'Ursula' });

  const page = await admin.get('/vehicle/', { query: { page: 1, intEventId: eventId } });
  expect(dataOf<unknown[]>(page)).toHaveLength(3);
  expect(page.json().pagination).toMatchObject({ page: 1, total: 3 });
  const regsOf = async (query: Record<string, string | number>) =>
    dataOf<VehicleRead[]>(await admin.get('/vehicle/', { query }))
      .map((vehicle) => vehicle.strRegistrationNumber)
      .sort();
  expect(await regsOf({ intEventId: eventId })).toEqual(['AB12 CDE', 'MU57 ANG', 'UN11 PAD']);
  expect(await regsOf({ strUniqueId: 'SS002' })).toEqual(['MU57 ANG']);
  expect(await regsOf({ intCategoryId: catalogue.classicId, strPaymentStatus: 'Unpaid' })).toEqual(['UN11 PAD']);
  expect(await regsOf({ intEventId: eventId, strSearchQuery: 'olivia' })).toEqual(['AB12 CDE']);
  const one = dataOf(await admin.get(`/vehicle/${jaguar.intVehicleId}/`));
  expectSpecFields(one, SPEC_FIELDS.vehicle);
  return { jaguarId: jaguar.intVehicleId, mustangId: mustang.intVehicleId, unpaidId: unpaid.intVehicleId };
}

/** POST /vehicle/bulk-upload-vehicles/ with a real CSV: good rows in, bad rows in failed_data. */
export async function adminUploadsSpreadsheet(admin: SpecClient, catalogue: Catalogue, events: Events): Promise<number> {
  const file = csvFile([
    ['BU11 LKA', 'Austin', 'Healey', 'Bea Bulk', 'Classic Cars', 'Cars', 'SS010', 'Paid', 'Regular', 'No'],
    ['BU11 LKB', 'Ford', 'Model T', 'Ben Bulk', 'No Such Category', 'Cars', '', 'Paid', 'Regular', 'No'],
  ]);
  const answer = await admin.post('/vehicle/bulk-upload-vehicles/', { form: { file: [file], intEventId: events.eventId } });
  expectStatus(answer, 200);
  const result: { message: string; failed_data: string[] } = answer.json();
  expectSpecFields(result, SPEC_FIELDS.bulkUpload);
  expect(result.failed_data).toHaveLength(1);
  expect(result.failed_data[0]).toContain('No Such Category');
  const added = dataOf<{ intVehicleId: number }[]>(await admin.get('/vehicle/', { query: { strUniqueId: 'SS010' } }));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ strRegistrationNumber: 'BU11 LKA', strPaymentStatus: 'Paid', intCategoryId: catalogue.classicId });
  return added[0]?.intVehicleId ?? 0;
}

/** GET /vehicle/qr-code/?arrValues=a,b: single-key objects the front end merges into a map of PNGs. */
export async function adminPrintsQrCodes(admin: SpecClient): Promise<void> {
  const data = dataOf<Record<string, string>[]>(await admin.get('/vehicle/qr-code/', { query: { arrValues: 'SS001,SS002' } }));
  data.forEach((entry) => expect(Object.keys(entry)).toHaveLength(1));
  const codes = Object.fromEntries(data.flatMap((entry) => Object.entries(entry)));
  expect(Object.keys(codes)).toEqual(['SS001', 'SS002']);
  for (const png of Object.values(codes)) expect(Buffer.from(png, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
}
