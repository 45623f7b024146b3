import { z } from 'zod';
import { idSchema } from './fields.ts';
import { paginationSchema } from './pagination.ts';

/**
 * The answer shapes every call of SPEC §7 shares, in one place: the `{ data }` envelope and the two
 * error bodies (PRODUCT.md "Errors"). Routes declare their responses with them; the web client
 * parses with them.
 */

/** `{ detail: "message" }`: a refusal that is not about one field (401, 403, 404, 409, 429, 5xx). */
export const detailSchema = z.object({ detail: z.string() });

/** `{ field: ["message", …] }` (or `{ detail }`): a refused body, query or upload. */
export const fieldErrorsSchema = z.record(z.string(), z.unknown()).describe('{ field: [message] } or { detail }');

/** `{ data: … }`: the envelope of every successful answer. */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });

/** A list answer: `{ data: [...] }`, with `pagination` unless the client asked for every row (blnRemovePagination). */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: paginationSchema.optional() });

/** A list asked for page by page: `{ data: [...], pagination }`. */
export const pagedListOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: paginationSchema });

/** The params of an item path, `/…/:id/`. */
export const idParams = z.object({ id: idSchema });

/** A 204 answer: no body. */
export const deleted = z.null().describe('Deleted');
