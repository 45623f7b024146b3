import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { LIMITS } from '@showgrid/shared/limits';
import { REQUIRED } from '@showgrid/shared/schemas/fields';
import { HttpError } from './http-errors.ts';
import { codeOf } from './error-code.ts';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartForm {
  /** Text fields by name (the first, if a name repeats). */
  fields: Record<string, string>;
  /** Files by field name, in the order sent; an empty file input (no name, no bytes) counts as absent. */
  files: Map<string, UploadedFile[]>;
}

export interface ReadFormOptions {
  /** File fields the form may carry; any other file is refused. */
  fileFields: readonly string[];
  /** Largest file accepted; busboy stops reading past it, so no more is ever buffered. */
  maxFileBytes?: number;
  /** How many files one field may carry (1 unless said). */
  maxFilesPerField?: number;
  /** How many text fields the form may carry (MAX_TEXT_FIELDS unless said). */
  maxTextFields?: number;
}

type FieldErrors = Record<string, string[]>;

/** A form refused, with the text fields read before the refusal (a page that fills the form again shows them back). */
export class MultipartFormError extends HttpError {
  constructor(
    refusal: HttpError,
    readonly fields: Record<string, string>,
  ) {
    super(refusal.statusCode, refusal.body, refusal.headers);
  }
}

/** Text fields a form may carry (the vehicle form has 13); more is not a form of ours. */
const MAX_TEXT_FIELDS = 20;

/** Request headers that carry credentials. */
const SECRET_HEADERS = ['authorization', 'cookie'];

/** The form field a too-large file came in (@fastify/multipart attaches the part to the error). */
function fieldOf(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('part' in error)) return fallback;
  const part = error.part;
  return typeof part === 'object' && part !== null && 'fieldname' in part && typeof part.fieldname === 'string' ? part.fieldname : fallback;
}

/** @fastify/multipart and busboy errors as PRODUCT.md's shapes; anything unforeseen is a malformed form. */
function translate(error: unknown, options: Required<ReadFormOptions>): HttpError {
  if (error instanceof HttpError) return error;
  const megabytes = Math.round((options.maxFileBytes / 1024 / 1024) * 10) / 10;
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, {
        [fieldOf(error, options.fileFields[0] ?? 'file')]: [`The file must be at most ${megabytes} MB.`],
      });
    case 'FST_FILES_LIMIT': {
      const most = options.fileFields.length * options.maxFilesPerField;
      return new HttpError(400, {
        detail: most === 1 ? 'Send at most one file with this form.' : `Send at most ${most} files with this form.`,
      });
    }
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, { detail: 'The form has too many fields.' });
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, { detail: 'The form has a field name that is not allowed.' });
    default:
      // Busboy's own parse errors (no boundary, truncated body, bad part headers) carry no code.
      return new HttpError(400, { detail: 'The multipart/form-data body could not be read.' });
  }
}

/**
 * Reads a multipart/form-data body into text fields and the allowed files. Refuses a request
 * that is not multipart (415), files in fields the form does not have, and files over the limit
 * (413), in SPEC's `{ field: [message] }` shape where a field is to blame; the refusal
 * (MultipartFormError) carries the text fields read before it.
 */
export async function readMultipartForm(request: FastifyRequest, options: ReadFormOptions): Promise<MultipartForm> {
  const opts: Required<ReadFormOptions> = {
    maxFileBytes: LIMITS.imageMaxBytes,
    maxFilesPerField: 1,
    maxTextFields: MAX_TEXT_FIELDS,
    ...options,
  };
  const maxFiles = Math.max(1, opts.fileFields.length * opts.maxFilesPerField);
  if (!request.isMultipart()) {
    throw new HttpError(415, { detail: 'Send this form as multipart/form-data.' });
  }
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile[]>();
  const errors: FieldErrors = {};

  try {
    const busboyOptions = {
      // @fastify/multipart logs its busboy options, headers merged from the request, at trace
      // level, out of reach of the logger's redaction of req.headers: the bearer token would be
      // written out. Busboy reads only content-type, so the credentials are blanked in the copy.
      // (Its types leave `headers` out; the plugin merges it over the request's all the same.)
      headers: Object.fromEntries(SECRET_HEADERS.filter((name) => name in request.headers).map((name) => [name, '[redacted]'])),
      // Parts count text fields and files together: room for every file the form may carry.
      limits: { fileSize: opts.maxFileBytes, files: maxFiles, fields: opts.maxTextFields, parts: maxFiles + opts.maxTextFields },
    };
    const parts = request.parts(busboyOptions);
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        const sent = files.get(name) ?? [];
        if (!opts.fileFields.includes(name) || sent.length >= opts.maxFilesPerField) {
          // Read on (and discard) so the rest of the form still arrives; report them together.
          part.file.resume();
          errors[name] = [
            !opts.fileFields.includes(name)
              ? 'This form does not take a file here.'
              : opts.maxFilesPerField === 1
                ? 'Only one file may be sent.'
                : `Send at most ${opts.maxFilesPerField} files.`,
          ];
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        files.set(name, [...sent, { bytes, filename: part.filename, mimetype: part.mimetype }]);
      } else if (part.valueTruncated) {
        errors[name] = ['This value is too long.'];
      } else if (typeof part.value !== 'string') {
        errors[name] = ['This value must be text.'];
      } else if (!Object.hasOwn(fields, name)) {
        fields[name] = part.value;
      }
    }
  } catch (error) {
    request.log.debug({ code: codeOf(error), reason: error instanceof Error ? error.message : '' }, 'multipart form refused');
    throw new MultipartFormError(translate(error, opts), fields);
  }

  if (Object.keys(errors).length > 0) throw new MultipartFormError(new HttpError(400, errors), fields);
  return { fields, files };
}

/**
 * The first message of each field, as SPEC §5 / §8 shows them ({ field: [message] }).
 * A field that was left out or empty and still failed is reported as required (a coerced
 * number would otherwise say "expected number, received NaN"). Issues without a path go to
 * non_field_errors.
 */
export function fieldErrorsOf(error: z.ZodError, input: Record<string, string> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    const raw = Object.hasOwn(input, field) ? input[field] : undefined;
    out[field] ??= [raw === undefined || raw === '' ? REQUIRED : issue.message];
  }
  return out;
}

/**
 * Validator for multipart routes. Their body schema documents the form in the OpenAPI document
 * only: the multipart parser leaves request.body empty, and the handler reads and checks the
 * form itself with readMultipartForm. Do not read request.body in such a route.
 */
type AnyRouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];

export function multipartValidatorCompiler(route: AnyRouteSchema): ReturnType<FastifySchemaCompiler<unknown>> {
  if (route.httpPart === 'body') return () => true;
  const { schema } = route;
  if (!(schema instanceof $ZodType)) throw new Error(`${route.method} ${route.url}: ${route.httpPart} needs a zod schema`);
  return validatorCompiler({ ...route, schema });
}
