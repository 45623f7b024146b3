import { BULK_UPLOAD_FIELDS } from '@showgrid/shared/schemas/vehicle';
import { HttpError } from '../../lib/http-errors.ts';

/** The form field the spreadsheet arrives in (SPEC §7: multipart `file` and `intEventId`). */
export const FILE_FIELD = BULK_UPLOAD_FIELDS.file;
export const EVENT_FIELD = BULK_UPLOAD_FIELDS.event;

/** A refusal of the whole file, in SPEC §8's field shape: 400 `{ file: [message] }`. */
export const refuseFile = (message: string) => new HttpError(400, { [FILE_FIELD]: [message] });

/** Said after every refusal of a whole file, so nobody wonders whether half of it went in. */
export const NOTHING_UPLOADED = 'Nothing was uploaded.';
