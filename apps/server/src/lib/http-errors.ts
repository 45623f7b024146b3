/** Errors a route throws on purpose; the error handler turns them into PRODUCT.md's shapes. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath (a 502's upstream failure): logged, never sent. */
    cause?: unknown,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`, cause === undefined ? undefined : { cause });
  }
}

export const unauthorized = (detail = 'Authentication credentials were not provided.') => new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });
