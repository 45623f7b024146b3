import { expect } from 'vitest';
import { BULK_UPLOAD_HEADERS } from '@showgrid/shared/schemas/vehicle';
import { samplePng } from '../factories/catalogue.ts';
import { samplePdf } from '../factories/vehicles.ts';
import type { Answer, FilePart } from './spec-client.ts';
import { SPEC_EVENT_FIELDS } from './spec-names.ts';

/** What the SPEC client's calls need besides the client: files, expectations on answers. */

export const pngFile = async (name = 'photo.png'): Promise<FilePart> => ({ bytes: await samplePng(), name, type: 'image/png' });
export const pdfFile = (name = 'insurance.pdf'): FilePart => ({ bytes: samplePdf(), name, type: 'application/pdf' });
/** SPEC §7: base64CategoryIcon and b64Icon are "base64 without prefix". */
export const pngBase64 = async () => (await samplePng()).toString('base64');

/** A real CSV as an organiser's spreadsheet saves it: the template's header row, then the rows. */
export function csvFile(rows: readonly (readonly string[])[]): FilePart {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const text = [BULK_UPLOAD_HEADERS, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
  return { bytes: Buffer.from(`${text}\r\n`, 'utf8'), name: 'vehicles.csv', type: 'text/csv' };
}

/** The answer's status, with its body in the failure message. */
export function expectStatus(answer: Answer, status: number): void {
  expect(answer.statusCode, `${answer.statusCode} ${answer.body.slice(0, 500)}`).toBe(status);
}

/** `value` carries every one of SPEC's names (it may carry more: additions are allowed). */
export function expectSpecFields(value: unknown, names: readonly string[]): void {
  expect(value).toBeTypeOf('object');
  expect(value).not.toBeNull();
  for (const name of names) expect(value, `SPEC field ${name}`).toHaveProperty([name]);
}

/** The `data` of a 2xx JSON answer. */
export function dataOf<T = unknown>(answer: Answer, status = 200): T {
  expectStatus(answer, status);
  const body: { data: T } = answer.json();
  expect(body).toHaveProperty('data');
  return body.data;
}

/** The claims of a JWT, read as the front end reads them (no signature check). */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
}

/** SPEC §3's names of each entity as the API reads them back. */
export const SPEC_FIELDS = {
  login: ['access', 'refresh', 'user_id'],
  judge: ['intJudgeId', 'strFullName', 'strFirstName', 'strLastName', 'strTitle', 'strEmail', 'profilePicture'],
  event: SPEC_EVENT_FIELDS,
  eventCategory: ['id', 'strVehicleCategoryName', 'strVehicleTypeTitle', 'base64CategoryIcon'],
  vehicle: [
    'intVehicleId',
    'intEventId',
    'strUniqueId',
    'strRegistrationNumber',
    'strBrandName',
    'strModelName',
    'intCategoryId',
    'strCategoryName',
    'intVehicleTypeId',
    'strOwnerName',
    'blnPaid',
    'strPaymentStatus',
    'blnVIP',
    'blnParticipateinLegendsTour',
    'objAdditionalInfo',
    'arrVehicleImagedetails',
    'arrVehicleDocumentNames',
    'strTotalScore',
    'arrJudgingParameterIds',
  ],
  vehicleImage: ['name', 'strBase64Image'],
  category: [
    'id',
    'intCategoryId',
    'strVehicleCategoryName',
    'intVehicleType',
    'base64CategoryIcon',
    'strPrefix',
    'intStartRange',
    'intRangeUpto',
  ],
  vehicleType: ['id', 'strVehicleTypeTitle'],
  parameter: ['id', 'strParameterTitle', 'intScoreLimit', 'intVehicleTypeId'],
  scoreEntry: [
    'intScoreId',
    'intEventId',
    'intVehicleId',
    'intJudgeId',
    'strSpecialNote',
    'objParameterWiseScore',
    'arrParameterWiseScore',
    'blnTopChoice',
  ],
  voteCount: ['intVehicleId', 'numberOfVotes'],
  bulkUpload: ['message', 'failed_data'],
} as const;
